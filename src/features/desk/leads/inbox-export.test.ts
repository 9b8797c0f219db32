// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import type { collectLeads } from '@/lib/leads/desk/export'
import { orderLead } from '@/test/desk-leads'
import { queryFilter, type InboxFilters } from './inbox-filters'
import { expectedLeads, filteredLeads } from './inbox-export'

const lib = vi.hoisted(() => ({ collectLeads: vi.fn<typeof collectLeads>() }))
vi.mock('@/lib/leads/desk/export', () => lib)

const FILTERS: InboxFilters = {
  type: 'enquiry',
  status: 'quoted',
  quote: 'all',
  from: '2026-11-01',
  to: '2026-11-28',
  search: 'asha',
}
const COUNTS = {
  status: 'ready',
  counts: { new: 7, quoted: 3, won: 2, lost: 1, closed: 0 },
} as const

describe('filteredLeads', () => {
  it('reads every lead of the filters as the queries ask them', async () => {
    const leads = [orderLead('o1', 0)]
    lib.collectLeads.mockResolvedValue(leads)
    const onProgress = vi.fn()
    await expect(filteredLeads(FILTERS)(onProgress)).resolves.toBe(leads)
    expect(lib.collectLeads).toHaveBeenCalledExactlyOnceWith(queryFilter(FILTERS), onProgress)
  })
})

describe('expectedLeads', () => {
  it('is the count of the status chosen, or of all of them', () => {
    expect(expectedLeads(COUNTS, FILTERS)).toBe(3)
    expect(expectedLeads(COUNTS, { ...FILTERS, status: 'all' })).toBe(13)
  })

  it('is unknown until the counts are in, and under a filter by the buyer’s answer', () => {
    expect(expectedLeads({ status: 'loading' }, FILTERS)).toBeUndefined()
    expect(expectedLeads({ status: 'failed' }, FILTERS)).toBeUndefined()
    expect(expectedLeads(COUNTS, { ...FILTERS, quote: 'accepted' })).toBeUndefined()
  })
})
