import { useEffect, useState } from 'react'
import type { StatusCounts } from '@/lib/leads/desk/inbox'
import { queryFilter, type InboxFilters } from './inbox-filters'

export type Counts =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; counts: StatusCounts }

/**
 * How many leads of each status the inbox's kind and dates hold, counted by the server, and
 * counted again when `arrivals` says a lead came in: the counts shown stay meanwhile, where
 * other filters show none until theirs are in. Nothing is counted until `start` (the inbox's
 * first rows are in): a browser opens few connections to one server at a time, and fifteen
 * counts sent with the inbox's listener held its first rows back by seconds.
 */
export function useStatusCounts(
  { type, from, to }: Pick<InboxFilters, 'type' | 'from' | 'to'>,
  arrivals: number,
  start: boolean,
): Counts {
  const key = `${type} ${from} ${to}`
  const [counted, setCounted] = useState<{ key: string; counts: Counts } | null>(null)
  useEffect(() => {
    if (!start) return
    let current = true
    const done = (counts: Counts) => current && setCounted({ key, counts })
    import('@/lib/leads/desk/inbox')
      .then((lib) =>
        lib.countLeads(queryFilter({ type, status: 'all', quote: 'all', from, to, search: '' })),
      )
      .then(
        (counts) => done({ status: 'ready', counts }),
        () => done({ status: 'failed' }),
      )
    return () => {
      current = false
    }
  }, [key, type, from, to, arrivals, start])
  return counted?.key === key ? counted.counts : { status: 'loading' }
}
