/**
 * The inbox's state as one reducer: what each source has read, how many leads are on show, and
 * how reading older pages went. Pure, so the hook (use-leads-inbox.ts) only wires it to the data
 * layer.
 */
import type { LeadBatch } from '@/lib/leads/desk/inbox'
import { NOTHING_READ, withNewestPage, withOlderPage, type SourcePages } from './inbox-pages'

export interface InboxState {
  /** Loading until every source's newest page has arrived; failed if one could not be read. */
  phase: 'loading' | 'ready' | 'failed'
  sources: Record<string, SourcePages>
  /** How many leads to show (Load more adds a page). */
  shown: number
  /** Reading older pages: under way, or failed the last time. */
  more: 'idle' | 'busy' | 'failed'
  /** Leads that arrived while the inbox was open (the counts are read again for each). */
  arrivals: number
}

export type InboxAction =
  | { type: 'start'; keys: readonly string[]; shown: number }
  | { type: 'newest'; key: string; batch: LeadBatch }
  | { type: 'older'; key: string; batch: LeadBatch }
  | { type: 'failed' }
  | { type: 'timed-out' }
  | { type: 'show-more'; page: number }
  | { type: 'more'; more: InboxState['more'] }

export const INBOX_START: InboxState = {
  phase: 'loading',
  sources: {},
  shown: 0,
  more: 'idle',
  arrivals: 0,
}

function withSource(state: InboxState, key: string, source: SourcePages): InboxState {
  const sources = { ...state.sources, [key]: source }
  const ready = Object.values(sources).every((s) => s.ready)
  return { ...state, sources, phase: state.phase === 'loading' && ready ? 'ready' : state.phase }
}

export function inboxReducer(state: InboxState, action: InboxAction): InboxState {
  switch (action.type) {
    case 'start':
      return {
        ...INBOX_START,
        shown: action.shown,
        sources: Object.fromEntries(action.keys.map((key) => [key, NOTHING_READ])),
      }
    case 'newest': {
      const before = state.sources[action.key]
      if (!before) return state
      const known = new Set(before.leads.map((lead) => lead.id))
      const arrived = before.ready && action.batch.leads.some((lead) => !known.has(lead.id))
      const next = withSource(state, action.key, withNewestPage(before, action.batch))
      return arrived ? { ...next, arrivals: next.arrivals + 1 } : next
    }
    case 'older': {
      const before = state.sources[action.key]
      return before ? withSource(state, action.key, withOlderPage(before, action.batch)) : state
    }
    case 'failed':
      return { ...state, phase: 'failed' }
    case 'timed-out':
      return state.phase === 'loading' ? { ...state, phase: 'failed' } : state
    case 'show-more':
      // A failure to read more was about the last try; this is a new one.
      return {
        ...state,
        shown: state.shown + action.page,
        more: state.more === 'failed' ? 'idle' : state.more,
      }
    case 'more':
      return { ...state, more: action.more }
  }
}
