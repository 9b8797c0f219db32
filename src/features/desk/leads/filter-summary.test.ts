// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { quoteDecisionLabels } from '@/components/leads/leads-content'
import { inboxCopy as copy, leadTypeLabels } from './desk-leads-content'
import { appliedFilters, filtersSummary, NO_FOLDED_FILTERS } from './filter-summary'

describe('the summary of the folded filters', () => {
  it('is empty when nothing is applied', () => {
    expect(appliedFilters(NO_FOLDED_FILTERS)).toEqual([])
    expect(filtersSummary(NO_FOLDED_FILTERS)).toBe('')
  })

  it('names the kind and the span of dates, the year said once', () => {
    const filters = { type: 'enquiry', quote: 'all', from: '2026-11-01', to: '2026-11-28' } as const
    expect(filtersSummary(filters)).toBe(`${leadTypeLabels.enquiry}, 1 Nov – 28 Nov 2026`)
  })

  it('says both years of a span that crosses one', () => {
    expect(filtersSummary({ ...NO_FOLDED_FILTERS, from: '2025-12-20', to: '2026-01-05' })).toBe(
      '20 Dec 2025 – 5 Jan 2026',
    )
  })

  it('names a span open at either end', () => {
    expect(filtersSummary({ ...NO_FOLDED_FILTERS, from: '2026-03-01' })).toBe(
      copy.fromDay('1 Mar 2026'),
    )
    expect(filtersSummary({ ...NO_FOLDED_FILTERS, to: '2026-03-04' })).toBe(
      copy.toDay('4 Mar 2026'),
    )
  })

  it('names the buyer’s answer to the quote', () => {
    expect(filtersSummary({ ...NO_FOLDED_FILTERS, quote: 'changes' })).toBe(
      copy.quoteApplied(quoteDecisionLabels.changes),
    )
  })

  it('counts them when there are more than fit', () => {
    const all = { type: 'buy-now', quote: 'accepted', from: '2026-03-01', to: '' } as const
    expect(appliedFilters(all)).toHaveLength(3)
    expect(filtersSummary(all)).toBe(copy.applied(3))
  })
})
