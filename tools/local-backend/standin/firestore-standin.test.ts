// @vitest-environment node
/**
 * The stand-in against the real `firebase/firestore/lite` SDK, plus raw REST calls for what the
 * SDK cannot send (malformed requests, crafted tokens). Proves the stand-in speaks the protocol and
 * applies rules.ts; which decisions rules.ts makes is checked against the Cloud Firestore emulator
 * in tools/firestore-rules/.
 */
import { leadSearch } from '../../../src/lib/leads/lead-search'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import {
  collection,
  connectFirestoreEmulator,
  deleteField,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { STAFF_CLAIM } from '../../../src/lib/desk-schema'
import { quoteDocument, type QuoteContent } from '../../../src/lib/quotes/quote-document'
import { COLLECTIONS, LEAD_THROTTLE, throttledLead } from '../../../src/lib/schema'
import { toFirestoreFields } from '../firestore-values'
import { createFirestoreStandin, type FirestoreStandin } from './firestore-standin'

// Refused requests are what many tests here expect; the SDK would log each one as an error.
setLogLevel('silent')

const PROJECT = 'demo-standin-test'
const HOST = '127.0.0.1'
const DOCS = `projects/${PROJECT}/databases/(default)/documents`

const SEEDS = {
  products: [
    { id: 'masoor-dal', product: 'Masoor Dal', prices: { '500gm': 49.5, '1kg': 95 } },
    { id: 'arhar-dal', product: 'Arhar Dal', prices: { '1kg': 148 } },
    { id: 'chana-dal', product: 'Chana Dal', prices: { '1kg': 90 } },
  ],
  blogPosts: [
    { id: 'b-old', title: 'Old', category: 'pulses', createdAt: '2026-01-10T00:00:00Z' },
    { id: 'a-new', title: 'New', category: 'pulses', createdAt: '2026-07-14T00:00:00Z' },
    { id: 'c-mid', title: 'Mid', category: 'sugar', createdAt: '2026-03-01T00:00:00Z' },
    { id: 'd-undated', title: 'Undated', category: 'pulses' },
  ],
  jobListings: [{ id: 101, title: 'Frontend Developer' }],
}

let workDir = ''
let standin: FirestoreStandin
let port = 0
const apps: FirebaseApp[] = []

function start(): Promise<number> {
  standin = createFirestoreStandin({
    dataFile: join(workDir, 'data', 'firestore.json'),
    seedDir: join(workDir, 'seed'),
    projectId: PROJECT,
  })
  return standin.listen(0, HOST)
}

beforeEach(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'standin-'))
  mkdirSync(join(workDir, 'seed'))
  for (const [name, records] of Object.entries(SEEDS)) {
    writeFileSync(join(workDir, 'seed', `${name}.json`), JSON.stringify(records))
  }
  port = await start()
})

afterEach(async () => {
  await standin.close()
  rmSync(workDir, { recursive: true, force: true })
})

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)))
})

type Posts = ReturnType<typeof collection>

/** A Lite SDK client; `uid` signs it in with the emulator-style unsigned token the SDK mints. */
function client(uid?: string, email?: string): Firestore {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'x' }, `app-${apps.length}`)
  apps.push(app)
  const db = getFirestore(app)
  const token = uid ? { mockUserToken: { user_id: uid, ...(email ? { email } : {}) } } : {}
  connectFirestoreEmulator(db, HOST, port, token)
  return db
}

/** An unsigned JWT like the Auth emulator's ID token. */
function token(uid: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ user_id: uid, sub: uid })}.`
}

function rest(
  method: string,
  body: unknown,
  init: { uid?: string; owner?: true; raw?: string } = {},
) {
  const authorization = init.owner ? 'Bearer owner' : init.uid && `Bearer ${token(init.uid)}`
  return fetch(`http://${HOST}:${port}/v1/${DOCS}:${method}?key=x`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain',
      ...(authorization ? { Authorization: authorization } : {}),
    },
    body: init.raw ?? JSON.stringify(body),
  })
}

const validUser = (uid: string) => ({
  name: 'Asha Traders',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  userId: uid,
  type: 'b2b',
  createdAt: serverTimestamp(),
})

/**
 * The commit body the SDK sends for setDoc with createdAt: serverTimestamp(), written by hand so
 * tests can vary it freely.
 */
