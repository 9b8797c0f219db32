// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { DeskLead } from '@/lib/leads/desk/records'
import { messageLead, minutesIn, orderLead } from '@/test/desk-leads'
import {
  NOTHING_READ,
  shownLeads,
  sourceToRead,
  withNewestPage,
  withOlderPage,
  type SourcePages,
} from './inbox-pages'

const ids = (leads: readonly DeskLead[]) => leads.map((lead) => lead.id)
const at = (lead: DeskLead) => ({ createdAt: lead.createdAt, id: lead.id })
/** Orders at the given minutes, newest first, named by their minute. */
const orders = (...minutes: number[]) => minutes.map((m) => orderLead(`o${m}`, m))

describe('a source’s newest page', () => {
  it('holds everything when it is not full', () => {
    const source = withNewestPage(NOTHING_READ, { leads: orders(9, 5), next: null })
    expect(source).toEqual({ leads: orders(9, 5), next: null, ready: true, olderRead: false })
    expect(shownLeads([source])).toEqual(orders(9, 5))
  })

  it('keeps a lead that a new arrival pushed below the page', () => {
    const o5 = orderLead('o5', 5)
    const first = withNewestPage(NOTHING_READ, { leads: orders(9, 5), next: at(o5) })
    const next = withNewestPage(first, { leads: orders(12, 9), next: at(orderLead('o9', 9)) })
    expect(ids(next.leads)).toEqual(['o12', 'o9', 'o5'])
    // Reading goes on from the page's new end; the lead read again there is not shown twice.
    expect(next.next).toEqual(at(orderLead('o9', 9)))
    const older = withOlderPage(next, { leads: orders(5, 2), next: null })
    expect(ids(older.leads)).toEqual(['o12', 'o9', 'o5', 'o2'])
  })

  it('drops a lead that left the page above its end: it no longer passes the filters', () => {
    const first = withNewestPage(NOTHING_READ, { leads: orders(9, 7, 5), next: null })
    const after = withNewestPage(first, { leads: orders(9, 5), next: null })
    expect(ids(after.leads)).toEqual(['o9', 'o5'])
  })

  it('shows what changed in a lead already read (its mail went out, its status)', () => {
    const first = withNewestPage(NOTHING_READ, {
      leads: [orderLead('o9', 9, { notified: false })],
      next: null,
    })
    const after = withNewestPage(first, {
      leads: [orderLead('o9', 9, { status: 'quoted' })],
      next: null,
    })
    expect(after.leads).toEqual([orderLead('o9', 9, { status: 'quoted' })])
  })

  it('once older pages are read, leaves where reading stopped to them', () => {
    const page = withNewestPage(NOTHING_READ, { leads: orders(9, 8), next: at(orderLead('o8', 8)) })
    const older = withOlderPage(page, { leads: orders(6, 4), next: at(orderLead('o4', 4)) })
    const live = withNewestPage(older, { leads: orders(10, 9), next: at(orderLead('o9', 9)) })
    expect(ids(live.leads)).toEqual(['o10', 'o9', 'o8', 'o6', 'o4'])
    expect(live.next).toEqual(at(orderLead('o4', 4)))
  })
})

describe('the leads shown', () => {
  const full = (leads: DeskLead[]): SourcePages => ({
    leads,
    next: at(leads.at(-1)!),
    ready: true,
    olderRead: false,
  })
  const done = (leads: DeskLead[]): SourcePages => ({
    leads,
    next: null,
    ready: true,
    olderRead: false,
  })

  it('merges the sources newest first', () => {
    const messages = [messageLead('m8', 8), messageLead('m3', 3)]
    expect(ids(shownLeads([done(orders(9, 5, 1)), done(messages)]))).toEqual([
      'o9',
      'm8',
      'o5',
      'm3',
      'o1',
    ])
  })

  it('stops where a source with more stopped reading, until it reads further', () => {
    const messages = full([messageLead('m8', 8), messageLead('m6', 6)])
    const sources = { orders: done(orders(9, 5, 1)), messages }
    // A message older than m6 may yet come before o5.
    expect(ids(shownLeads(Object.values(sources)))).toEqual(['o9', 'm8', 'm6'])
    expect(sourceToRead(sources)).toBe('messages')
    const further = withOlderPage(messages, { leads: [messageLead('m2', 2)], next: null })
    expect(ids(shownLeads([sources.orders, further]))).toEqual(['o9', 'm8', 'm6', 'o5', 'm2', 'o1'])
    expect(sourceToRead({ ...sources, messages: further })).toBeNull()
  })

  it('reads next from the source that stopped at the newest lead', () => {
    const sources = {
      orders: full(orders(9, 7)),
      messages: full([messageLead('m8', 8), messageLead('m4', 4)]),
      applications: done([]),
    }
    expect(sourceToRead(sources)).toBe('orders')
  })

  it('orders leads of the same moment by id, as the queries do', () => {
    const same = [orderLead('b', 0), orderLead('c', 0), orderLead('a', 0)]
    expect(ids(shownLeads([done(same)]))).toEqual(['c', 'b', 'a'])
    expect(minutesIn(0)).toEqual(same[0]!.createdAt)
  })
})
