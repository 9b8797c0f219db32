import { useCallback, useEffect, useReducer, useState } from 'react'
import { readLead } from '@/lib/leads/desk/lead'
import { isLeadKind, type DeskLead } from '@/lib/leads/desk/records'

export type LeadRead =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'missing' }
  | { status: 'ready'; lead: DeskLead }

/**
 * The lead at `kind`/`id`, read once (a page for one lead is read when opened; the inbox is the
 * live view). An address naming no lead collection is missing without a read. `update` shows a
 * change the page itself saved.
 */
export function useLead(kind: string, id: string) {
  const [read, setRead] = useState<{ key: string; state: LeadRead } | null>(null)
  const [attempt, retry] = useReducer((n: number) => n + 1, 0)
  const key = `${kind}/${id}/${attempt}`
  useEffect(() => {
    if (!isLeadKind(kind)) return
    let current = true
    const done = (state: LeadRead) => current && setRead({ key, state })
    readLead(kind, id).then(
      (lead) => done(lead ? { status: 'ready', lead } : { status: 'missing' }),
      () => done({ status: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [key, kind, id])
  const update = useCallback(
    (change: Partial<DeskLead>) =>
      setRead((last) =>
        last?.state.status === 'ready'
          ? {
              ...last,
              state: { ...last.state, lead: { ...last.state.lead, ...change } as DeskLead },
            }
          : last,
      ),
    [],
  )
  const state: LeadRead = !isLeadKind(kind)
    ? { status: 'missing' }
    : read?.key === key
      ? read.state
      : { status: 'loading' }
  return { ...state, retry, update }
}