function userWrite(uid: string, fields: Record<string, unknown>) {
  const createdAt = { fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }
  return {
    writes: [{ update: { name: `${DOCS}/users/${uid}`, fields }, updateTransforms: [createdAt] }],
  }
}

const restUser = (uid: string) => ({
  name: { stringValue: 'Asha Traders' },
  email: { stringValue: 'asha@example.com' },
  phone: { stringValue: '+91 98765 43210' },
  userId: { stringValue: uid },
  type: { stringValue: 'b2b' },
})

describe('reads through the Lite SDK', () => {
  it('getDocs returns every seeded document of a collection, in id order', async () => {
    const snapshot = await getDocs(collection(client(), 'products'))
    expect(snapshot.docs.map((d) => d.id)).toEqual(['arhar-dal', 'chana-dal', 'masoor-dal'])
    expect(snapshot.docs[2]?.data()).toEqual({
      product: 'Masoor Dal',
      prices: { '500gm': 49.5, '1kg': 95 },
    })
  })

  it('orderBy createdAt desc sorts newest first and, like Firestore, drops undated documents', async () => {
    const snapshot = await getDocs(
      query(collection(client(), 'blogPosts'), orderBy('createdAt', 'desc')),
    )
    expect(snapshot.docs.map((d) => d.id)).toEqual(['a-new', 'c-mid', 'b-old'])
    expect(snapshot.docs[0]?.get('createdAt')).toEqual(
      Timestamp.fromDate(new Date('2026-07-14T00:00:00Z')),
    )
  })

  it('where == narrows the result, alone and with orderBy createdAt desc', async () => {
    const posts = collection(client(), 'blogPosts')
    const pulses = await getDocs(query(posts, where('category', '==', 'pulses')))
    expect(pulses.docs.map((d) => d.id)).toEqual(['a-new', 'b-old', 'd-undated'])
    const newest = await getDocs(
      query(posts, where('category', '==', 'pulses'), orderBy('createdAt', 'desc')),
    )
    expect(newest.docs.map((d) => d.id)).toEqual(['a-new', 'b-old'])
  })

  it('a field only inherited by plain objects is no field: orderBy and where match nothing', async () => {
    const posts = collection(client(), 'blogPosts')
    expect((await getDocs(query(posts, orderBy('constructor')))).empty).toBe(true)
    expect((await getDocs(query(posts, where('toString', '==', 'x')))).empty).toBe(true)
  })

  it('a limit keeps the first documents of the order', async () => {
    const posts = collection(client(), 'blogPosts')
    const newest = await getDocs(query(posts, orderBy('createdAt', 'desc'), limit(1)))
    expect(newest.docs.map((d) => d.id)).toEqual(['a-new'])
  })

  it('an empty result is an empty snapshot', async () => {
    const none = await getDocs(
      query(collection(client(), 'blogPosts'), where('category', '==', 'rice')),
    )
    expect(none.empty).toBe(true)
  })

  it('getDoc finds a document and reports a missing one', async () => {
    const db = client()
    const found = await getDoc(doc(db, 'products', 'masoor-dal'))
    expect(found.exists()).toBe(true)
    expect(found.get('product')).toBe('Masoor Dal')
    expect((await getDoc(doc(db, 'products', 'no-such-dal'))).exists()).toBe(false)
  })

  it('a numeric seed id names the document and stays a field', async () => {
    const job = await getDoc(doc(client(), 'jobListings', '101'))
    expect(job.data()).toEqual({ id: 101, title: 'Frontend Developer' })
  })

  it.each([
    ['an inequality', (posts: Posts) => query(posts, where('title', '>', 'M')), 'fieldFilter op'],
    [
      'two where clauses',
      (posts: Posts) =>
        query(posts, where('category', '==', 'pulses'), where('title', '==', 'New')),
      'compositeFilter',
    ],
    [
      'a subcollection',
      (posts: Posts) => collection(posts, 'a-new', 'comments'),
      'under a document',
    ],
  ])('refuses %s, which the app never asks for, naming it', async (_, ask, named) => {
    // The Lite SDK derives its code from the HTTP status alone: 400 becomes failed-precondition.
    await expect(getDocs(ask(collection(client(), 'blogPosts')))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(
        new RegExp(`${named}.*not supported by the local Firestore stand-in`),
      ),
    })
  })
})

