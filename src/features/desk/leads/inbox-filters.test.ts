// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { applicationLead, messageLead, orderLead } from '@/test/desk-leads'
import {
  dayStart,
  filterParams,
  filtersFrom,
  isBackwards,
  matchesFilters,
  queryFilter,
  type InboxFilters,
} from './inbox-filters'

const NONE: InboxFilters = {
  type: 'all',
  status: 'all',
  quote: 'all',
  from: '',
  to: '',
  search: '',
}

describe('the filters in the address', () => {
  it('reads back what it wrote', () => {
    const filters: InboxFilters = {
      type: 'enquiry',
      status: 'quoted',
      quote: 'changes',
      from: '2026-03-01',
      to: '2026-03-04',
      search: 'masoor jaipur',
    }
    expect(filtersFrom(filterParams(filters))).toEqual(filters)
  })

  it('leaves out what is "all" or empty', () => {
    expect(filterParams(NONE).toString()).toBe('')
    expect(filterParams({ ...NONE, type: 'contact' }).toString()).toBe('type=contact')
  })

  it('takes anything it does not know for "all"', () => {
    const params = new URLSearchParams(
      'type=spam&status=archived&quote=maybe&from=yesterday&to=2026-02-30',
    )
    expect(filtersFrom(params)).toEqual(NONE)
  })
})

describe('dates', () => {
  it('start at midnight in India', () => {
    expect(dayStart('2026-03-04')).toEqual(new Date('2026-03-03T18:30:00Z'))
    expect(dayStart('2026-02-29')).toBeNull()
  })

  it('run from the start of the first day to the end of the last', () => {
    expect(queryFilter({ ...NONE, from: '2026-03-01', to: '2026-03-04' })).toEqual({
      type: 'all',
      status: 'all',
      quote: 'all',
      createdFrom: new Date('2026-02-28T18:30:00Z'),
      createdBefore: new Date('2026-03-04T18:30:00Z'),
    })
    expect(queryFilter({ ...NONE, type: 'application', status: 'won' })).toEqual({
      type: 'application',
      status: 'won',
      quote: 'all',
      createdFrom: null,
      createdBefore: null,
    })
  })

  it('tell when the last day comes before the first', () => {
    expect(isBackwards({ from: '2026-03-04', to: '2026-03-01' })).toBe(true)
    expect(isBackwards({ from: '2026-03-04', to: '2026-03-04' })).toBe(false)
    expect(isBackwards({ from: '', to: '2026-03-01' })).toBe(false)
  })
})

describe("what narrows a search's results", () => {
  const order = orderLead('o1', 0)

  it('keeps a lead every filter lets through', () => {
    expect(matchesFilters(order, NONE)).toBe(true)
    expect(
      matchesFilters(order, { ...NONE, type: 'buy-now', status: 'new', from: '2026-03-04' }),
    ).toBe(true)
  })

  it.each([
    [{ type: 'enquiry' }, 'another type'],
    [{ type: 'contact' }, 'another kind'],
    [{ status: 'won' }, 'another status'],
    [{ quote: 'accepted' }, 'an answer to a quote it has not had'],
    [{ from: '2026-03-05' }, 'a span that starts the day after'],
    [{ to: '2026-03-03' }, 'a span that ends the day before'],
  ] as [Partial<InboxFilters>, string][])('leaves it out for %j (%s)', (change) => {
    expect(matchesFilters(order, { ...NONE, ...change })).toBe(false)
  })

  it("matches an order's answer to its quote, and the status a message has not been given", () => {
    const quoted = orderLead('o2', 0, { quote: { id: 'q1', version: 1, decision: 'accepted' } })
    expect(matchesFilters(quoted, { ...NONE, quote: 'accepted' })).toBe(true)
    expect(matchesFilters(messageLead('m1', 0), { ...NONE, status: 'new' })).toBe(true)
    expect(matchesFilters(applicationLead('a1', 0), { ...NONE, type: 'application' })).toBe(true)
  })
})
