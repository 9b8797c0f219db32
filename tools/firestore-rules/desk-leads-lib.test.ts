// @vitest-environment node
/**
 * The trade desk's data layer (src/lib/leads/desk/inbox.ts through the full SDK,
 * src/lib/leads/desk/lead.ts through the Lite one) against the Cloud Firestore emulator running
 * firestore.rules, as a member of staff: the inbox's queries are ones the rules allow and read
 * what they should (newest first, a page at a time without a lead twice or left out, by type,
 * status and dates), the newest page hears of a lead as it arrives, the counts add up, and a
 * status and its note are saved as the rules want them. Skipped without the emulator.
 */
import { readFileSync } from 'node:fs'
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import {
  connectFirestoreEmulator as connectLive,
  getFirestore as getLiveFirestore,
  setLogLevel as setLiveLogLevel,
  terminate,
} from 'firebase/firestore'
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore/lite'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { firebaseApp } from '../../src/lib/firebase/firebase-app'
import { readLead, saveLeadStatus } from '../../src/lib/leads/desk/lead'
import {
  countLeads,
  LEAD_PAGE_SIZE,
  leadSources,
  readOlderLeads,
  watchLeads,
  type LeadBatch,
  type LeadFilter,
  type LeadSource,
} from '../../src/lib/leads/desk/inbox'
import { StatusNotSaved, type DeskLead } from '../../src/lib/leads/desk/records'
import { LEAD_NOTE_MAX } from '../../src/lib/desk-schema'

const STAFF = 'staff-desk-1'

vi.mock('@/config/env', () => ({
  env: {
    localStack: false,
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: 'demo-desk-leads.firebaseapp.com',
      projectId: 'demo-desk-leads',
      appId: 'demo-app',
    },
  },
}))
// The signed-in member of staff whose uid a status change is signed with.
vi.mock('@/lib/session/staff', () => ({ staffUid: () => STAFF }))

setLogLevel('silent')
setLiveLogLevel('silent')

const emulator = inject('firestoreEmulator')
const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8')

const ALL: LeadFilter = {
  type: 'all',
  status: 'all',
  quote: 'all',
  createdFrom: null,
  createdBefore: null,
}
const T0 = Date.UTC(2026, 2, 1, 4, 30)
const at = (minutes: number) => new Date(T0 + minutes * 60_000)

const order = (minutes: number, fields: Record<string, unknown> = {}) => ({
  authorUid: 'buyer',
  createdAt: at(minutes),
  notified: true,
  source: 'buy-now',
  name: 'Asha Traders',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  company: 'Asha Traders Pvt Ltd',
  delivery: 'Jaipur',
  message: '',
  gstin: '27AAPFU0939F1ZV',
  gstState: 'Maharashtra',
  lines: [{ product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 2850 }],
  totalKg: 60,
  total: 5700,
  status: 'new',
  ...fields,
})
const message = (minutes: number, fields: Record<string, unknown> = {}) => ({
  authorUid: 'visitor',
  createdAt: at(minutes),
  notified: false,
  from_name: 'Ravi Kumar',
  from_email: 'ravi@example.com',
  subject: 'Bulk sugar',
  message: 'Please call me.',
  ...fields,
})
const application = (minutes: number, fields: Record<string, unknown> = {}) => ({
  authorUid: 'applicant',
  createdAt: at(minutes),
  notified: true,
  name: 'Meena Iyer',
  email: 'meena@example.com',
  phone: '9876543210',
  cvLink: 'https://drive.example.com/meena.pdf',
  message: '',
  jobId: '101',
  job_title: 'Sales Executive',
  job_department: 'Sales',
  job_type: 'Full-time',
  ...fields,
})

/** Listens to `source` and hands over its batches one by one. */
function listen(source: LeadSource) {
  const batches: LeadBatch[] = []
  let wake = () => {}
  let failure: unknown = null
  const stop = watchLeads(
    source,
    (batch) => {
      batches.push(batch)
      wake()
    },
    (error) => {
      failure = error
      wake()
    },
  )
  async function next(): Promise<LeadBatch> {
    while (batches.length === 0) {
      if (failure) throw failure
      await new Promise<void>((resolve) => (wake = resolve))
    }
    return batches.shift()!
  }
  return { next, stop }
}

/** The newest page of each of `filter`'s sources, read once. */
async function newestPages(filter: LeadFilter): Promise<Map<string, LeadBatch>> {
  const pages = new Map<string, LeadBatch>()
  for (const source of leadSources(filter)) {
    const listener = listen(source)
    pages.set(source.key, await listener.next())
    listener.stop()
  }
  return pages
}

const ids = (leads: DeskLead[]) => leads.map((lead) => lead.id)