describe('users/{uid} rules through the SDK', () => {
  it('the signed-in owner can setDoc and getDoc their document, createdAt the time of the write', async () => {
    const db = client('u1')
    await setDoc(doc(db, 'users', 'u1'), validUser('u1'))
    const snapshot = await getDoc(doc(db, 'users', 'u1'))
    expect(snapshot.data()).toEqual({ ...validUser('u1'), createdAt: expect.any(Timestamp) })
  })

  it("createdAt must be the server's time of the first write", async () => {
    const db = client('u1')
    const earlier = Timestamp.fromDate(new Date('2026-11-01T00:00:00Z'))
    await expect(
      setDoc(doc(db, 'users', 'u1'), { ...validUser('u1'), createdAt: earlier }),
    ).rejects.toMatchObject({ code: 'permission-denied' })
  })

  it('updateDoc changes only the given fields, createdAt staying', async () => {
    const db = client('u1')
    await setDoc(doc(db, 'users', 'u1'), validUser('u1'))
    const before = (await getDoc(doc(db, 'users', 'u1'))).data()
    await updateDoc(doc(db, 'users', 'u1'), { name: 'Asha Traders Pvt Ltd' })
    expect((await getDoc(doc(db, 'users', 'u1'))).data()).toEqual({
      ...before,
      name: 'Asha Traders Pvt Ltd',
    })
  })

  it("reads the token's e-mail: a document naming another address is refused", async () => {
    const db = client('u1', 'asha@example.com')
    await expect(
      setDoc(doc(db, 'users', 'u1'), { ...validUser('u1'), email: 'ravi@example.com' }),
    ).rejects.toMatchObject({ code: 'permission-denied' })
    await setDoc(doc(db, 'users', 'u1'), validUser('u1'))
  })

  it('a signed-out setDoc is refused with permission-denied', async () => {
    await expect(setDoc(doc(client(), 'users', 'u1'), validUser('u1'))).rejects.toMatchObject({
      code: 'permission-denied',
    })
  })

  it("another user's document can be neither written nor read", async () => {
    await setDoc(doc(client('u1'), 'users', 'u1'), validUser('u1'))
    const intruder = client('u2')
    await expect(setDoc(doc(intruder, 'users', 'u1'), validUser('u1'))).rejects.toMatchObject({
      code: 'permission-denied',
    })
    await expect(getDoc(doc(intruder, 'users', 'u1'))).rejects.toMatchObject({
      code: 'permission-denied',
    })
  })

  it('listing users is refused even when signed in', async () => {
    await expect(getDocs(collection(client('u1'), 'users'))).rejects.toMatchObject({
      code: 'permission-denied',
    })
  })

  it('catalogue collections refuse writes even when signed in', async () => {
    await expect(
      setDoc(doc(client('u1'), 'products', 'masoor-dal'), { product: 'Free' }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    })
    expect((await getDoc(doc(client(), 'products', 'masoor-dal'))).get('product')).toBe(
      'Masoor Dal',
    )
  })
})

/** Lead ids as newLeadId makes them (the rules want that form). */
const M1 = 'Ld7Kq2Xm9AbC3dEf4GhJ'
const M2 = 'Pq4Rs5Tu6Vw7Xy8Za9Bc'
const M3 = 'Mn3Op4Qr5St6Uv7Wx8Yz'
const MESSAGES = COLLECTIONS.contactMessages
const THROTTLES = COLLECTIONS.leadThrottle

/** `authorUid`'s contact message `id`, with its search map, as the app writes it. */
const message = (authorUid: string, id: string) => ({
  authorUid,
  createdAt: serverTimestamp(),
  from_name: 'Asha Traders',
  from_email: 'asha@example.com',
  subject: 'Bulk masoor dal',
  message: 'Please quote for 10 tonnes.',
  notified: false,
  search: leadSearch(id, {
    kind: COLLECTIONS.contactMessages,
    from_name: 'Asha Traders',
    from_email: 'asha@example.com',
  }),
})

/** The author's throttle as the commit of the lead `id` writes it. */
const throttle = (id: string) => ({ at: serverTimestamp(), lead: throttledLead(MESSAGES, id) })

/** `uid`'s contact message `id`, as the app sends a lead: in one commit with their throttle. */
function sendMessage(db: Firestore, uid: string, id: string): Promise<void> {
  const batch = writeBatch(db)
  batch.set(doc(db, MESSAGES, id), message(uid, id))
  batch.set(doc(db, THROTTLES, uid), throttle(id))
  return batch.commit()
}

