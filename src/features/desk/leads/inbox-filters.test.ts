// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { applicationLead, messageLead, orderLead } from '@/test/desk-leads'
import {
  dayStart,
  filterParams,
  filtersFrom,
  isBackwards,
  matchesSearch,
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

describe('the search', () => {
  const order = orderLead('o1', 0, {
    lines: [
      { product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 2640 },
      { product: 'Bura', size: '5kg', packs: 4, packPrice: 278 },
    ],
  })

  it.each([
    ['asha', 'name'],
    ['GUPTA KIRANA', 'company'],
    ['guptakirana.example', 'e-mail'],
    ['bura', 'product'],
    ['masoor asha', 'every word, anywhere'],
    ['9829011223', 'phone, spaced otherwise'],
    ['+91-98290', 'phone, with its own punctuation'],
    ['', 'nothing to search'],
  ])('finds %j by %s', (query) => {
    expect(matchesSearch(order, query)).toBe(true)
  })

  it.each(['chana', 'asha chana', '12345', '-'])('does not find %j', (query) => {
    expect(matchesSearch(order, query)).toBe(false)
  })

  it('searches a message and an application by their sender', () => {
    expect(matchesSearch(messageLead('m1', 0), 'ravi@example')).toBe(true)
    expect(matchesSearch(messageLead('m1', 0), 'sugar')).toBe(false)
    expect(matchesSearch(applicationLead('a1', 0), '98765 43210')).toBe(true)
  })
})
