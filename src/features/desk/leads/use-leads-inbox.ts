import { useCallback, useEffect, useReducer, useRef } from 'react'
import type { LeadSource } from '@/lib/leads/desk/inbox'
import type { DeskLead } from '@/lib/leads/desk/records'
import { TIME_LIMITS } from '@/lib/util/time-limit'
import { queryFilter, type InboxFilters } from './inbox-filters'
import { shownLeads, sourceToRead, withOlderPage, type SourcePages } from './inbox-pages'
import { INBOX_START, inboxReducer, type InboxState } from './inbox-state'

/** Leads shown at first, and added by each Load more (the data layer reads as many a page). */
export const INBOX_PAGE = 50
/**
 * Older pages one Load more reads at most before it shows what it has: a status no lead of a long
 * stretch has cannot read on without end.
 */
const MOST_READS = 5

const loadLib = () => import('@/lib/leads/desk/inbox')

export interface LeadsInbox {
  phase: InboxState['phase']
  /** The leads on show, newest first. */
  leads: DeskLead[]
  /** The leads loaded so far. */
  loaded: number
  /** Whether Load more can show more. */
  hasMore: boolean
  more: InboxState['more']
  loadMore: () => void
  retry: () => void
  /** Leads that arrived while the inbox was open. */
  arrivals: number
}

const matching = (sources: Record<string, SourcePages>) => shownLeads(Object.values(sources))

/**
 * The inbox of `filters` (the search aside: search-results.tsx answers that): the newest page of
 * every source, listened to, so that a lead appears as it arrives; older pages read as Load more
 * needs them. Nothing is read while `paused` (a search is on show instead).
 */
export function useLeadsInbox(filters: Omit<InboxFilters, 'search'>, paused = false): LeadsInbox {
  const { type, status, quote, from, to } = filters
  const [state, dispatch] = useReducer(inboxReducer, INBOX_START)
  const [attempt, retry] = useReducer((n: number) => n + 1, 0)
  // What async reads need of the latest render: the state and the sources' queries.
  const latest = useRef({ state, sources: {} as Record<string, LeadSource>, run: 0 })
  useEffect(() => {
    latest.current.state = state
  })

  useEffect(() => {
    if (paused) return
    const live = latest.current
    const run = ++live.run
    const current = () => live.run === run
    const stops: (() => void)[] = []
    const timer = setTimeout(() => dispatch({ type: 'timed-out' }), TIME_LIMITS.readMs)
    loadLib().then(
      (lib) => {
        if (!current()) return
        const sources = lib.leadSources(queryFilter({ type, status, quote, from, to, search: '' }))
        live.sources = Object.fromEntries(sources.map((source) => [source.key, source]))
        dispatch({ type: 'start', keys: sources.map((s) => s.key), shown: INBOX_PAGE })
        for (const source of sources) {
          stops.push(
            lib.watchLeads(
              source,
              (batch) => current() && dispatch({ type: 'newest', key: source.key, batch }),
              () => current() && dispatch({ type: 'failed' }),
            ),
          )
        }
      },
      () => current() && dispatch({ type: 'failed' }),
    )
    return () => {
      live.run++
      clearTimeout(timer)
      for (const stop of stops) stop()
    }
  }, [type, status, quote, from, to, attempt, paused])

  /** Reads older pages until `target` leads match, or none is left, or MOST_READS were read. */
  const fill = useCallback(async (target: number) => {
    const run = latest.current.run
    let sources = latest.current.state.sources
    let reading = false
    try {
      for (let reads = 0; reads < MOST_READS; reads++) {
        if (matching(sources).length >= target) break
        const key = sourceToRead(sources)
        const source = key === null ? undefined : sources[key]
        const query = key === null ? undefined : latest.current.sources[key]
        if (!key || !source?.next || !query) break
        if (!reading) dispatch({ type: 'more', more: 'busy' })
        reading = true
        const batch = await (await loadLib()).readOlderLeads(query, source.next)
        if (latest.current.run !== run) return
        dispatch({ type: 'older', key, batch })
        sources = { ...sources, [key]: withOlderPage(source, batch) }
      }
      if (reading) dispatch({ type: 'more', more: 'idle' })
    } catch {
      if (latest.current.run === run) dispatch({ type: 'more', more: 'failed' })
    }
  }, [])

  // Once the newest pages are in, read on if they show less than a page.
  const { phase } = state
  useEffect(() => {
    if (phase === 'ready') void fill(latest.current.state.shown)
  }, [phase, fill])

  const loadMore = useCallback(() => {
    if (latest.current.state.more === 'busy') return
    const target = latest.current.state.shown + INBOX_PAGE
    dispatch({ type: 'show-more', page: INBOX_PAGE })
    void fill(target)
  }, [fill])

  const matches = matching(state.sources)
  return {
    phase,
    leads: matches.slice(0, state.shown),
    loaded: matches.length,
    hasMore: matches.length > state.shown || sourceToRead(state.sources) !== null,
    more: state.more,
    loadMore,
    retry,
    arrivals: state.arrivals,
  }
}