/** Dates `uid`'s throttle back by the interval and a second, as if that time had passed. */
function letThrottlePass(uid: string): void {
  const stored = standin.data.get(THROTTLES, uid)
  const at = stored?.fields.at
  if (!stored || !at || !('timestampValue' in at)) throw new Error(`No throttle of ${uid}`)
  const earlier = Date.parse(at.timestampValue) - (LEAD_THROTTLE.seconds + 1) * 1000
  const fields = { ...stored.fields, at: { timestampValue: new Date(earlier).toISOString() } }
  standin.data.apply([{ key: { collection: THROTTLES, id: uid }, document: { ...stored, fields } }])
}

const refused = { code: 'permission-denied' }

describe('leads through the SDK', () => {
  it('an anonymous visitor writes a lead, reads it back and lists their own, newest first', async () => {
    const db = client('guest')
    await sendMessage(db, 'guest', M1)
    letThrottlePass('guest')
    await sendMessage(db, 'guest', M2)
    await sendMessage(client('u2'), 'u2', M3)
    expect((await getDoc(doc(db, MESSAGES, M1))).get('authorUid')).toBe('guest')
    const own = await getDocs(
      query(
        collection(db, MESSAGES),
        where('authorUid', '==', 'guest'),
        orderBy('createdAt', 'desc'),
      ),
    )
    expect(own.docs.map((d) => d.id)).toEqual([M2, M1])
  })

  it("refuses another's lead, a missing one, and a list not filtered on the caller's uid", async () => {
    await sendMessage(client('u1'), 'u1', M1)
    const other = client('u2')
    await expect(getDoc(doc(other, MESSAGES, M1))).rejects.toMatchObject(refused)
    await expect(getDoc(doc(client('u1'), MESSAGES, M2))).rejects.toMatchObject(refused)
    await expect(getDocs(collection(other, MESSAGES))).rejects.toMatchObject(refused)
    await expect(
      getDocs(query(collection(other, MESSAGES), where('authorUid', '==', 'u1'))),
    ).rejects.toMatchObject(refused)
  })

  it('lets the author mark a lead mailed once, with updateDoc, and nothing else', async () => {
    const db = client('u1')
    const ref = doc(db, MESSAGES, M1)
    await sendMessage(db, 'u1', M1)
    await expect(updateDoc(ref, { notified: true, subject: 'Changed' })).rejects.toMatchObject(
      refused,
    )
    await expect(
      updateDoc(doc(client('u2'), MESSAGES, M1), { notified: true }),
    ).rejects.toMatchObject(refused)
    await updateDoc(ref, { notified: true })
    await expect(updateDoc(ref, { notified: true })).rejects.toMatchObject(refused)
    expect((await getDoc(ref)).data()).toMatchObject({ notified: true, subject: 'Bulk masoor dal' })
  })

  it('refuses the same lead written again, so a retry cannot make a second one', async () => {
    const db = client('u1')
    await sendMessage(db, 'u1', M1)
    letThrottlePass('u1')
    await expect(sendMessage(db, 'u1', M1)).rejects.toMatchObject(refused)
  })
})

describe('the bound per sender, through the SDK', () => {
  it('takes a lead only in one commit with its throttle, judged on the state after the commit', async () => {
    const db = client('u1')
    await expect(setDoc(doc(db, MESSAGES, M1), message('u1', M1))).rejects.toMatchObject(refused)
    await expect(setDoc(doc(db, THROTTLES, 'u1'), throttle(M1))).rejects.toMatchObject(refused)
    await sendMessage(db, 'u1', M1)
    expect((await getDoc(doc(db, THROTTLES, 'u1'))).get('lead')).toBe(throttledLead(MESSAGES, M1))
    await expect(getDoc(doc(client('u2'), THROTTLES, 'u1'))).rejects.toMatchObject(refused)
  })

  it(`refuses a second lead within ${LEAD_THROTTLE.seconds} s, and two leads in one commit`, async () => {
    const db = client('u1')
    await sendMessage(db, 'u1', M1)
    await expect(sendMessage(db, 'u1', M2)).rejects.toMatchObject(refused)
    letThrottlePass('u1')
    const two = writeBatch(db)
    two.set(doc(db, MESSAGES, M2), message('u1', M2))
    two.set(doc(db, MESSAGES, M3), message('u1', M3))
    two.set(doc(db, THROTTLES, 'u1'), throttle(M2))
    await expect(two.commit()).rejects.toMatchObject(refused)
    expect((await getDoc(doc(db, THROTTLES, 'u1'))).get('lead')).toBe(throttledLead(MESSAGES, M1))
    await sendMessage(db, 'u1', M2)
    const own = await getDocs(query(collection(db, MESSAGES), where('authorUid', '==', 'u1')))
    expect(own.docs.map((d) => d.id)).toEqual([M1, M2])
  })
})

