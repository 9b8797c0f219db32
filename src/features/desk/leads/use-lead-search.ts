import { useEffect, useReducer, useRef, useState } from 'react'
import { searchTerms } from '@/lib/leads/lead-search'
import type { DeskLead, LeadType } from '@/lib/leads/desk/records'

/** How long typing must pause before a search is sent. */
export const SEARCH_PAUSE_MS = 300

export type LeadSearchState =
  | { phase: 'too-short' }
  | { phase: 'searching' }
  | { phase: 'failed' }
  | { phase: 'ready'; leads: DeskLead[]; capped: boolean }

const loadLib = () => import('@/lib/leads/desk/search')

/**
 * The leads of the kinds `type` chooses that `query` finds, over every lead on record (the
 * search's indexed queries): sent at once for the words the page opened with, once typing pauses
 * after that, and again by `retry` or when `refresh` changes (older leads made searchable). What
 * a search typed since found is never shown.
 */
export type LeadSearch = LeadSearchState & { retry: () => void }

export function useLeadSearch(query: string, type: LeadType | 'all', refresh: number): LeadSearch {
  const [attempt, retry] = useReducer((n: number) => n + 1, 0)
  const terms = searchTerms(query)
  const asked = Object.keys(terms).length > 0
  const key = `${type}\n${JSON.stringify(terms)}\n${attempt}\n${refresh}`
  const [answered, setAnswered] = useState<{ key: string; state: LeadSearchState } | null>(null)
  const typed = useRef(false)
  useEffect(() => {
    const pause = typed.current ? SEARCH_PAUSE_MS : 0
    typed.current = true
    if (!asked) return
    let current = true
    const timer = setTimeout(() => {
      loadLib()
        .then((lib) => lib.searchLeads(lib.kindsOfType(type), terms))
        .then(
          ({ leads, capped }) =>
            current && setAnswered({ key, state: { phase: 'ready', leads, capped } }),
          () => current && setAnswered({ key, state: { phase: 'failed' } }),
        )
    }, pause)
    return () => {
      current = false
      clearTimeout(timer)
    }
    // `key` says everything the search depends on; terms is remade on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, asked])
  const state: LeadSearchState = !asked
    ? { phase: 'too-short' }
    : answered?.key === key
      ? answered.state
      : { phase: 'searching' }
  return { ...state, retry }
}
