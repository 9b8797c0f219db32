/**
 * What the folded filters hold, said in a few words beside the control that opens them, so a
 * phone shows what is applied without giving the filters its first screen. The status and the
 * search have controls of their own, always in sight, so they are not part of it.
 */
import { quoteDecisionLabels } from '@/components/leads/leads-content'
import { formatIndianDate } from '@/lib/util/format'
import { inboxCopy as copy, leadTypeLabels } from './desk-leads-content'
import type { InboxFilters } from './inbox-filters'

/** The filters behind the fold. */
export type FoldedFilters = Pick<InboxFilters, 'type' | 'quote' | 'from' | 'to'>

/** How many applied filters are named before the summary only counts them. */
const NAMED_AT_MOST = 2

/** A yyyy-mm-dd day as "1 Nov 2026". */
const day = (iso: string) => formatIndianDate(new Date(`${iso}T00:00:00Z`), 'short')

/** "1 Nov 2026" without its year. */
const withoutYear = (text: string) => text.slice(0, text.lastIndexOf(' '))

/** The span of dates chosen; the year is said once when both ends share it. */
function dateSpan({ from, to }: Pick<FoldedFilters, 'from' | 'to'>): string | null {
  if (from && to) {
    const [start, end] = [day(from), day(to)]
    const sameYear = from.slice(0, 4) === to.slice(0, 4)
    return copy.dateSpan(sameYear ? withoutYear(start) : start, end)
  }
  if (from) return copy.fromDay(day(from))
  if (to) return copy.toDay(day(to))
  return null
}

/** Each folded filter that narrows the inbox, in words: the kind, the quote's answer, the dates. */
export function appliedFilters(filters: FoldedFilters): string[] {
  return [
    filters.type === 'all' ? null : leadTypeLabels[filters.type],
    filters.quote === 'all' ? null : copy.quoteApplied(quoteDecisionLabels[filters.quote]),
    dateSpan(filters),
  ].filter((part) => part !== null)
}

/** The applied filters named ("Enquiry list, 1 Nov – 28 Nov 2026"), or counted when more; '' for none. */
export function filtersSummary(filters: FoldedFilters): string {
  const applied = appliedFilters(filters)
  return applied.length > NAMED_AT_MOST ? copy.applied(applied.length) : applied.join(', ')
}

/** The folded filters back to "all", the status and search left as they are. */
export const NO_FOLDED_FILTERS: FoldedFilters = { type: 'all', quote: 'all', from: '', to: '' }