describe('hand-overs through the SDK', () => {
  const KEY = 'Hk3v9QpL2xTz7WmN4rYb8CdF6gJs1aEu'

  /** A client signed in anonymously, as a guest who sent a request is. */
  function guestClient(uid: string): Firestore {
    const app = initializeApp({ projectId: PROJECT, apiKey: 'x' }, `app-${apps.length}`)
    apps.push(app)
    const db = getFirestore(app)
    connectFirestoreEmulator(db, HOST, port, {
      mockUserToken: { user_id: uid, firebase: { sign_in_provider: 'anonymous' } },
    })
    return db
  }

  it("lets the account that proves the guest's key read and list the guest's leads, nobody else", async () => {
    const guest = guestClient('guest')
    await sendMessage(guest, 'guest', M1)
    await setDoc(doc(guest, 'leadHandovers', 'guest'), {
      key: KEY,
      createdAt: serverTimestamp(),
      orderRequests: [],
    })
    const asha = client('asha', 'asha@example.com')
    const lead = (db: Firestore) => getDoc(doc(db, MESSAGES, M1))
    await expect(lead(asha)).rejects.toMatchObject(refused)

    await updateDoc(doc(asha, 'leadHandovers', 'guest'), { to: 'asha', proof: KEY })
    expect((await lead(asha)).get('authorUid')).toBe('guest')
    const listed = await getDocs(
      query(collection(asha, MESSAGES), where('authorUid', '==', 'guest')),
    )
    expect(listed.docs.map((d) => d.id)).toEqual([M1])
    const handovers = await getDocs(
      query(collection(asha, 'leadHandovers'), where('to', '==', 'asha')),
    )
    expect(handovers.docs.map((d) => d.id)).toEqual(['guest'])
    await expect(lead(client('ravi', 'ravi@example.com'))).rejects.toMatchObject(refused)
  })
})

