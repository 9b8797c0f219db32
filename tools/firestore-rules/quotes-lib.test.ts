// @vitest-environment node
/**
 * The quotes' data layer (src/lib/quotes/quotes.ts, through the Lite SDK) against the Cloud
 * Firestore emulator running firestore.rules: the commits the desk and the quote page make are
 * the ones the rules allow (a quote and its lead in one commit, a revision superseding the first,
 * a decision recorded once with the lead), and what the rules refuse comes back as a refusal.
 * Skipped without the emulator.
 */
import { readFileSync } from 'node:fs'
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore/lite'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { firebaseApp } from '../../src/lib/firebase/firebase-app'
import { readLead } from '../../src/lib/leads/desk/lead'
import type { QuoteContent } from '../../src/lib/quotes/quote-document'
import {
  decideQuote,
  newQuoteId,
  QuoteNotSaved,
  readQuote,
  sendQuote,
} from '../../src/lib/quotes/quotes'
import { RAJASTHAN_BUYER } from '../../src/test/quotes'

const STAFF = 'staff-quotes-1'
const LEAD = 'LeadForAQuote0000001'

vi.mock('@/config/env', () => ({
  env: {
    localStack: false,
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: 'demo-quotes.firebaseapp.com',
      projectId: 'demo-quotes',
      appId: 'demo-app',
    },
  },
}))
// Staff send; the same signed-in caller decides (the rules let anyone signed in decide).
vi.mock('@/lib/session/staff', () => ({ staffUid: () => STAFF }))
vi.mock('@/lib/session/auth', () => ({ ensureSignedIn: () => Promise.resolve(STAFF) }))

setLogLevel('silent')

const emulator = inject('firestoreEmulator')
const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8')

const order = {
  authorUid: 'buyer-asha',
  createdAt: new Date('2026-11-27T10:00:00Z'),
  notified: true,
  source: 'enquiry',
  name: 'Asha Gupta',
  email: 'asha@guptakirana.example',
  phone: '+91 98290 11223',
  company: 'Gupta Kirana',
  delivery: 'Jaipur 302012',
  message: '',
  gstin: '08AAPFU0939F1ZV',
  gstState: 'Rajasthan',
  lines: [{ product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 2640 }],
  totalKg: 60,
  total: 5280,
  status: 'new',
}

const content = (validUntil = new Date(Date.now() + 3 * 86_400_000)): QuoteContent => ({
  buyer: RAJASTHAN_BUYER,
  lines: [
    { product: 'Masoor Dal', size: '30kg', hsn: '0713', packs: 2, packPrice: 255_000, gstRate: 5 },
  ],
  deliveryCharge: 40_000,
  validUntil,
  paymentTerms: 'Advance payment',
  deliveryEstimate: 'Two days',
  note: 'Rates hold for three days.',
})

describe.skipIf(!emulator)('quotes against the Cloud Firestore emulator', () => {
  let env: RulesTestEnvironment

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-quotes',
      firestore: { ...emulator!, rules: RULES },
    })
    connectFirestoreEmulator(getFirestore(firebaseApp()), emulator!.host, emulator!.port, {
      mockUserToken: {
        user_id: STAFF,
        staff: true,
        firebase: { sign_in_provider: 'password' as const },
      },
    })
  })
  afterAll(() => env?.cleanup())
  beforeEach(async () => {
    await env.clearFirestore()
    await env.withSecurityRulesDisabled((context) =>
      context.firestore().collection('orderRequests').doc(LEAD).set(order),
    )
  })

  const lead = async () => {
    const read = await readLead('orderRequests', LEAD)
    if (read?.type !== 'buy-now' && read?.type !== 'enquiry') throw new Error('no order request')
    return read
  }

  it('sends a quote, sends a revision that supersedes it, and records the buyer’s acceptance once', async () => {
    const first = newQuoteId()
    expect(await sendQuote(first, await lead(), content())).toBe(1)
    expect(await lead()).toMatchObject({
      status: 'quoted',
      statusBy: STAFF,
      quote: { id: first, version: 1, decision: null },
    })
    const sent = await readQuote(first)
    expect(sent).toMatchObject({ leadId: LEAD, version: 1, buyerUid: 'buyer-asha', sentBy: STAFF })
    expect(sent?.supply).toBe('intra-state')

    const second = newQuoteId()
    expect(await sendQuote(second, await lead(), content())).toBe(2)
    expect((await readQuote(first))?.supersededBy).toBe(second)
    expect((await lead()).quote).toEqual({ id: second, version: 2, decision: null })

    // The first is no longer the lead's: it cannot be accepted.
    const old = await decideQuote((await readQuote(first))!, {
      kind: 'accepted',
      name: 'Asha',
      message: '',
    }).catch((error: unknown) => error)
    expect((old as QuoteNotSaved).problem).toBe('refused')

    const current = (await readQuote(second))!
    await decideQuote(current, { kind: 'accepted', name: 'Asha Gupta', message: '' })
    expect((await readQuote(second))?.decision).toMatchObject({
      kind: 'accepted',
      uid: STAFF,
      name: 'Asha Gupta',
    })
    expect(await lead()).toMatchObject({
      status: 'won',
      quote: { id: second, version: 2, decision: 'accepted' },
    })

    const again = await decideQuote(current, {
      kind: 'changes',
      name: 'Asha',
      message: 'Less',
    }).catch((error: unknown) => error)
    expect((again as QuoteNotSaved).problem).toBe('refused')
  })

  it('puts the lead back in the desk’s work when the buyer asks for changes', async () => {
    const id = newQuoteId()
    await sendQuote(id, await lead(), content())
    await decideQuote((await readQuote(id))!, {
      kind: 'changes',
      name: 'Asha Gupta',
      message: 'Can you do ₹2,500 a bag?',
    })
    expect(await lead()).toMatchObject({
      status: 'new',
      quote: { id, version: 1, decision: 'changes' },
    })
    // A revision clears the answer: the new quote awaits the buyer.
    const revision = newQuoteId()
    await sendQuote(revision, await lead(), content())
    expect(await lead()).toMatchObject({
      status: 'quoted',
      quote: { id: revision, version: 2, decision: null },
    })
  })

  it('refuses a quote sent from a desk that has not seen the latest version', async () => {
    const stale = await lead()
    await sendQuote(newQuoteId(), stale, content())
    const refusal = await sendQuote(newQuoteId(), stale, content()).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(QuoteNotSaved)
    expect((refusal as QuoteNotSaved).problem).toBe('refused')
  })

  it('refuses a quote valid until a moment already past', async () => {
    const refusal = await sendQuote(
      newQuoteId(),
      await lead(),
      content(new Date(Date.now() - 1000)),
    ).catch((error: unknown) => error)
    expect((refusal as QuoteNotSaved).problem).toBe('refused')
    expect((await lead()).quote).toBeNull()
  })
})
