// @vitest-environment node
/**
 * The data layer's own Firestore calls (src/lib/leads/submit/record.ts through
 * src/lib/firebase/firestore.ts) against the Cloud Firestore emulator running firestore.rules, as
 * an anonymous visitor: what it writes is what the rules accept, a retry of the same id is not a
 * second document, a second lead moments after the first is refused with the seconds to wait, and
 * the author's list query is one the rules allow. Skipped without the emulator.
 */
import { readFileSync } from 'node:fs'
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import firebase from 'firebase/compat/app'
import 'firebase/compat/firestore'
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore/lite'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { firebaseApp } from '../../src/lib/firebase/firebase-app'
import {
  contactMessageDocument,
  jobApplicationDocument,
  markLeadNotified,
  orderRequestDocument,
  recordContactMessage,
  recordJobApplication,
  recordOrderRequest,
} from '../../src/lib/leads/submit/record'
import { type OrderRequestInput } from '../../src/lib/leads/lead-types'
import { listOrderRequests } from '../../src/lib/leads/my-requests'
import { newLeadId } from '../../src/lib/leads/submit/lead-id'
import { prepareHandover } from '../../src/lib/leads/handover/lead-handover'
import { decodePendingClaim } from '../../src/lib/leads/handover/pending-claim'
import { LeadThrottled } from '../../src/lib/leads/submit/lead-throttle'
import { COLLECTIONS, LEAD_HANDOVER_LIMITS, LEAD_THROTTLE } from '../../src/lib/schema'

// The app's configuration, pointed at this test's project; the emulator is connected below.
vi.mock('@/config/env', () => ({
  env: {
    localStack: false,
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: 'demo-leads-lib.firebaseapp.com',
      projectId: 'demo-leads-lib',
      appId: 'demo-app',
    },
    pendingClaimPassphrase: 'demo-passphrase',
  },
}))

// Refusals are expected here; the SDK would log each one as an error.
setLogLevel('silent')

const emulator = inject('firestoreEmulator')
const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8')
/** The visitor the data layer writes for: an anonymous sign-in. */
const GUEST = 'guest-7f3k'

const ORDER: OrderRequestInput = {
  source: 'buy-now',
  name: 'Asha Traders',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  company: '',
  delivery: 'Jaipur',
  message: '',
  gstin: '27AAPFU0939F1ZV',
  gstState: 'Maharashtra',
  lines: [{ product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 2850 }],
  totalKg: 60,
  total: 5700,
}
const MESSAGE = {
  from_name: 'Asha Traders',
  from_email: 'asha@example.com',
  subject: 'Bulk masoor dal',
  message: 'Please quote for 10 tonnes.',
}
const APPLICATION = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  cvLink: 'https://drive.example.com/asha-cv.pdf',
  message: '',
  jobId: '101',
  job_title: 'Frontend Developer',
  job_department: 'Technology',
  job_type: 'Full-time',
}