describe('quotes through the SDK: dotted field paths and deleted fields in one commit', () => {
  const LEAD = 'Ld7Kq2Xm9AbC3dEf4GhJ'
  const FIRST = 'Qa1Bb2Cc3Dd4Ee5Ff6Gg'
  const SECOND = 'Rv7Hh8Ii9Jj0Kk1Ll2Mm'
  const ORDERS = COLLECTIONS.orderRequests
  const QUOTES = COLLECTIONS.quotes
  const content: QuoteContent = {
    buyer: {
      name: 'Asha Traders',
      company: '',
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
      stateCode: '27',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      delivery: 'Pune',
    },
    lines: [
      {
        product: 'Masoor Dal',
        size: '30kg',
        hsn: '0713',
        packs: 2,
        packPrice: 264_000,
        gstRate: 5,
      },
    ],
    deliveryCharge: 0,
    validUntil: new Date(Date.now() + 3 * 86_400_000),
    paymentTerms: 'Advance',
    deliveryEstimate: '',
    note: '',
  }

  /** A client signed in as staff (the token's STAFF_CLAIM). */
  function staffClient(uid: string): Firestore {
    const app = initializeApp({ projectId: PROJECT, apiKey: 'x' }, `app-${apps.length}`)
    apps.push(app)
    const db = getFirestore(app)
    connectFirestoreEmulator(db, HOST, port, {
      mockUserToken: { user_id: uid, [STAFF_CLAIM]: true },
    })
    return db
  }

  /** Staff's commit of version `version` as `id`, replacing `replaced`, as sendQuote makes it. */
  function send(db: Firestore, id: string, version: number, replaced?: string): Promise<void> {
    const batch = writeBatch(db)
    const quote = quoteDocument({ id: LEAD, authorUid: 'asha' }, version, content, 'meera')
    batch.set(doc(db, QUOTES, id), { ...quote, sentAt: serverTimestamp() })
    batch.update(doc(db, ORDERS, LEAD), {
      status: 'quoted',
      statusBy: 'meera',
      quoteId: id,
      quoteVersion: version,
      statusAt: serverTimestamp(),
      quoteDecision: deleteField(),
    })
    if (replaced) batch.update(doc(db, QUOTES, replaced), { supersededBy: id })
    return batch.commit()
  }

  /** The buyer's commit of a decision on `id`, field by field, as decideQuote makes it. */
  function decide(db: Firestore, id: string, kind: 'accepted' | 'changes'): Promise<void> {
    const batch = writeBatch(db)
    batch.update(doc(db, QUOTES, id), {
      'decision.kind': kind,
      'decision.uid': 'asha',
      'decision.name': 'Asha Verma',
      'decision.message': kind === 'changes' ? 'Please make it 40 bags.' : '',
      'decision.at': serverTimestamp(),
    })
    batch.update(doc(db, ORDERS, LEAD), {
      status: kind === 'accepted' ? 'won' : 'new',
      quoteDecision: kind,
    })
    return batch.commit()
  }

  beforeEach(() => {
    const order = {
      authorUid: 'asha',
      createdAt: '2026-11-25T09:00:00Z',
      source: 'enquiry',
      name: 'Asha Traders',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      company: '',
      delivery: 'Pune',
      message: '',
      gstin: '27AAPFU0939F1ZV',
      gstState: 'Maharashtra',
      lines: [{ product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 2640 }],
      totalKg: 60,
      total: 5280,
      notified: true,
      status: 'new',
    }
    const now = new Date().toISOString()
    standin.data.apply([
      {
        key: { collection: ORDERS, id: LEAD },
        document: { fields: toFirestoreFields(order), createTime: now, updateTime: now },
      },
    ])
  })

  it('sets the fields of a map by their dotted paths, the server time among them, and deletes a field', async () => {
    const desk = staffClient('meera')
    const buyer = client('asha', 'asha@example.com')
    await send(desk, FIRST, 1)
    await decide(buyer, FIRST, 'changes')
    const decided = await getDoc(doc(buyer, QUOTES, FIRST))
    expect(decided.get('decision')).toMatchObject({ kind: 'changes', uid: 'asha' })
    expect(decided.get('decision.at')).toBeInstanceOf(Timestamp)
    expect(decided.get('version')).toBe(1)
    expect((await getDoc(doc(desk, ORDERS, LEAD))).data()).toMatchObject({
      status: 'new',
      quoteId: FIRST,
      quoteDecision: 'changes',
    })

    await send(desk, SECOND, 2, FIRST)
    const lead = (await getDoc(doc(desk, ORDERS, LEAD))).data()
    expect(lead).toMatchObject({ status: 'quoted', quoteId: SECOND, quoteVersion: 2 })
    expect(lead).not.toHaveProperty('quoteDecision')
    expect((await getDoc(doc(buyer, QUOTES, FIRST))).get('supersededBy')).toBe(SECOND)
  })

  it('refuses a decision on a quote the request no longer names, and a second one', async () => {
    const desk = staffClient('meera')
    const buyer = client('asha', 'asha@example.com')
    await send(desk, FIRST, 1)
    await send(desk, SECOND, 2, FIRST)
    await expect(decide(buyer, FIRST, 'accepted')).rejects.toMatchObject(refused)
    await decide(buyer, SECOND, 'accepted')
    await expect(decide(buyer, SECOND, 'changes')).rejects.toMatchObject(refused)
    expect((await getDoc(doc(desk, ORDERS, LEAD))).get('status')).toBe('won')
  })

  it('refuses a quote sent by anyone but staff', async () => {
    await expect(send(client('asha', 'asha@example.com'), FIRST, 1)).rejects.toMatchObject(refused)
  })
})