describe.skipIf(!emulator)('the desk data layer against the Cloud Firestore emulator', () => {
  let env: RulesTestEnvironment

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-desk-leads',
      firestore: { ...emulator!, rules: RULES },
    })
    const token = {
      user_id: STAFF,
      staff: true,
      firebase: { sign_in_provider: 'password' as const },
    }
    // The instances src/lib/firebase/ will use, both signed in as staff.
    connectFirestoreEmulator(getFirestore(firebaseApp()), emulator!.host, emulator!.port, {
      mockUserToken: token,
    })
    connectLive(getLiveFirestore(firebaseApp()), emulator!.host, emulator!.port, {
      mockUserToken: token,
    })
  })
  afterAll(async () => {
    await terminate(getLiveFirestore(firebaseApp()))
    await env?.cleanup()
  })
  beforeEach(() => env.clearFirestore())

  async function store(collection: string, id: string, data: Record<string, unknown>) {
    await storeAll(collection, [[id, data]])
  }

  async function storeAll(collection: string, documents: [string, Record<string, unknown>][]) {
    await env.withSecurityRulesDisabled(async (context) => {
      const batch = context.firestore().batch()
      for (const [id, data] of documents) {
        batch.set(context.firestore().collection(collection).doc(id), data)
      }
      await batch.commit()
    })
  }

  it('reads the newest leads of every collection, and hears of one as it arrives', async () => {
    await store('orderRequests', 'order-1', order(1))
    await store('contactMessages', 'message-1', message(2))
    await store('jobApplications', 'application-1', application(3))
    const [orders] = leadSources(ALL)
    const listener = listen(orders!)
    const first = await listener.next()
    expect(first).toEqual({ leads: [expect.objectContaining({ id: 'order-1' })], next: null })
    expect(first.leads[0]).toMatchObject({
      type: 'buy-now',
      reference: 'ORDE-R-1',
      name: 'Asha Traders',
      company: 'Asha Traders Pvt Ltd',
      status: 'new',
      createdAt: at(1),
    })

    await store('orderRequests', 'order-2', order(5, { source: 'enquiry', notified: false }))
    let batch = await listener.next()
    while (batch.leads.length < 2) batch = await listener.next()
    expect(ids(batch.leads)).toEqual(['order-2', 'order-1'])
    expect(batch.leads[0]).toMatchObject({ type: 'enquiry', notified: false })
    listener.stop()

    const pages = await newestPages(ALL)
    expect(ids(pages.get('contactMessages')!.leads)).toEqual(['message-1'])
    expect(pages.get('contactMessages')!.leads[0]).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      status: 'new',
    })
    expect(ids(pages.get('jobApplications')!.leads)).toEqual(['application-1'])
  })

  it('reads page after page, newest first, every lead once, however many share a time', async () => {
    const count = LEAD_PAGE_SIZE + 12
    // Three leads a minute: pages end between leads of the same createdAt.
    await storeAll(
      'orderRequests',
      Array.from({ length: count }, (_, i) => [
        `order-${String(i).padStart(3, '0')}`,
        order(Math.floor(i / 3)),
      ]),
    )
    const [source] = leadSources({ ...ALL, type: 'buy-now' })
    const first = (await newestPages({ ...ALL, type: 'buy-now' })).get('buy-now')!
    expect(first.leads).toHaveLength(LEAD_PAGE_SIZE)
    expect(first.next).not.toBeNull()
    const second = await readOlderLeads(source!, first.next!)
    expect(second.next).toBeNull()
    const all = [...first.leads, ...second.leads]
    expect(new Set(ids(all)).size).toBe(count)
    const times = all.map((lead) => lead.createdAt.getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('reads only the type, status and dates asked for', async () => {
    await store('orderRequests', 'buy', order(1))
    await store('orderRequests', 'list', order(2, { source: 'enquiry', status: 'quoted' }))
    await store('contactMessages', 'unset', message(3))
    await store('contactMessages', 'won', message(4, { status: 'won', note: 'Sent rates' }))
    await store('jobApplications', 'old', application(-60 * 24))

    const enquiries = await newestPages({ ...ALL, type: 'enquiry' })
    expect([...enquiries.keys()]).toEqual(['enquiry'])
    expect(ids(enquiries.get('enquiry')!.leads)).toEqual(['list'])

    const fresh = await newestPages({ ...ALL, status: 'new' })
    expect(ids(fresh.get('orderRequests')!.leads)).toEqual(['buy'])
    expect(ids(fresh.get('contactMessages')!.leads)).toEqual(['unset'])
    expect(ids(fresh.get('jobApplications')!.leads)).toEqual(['old'])

    const won = await newestPages({ ...ALL, status: 'won' })
    expect(ids(won.get('contactMessages')!.leads)).toEqual(['won'])
    expect(won.get('contactMessages')!.leads[0]).toMatchObject({ note: 'Sent rates' })

    const today = await newestPages({ ...ALL, createdFrom: at(2), createdBefore: at(4) })
    expect(ids(today.get('orderRequests')!.leads)).toEqual(['list'])
    expect(ids(today.get('contactMessages')!.leads)).toEqual(['unset'])
    expect(today.get('jobApplications')!.leads).toEqual([])
  })

  it('counts the leads of each status, a message without one as new', async () => {
    await store('orderRequests', 'buy', order(1))
    await store('orderRequests', 'list', order(2, { source: 'enquiry', status: 'quoted' }))
    await store('contactMessages', 'unset', message(3))
    await store('contactMessages', 'won', message(4, { status: 'won' }))
    await store('jobApplications', 'closed', application(5, { status: 'closed' }))
    await store('jobApplications', 'set-new', application(6, { status: 'new' }))

    expect(await countLeads(ALL)).toEqual({ new: 3, quoted: 1, won: 1, lost: 0, closed: 1 })
    expect(await countLeads({ ...ALL, type: 'enquiry' })).toEqual({
      new: 0,
      quoted: 1,
      won: 0,
      lost: 0,
      closed: 0,
    })
    expect(await countLeads({ ...ALL, createdFrom: at(3), createdBefore: at(6) })).toEqual({
      new: 1,
      quoted: 0,
      won: 1,
      lost: 0,
      closed: 1,
    })
  })

  it('reads only the orders whose buyer gave the answer asked for to their quote', async () => {
    await store('orderRequests', 'accepted', order(1, { status: 'won', quoteDecision: 'accepted' }))
    await store(
      'orderRequests',
      'changes',
      order(2, { quoteId: 'quote-2', quoteVersion: 2, quoteDecision: 'changes' }),
    )
    await store('orderRequests', 'waiting', order(3, { status: 'quoted' }))
    await store('contactMessages', 'message-1', message(4))

    const accepted = await newestPages({ ...ALL, quote: 'accepted' })
    expect([...accepted.keys()]).toEqual(['orderRequests'])
    expect(ids(accepted.get('orderRequests')!.leads)).toEqual(['accepted'])
    const changes = await newestPages({ ...ALL, type: 'buy-now', quote: 'changes' })
    expect(ids(changes.get('buy-now')!.leads)).toEqual(['changes'])
    expect(changes.get('buy-now')!.leads[0]).toMatchObject({
      status: 'new',
      quote: { id: 'quote-2', version: 2, decision: 'changes' },
    })
  })

  /** The document at `collection`/`id` as stored, read past the rules; null when there is none. */
  async function stored(collection: string, id: string) {
    let data: Record<string, unknown> | null = null
    await env.withSecurityRulesDisabled(async (context) => {
      const snapshot = await context.firestore().collection(collection).doc(id).get()
      data = snapshot.exists ? (snapshot.data() as Record<string, unknown>) : null
    })
    return data as Record<string, unknown> | null
  }

  it('saves a status on the lead and the note apart from it, both signed by the member of staff at the server’s time', async () => {
    await store('contactMessages', 'message-1', message(1))
    expect(await readLead('contactMessages', 'message-1')).toMatchObject({
      status: 'new',
      note: '',
      statusAt: null,
    })
    const before = Date.now()
    await saveLeadStatus('contactMessages', 'message-1', { status: 'quoted', note: 'Rates sent' })
    const saved = await readLead('contactMessages', 'message-1')
    expect(saved).toMatchObject({ status: 'quoted', note: 'Rates sent', statusBy: STAFF })
    expect(saved?.statusAt?.getTime()).toBeGreaterThan(before - 60_000)
    // The lead, which its author reads, holds no note; the note names its lead.
    expect(await stored('contactMessages', 'message-1')).not.toHaveProperty('note')
    expect(await stored('leadNotes', 'message-1')).toMatchObject({
      lead: 'contactMessages/message-1',
      note: 'Rates sent',
      updatedBy: STAFF,
    })
    expect(await readLead('contactMessages', 'nobody')).toBeNull()
  })

  it('shows a note the lead itself carries until the next save moves it apart', async () => {
    await store('orderRequests', 'order-1', order(1, { status: 'quoted', note: 'Old note' }))
    expect(await readLead('orderRequests', 'order-1')).toMatchObject({ note: 'Old note' })
    await saveLeadStatus('orderRequests', 'order-1', { status: 'won', note: 'Old note, paid' })
    expect(await stored('orderRequests', 'order-1')).not.toHaveProperty('note')
    expect(await readLead('orderRequests', 'order-1')).toMatchObject({
      status: 'won',
      note: 'Old note, paid',
    })
  })

  it('says a status the rules refuse was refused, and changes nothing', async () => {
    await store('orderRequests', 'order-1', order(1))
    const refusal = await saveLeadStatus('orderRequests', 'order-1', {
      status: 'won',
      note: 'x'.repeat(LEAD_NOTE_MAX + 1),
    }).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(StatusNotSaved)
    expect((refusal as StatusNotSaved).problem).toBe('refused')
    expect(await readLead('orderRequests', 'order-1')).toMatchObject({ status: 'new', note: '' })
    expect(await stored('leadNotes', 'order-1')).toBeNull()
  })
})