describe.skipIf(!emulator)('the leads data layer against the Cloud Firestore emulator', () => {
  let env: RulesTestEnvironment

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-leads-lib',
      firestore: { ...emulator!, rules: RULES },
    })
    // The instance src/lib/firebase/firestore.ts will use, signed in as the anonymous visitor.
    connectFirestoreEmulator(getFirestore(firebaseApp()), emulator!.host, emulator!.port, {
      mockUserToken: { user_id: GUEST, firebase: { sign_in_provider: 'anonymous' } },
    })
  })
  afterAll(() => env?.cleanup())
  beforeEach(() => env.clearFirestore())

  /** The stored documents of a collection, read past the rules. */
  async function stored(collection: string): Promise<Record<string, unknown>[]> {
    let docs: Record<string, unknown>[] = []
    await env.withSecurityRulesDisabled(async (context) => {
      const snapshot = await context.firestore().collection(collection).get()
      docs = snapshot.docs.map((d) => ({ id: d.id, ...d.data() }))
    })
    return docs
  }

  async function store(collection: string, id: string, data: Record<string, unknown>) {
    await env.withSecurityRulesDisabled((context) =>
      context.firestore().collection(collection).doc(id).set(data),
    )
  }

  /** The opening APPLICATION applies to: an application is only to an open one, under its title. */
  async function storeOpening() {
    await store(COLLECTIONS.jobListings, APPLICATION.jobId, {
      title: APPLICATION.job_title,
      department: APPLICATION.job_department,
      type: APPLICATION.job_type,
      open: true,
    })
  }

  /** Moves the visitor's last lead back past the throttle's interval, as if time had passed. */
  async function letIntervalPass() {
    const [throttle] = (await stored(COLLECTIONS.leadThrottle)).filter(({ id }) => id === GUEST)
    expect(throttle).toBeDefined()
    await store(COLLECTIONS.leadThrottle, GUEST, {
      lead: throttle?.lead,
      at: new Date(Date.now() - (LEAD_THROTTLE.seconds + 1) * 1000),
    })
  }

  it('writes an order request as the rules want it, once however often it is retried', async () => {
    const id = newLeadId()
    await recordOrderRequest(id, GUEST, ORDER)
    const [first] = await stored('orderRequests')
    expect(first).toEqual({
      id,
      ...orderRequestDocument(id, GUEST, ORDER),
      createdAt: expect.any(firebase.firestore.Timestamp),
    })
    await recordOrderRequest(id, GUEST, ORDER)
    await recordOrderRequest(id, GUEST, { ...ORDER, message: 'A second try' })
    expect(await stored('orderRequests')).toEqual([first])
  })

  it('writes a contact message and a job application, each once', async () => {
    const [messageId, applicationId] = [newLeadId(), newLeadId()]
    await recordContactMessage(messageId, GUEST, MESSAGE)
    await recordContactMessage(messageId, GUEST, MESSAGE)
    await letIntervalPass()
    await storeOpening()
    await recordJobApplication(applicationId, GUEST, APPLICATION)
    await recordJobApplication(applicationId, GUEST, APPLICATION)
    const timestamp = expect.any(firebase.firestore.Timestamp)
    expect(await stored('contactMessages')).toEqual([
      { id: messageId, ...contactMessageDocument(messageId, GUEST, MESSAGE), createdAt: timestamp },
    ])
    expect(await stored('jobApplications')).toEqual([
      {
        id: applicationId,
        ...jobApplicationDocument(applicationId, GUEST, APPLICATION),
        createdAt: timestamp,
      },
    ])
  })

  describe('the hand-over a guest writes before signing in to an account', () => {
    const OLD_KEY = 'Hk3v9QpL2xTz7WmN4rYb8CdF6gJs1aEu'
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

    /** The key the browser keeps for the claim, after prepareHandover. */
    async function preparedKey(): Promise<unknown> {
      const items = new Map<string, string>()
      await prepareHandover(GUEST, { setItem: (key, value) => items.set(key, value) })
      const [item] = [...items.values()]
      return decodePendingClaim(item ?? '', 'demo-passphrase')?.[1]
    }

    it('replaces one left unclaimed past its hour, so the account can still claim it', async () => {
      const late = LEAD_HANDOVER_LIMITS.claimMinutes + 5
      await store(COLLECTIONS.leadHandovers, GUEST, {
        key: OLD_KEY,
        createdAt: minutesAgo(late),
        orderRequests: [],
      })
      const key = await preparedKey()
      const [renewed] = await stored(COLLECTIONS.leadHandovers)
      expect(key).not.toBe(OLD_KEY)
      expect(renewed?.key).toBe(key)
      const createdAt = (renewed?.createdAt as firebase.firestore.Timestamp).toMillis()
      expect(Date.now() - createdAt).toBeLessThan(60_000)
    })

    it('keeps the key of one still within its hour', async () => {
      await store(COLLECTIONS.leadHandovers, GUEST, {
        key: OLD_KEY,
        createdAt: minutesAgo(LEAD_HANDOVER_LIMITS.claimMinutes - 5),
        orderRequests: [],
      })
      expect(await preparedKey()).toBe(OLD_KEY)
      expect((await stored(COLLECTIONS.leadHandovers))[0]?.key).toBe(OLD_KEY)
    })
  })

  it('refuses a second lead moments after the first, with the seconds to wait, storing nothing', async () => {
    const first = newLeadId()
    await recordOrderRequest(first, GUEST, ORDER)
    const refusal = await recordContactMessage(newLeadId(), GUEST, MESSAGE).catch((e: unknown) => e)
    expect(refusal).toBeInstanceOf(LeadThrottled)
    expect((refusal as LeadThrottled).secondsLeft).toBeGreaterThan(0)
    expect((refusal as LeadThrottled).secondsLeft).toBeLessThanOrEqual(LEAD_THROTTLE.seconds)
    expect(await stored('contactMessages')).toEqual([])
    expect(await stored(COLLECTIONS.leadThrottle)).toMatchObject([
      { id: GUEST, lead: `orderRequests/${first}` },
    ])

    await letIntervalPass()
    const next = newLeadId()
    await expect(recordContactMessage(next, GUEST, MESSAGE)).resolves.toEqual({ notified: false })
    expect(await stored(COLLECTIONS.leadThrottle)).toMatchObject([
      { id: GUEST, lead: `contactMessages/${next}` },
    ])
  })

  it('finds an earlier attempt at the same lead, mailed or not, within the interval too', async () => {
    const id = newLeadId()
    await expect(recordOrderRequest(id, GUEST, ORDER)).resolves.toEqual({ notified: false })
    await expect(recordOrderRequest(id, GUEST, ORDER)).resolves.toEqual({ notified: false })
    await markLeadNotified('orderRequests', id)
    await expect(recordOrderRequest(id, GUEST, ORDER)).resolves.toEqual({ notified: true })
  })

  it('throws when the rules refuse the lead, and stores nothing', async () => {
    await expect(
      recordOrderRequest(newLeadId(), GUEST, { ...ORDER, gstin: 'not a GSTIN' }),
    ).rejects.toMatchObject({ code: 'permission-denied' })
    await expect(recordContactMessage(newLeadId(), 'someone-else', MESSAGE)).rejects.toMatchObject({
      code: 'permission-denied',
    })
    expect(await stored('orderRequests')).toEqual([])
    expect(await stored('contactMessages')).toEqual([])
  })

  it('marks a lead mailed, and a second mark counts as done', async () => {
    const id = newLeadId()
    await storeOpening()
    await recordJobApplication(id, GUEST, APPLICATION)
    await markLeadNotified('jobApplications', id)
    await markLeadNotified('jobApplications', id)
    expect(await stored('jobApplications')).toMatchObject([{ id, notified: true }])
  })

  it("lists the author's own order requests, newest first, leaving out malformed ones", async () => {
    const older = newLeadId()
    const newer = newLeadId()
    await recordOrderRequest(older, GUEST, ORDER)
    await letIntervalPass()
    await recordOrderRequest(newer, GUEST, { ...ORDER, source: 'enquiry' })
    await store('orderRequests', 'someone-elses', {
      ...orderRequestDocument('someone-elses', 'asha', ORDER),
      createdAt: new Date(),
    })
    await store('orderRequests', 'malformed', { authorUid: GUEST, createdAt: new Date() })
    const records = await listOrderRequests(GUEST)
    expect(records.map((r) => [r.id, r.source])).toEqual([
      [newer, 'enquiry'],
      [older, 'buy-now'],
    ])
    expect(records[0]?.createdAt).toBeInstanceOf(Date)
  })

  it("refuses to list another author's order requests", async () => {
    await expect(listOrderRequests('asha')).rejects.toMatchObject({ code: 'permission-denied' })
  })
})
