// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NewestFirst } from '@/lib/firebase/firestore-live'
import type { StoredDocument } from '@/lib/firebase/firestore'
import type { CollectionName } from '@/lib/schema'
import { TIME_LIMITS, TimedOut } from '@/lib/util/time-limit'
import { minutesIn } from '@/test/desk-leads'
import { collectLeads, EXPORT_PAGE_SIZE } from './export'
import { LEAD_PAGE_SIZE, leadSources, readOlderLeads, type LeadFilter } from './inbox'
import { byNewest } from './lead-order'

const server = vi.hoisted(() => ({
  documents: new Map<string, StoredDocument[]>(),
  reads: [] as NewestFirst[],
  /** Makes the reads of a collection fail, or never answer. */
  broken: new Map<string, 'fails' | 'hangs'>(),
}))

const at = ({ id, data }: StoredDocument) => ({ id, createdAt: data.createdAt as Date })

// The server as a query sees it: a collection's documents (kept newest first) that have the fields
// asked for, after the position given, as many as the limit.
vi.mock('@/lib/firebase/firestore-live', () => ({
  readNewest: async (options: NewestFirst): Promise<StoredDocument[]> => {
    server.reads.push(options)
    const broken = server.broken.get(options.collection)
    if (broken === 'fails') throw new Error('offline')
    if (broken === 'hangs') return new Promise(() => {})
    const matching = (server.documents.get(options.collection) ?? []).filter(({ data }) =>
      (options.equals ?? []).every(([field, value]) => data[field] === value),
    )
    const after = options.after
    const start = after ? matching.filter((d) => byNewest(at(d), after) <= 0).length : 0
    return matching.slice(start, start + options.limit)
  },
}))

const ALL: LeadFilter = {
  type: 'all',
  status: 'all',
  quote: 'all',
  createdFrom: null,
  createdBefore: null,
}

function store(collection: CollectionName, ...documents: StoredDocument[]) {
  const all = [...(server.documents.get(collection) ?? []), ...documents]
  server.documents.set(
    collection,
    all.sort((a, b) => byNewest(at(a), at(b))),
  )
}

const order = (id: string, minutes: number, status = 'new'): StoredDocument => ({
  id,
  data: {
    createdAt: minutesIn(minutes),
    notified: true,
    status,
    source: 'buy-now',
    name: 'Asha Gupta',
    email: 'asha@example.com',
    phone: '9829011223',
    company: 'Gupta Kirana',
    delivery: '',
    message: '',
    gstin: '08AAPFU0939F1ZV',
    gstState: 'Rajasthan',
    lines: [{ product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 2640 }],
    totalKg: 60,
    total: 5280,
    authorUid: 'buyer-asha',
  },
})

/** A contact message; it has no status until staff set one. */
const message = (id: string, minutes: number, status?: string): StoredDocument => ({
  id,
  data: {
    createdAt: minutesIn(minutes),
    notified: true,
    ...(status ? { status } : {}),
    from_name: 'Ravi Kumar',
    from_email: 'ravi@example.com',
    subject: 'Sugar',
    message: 'Please call.',
  },
})

/** `count` orders a minute apart, the newest at minute `count`. */
const orders = (count: number) =>
  Array.from({ length: count }, (_, i) => order(`o${String(i).padStart(5, '0')}`, i + 1))

beforeEach(() => {
  server.documents.clear()
  server.reads = []
  server.broken.clear()
})
afterEach(() => vi.useRealTimers())

describe('collectLeads', () => {
  it('reads every page of every source, merged newest first, saying how many after each page', async () => {
    store('orderRequests', ...orders(1203))
    store('contactMessages', message('m-late', 2000), message('m-mid', 600), message('m-early', 0))
    store('jobApplications')
    const progress: number[] = []
    const leads = await collectLeads(ALL, (read) => progress.push(read))

    expect(leads).toHaveLength(1206)
    expect(leads).toEqual([...leads].sort(byNewest))
    expect(leads[0]?.id).toBe('m-late')
    expect(leads.at(-1)?.id).toBe('m-early')
    expect(leads.map((lead) => lead.id)).toContain('m-mid')
    // Three pages of orders, one of messages, one (empty) of applications.
    const readsOf = (collection: CollectionName) =>
      server.reads.filter((read) => read.collection === collection).length
    expect(readsOf('orderRequests')).toBe(3)
    expect(readsOf('contactMessages')).toBe(1)
    expect(readsOf('jobApplications')).toBe(1)
    expect(server.reads.every((read) => read.limit === EXPORT_PAGE_SIZE)).toBe(true)
    expect(progress).toHaveLength(5)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(progress.at(-1)).toBe(1206)
  })

  it('reads ten thousand leads in pages of its own size', async () => {
    store('orderRequests', ...orders(10_000))
    const leads = await collectLeads({ ...ALL, type: 'buy-now' }, () => {})
    expect(leads).toHaveLength(10_000)
    expect(new Set(leads.map((lead) => lead.id)).size).toBe(10_000)
    // Twenty full pages, then one that finds nothing after the last.
    expect(server.reads).toHaveLength(10_000 / EXPORT_PAGE_SIZE + 1)
  })

  it('asks each source for its filter, and keeps only the leads its filter keeps', async () => {
    store('orderRequests', order('o-new', 5), order('o-won', 4, 'won'))
    // A message is new until staff set a status: read unfiltered, those set otherwise left out.
    store(
      'contactMessages',
      message('m-new', 3),
      message('m-closed', 2, 'closed'),
      message('m-set', 1, 'new'),
    )
    store('jobApplications', order('not-an-application', 9))
    const filter: LeadFilter = { ...ALL, status: 'new' }
    const progress: number[] = []
    const leads = await collectLeads(filter, (read) => progress.push(read))

    expect(leads.map((lead) => lead.id)).toEqual(['o-new', 'm-new', 'm-set'])
    expect(progress.at(-1)).toBe(3)
    expect(server.reads.map(({ collection, equals }) => ({ collection, equals }))).toEqual(
      leadSources(filter).map(({ filter: { collection, equals } }) => ({ collection, equals })),
    )
  })

  it('fails when a read fails, and the other sources stop reading', async () => {
    store('orderRequests', ...orders(2000))
    server.broken.set('contactMessages', 'fails')
    await expect(collectLeads(ALL, () => {})).rejects.toThrow('offline')
    await new Promise((resolve) => setTimeout(resolve, 0))
    const orderReads = server.reads.filter((read) => read.collection === 'orderRequests')
    expect(orderReads.length).toBeLessThan(2000 / EXPORT_PAGE_SIZE + 1)
  })

  it('gives up on a read that does not answer in time', async () => {
    vi.useFakeTimers()
    server.broken.set('jobApplications', 'hangs')
    const collected = collectLeads(ALL, () => {})
    const failed = expect(collected).rejects.toBeInstanceOf(TimedOut)
    await vi.advanceTimersByTimeAsync(TIME_LIMITS.readMs)
    await failed
  })

  it('leaves the inbox’s own pages at their size', async () => {
    store('orderRequests', ...orders(120))
    const [source] = leadSources({ ...ALL, type: 'buy-now' })
    const batch = await readOlderLeads(source!, at(order('o00119', 120)))
    expect(server.reads[0]?.limit).toBe(LEAD_PAGE_SIZE)
    expect(batch.leads).toHaveLength(LEAD_PAGE_SIZE)
    expect(batch.next).not.toBeNull()
  })
})
