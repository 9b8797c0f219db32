// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applicationLead, messageLead, minutesIn, orderLead } from '@/test/desk-leads'
import { NO_ARRIVALS, tallyArrivals, watchArrivals, type Arrivals } from './arrivals'
import type { LeadBatch, LeadFilter, LeadSource } from './inbox'

interface Listener {
  onBatch: (batch: LeadBatch) => void
  onError: (error: unknown) => void
}

const inbox = vi.hoisted(() => ({
  filters: [] as LeadFilter[],
  listeners: new Map<string, Listener>(),
  stops: 0,
}))

// The inbox's listeners, one per collection, their batches sent by the test.
vi.mock('./inbox', () => ({
  leadSources: (filter: LeadFilter): Partial<LeadSource>[] => {
    inbox.filters.push(filter)
    return ['orderRequests', 'contactMessages', 'jobApplications'].map((key) => ({ key }))
  },
  watchLeads: (source: LeadSource, onBatch: Listener['onBatch'], onError: Listener['onError']) => {
    inbox.listeners.set(source.key, { onBatch, onError })
    return () => inbox.stops++
  },
}))

beforeEach(() => {
  inbox.filters = []
  inbox.listeners.clear()
  inbox.stops = 0
})

const send = (key: string, ...leads: LeadBatch['leads']) =>
  inbox.listeners.get(key)?.onBatch({ leads, next: null })

describe('tallyArrivals', () => {
  it('counts nothing a source holds in its first answer, and each later lead once', () => {
    const early = orderLead('o1', 0)
    let tally = tallyArrivals(NO_ARRIVALS, 'orderRequests', [early])
    expect(tally.ids.size).toBe(0)
    tally = tallyArrivals(tally, 'orderRequests', [orderLead('o2', 5), early])
    tally = tallyArrivals(tally, 'orderRequests', [orderLead('o3', 6), orderLead('o2', 5), early])
    expect([...tally.ids]).toEqual(['orderRequests/o2', 'orderRequests/o3'])
    expect(tally.newest).toMatchObject({ id: 'o3', name: 'Asha Gupta', type: 'buy-now' })
  })

  it('gives back the same tally when nothing arrived (a status changed, say)', () => {
    const start = tallyArrivals(NO_ARRIVALS, 'contactMessages', [messageLead('m1', 0)])
    const changed = [messageLead('m1', 0, { status: 'quoted' })]
    expect(tallyArrivals(start, 'contactMessages', changed)).toBe(start)
  })

  it('keeps the newest arrival across sources, and tells equal ids of two collections apart', () => {
    let tally = tallyArrivals(NO_ARRIVALS, 'orderRequests', [])
    tally = tallyArrivals(tally, 'jobApplications', [])
    tally = tallyArrivals(tally, 'jobApplications', [applicationLead('x', 9)])
    tally = tallyArrivals(tally, 'orderRequests', [orderLead('x', 7)])
    expect(tally.ids.size).toBe(2)
    expect(tally.newest).toMatchObject({ kind: 'jobApplications', name: 'Meena Iyer' })
  })
})

describe('watchArrivals', () => {
  it('listens to every kind of lead created since the moment given, and reports arrivals', () => {
    const heard: Arrivals[] = []
    watchArrivals(minutesIn(0), (arrivals) => heard.push(arrivals), vi.fn())
    expect(inbox.filters).toEqual([
      { type: 'all', status: 'all', quote: 'all', createdFrom: minutesIn(0), createdBefore: null },
    ])
    send('orderRequests', orderLead('o1', 0))
    send('contactMessages')
    expect(heard).toEqual([])
    send('contactMessages', messageLead('m1', 2))
    send('contactMessages', messageLead('m1', 2, { notified: false }))
    send('orderRequests', orderLead('o2', 3), orderLead('o1', 0))
    expect(heard.map((arrivals) => arrivals.ids.size)).toEqual([1, 2])
    expect(heard.at(-1)?.newest?.id).toBe('o2')
  })

  it('stops every listener on the first failure, and hears nothing after', () => {
    const onArrival = vi.fn()
    const onError = vi.fn()
    watchArrivals(minutesIn(0), onArrival, onError)
    send('orderRequests')
    inbox.listeners.get('contactMessages')?.onError(new Error('denied'))
    inbox.listeners.get('jobApplications')?.onError(new Error('denied'))
    send('orderRequests', orderLead('o1', 1))
    expect(onError).toHaveBeenCalledTimes(1)
    expect(inbox.stops).toBe(3)
    expect(onArrival).not.toHaveBeenCalled()
  })
})
