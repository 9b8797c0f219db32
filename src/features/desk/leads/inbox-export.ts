/**
 * What the inbox's Download CSV reads: every lead its filters show, read to the end, not only the
 * pages loaded. A search's download is what the search found (leads-inbox.tsx), which it
 * already holds whole.
 */
import type { CollectLeads } from './export-button'
import { queryFilter, type InboxFilters } from './inbox-filters'
import type { Counts } from './use-status-counts'

/** Reads every lead `filters` show; loads the data layer only when asked to. */
export function filteredLeads(filters: InboxFilters): CollectLeads {
  const filter = queryFilter(filters)
  return async (onProgress) =>
    (await import('@/lib/leads/desk/export')).collectLeads(filter, onProgress)
}

/**
 * How many leads `filters` show, by the status counts; unknown while those load, and under a
 * filter by the buyer's answer to a quote, which the counts do not divide by.
 */
export function expectedLeads(
  counts: Counts,
  { status, quote }: Pick<InboxFilters, 'status' | 'quote'>,
): number | undefined {
  if (counts.status !== 'ready' || quote !== 'all') return undefined
  if (status !== 'all') return counts.counts[status]
  return Object.values(counts.counts).reduce((sum, n) => sum + n, 0)
}