describe('raw REST', () => {
  const denied = {
    error: {
      code: 403,
      message: 'Missing or insufficient permissions.',
      status: 'PERMISSION_DENIED',
    },
  }

  it('commits a valid user with a crafted Bearer token, in the commit response shape', async () => {
    const res = await rest('commit', userWrite('u1', restUser('u1')), { uid: 'u1' })
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      writeResults: { updateTime: string }[]
      commitTime: string
    }
    expect(body.writeResults).toEqual([{ updateTime: body.commitTime }])
  })

  it.each([
    ['an extra field', { ...restUser('u1'), role: { stringValue: 'admin' } }],
    ['a missing phone', { ...restUser('u1'), phone: undefined }],
    ['a phone of letters', { ...restUser('u1'), phone: { stringValue: 'abc' } }],
    ['a foreign userId', { ...restUser('u1'), userId: { stringValue: 'u2' } }],
    ['type b2c', { ...restUser('u1'), type: { stringValue: 'b2c' } }],
    ['a 101-character name', { ...restUser('u1'), name: { stringValue: 'x'.repeat(101) } }],
  ])('refuses a user document with %s: 403 PERMISSION_DENIED', async (_, fields) => {
    const res = await rest('commit', userWrite('u1', fields), { uid: 'u1' })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual(denied)
  })

  it('refuses deletes, even of your own document', async () => {
    await rest('commit', userWrite('u1', restUser('u1')), { uid: 'u1' })
    const res = await rest('commit', { writes: [{ delete: `${DOCS}/users/u1` }] }, { uid: 'u1' })
    expect(res.status).toBe(403)
  })

  it('a refused write leaves a whole commit unapplied', async () => {
    const writes = [
      userWrite('u1', restUser('u1')).writes[0],
      { update: { name: `${DOCS}/products/new`, fields: {} } },
    ]
    expect((await rest('commit', { writes }, { uid: 'u1' })).status).toBe(403)
    const read = await rest('batchGet', { documents: [`${DOCS}/users/u1`] }, { uid: 'u1' })
    expect(await read.json()).toEqual([
      { missing: `${DOCS}/users/u1`, readTime: expect.any(String) },
    ])
  })

  it('batchGet answers found and missing entries with updateTime on documents', async () => {
    const res = await rest('batchGet', {
      documents: [`${DOCS}/products/arhar-dal`, `${DOCS}/products/nope`],
    })
    const [found, missing] = (await res.json()) as [
      { found: Record<string, unknown> },
      { missing: string },
    ]
    expect(found.found).toMatchObject({
      name: `${DOCS}/products/arhar-dal`,
      updateTime: expect.any(String),
    })
    expect(missing.missing).toBe(`${DOCS}/products/nope`)
  })

  it('answers malformed JSON with 400 INVALID_ARGUMENT', async () => {
    const res = await rest('runQuery', undefined, { raw: '{"structuredQuery":' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } })
  })

  it('answers missing fields with 400', async () => {
    expect((await rest('runQuery', {})).status).toBe(400)
    expect((await rest('batchGet', { documents: 'nope' })).status).toBe(400)
    expect((await rest('commit', { writes: [{ update: { name: 'elsewhere/x' } }] })).status).toBe(
      400,
    )
  })

  it('answers an unknown method with 400 and an unknown path with 404', async () => {
    expect((await rest('listen', {})).status).toBe(400)
    const elsewhere = await fetch(`http://${HOST}:${port}/v2/whatever`, { method: 'POST' })
    expect(elsewhere.status).toBe(404)
    expect(await elsewhere.json()).toMatchObject({ error: { status: 'NOT_FOUND' } })
    const otherProject = await fetch(
      `http://${HOST}:${port}/v1/projects/other/databases/(default)/documents:commit`,
      {
        method: 'POST',
        body: '{}',
      },
    )
    expect(otherProject.status).toBe(404)
  })

  const unsupported = (what: string) => ({
    error: {
      code: 400,
      status: 'INVALID_ARGUMENT',
      message: expect.stringMatching(
        new RegExp(`${what}.*is not supported by the local Firestore stand-in`),
      ),
    },
  })

  it('refuses a single-document GET (the SDK reads with batchGet), naming it', async () => {
    const res = await fetch(`http://${HOST}:${port}/v1/${DOCS}/products/chana-dal`)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual(unsupported('A single-document GET'))
  })

  it('refuses documents of subcollections, naming them', async () => {
    const name = `${DOCS}/products/chana-dal/reviews/r1`
    const read = await rest('batchGet', { documents: [name] })
    expect(read.status).toBe(400)
    expect(await read.json()).toEqual(unsupported('The subcollection document'))
    const write = await rest(
      'commit',
      { writes: [{ update: { name, fields: {} } }] },
      { owner: true },
    )
    expect(await write.json()).toEqual(unsupported('The subcollection document'))
  })

  it("updateDoc's precondition, exists: true, fails on a missing document with 404", async () => {
    const write = {
      update: { name: `${DOCS}/products/none`, fields: {} },
      updateMask: { fieldPaths: ['title'] },
      currentDocument: { exists: true },
    }
    const res = await rest('commit', { writes: [write] }, { owner: true })
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: { status: 'NOT_FOUND' } })
  })

  it('refuses setDoc with merge, which the app never asks for, naming it', async () => {
    await expect(
      setDoc(doc(client(), 'products', 'masoor-dal'), { product: 'x' }, { merge: true }),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('setDoc with merge'),
    })
  })

  it.each([
    ['an updateTime', { updateTime: '2026-11-25T09:30:00Z' }],
    ['exists: false', { exists: false }],
  ])('refuses a precondition of %s, which only updateDoc sends (exists: true)', async (_, pre) => {
    const name = `${DOCS}/products/chana-dal`
    const write = { update: { name, fields: {} }, currentDocument: pre }
    const res = await rest('commit', { writes: [write] }, { owner: true })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual(unsupported('The precondition currentDocument'))
  })

  it.each(['__x__', '__proto__', '.', '..'])(
    'refuses the reserved document id %j, as Firestore does',
    async (id) => {
      const name = `${DOCS}/products/${id}`
      const write = await rest(
        'commit',
        { writes: [{ update: { name, fields: {} } }] },
        { owner: true },
      )
      expect(write.status).toBe(400)
      expect(await write.json()).toMatchObject({
        error: { message: expect.stringContaining(`"${id}"`) },
      })
      expect((await rest('batchGet', { documents: [name] })).status).toBe(400)
    },
  )

  it('takes ids that only look reserved: __ alone, four underscores, constructor', async () => {
    const names = ['__', '____', 'constructor'].map((id) => `${DOCS}/products/${id}`)
    const writes = names.map((name) => ({ update: { name, fields: {} } }))
    expect((await rest('commit', { writes }, { owner: true })).status).toBe(200)
    const read = (await (await rest('batchGet', { documents: names })).json()) as object[]
    expect(read).toEqual(
      names.map((name) => ({
        found: expect.objectContaining({ name }),
        readTime: expect.any(String),
      })),
    )
  })

  it('refuses reserved field names, in a document at any depth and in a query', async () => {
    const name = `${DOCS}/products/chana-dal`
    const x = { stringValue: 'x' }
    // As JSON.parse reads them: `__proto__` an own key like any other.
    for (const fields of [{ ['__proto__']: x }, { a: { mapValue: { fields: { __x__: x } } } }]) {
      const raw = JSON.stringify({ writes: [{ update: { name, fields } }] })
      const res = await rest('commit', undefined, { owner: true, raw })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({
        error: { message: expect.stringMatching(/^field name '__(proto|x)__' is reserved\.$/) },
      })
    }
    const where = {
      fieldFilter: { field: { fieldPath: '__proto__' }, op: 'EQUAL', value: x },
    }
    const res = await rest('runQuery', {
      structuredQuery: { from: [{ collectionId: 'products' }], where },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      error: { message: 'Invalid reserved name in field path __proto__' },
    })
  })

  it('answers the CORS preflight and puts ACAO on every response', async () => {
    const preflight = await fetch(`http://${HOST}:${port}/v1/${DOCS}:runQuery`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/\*.*Authorization/)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    const refused = await rest('runQuery', {
      structuredQuery: { from: [{ collectionId: 'users' }] },
    })
    expect(refused.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('persistence', () => {
  it('keeps writes across a restart and does not reseed over them', async () => {
    await setDoc(doc(client('u1'), 'users', 'u1'), validUser('u1'))
    await standin.close()
    writeFileSync(join(workDir, 'seed', 'products.json'), '[]')
    port = await start()
    expect(standin.data.origin).toBe('data-file')
    expect((await getDoc(doc(client('u1'), 'users', 'u1'))).exists()).toBe(true)
    expect((await getDocs(collection(client(), 'products'))).size).toBe(3)
  })
})

describe("the repository's seed/ folder", () => {
  it('loads into the stand-in: every record of every file', async () => {
    const seedDir = join(import.meta.dirname, '../../../seed')
    const files = readdirSync(seedDir).filter((name) => name.endsWith('.json'))
    const records = files.reduce(
      (sum, file) =>
        sum + (JSON.parse(readFileSync(join(seedDir, file), 'utf8')) as unknown[]).length,
      0,
    )
    const repoStandin = createFirestoreStandin({
      dataFile: join(workDir, 'repo', 'firestore.json'),
      seedDir,
      projectId: PROJECT,
    })
    expect(repoStandin.data.count()).toBe(records)
  })
})
