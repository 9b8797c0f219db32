/**
 * What firestore.rules must allow and deny, as one table: who asks, for what, on which document,
 * and whether it is allowed. The Cloud Firestore emulator is the judge (rules.test.ts runs every
 * row against it and against the local stand-in's copy of the decisions; clauses.test.ts removes
 * each clause of the rules in turn and expects some row to notice).
 */
import { GST_RATES } from '../../src/config/constants'
import { LEAD_ID_LENGTH } from '../../src/lib/leads/submit/lead-id'
import {
  COLLECTIONS,
  CONTACT_MESSAGE_LIMITS,
  JOB_APPLICATION_LIMITS,
  LEAD_HANDOVER_LIMITS,
  LEAD_THROTTLE,
  ORDER_REQUEST_LIMITS,
  PACK_SIZES,
  PRODUCT_CATEGORIES,
  PUBLIC_COLLECTIONS,
  throttledLead,
  USER_FIELD_LIMITS,
  type CollectionName,
} from '../../src/lib/schema'
import {
  CATALOGUE_LIMITS,
  IMAGE_PATH_PATTERN,
  INDIA_BOUNDS,
  LEAD_NOTE_MAX,
  LEAD_STATUSES,
  PRICE_MAX,
} from '../../src/lib/desk-schema'
import { EMAIL_EXAMPLES, PHONE_EXAMPLES, URL_EXAMPLES } from '../../src/test/field-examples'
import type { LeadCollection } from '../local-backend/standin/lead-rules'
import type { Operation } from '../local-backend/standin/rules'

/** Stands for `serverTimestamp()`: the time of the write itself (`request.time`). */
export const SERVER_TIME = Symbol('request.time')

/**
 * A time that many seconds before the request's. The emulator's `request.time` is the real
 * clock's, so a stored time a rule measures from (a throttle's, a hand-over's) is written relative
 * to it: the emulator judge counts back from the moment it runs the scenario, the stand-in's from
 * the request time it gives.
 */
export class BeforeRequest {
  constructor(readonly seconds: number) {}
}

export const secondsBefore = (seconds: number) => new BeforeRequest(seconds)
export const minutesBefore = (minutes: number) => new BeforeRequest(minutes * 60)

export type DocValue =
  | null
  | boolean
  | number
  | string
  | Date
  | typeof SERVER_TIME
  | BeforeRequest
  | DocValue[]
  | { [key: string]: DocValue }

export type DocData = Record<string, DocValue>

/** A document written, whole, by a commit. */
export interface Write {
  path: string
  data: DocData
}

/**
 * The callers: signed out, two accounts with an e-mail in their token, one without, a visitor
 * signed in anonymously, and a member of staff (STAFF_CLAIM in the token) and one whose claim is
 * not the boolean true.
 */
export const ACTORS = {
  'signed out': null,
  asha: { uid: 'asha', email: 'asha@example.com' },
  ravi: { uid: 'ravi', email: 'ravi@example.com' },
  /** Signed in by phone, say: no e-mail in the token. */
  kiran: { uid: 'kiran' },
  /** An anonymous sign-in: a uid, no e-mail, and 'anonymous' as the token's sign-in provider. */
  anonymous: { uid: 'guest', anonymous: true },
  /** The sales desk: an account whose token carries staff: true. */
  meera: { uid: 'meera', email: 'meera@sunehrifasal.example', staff: true },
  /** A token whose staff claim is the text 'true': not staff. */
  mallory: { uid: 'mallory', email: 'mallory@example.com', staff: 'true' },
} as const satisfies Record<
  string,
  { uid: string; email?: string; anonymous?: true; staff?: true | 'true' } | null
>

export type Actor = keyof typeof ACTORS

export interface Scenario {
  who: Actor
  op: Operation
  /** A document path; for `list`, a collection path. */
  path: string
  /** For `list`: an equality filter on one field. */
  where?: [field: string, value: string]
  /** For create and update: the document as written (an update replaces it whole). */
  data?: DocData
  /**
   * For create and update: more documents written in the same commit (a batch), after the one at
   * `path`; the commit is allowed only if every write is. A create or an update each, as the
   * stored documents decide.
   */
  alsoWrites?: Write[]
  /** The document as stored before the request (set with the rules off). */
  existing?: DocData
  /** Other documents stored before the request, by path: what the rules' get() reads. */
  others?: Record<string, DocData>
  allowed: boolean
  /** What makes this row different from its neighbours. */
  note?: string
}

export function describeScenario(s: Scenario): string {
  const written = [s.path, ...(s.alsoWrites ?? []).map((w) => w.path)].join(' + ')
  const target = s.where ? `${s.path} where ${s.where[0]} == ${s.where[1]}` : written
  return `${s.who}: ${s.op} ${target}${s.note ? ` (${s.note})` : ''} → ${s.allowed ? 'allowed' : 'denied'}`
}

const OPERATIONS: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete']
/** The callers every collection is tried with. */
export const CALLERS: readonly Actor[] = ['signed out', 'asha', 'ravi', 'anonymous']

/** A collection the app never uses: nothing may touch it. */
export const UNUSED_COLLECTION = 'secrets'

/** The same request on `collection/doc-1` (or the collection, for list), by each caller. */
function everyOperation(
  collection: string,
  allowed: (op: Operation) => boolean,
  data: DocData,
): Scenario[] {
  return OPERATIONS.flatMap((op) =>
    CALLERS.map((who) => ({
      who,
      op,
      path: op === 'list' ? collection : `${collection}/doc-1`,
      ...(op === 'create' || op === 'update' ? { data } : {}),
      ...(op === 'list' || op === 'create' ? {} : { existing: data }),
      allowed: allowed(op),
    })),
  )
}

const catalogue: Scenario[] = PUBLIC_COLLECTIONS.flatMap((collection) =>
  everyOperation(collection, (op) => op === 'get' || op === 'list', { title: 'Sample' }),
)

const unused: Scenario[] = everyOperation(UNUSED_COLLECTION, () => false, { note: 'x' })

// users/{uid} ----------------------------------------------------------------------------------

const EARLIER = new Date('2026-01-05T10:00:00Z')

/** A valid users/asha as asha would create it. */
const ASHA: DocData = {
  name: 'Asha Traders',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  userId: 'asha',
  type: 'b2b',
  createdAt: SERVER_TIME,
}
/** users/asha as stored. */
const STORED: DocData = { ...ASHA, createdAt: EARLIER }

const without = (data: DocData, key: string): DocData =>
  Object.fromEntries(Object.entries(data).filter(([k]) => k !== key))

const create = (data: DocData, allowed: boolean, note: string, who: Actor = 'asha'): Scenario => ({
  who,
  op: 'create',
  path: `users/${who === 'signed out' ? 'asha' : (ACTORS[who]?.uid ?? 'asha')}`,
  data,
  allowed,
  note,
})

const update = (data: DocData, allowed: boolean, note: string): Scenario => ({
  who: 'asha',
  op: 'update',
  path: 'users/asha',
  existing: STORED,
  data,
  allowed,
  note,
})

const KIRAN: DocData = { ...ASHA, userId: 'kiran', email: 'any@example.com' }

const userAccess: Scenario[] = [
  { who: 'asha', op: 'get', path: 'users/asha', existing: STORED, allowed: true, note: 'own' },
  { who: 'asha', op: 'get', path: 'users/asha', allowed: true, note: 'own, not written yet' },
  { who: 'ravi', op: 'get', path: 'users/asha', existing: STORED, allowed: false },
  { who: 'signed out', op: 'get', path: 'users/asha', existing: STORED, allowed: false },
  { who: 'asha', op: 'list', path: 'users', existing: STORED, allowed: false },
  {
    who: 'asha',
    op: 'list',
    path: 'users',
    where: ['userId', 'asha'],
    existing: STORED,
    allowed: false,
    note: 'only their own',
  },
  { who: 'ravi', op: 'list', path: 'users', existing: STORED, allowed: false },
  { who: 'signed out', op: 'list', path: 'users', allowed: false },
  create(ASHA, true, 'valid'),
  { ...create(ASHA, false, "asha's data"), who: 'ravi', path: 'users/asha' },
  { ...create(ASHA, false, "asha's data"), who: 'signed out', path: 'users/asha' },
  {
    ...create({ ...ASHA, email: 'kiran@example.com' }, false, 'no e-mail in the token'),
    who: 'kiran',
    path: 'users/asha',
  },
  update({ ...STORED, name: 'Asha Traders Pvt Ltd' }, true, 'a new name, createdAt kept'),
  update({ ...STORED, phone: '98290 11111', profilePicture: '' }, true, 'a new phone, no picture'),
  { ...update({ ...STORED, name: 'Ravi' }, false, 'by someone else'), who: 'ravi' },
  { ...update(STORED, false, 'signed out'), who: 'signed out' },
  { ...update(STORED, false, 'by someone without an e-mail in the token'), who: 'kiran' },
  { who: 'asha', op: 'delete', path: 'users/asha', existing: STORED, allowed: false },
  { who: 'ravi', op: 'delete', path: 'users/asha', existing: STORED, allowed: false },
  { who: 'signed out', op: 'delete', path: 'users/asha', existing: STORED, allowed: false },
  { who: 'anonymous', op: 'get', path: 'users/asha', existing: STORED, allowed: false },
  { who: 'anonymous', op: 'list', path: 'users', existing: STORED, allowed: false },
  { ...create(ASHA, false, "asha's data"), who: 'anonymous', path: 'users/asha' },
  { ...update(STORED, false, "asha's document"), who: 'anonymous' },
  { who: 'anonymous', op: 'delete', path: 'users/asha', existing: STORED, allowed: false },
  // A guest signed in anonymously (to send a request) has no profile, not even their own.
  {
    ...create({ ...ASHA, userId: 'guest', email: 'guest@example.com' }, false, 'their own uid'),
    who: 'anonymous',
    path: 'users/guest',
  },
  {
    who: 'anonymous',
    op: 'get',
    path: 'users/guest',
    existing: { ...STORED, userId: 'guest' },
    allowed: false,
    note: 'their own uid',
  },
]

const userFields: Scenario[] = [
  ...Object.keys(ASHA).map((key) => create(without(ASHA, key), false, `no ${key}`)),
  create({ ...ASHA, role: 'admin' }, false, 'an extra field'),
  create({ ...ASHA, name: '' }, false, 'empty name'),
  create({ ...ASHA, name: '   ' }, false, 'blank name'),
  create({ ...ASHA, name: 'x'.repeat(100) }, true, '100-character name'),
  create({ ...ASHA, name: 'x'.repeat(101) }, false, '101-character name'),
  create({ ...ASHA, name: ['Asha'] }, false, 'name is a list'),
  create({ ...ASHA, email: 'ravi@example.com' }, false, "not the token's e-mail"),
  create(KIRAN, true, 'no e-mail in the token: any address', 'kiran'),
  create({ ...KIRAN, email: '' }, true, 'no e-mail in the token: none', 'kiran'),
  create({ ...KIRAN, email: `${'a'.repeat(243)}@example.com` }, false, '255-char e-mail', 'kiran'),
  create({ ...KIRAN, email: ['a@example.com'] }, false, 'e-mail is a list', 'kiran'),
  ...PHONE_EXAMPLES.map(([phone, accepted]) =>
    create({ ...ASHA, phone }, accepted, `phone ${JSON.stringify(phone)}`),
  ),
  create({ ...ASHA, phone: 9876543210 }, false, 'phone is a number'),
  create({ ...ASHA, userId: 'ravi' }, false, "another account's userId"),
  create({ ...ASHA, type: 'b2c' }, false, 'type b2c'),
  create({ ...ASHA, type: 'admin' }, false, 'type admin'),
  create({ ...ASHA, createdAt: EARLIER }, false, "createdAt is the client's time"),
  create({ ...ASHA, createdAt: '2026-01-05' }, false, 'createdAt is a string'),
  create({ ...ASHA, profilePicture: 'https://example.com/asha.png' }, true, 'https picture'),
  create({ ...ASHA, profilePicture: '' }, true, 'no picture: empty'),
  create({ ...ASHA, profilePicture: 'http://example.com/asha.png' }, false, 'http picture'),
  create({ ...ASHA, profilePicture: 'javascript:alert(1)' }, false, 'javascript: picture'),
  create({ ...ASHA, profilePicture: 'https://' }, false, 'https:// alone'),
  create(
    { ...ASHA, profilePicture: `https://example.com/${'p'.repeat(2028)}` },
    true,
    '2048-character picture URL',
  ),
  create(
    { ...ASHA, profilePicture: `https://example.com/${'p'.repeat(2029)}` },
    false,
    '2049-character picture URL',
  ),
  create({ ...ASHA, profilePicture: 7 }, false, 'picture is a number'),
  update({ ...STORED, createdAt: SERVER_TIME }, false, 'createdAt moved to now'),
  update({ ...STORED, createdAt: new Date('2026-02-01T00:00:00Z') }, false, 'createdAt changed'),
  update(without(STORED, 'createdAt'), false, 'createdAt removed'),
  update({ ...STORED, userId: 'ravi' }, false, 'userId changed'),
  update({ ...STORED, type: 'b2c' }, false, 'type changed'),
  update({ ...STORED, email: 'ravi@example.com' }, false, 'e-mail changed'),
  update({ ...STORED, phone: 'abc' }, false, 'an invalid phone'),
  update({ ...STORED, profilePicture: 'https://example.com/new.png' }, true, 'a new picture'),
  create({ ...ASHA, profilePicture: 'https:///asha.png' }, false, 'picture URL without a host'),
  create({ ...ASHA, profilePicture: 'https://?asha' }, false, 'picture URL starting with a query'),
]

/** The business details the account page saves: each optional, each typed and bounded. */
const BUSINESS: DocData = {
  businessName: 'Asha Traders Pvt Ltd',
  address: '14 Mandi Road, Sitapura\nJaipur, Rajasthan',
  pinCode: '302022',
  gstin: '08AAPFU0939F1ZU',
}

const businessFields: Scenario[] = [
  create({ ...ASHA, ...BUSINESS }, true, 'with business details'),
  create({ ...ASHA, businessName: '', address: '', pinCode: '', gstin: '' }, true, 'all empty'),
  update({ ...STORED, ...BUSINESS }, true, 'business details added'),
  update({ ...STORED, ...BUSINESS, gstin: '' }, true, 'GSTIN cleared'),
  create({ ...ASHA, businessName: 'x'.repeat(100) }, true, '100-character business name'),
  create({ ...ASHA, businessName: 'x'.repeat(101) }, false, '101-character business name'),
  create({ ...ASHA, businessName: 42 }, false, 'business name is a number'),
  create({ ...ASHA, address: 'x'.repeat(300) }, true, '300-character address'),
  create({ ...ASHA, address: 'x'.repeat(301) }, false, '301-character address'),
  create({ ...ASHA, address: ['14 Mandi Road'] }, false, 'address is a list'),
  create({ ...ASHA, pinCode: '012345' }, false, 'PIN code starting with 0'),
  create({ ...ASHA, pinCode: '30202' }, false, 'five-digit PIN code'),
  create({ ...ASHA, pinCode: '3020221' }, false, 'seven-digit PIN code'),
  create({ ...ASHA, pinCode: '302 022' }, false, 'PIN code with a space'),
  create({ ...ASHA, pinCode: 302022 }, false, 'PIN code is a number'),
  create({ ...ASHA, gstin: '08aapfu0939f1zu' }, false, 'GSTIN in lower case'),
  create({ ...ASHA, gstin: '08AAPFU0939F1Z' }, false, '14-character GSTIN'),
  create({ ...ASHA, gstin: '08AAPFU0939F1ZUX' }, false, '16-character GSTIN'),
  create({ ...ASHA, gstin: '08AAPFU0939F1YU' }, false, 'GSTIN without its Z'),
  create({ ...ASHA, gstin: 8 }, false, 'GSTIN is a number'),
  // Without an e-mail in the token, only the rule that the e-mail never changes stops this.
  {
    who: 'kiran',
    op: 'update',
    path: 'users/kiran',
    existing: { ...KIRAN, createdAt: EARLIER },
    data: { ...KIRAN, createdAt: EARLIER, email: 'other@example.com' },
    allowed: false,
    note: 'e-mail changed, no e-mail in the token',
  },
  {
    who: 'kiran',
    op: 'update',
    path: 'users/kiran',
    existing: { ...KIRAN, createdAt: EARLIER },
    data: { ...KIRAN, createdAt: EARLIER, ...BUSINESS },
    allowed: true,
    note: 'e-mail kept, no e-mail in the token',
  },
]

// Leads: orderRequests, contactMessages, jobApplications ----------------------------------------

/** Lead ids as newLeadId (src/lib/leads/submit/lead-id.ts) makes them: LEAD_ID_LENGTH letters and digits. */
const LEAD_ID = 'Ld7Kq2Xm9AbC3dEf4GhJ'
const OTHER_LEAD_ID = 'Pq4Rs5Tu6Vw7Xy8Za9Bc'
const GUEST = ACTORS.anonymous.uid

/** Whose documents a caller writes: their own, or asha's when signed out. */
const writerUid = (who: Actor) => ACTORS[who]?.uid ?? 'asha'

/**
 * The throttle write every lead's commit carries: leadThrottle/{uid} naming the lead, at the
 * commit's time.
 */
function throttleWrite(uid: string, collection: LeadCollection, id = LEAD_ID): Write {
  return {
    path: `${COLLECTIONS.leadThrottle}/${uid}`,
    data: { at: SERVER_TIME, lead: throttledLead(collection, id) },
  }
}

const LINE: DocData = { product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 2850 }
/** An "ask us for it" line: no size, no price. */
const FREE_LINE: DocData = {
  product: 'Kala Chana in 50 kg sacks',
  size: '',
  packs: 4,
  packPrice: 0,
}

/** Valid leads as asha creates them. */
const ORDER: DocData = {
  authorUid: 'asha',
  createdAt: SERVER_TIME,
  source: 'enquiry',
  name: 'Asha Traders',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  company: 'Asha Traders Pvt Ltd',
  delivery: '302001',
  message: 'Please deliver before the festival.',
  gstin: '27AAPFU0939F1ZV',
  gstState: 'Maharashtra',
  lines: [LINE, FREE_LINE],
  totalKg: 60,
  total: 5700,
  notified: false,
  status: 'new',
}
const CONTACT: DocData = {
  authorUid: 'asha',
  createdAt: SERVER_TIME,
  from_name: 'Asha Traders',
  from_email: 'asha@example.com',
  subject: 'Bulk masoor dal',
  message: 'Please quote for 10 tonnes.',
  notified: false,
}
const APPLICATION: DocData = {
  authorUid: 'asha',
  createdAt: SERVER_TIME,
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  cvLink: 'https://drive.example.com/asha-cv.pdf',
  message: '',
  jobId: '101',
  job_title: 'Frontend Developer',
  job_department: 'Technology',
  job_type: 'Full-time',
  notified: false,
}

/** A write of one lead by `who`: its data, the document stored before, the expected answer. */
type LeadWrite = (
  who: Actor,
  data: DocData | undefined,
  existing: DocData | undefined,
  allowed: boolean,
  note: string,
) => Scenario

/** Every caller and operation on one kind of lead; `valid` is asha's lead as she creates it. */
function leadAccess(collection: LeadCollection, valid: DocData): Scenario[] {
  const path = `${collection}/${LEAD_ID}`
  const stored: DocData = { ...valid, createdAt: EARLIER }
  const marked: DocData = { ...stored, notified: true }
  const guests: DocData = { ...valid, authorUid: GUEST }
  const guestsStored: DocData = { ...stored, authorUid: GUEST }
  const get = (who: Actor, existing: DocData | undefined, allowed: boolean, note: string) =>
    ({ who, op: 'get', path, ...(existing ? { existing } : {}), allowed, note }) as Scenario
  const list = (who: Actor, uid: string | undefined, allowed: boolean, note: string): Scenario => ({
    who,
    op: 'list',
    path: collection,
    ...(uid === undefined ? {} : { where: ['authorUid', uid] }),
    existing: stored,
    allowed,
    note,
  })
  const write =
    (op: 'create' | 'update' | 'delete') =>
    (
      who: Actor,
      data: DocData | undefined,
      existing: DocData | undefined,
      allowed: boolean,
      note: string,
    ) =>
      ({
        who,
        op,
        path,
        ...(data ? { data } : {}),
        ...(op === 'create' ? { alsoWrites: [throttleWrite(writerUid(who), collection)] } : {}),
        ...(existing ? { existing } : {}),
        allowed,
        note,
      }) as Scenario
  const create = write('create')
  const update = write('update')
  const remove = write('delete')
  return [
    get('asha', stored, true, 'by the author'),
    get('asha', undefined, false, 'not written'),
    get('ravi', stored, false, "asha's"),
    get('signed out', stored, false, "asha's"),
    get('anonymous', stored, false, "asha's"),
    get('anonymous', guestsStored, true, 'by its anonymous author'),

    list('asha', 'asha', true, 'filtered on her own uid'),
    list('asha', undefined, false, 'not filtered on authorUid'),
    list('asha', 'ravi', false, "filtered on another's uid"),
    list('ravi', 'ravi', true, 'filtered on his own uid, none stored'),
    list('ravi', undefined, false, 'not filtered on authorUid'),
    list('signed out', 'asha', false, 'filtered on a uid'),
    list('signed out', undefined, false, 'not filtered'),
    list('anonymous', GUEST, true, 'filtered on its own uid'),
    list('anonymous', 'asha', false, "filtered on another's uid"),
    list('anonymous', undefined, false, 'not filtered on authorUid'),

    create('asha', valid, undefined, true, 'valid'),
    create('ravi', { ...valid, authorUid: 'ravi' }, undefined, true, 'valid, his own'),
    create('ravi', valid, undefined, false, "in asha's name"),
    create('signed out', valid, undefined, false, "in asha's name"),
    create('anonymous', guests, undefined, true, 'valid, by an anonymous visitor'),
    create('anonymous', valid, undefined, false, "in asha's name"),

    update('asha', marked, stored, true, 'marked mailed'),
    update('anonymous', { ...guestsStored, notified: true }, guestsStored, true, 'marked mailed'),
    update('ravi', marked, stored, false, "asha's, marked mailed"),
    update('signed out', marked, stored, false, "asha's, marked mailed"),
    update('anonymous', marked, stored, false, "asha's, marked mailed"),
    update('asha', valid, stored, false, 'the same lead written again'),
    update('asha', stored, stored, false, 'notified stays false'),
    update('asha', marked, marked, false, 'marked mailed again'),
    update('asha', stored, marked, false, 'unmarked'),
    update('asha', { ...marked, authorUid: 'ravi' }, stored, false, 'marked, authorUid changed'),
    update(
      'asha',
      { ...marked, createdAt: SERVER_TIME },
      stored,
      false,
      'marked, createdAt changed',
    ),
    update('asha', { ...marked, extra: 'x' }, stored, false, 'marked, a field added'),
    update('asha', without(marked, 'authorUid'), stored, false, 'marked, authorUid removed'),
    update('asha', { ...stored, notified: 'true' }, stored, false, "notified 'true', a string"),

    remove('asha', undefined, stored, false, 'by the author'),
    remove('ravi', undefined, stored, false, "asha's"),
    remove('signed out', undefined, stored, false, "asha's"),
    remove('anonymous', undefined, guestsStored, false, 'by its anonymous author'),

    ...staffOnLeads(stored, { get, list, create, update, remove }),
  ]
}

/** The sales desk on one kind of lead: reads every lead, sets its status and note, nothing more. */
function staffOnLeads(
  stored: DocData,
  rows: {
    get: (who: Actor, existing: DocData | undefined, allowed: boolean, note: string) => Scenario
    list: (who: Actor, uid: string | undefined, allowed: boolean, note: string) => Scenario
    create: LeadWrite
    update: LeadWrite
    remove: LeadWrite
  },
): Scenario[] {
  const { get, list, create, update, remove } = rows
  const quoted: DocData = {
    ...stored,
    status: 'quoted',
    note: 'Quoted ₹2,640 per 30 kg bag, delivery on Friday.',
    statusBy: 'meera',
    statusAt: SERVER_TIME,
  }
  const changed = (changes: DocData): DocData => ({ ...quoted, ...changes })
  return [
    get('meera', stored, true, "by staff, asha's"),
    get('meera', undefined, true, 'by staff, not written'),
    get('mallory', stored, false, "by a staff claim of 'true', a string"),
    list('meera', undefined, true, 'by staff, not filtered'),
    list('meera', 'asha', true, "by staff, filtered on asha's uid"),
    list('mallory', undefined, false, "by a staff claim of 'true', not filtered"),

    update('meera', quoted, stored, true, 'status and note set by staff'),
    ...LEAD_STATUSES.map((status) =>
      update('meera', changed({ status }), stored, true, `status ${status} set by staff`),
    ),
    update('meera', changed({ note: '' }), stored, true, 'status set by staff, empty note'),
    update(
      'meera',
      changed({ note: 'x'.repeat(LEAD_NOTE_MAX) }),
      stored,
      true,
      `${LEAD_NOTE_MAX}-character note`,
    ),
    update(
      'meera',
      changed({ status: 'won', note: 'Paid in advance.', statusAt: SERVER_TIME }),
      { ...quoted, statusAt: EARLIER },
      true,
      'status changed again by staff',
    ),
    update(
      'meera',
      changed({ note: 'x'.repeat(LEAD_NOTE_MAX + 1) }),
      stored,
      false,
      `${LEAD_NOTE_MAX + 1}-character note`,
    ),
    update('meera', changed({ note: 7 }), stored, false, 'note is a number'),
    update('meera', without(quoted, 'note'), stored, false, 'no note'),
    update('meera', changed({ status: 'paid' }), stored, false, "status 'paid'"),
    update('meera', changed({ status: 'Quoted' }), stored, false, "status 'Quoted'"),
    update('meera', changed({ statusBy: 'ravi' }), stored, false, "statusBy another's uid"),
    update('meera', without(quoted, 'statusBy'), stored, false, 'no statusBy'),
    update('meera', changed({ statusAt: EARLIER }), stored, false, "statusAt the client's time"),
    update('meera', without(quoted, 'statusAt'), stored, false, 'no statusAt'),
    update('meera', changed({ authorUid: 'meera' }), stored, false, 'status, authorUid changed'),
    update('meera', changed({ notified: true }), stored, false, 'status, marked mailed too'),
    update('meera', changed({ extra: 'x' }), stored, false, 'status, a field added'),
    update('meera', { ...stored, notified: true }, stored, false, 'marked mailed by staff'),
    update('mallory', { ...quoted, statusBy: 'mallory' }, stored, false, "staff claim 'true'"),
    update('asha', { ...quoted, statusBy: 'asha' }, stored, false, 'status set by its author'),
    update('ravi', { ...quoted, statusBy: 'ravi' }, stored, false, 'status set by a buyer'),
    update('anonymous', { ...quoted, statusBy: GUEST }, stored, false, 'status set by a guest'),
    update('signed out', quoted, stored, false, 'status set signed out'),
    create(
      'meera',
      { ...stored, createdAt: SERVER_TIME },
      undefined,
      false,
      "staff in asha's name",
    ),
    remove('meera', undefined, stored, false, 'by staff'),
  ]
}

/** asha creating `collection/LEAD_ID` with `data`, in one commit with her throttle naming it. */
const leadCreate =
  (collection: LeadCollection) =>
  (data: DocData, allowed: boolean, note: string): Scenario => ({
    who: 'asha',
    op: 'create',
    path: `${collection}/${LEAD_ID}`,
    data,
    alsoWrites: [throttleWrite('asha', collection)],
    allowed,
    note,
  })

/** What every lead's fields must be: exactly its keys, the author's uid, the server's time, not mailed. */
function leadBasics(collection: LeadCollection, valid: DocData): Scenario[] {
  const create = leadCreate(collection)
  return [
    create({ ...valid, extra: 'x' }, false, 'an extra field'),
    ...Object.keys(valid).map((key) => create(without(valid, key), false, `no ${key}`)),
    create({ ...valid, authorUid: 'ravi' }, false, "another account's authorUid"),
    create({ ...valid, createdAt: EARLIER }, false, "createdAt is the client's time"),
    create({ ...valid, createdAt: '2026-01-05' }, false, 'createdAt is a string'),
    create({ ...valid, notified: true }, false, 'notified true'),
    create({ ...valid, notified: 'false' }, false, "notified 'false', a string"),
  ]
}

/** Rows for text field `key` of min to max characters: both ends, one past each, and a non-string. */
function textRows(
  collection: LeadCollection,
  valid: DocData,
  key: string,
  min: number,
  max: number,
) {
  const create = leadCreate(collection)
  return [
    create({ ...valid, [key]: 'x'.repeat(max) }, true, `${max}-character ${key}`),
    create({ ...valid, [key]: 'x'.repeat(max + 1) }, false, `${max + 1}-character ${key}`),
    create({ ...valid, [key]: 'x'.repeat(min) }, true, `${min}-character ${key}`),
    ...(min > 0 ? [create({ ...valid, [key]: '' }, false, `empty ${key}`)] : []),
    create({ ...valid, [key]: ['x'] }, false, `${key} is a list`),
    create({ ...valid, [key]: 7 }, false, `${key} is a number`),
  ]
}

/** A name: not blank, within the shared name limit. */
function nameRows(collection: LeadCollection, valid: DocData, key: string, max: number) {
  const create = leadCreate(collection)
  return [
    create({ ...valid, [key]: 'x'.repeat(max) }, true, `${max}-character ${key}`),
    create({ ...valid, [key]: 'x'.repeat(max + 1) }, false, `${max + 1}-character ${key}`),
    create({ ...valid, [key]: '' }, false, `empty ${key}`),
    create({ ...valid, [key]: '   ' }, false, `blank ${key}`),
    create({ ...valid, [key]: ['Asha'] }, false, `${key} is a list`),
  ]
}

function phoneRows(collection: LeadCollection, valid: DocData) {
  const create = leadCreate(collection)
  return [
    ...PHONE_EXAMPLES.map(([phone, accepted]) =>
      create({ ...valid, phone }, accepted, `phone ${JSON.stringify(phone)}`),
    ),
    create({ ...valid, phone: 9876543210 }, false, 'phone is a number'),
  ]
}

/** An e-mail field: an address as the forms accept one, of at most `max` characters. */
function emailRows(collection: LeadCollection, valid: DocData, key: string, max: number) {
  const create = leadCreate(collection)
  const domain = '@example.com'
  const longest = 'x'.repeat(max - domain.length) + domain
  return [
    ...EMAIL_EXAMPLES.map(([email, accepted]) =>
      create({ ...valid, [key]: email }, accepted, `${key} ${JSON.stringify(email)}`),
    ),
    create({ ...valid, [key]: longest }, true, `a ${longest.length}-character ${key}`),
    create({ ...valid, [key]: `x${longest}` }, false, `a ${longest.length + 1}-character ${key}`),
    create({ ...valid, [key]: ['asha@example.com'] }, false, `${key} is a list`),
    create({ ...valid, [key]: 7 }, false, `${key} is a number`),
  ]
}

/** Order lines that break one rule each; the index checks below take them in turn. */
const BAD_LINES: readonly [DocData, string][] = [
  [{ ...LINE, packs: 0 }, 'no packs'],
  [{ ...LINE, size: '2kg' }, 'an unknown size'],
  [{ ...LINE, product: '' }, 'no product'],
  [{ ...LINE, packPrice: -1 }, 'packPrice -1'],
  [{ ...FREE_LINE, packPrice: 90 }, 'no size but packPrice 90'],
  [without(LINE, 'packs'), 'no packs field'],
  [{ ...LINE, packs: 1.5 }, 'half a pack'],
]

const L = ORDER_REQUEST_LIMITS

/** Orders of `count` lines, each valid but the one at `bad`. */
function linesWith(count: number, bad?: { index: number; line: DocData }): DocData[] {
  return Array.from({ length: count }, (_, i) =>
    bad && i === bad.index ? bad.line : i % 2 === 0 ? LINE : FREE_LINE,
  )
}

/**
 * The orders that cost the rules most to check: as many lines as allowed, every one free-text or
 * every one priced (a line of either kind compares its price three times). rules.test.ts also
 * checks they leave room to spare.
 */
export const LARGEST_ORDERS: readonly Scenario[] = [FREE_LINE, LINE].map((line) =>
  leadCreate(COLLECTIONS.orderRequests)(
    { ...ORDER, lines: Array.from({ length: L.lines }, () => line) },
    true,
    `${L.lines} ${line === LINE ? 'priced' : 'free-text'} lines`,
  ),
)

function orderRows(): Scenario[] {
  const create = leadCreate(COLLECTIONS.orderRequests)
  const line = (changes: DocData, allowed: boolean, note: string) =>
    create({ ...ORDER, lines: [{ ...LINE, ...changes }] }, allowed, `a line with ${note}`)
  const lineWithout = (key: string) =>
    create({ ...ORDER, lines: [without(LINE, key)] }, false, `a line without ${key}`)
  return [
    create({ ...ORDER, lines: [] }, false, 'no lines'),
    // Every length up to the limit: each index past the first is checked only when the list
    // reaches it.
    ...Array.from({ length: L.lines }, (_, i) =>
      create({ ...ORDER, lines: linesWith(i + 1) }, true, `${i + 1} of at most ${L.lines} lines`),
    ),
    create({ ...ORDER, lines: [FREE_LINE] }, true, 'one free-text line'),
    ...LARGEST_ORDERS,
    create({ ...ORDER, lines: linesWith(L.lines + 1) }, false, `${L.lines + 1} lines`),
    create({ ...ORDER, lines: { 0: LINE } }, false, 'lines is a map'),
    create({ ...ORDER, lines: 'Masoor Dal' }, false, 'lines is a string'),
    // Every index has a clause of its own in the rules: a full list with one bad line at each.
    ...Array.from({ length: L.lines }, (_, index) => {
      const [bad, what] = BAD_LINES[index % BAD_LINES.length] as [DocData, string]
      const lines = linesWith(L.lines, { index, line: bad })
      const note = `lines[${index}], line ${index + 1} of ${L.lines}, has ${what}`
      return create({ ...ORDER, lines }, false, note)
    }),
    create(
      { ...ORDER, lines: linesWith(2, { index: 1, line: { ...LINE, packs: 0 } }) },
      false,
      'line 2 of 2 has no packs',
    ),
    ...['product', 'size', 'packs', 'packPrice'].map(lineWithout),
    line({ unit: 'kg' }, false, 'an extra field'),
    create({ ...ORDER, lines: ['Masoor Dal'] }, false, 'a line that is a string'),
    line({ product: 'x'.repeat(L.product) }, true, `a ${L.product}-character product`),
    line({ product: 'x'.repeat(L.product + 1) }, false, `a ${L.product + 1}-character product`),
    line({ product: '' }, false, 'no product name'),
    line({ product: ['Masoor Dal'] }, false, 'a product that is a list'),
    ...PACK_SIZES.map((size) => line({ size }, true, `size ${size}`)),
    line({ size: '2kg' }, false, 'size 2kg'),
    line({ size: '1kg ' }, false, "size '1kg '"),
    line({ size: '1KG' }, false, 'size 1KG'),
    line({ size: 1 }, false, 'size 1, a number'),
    line({ product: 'Masoor\nDal' }, false, 'a product with a line break'),
    line({ size: '', packPrice: 95 }, false, 'no size but packPrice 95'),
    line({ packs: 1 }, true, '1 pack'),
    line({ packs: L.packs }, true, `${L.packs} packs`),
    line({ packs: 0 }, false, '0 packs'),
    line({ packs: L.packs + 1 }, false, `${L.packs + 1} packs`),
    line({ packs: 1.5 }, false, '1.5 packs'),
    line({ packs: '2' }, false, "packs '2', a string"),
    line({ packPrice: 0 }, true, 'a size at packPrice 0'),
    line({ packPrice: 49.5 }, true, 'packPrice 49.5'),
    line({ packPrice: -1 }, false, 'packPrice -1'),
    line({ packPrice: L.packPrice }, true, `packPrice ${L.packPrice}`),
    line({ packPrice: L.packPrice + 0.5 }, false, `packPrice ${L.packPrice + 0.5}`),
    line({ packPrice: '95' }, false, "packPrice '95', a string"),
    create({ ...ORDER, source: 'buy-now' }, true, "source 'buy-now'"),
    create({ ...ORDER, source: 'phone' }, false, "source 'phone'"),
    ...nameRows(COLLECTIONS.orderRequests, ORDER, 'name', L.name),
    ...emailRows(COLLECTIONS.orderRequests, ORDER, 'email', L.email),
    ...phoneRows(COLLECTIONS.orderRequests, ORDER),
    ...textRows(COLLECTIONS.orderRequests, ORDER, 'company', 0, L.company),
    ...textRows(COLLECTIONS.orderRequests, ORDER, 'delivery', 0, L.delivery),
    ...textRows(COLLECTIONS.orderRequests, ORDER, 'message', 0, L.message),
    ...textRows(COLLECTIONS.orderRequests, ORDER, 'gstState', 1, L.gstState),
    create({ ...ORDER, gstin: '27AAPFU0939F1ZA' }, true, 'a GSTIN with a wrong check character'),
    create({ ...ORDER, gstin: '27aapfu0939f1zv' }, false, 'a GSTIN in lower case'),
    create({ ...ORDER, gstin: '27AAPFU0939F1Z' }, false, 'a 14-character GSTIN'),
    create({ ...ORDER, gstin: '27AAPFU0939F1ZVX' }, false, 'a 16-character GSTIN'),
    create({ ...ORDER, gstin: '27AAPFU0939F1AV' }, false, 'a GSTIN without its Z'),
    create({ ...ORDER, gstin: 'X7AAPFU0939F1ZV' }, false, 'a GSTIN without its state digits'),
    create({ ...ORDER, gstin: '' }, false, 'no GSTIN'),
    create({ ...ORDER, totalKg: 0 }, true, 'totalKg 0'),
    create({ ...ORDER, totalKg: 12.5 }, true, 'totalKg 12.5'),
    create({ ...ORDER, totalKg: -1 }, false, 'totalKg -1'),
    create({ ...ORDER, totalKg: L.totalKg }, true, `totalKg ${L.totalKg}`),
    create({ ...ORDER, totalKg: L.totalKg + 0.5 }, false, `totalKg ${L.totalKg + 0.5}`),
    create({ ...ORDER, totalKg: '60' }, false, "totalKg '60', a string"),
    create({ ...ORDER, total: 0 }, true, 'total 0'),
    create({ ...ORDER, total: -0.5 }, false, 'total -0.5'),
    create({ ...ORDER, total: L.total }, true, `total ${L.total}`),
    create({ ...ORDER, total: L.total + 0.5 }, false, `total ${L.total + 0.5}`),
    create({ ...ORDER, total: '5700' }, false, "total '5700', a string"),
    create({ ...ORDER, status: 'accepted' }, false, "status 'accepted'"),
  ]
}

function contactRows(): Scenario[] {
  const C = CONTACT_MESSAGE_LIMITS
  const collection = COLLECTIONS.contactMessages
  return [
    ...nameRows(collection, CONTACT, 'from_name', C.from_name),
    ...emailRows(collection, CONTACT, 'from_email', C.from_email),
    ...textRows(collection, CONTACT, 'subject', 1, C.subject),
    ...textRows(collection, CONTACT, 'message', 1, C.message),
  ]
}

function applicationRows(): Scenario[] {
  const J = JOB_APPLICATION_LIMITS
  const collection = COLLECTIONS.jobApplications
  const create = leadCreate(collection)
  const prefix = 'https://example.com/'
  return [
    ...nameRows(collection, APPLICATION, 'name', J.name),
    ...emailRows(collection, APPLICATION, 'email', J.email),
    ...phoneRows(collection, APPLICATION),
    ...URL_EXAMPLES.map(([cvLink, accepted]) =>
      create({ ...APPLICATION, cvLink }, accepted, `cvLink ${JSON.stringify(cvLink)}`),
    ),
    create(
      { ...APPLICATION, cvLink: prefix + 'c'.repeat(J.cvLink - prefix.length) },
      true,
      `${J.cvLink}-character cvLink`,
    ),
    create(
      { ...APPLICATION, cvLink: prefix + 'c'.repeat(J.cvLink + 1 - prefix.length) },
      false,
      `${J.cvLink + 1}-character cvLink`,
    ),
    create({ ...APPLICATION, cvLink: ['https://example.com'] }, false, 'cvLink is a list'),
    ...textRows(collection, APPLICATION, 'message', 0, J.message),
    ...textRows(collection, APPLICATION, 'jobId', 1, J.jobId),
    ...textRows(collection, APPLICATION, 'job_title', 1, J.job_title),
    ...textRows(collection, APPLICATION, 'job_department', 1, J.job_department),
    ...textRows(collection, APPLICATION, 'job_type', 1, J.job_type),
  ]
}

/** Each kind of lead: who may do what, then its fields (the rows that catch most removals first). */
const LEADS: readonly [collection: LeadCollection, valid: DocData, fields: () => Scenario[]][] = [
  [COLLECTIONS.contactMessages, CONTACT, contactRows],
  [COLLECTIONS.jobApplications, APPLICATION, applicationRows],
  [COLLECTIONS.orderRequests, ORDER, orderRows],
]

const leads: Scenario[] = LEADS.flatMap(([collection, valid, fields]) => [
  ...leadAccess(collection, valid),
  ...leadBasics(collection, valid),
  { ...leadCreate(collection)(valid, false, 'no throttle written'), alsoWrites: [] },
  ...fields(),
])

// The bound per sender: leadThrottle, and the commits of leads it lets through ------------------

const THROTTLE_PATH = `${COLLECTIONS.leadThrottle}/asha`
/** asha's throttle as the commit of her contact message writes it. */
const THROTTLE: DocData = throttleWrite('asha', COLLECTIONS.contactMessages).data
/** A throttle as the author's previous lead left it, `seconds` before. */
const throttledBefore = (seconds: number): DocData => ({
  at: secondsBefore(seconds),
  lead: throttledLead(COLLECTIONS.orderRequests, OTHER_LEAD_ID),
})
/** Seconds just past the interval, and just within it. */
const PAST_INTERVAL = LEAD_THROTTLE.seconds + 1
const WITHIN_INTERVAL = LEAD_THROTTLE.seconds - 1
/** A throttle stored long enough before to be written again. */
const PAST = throttledBefore(PAST_INTERVAL)

/** `who`'s contact message `id`, as a commit of theirs writes it. */
const contactWrite = (who: Actor, id = LEAD_ID): Write => ({
  path: `${COLLECTIONS.contactMessages}/${id}`,
  data: { ...CONTACT, authorUid: writerUid(who) },
})

/** `who` doing `op` on their own throttle (asha's when signed out), or on `path`. */
function throttle(
  who: Actor,
  op: Operation,
  rest: Omit<Scenario, 'who' | 'op' | 'path'> & { path?: string },
): Scenario {
  return { who, op, path: `${COLLECTIONS.leadThrottle}/${writerUid(who)}`, ...rest }
}

/**
 * asha writing her throttle as `data`, in one commit with `more` (her contact message unless
 * given): a create, or an update of `existing`.
 */
function throttleCommit(
  data: DocData,
  allowed: boolean,
  note: string,
  { existing, more = [contactWrite('asha')] }: { existing?: DocData; more?: Write[] } = {},
): Scenario {
  return throttle('asha', existing ? 'update' : 'create', {
    data,
    alsoWrites: more,
    ...(existing ? { existing } : {}),
    allowed,
    note,
  })
}

/** An id of `length` letters and digits: LEAD_ID cut or lengthened. */
const idOf = (length: number) => LEAD_ID.padEnd(length, 'x').slice(0, length)

/** The lead asha's previous throttle names, as stored. */
const PREVIOUS_LEAD: Write = {
  path: `${COLLECTIONS.orderRequests}/${OTHER_LEAD_ID}`,
  data: { ...ORDER, createdAt: EARLIER },
}

const throttleAccess: Scenario[] = [
  throttle('asha', 'get', { existing: PAST, allowed: true, note: 'her own' }),
  throttle('asha', 'get', { allowed: true, note: 'her own, not written yet' }),
  throttle('anonymous', 'get', { existing: PAST, allowed: true, note: 'its own, as a guest' }),
  throttle('ravi', 'get', { path: THROTTLE_PATH, existing: PAST, allowed: false, note: "asha's" }),
  throttle('anonymous', 'get', {
    path: THROTTLE_PATH,
    existing: PAST,
    allowed: false,
    note: "asha's",
  }),
  throttle('signed out', 'get', { existing: PAST, allowed: false, note: "asha's" }),
  ...CALLERS.map((who) =>
    throttle(who, 'list', { path: COLLECTIONS.leadThrottle, existing: PAST, allowed: false }),
  ),
  ...CALLERS.map((who) =>
    throttle(who, 'delete', {
      existing: PAST,
      allowed: false,
      note: who === 'signed out' ? "asha's" : 'their own',
    }),
  ),
]

/** Commits of a lead and its author's throttle: who writes what, how soon after the last. */
const throttleCommits: Scenario[] = [
  throttleCommit(THROTTLE, true, 'her first, with the lead it names'),
  throttle('anonymous', 'create', {
    data: throttleWrite(GUEST, COLLECTIONS.contactMessages).data,
    alsoWrites: [contactWrite('anonymous')],
    allowed: true,
    note: "a guest's first, with the lead it names",
  }),
  throttleCommit(THROTTLE, false, 'alone, no lead', { more: [] }),
  throttleCommit({ ...THROTTLE, extra: 'x' }, false, 'an extra field'),
  ...Object.keys(THROTTLE).map((key) => throttleCommit(without(THROTTLE, key), false, `no ${key}`)),
  throttleCommit({ ...THROTTLE, at: EARLIER }, false, "at is the client's time"),
  throttleCommit(
    { ...THROTTLE, lead: throttledLead(COLLECTIONS.contactMessages, OTHER_LEAD_ID) },
    false,
    'naming another lead',
  ),
  throttleCommit(
    { ...THROTTLE, lead: throttledLead(COLLECTIONS.orderRequests, LEAD_ID) },
    false,
    "naming the lead's id in another collection",
  ),
  throttleCommit(
    { ...THROTTLE, lead: `${COLLECTIONS.contactMessages}/${LEAD_ID}/x` },
    false,
    'naming a path below the lead',
  ),
  throttleCommit({ ...THROTTLE, lead: 7 }, false, 'lead is a number'),
  ...[LEAD_ID_LENGTH - 1, LEAD_ID_LENGTH + 1].map((length) =>
    throttleCommit(
      throttleWrite('asha', COLLECTIONS.contactMessages, idOf(length)).data,
      false,
      `with the lead it names, of a ${length}-character id`,
      { more: [contactWrite('asha', idOf(length))] },
    ),
  ),
  throttleCommit(
    throttleWrite('asha', COLLECTIONS.contactMessages, `${idOf(LEAD_ID_LENGTH - 1)}-`).data,
    false,
    'with the lead it names, of an id with a hyphen',
    { more: [contactWrite('asha', `${idOf(LEAD_ID_LENGTH - 1)}-`)] },
  ),
  throttleCommit(THROTTLE, false, 'with the lead it names and another lead', {
    more: [contactWrite('asha'), contactWrite('asha', OTHER_LEAD_ID)],
  }),

  throttleCommit(THROTTLE, true, `the last written ${PAST_INTERVAL} s before`, { existing: PAST }),
  throttleCommit(THROTTLE, false, `the last written ${WITHIN_INTERVAL} s before`, {
    existing: throttledBefore(WITHIN_INTERVAL),
  }),
  throttle('anonymous', 'update', {
    data: throttleWrite(GUEST, COLLECTIONS.contactMessages).data,
    alsoWrites: [contactWrite('anonymous')],
    existing: PAST,
    allowed: true,
    note: `a guest's, the last written ${PAST_INTERVAL} s before`,
  }),
  {
    ...throttleCommit({ ...PAST, at: SERVER_TIME }, false, 'alone, naming her stored lead again', {
      existing: PAST,
      more: [],
    }),
    others: { [PREVIOUS_LEAD.path]: PREVIOUS_LEAD.data },
  },

  // Someone else's: ravi's commit is valid for himself, but writes asha's throttle too.
  ...(['create', 'update'] as const).map((op) =>
    throttle('ravi', op, {
      path: THROTTLE_PATH,
      data: throttleWrite('ravi', COLLECTIONS.contactMessages).data,
      alsoWrites: [contactWrite('ravi'), throttleWrite('ravi', COLLECTIONS.contactMessages)],
      ...(op === 'update' ? { existing: PAST } : {}),
      allowed: false,
      note: "asha's, naming his lead, beside his own",
    }),
  ),
  ...(['create', 'update'] as const).map((op) =>
    throttle('signed out', op, {
      data: THROTTLE,
      alsoWrites: [contactWrite('signed out')],
      ...(op === 'update' ? { existing: PAST } : {}),
      allowed: false,
      note: "asha's, with her lead",
    }),
  ),

  // The lead's side: its author's throttle, after the commit, names it at the commit's time.
  {
    ...leadCreate(COLLECTIONS.contactMessages)(
      CONTACT,
      false,
      'two leads in the commit, the throttle naming this one',
    ),
    alsoWrites: [
      throttleWrite('asha', COLLECTIONS.contactMessages),
      { path: `${COLLECTIONS.orderRequests}/${OTHER_LEAD_ID}`, data: ORDER },
    ],
  },
  {
    ...leadCreate(COLLECTIONS.contactMessages)(
      CONTACT,
      false,
      `no throttle written, the last ${PAST_INTERVAL} s before`,
    ),
    alsoWrites: [],
    others: { [THROTTLE_PATH]: PAST },
  },
  {
    ...leadCreate(COLLECTIONS.contactMessages)(
      CONTACT,
      false,
      'no throttle written, the stored one naming it',
    ),
    alsoWrites: [],
    others: {
      [THROTTLE_PATH]: { ...PAST, lead: throttledLead(COLLECTIONS.contactMessages, LEAD_ID) },
    },
  },
]

// Hand-overs: leadHandovers, and the reads of leads they allow ------------------------------------

const H = LEAD_HANDOVER_LIMITS
/** A hand-over's secret key, of the length its rules want. */
const KEY = 'Hk3v9QpL2xTz7WmN4rYb8CdF6gJs1aEu'
/** Ids of the guest's order requests, as newLeadId makes them. */
const ORDER_IDS = ['Zx12ab34cd56ef78gh90', 'Qw98er76ty54ui32op10']
const HANDOVER_PATH = `${COLLECTIONS.leadHandovers}/${GUEST}`

/** leadHandovers/guest as the guest creates it before signing in to asha's account. */
const HANDOVER: DocData = { key: KEY, createdAt: SERVER_TIME, orderRequests: ORDER_IDS }
/** As stored a minute before, not yet claimed. */
const UNCLAIMED: DocData = { ...HANDOVER, createdAt: minutesBefore(1) }
/** As asha's claim leaves it. */
const CLAIMED: DocData = { ...UNCLAIMED, to: 'asha', proof: KEY }

/** `who` doing `op` on leadHandovers/guest (or another path). */
function handover(
  who: Actor,
  op: Operation,
  rest: Omit<Scenario, 'who' | 'op' | 'path'> & { path?: string },
): Scenario {
  return { who, op, path: HANDOVER_PATH, ...rest }
}

const handoverCreate = (data: DocData, allowed: boolean, note: string) =>
  handover('anonymous', 'create', { data, allowed, note })

/** asha claiming the stored, unclaimed hand-over with `data`. */
const claim = (data: DocData, allowed: boolean, note: string, who: Actor = 'asha') =>
  handover(who, 'update', { existing: UNCLAIMED, data, allowed, note })

/** asha claiming, with the key, a hand-over written `minutes` before. */
function claimAfter(minutes: number, allowed: boolean): Scenario {
  const stored: DocData = { ...UNCLAIMED, createdAt: minutesBefore(minutes) }
  const note = `claimed with the key ${minutes} minutes after it was written`
  return handover('asha', 'update', {
    existing: stored,
    data: { ...stored, to: 'asha', proof: KEY },
    allowed,
    note,
  })
}

const handoverList = (who: Actor, to: string | undefined, allowed: boolean, note: string) =>
  handover(who, 'list', {
    path: COLLECTIONS.leadHandovers,
    ...(to === undefined ? {} : { where: ['to', to] as [string, string] }),
    existing: CLAIMED,
    allowed,
    note,
  })

const handoverAccess: Scenario[] = [
  handover('anonymous', 'get', { existing: UNCLAIMED, allowed: true, note: 'its own, read back' }),
  handover('anonymous', 'get', { allowed: true, note: 'its own, not written' }),
  handover('anonymous', 'get', {
    path: `${COLLECTIONS.leadHandovers}/another-guest`,
    existing: UNCLAIMED,
    allowed: false,
    note: "another guest's",
  }),
  handover('asha', 'get', { existing: CLAIMED, allowed: true, note: 'claimed by her' }),
  handover('asha', 'get', { existing: UNCLAIMED, allowed: false, note: 'not claimed' }),
  handover('asha', 'get', {
    path: `${COLLECTIONS.leadHandovers}/asha`,
    existing: UNCLAIMED,
    allowed: false,
    note: 'under her own uid, not a guest',
  }),
  handover('ravi', 'get', { existing: CLAIMED, allowed: false, note: 'claimed by asha' }),
  handover('signed out', 'get', { existing: CLAIMED, allowed: false, note: 'claimed by asha' }),

  handoverList('asha', 'asha', true, 'filtered on to == her uid'),
  handoverList('asha', undefined, false, 'not filtered on to'),
  handoverList('asha', 'ravi', false, "filtered on another's uid"),
  handoverList('ravi', 'ravi', true, 'filtered on his own uid, none stored'),
  handoverList('signed out', 'asha', false, 'filtered on a uid'),
  handoverList('anonymous', GUEST, true, 'filtered on its own uid, none can be handed to it'),
  handoverList('anonymous', undefined, false, 'not filtered on to'),

  handoverCreate(HANDOVER, true, 'valid, by the guest'),
  handover('anonymous', 'create', {
    path: `${COLLECTIONS.leadHandovers}/another-guest`,
    data: HANDOVER,
    allowed: false,
    note: "under another guest's uid",
  }),
  handover('asha', 'create', {
    path: `${COLLECTIONS.leadHandovers}/asha`,
    data: HANDOVER,
    allowed: false,
    note: 'under her own uid, not a guest',
  }),
  handover('ravi', 'create', { data: HANDOVER, allowed: false, note: "under the guest's uid" }),
  handover('signed out', 'create', { data: HANDOVER, allowed: false, note: "the guest's" }),
  handover('anonymous', 'update', {
    existing: UNCLAIMED,
    data: { ...HANDOVER, key: KEY.split('').reverse().join('') },
    allowed: false,
    note: 'written again by the guest, a new key',
  }),

  claim({ ...UNCLAIMED, to: 'asha', proof: KEY }, true, 'claimed with the key'),
  claimAfter(H.claimMinutes - 1, true),
  claimAfter(H.claimMinutes + 1, false),
  claim({ ...UNCLAIMED, to: 'ravi', proof: KEY }, true, 'claimed with the key', 'ravi'),
  claim({ ...UNCLAIMED, to: 'asha', proof: KEY.toLowerCase() }, false, 'a wrong key'),
  claim({ ...UNCLAIMED, to: 'asha' }, false, 'no proof'),
  claim({ ...UNCLAIMED, proof: KEY }, false, 'no to'),
  claim({ ...UNCLAIMED, to: 'ravi', proof: KEY }, false, 'for ravi'),
  claim({ ...UNCLAIMED, to: GUEST, proof: KEY }, false, 'by the guest, for itself', 'anonymous'),
  claim({ ...UNCLAIMED, to: 'asha', proof: KEY }, false, 'claimed for asha', 'signed out'),
  claim(
    { ...UNCLAIMED, to: 'asha', proof: KEY, key: KEY.toLowerCase() },
    false,
    'claimed, the key changed',
  ),
  claim(
    { ...without(UNCLAIMED, 'orderRequests'), to: 'asha', proof: KEY },
    false,
    'claimed, the ids removed',
  ),
  claim(
    { ...UNCLAIMED, createdAt: SERVER_TIME, to: 'asha', proof: KEY },
    false,
    'claimed, createdAt changed',
  ),
  handover('asha', 'update', {
    existing: CLAIMED,
    data: CLAIMED,
    allowed: false,
    note: 'claimed again by her',
  }),
  handover('ravi', 'update', {
    existing: CLAIMED,
    data: { ...CLAIMED, to: 'ravi' },
    allowed: false,
    note: 'claimed by asha, taken over with the key',
  }),

  ...CALLERS.map((who) =>
    handover(who, 'delete', {
      existing: CLAIMED,
      allowed: false,
      note: 'claimed by asha',
    }),
  ),
]

/** Ids of the given lengths, each of letters and digits. */
const ids = (...lengths: number[]) => lengths.map((n, i) => String(i % 10).repeat(n))

const handoverFields: Scenario[] = [
  handoverCreate({ ...HANDOVER, extra: 'x' }, false, 'an extra field'),
  ...Object.keys(HANDOVER).map((key) => handoverCreate(without(HANDOVER, key), false, `no ${key}`)),
  handoverCreate({ ...HANDOVER, to: 'asha' }, false, 'already naming asha'),
  handoverCreate(
    { ...HANDOVER, key: 'k'.repeat(H.key - 1) },
    false,
    `a ${H.key - 1}-character key`,
  ),
  handoverCreate(
    { ...HANDOVER, key: 'k'.repeat(H.key + 1) },
    false,
    `a ${H.key + 1}-character key`,
  ),
  handoverCreate({ ...HANDOVER, key: `${'k'.repeat(H.key - 1)}-` }, false, 'a key with a hyphen'),
  handoverCreate({ ...HANDOVER, key: 7 }, false, 'key is a number'),
  handoverCreate({ ...HANDOVER, createdAt: EARLIER }, false, "createdAt is the client's time"),
  handoverCreate({ ...HANDOVER, createdAt: '2026-01-05' }, false, 'createdAt is a string'),
  handoverCreate({ ...HANDOVER, orderRequests: [] }, true, 'no order ids'),
  handoverCreate(
    { ...HANDOVER, orderRequests: ids(...Array.from({ length: H.orderRequests }, () => 20)) },
    true,
    `${H.orderRequests} order ids`,
  ),
  handoverCreate(
    { ...HANDOVER, orderRequests: ids(...Array.from({ length: H.orderRequests + 1 }, () => 20)) },
    false,
    `${H.orderRequests + 1} order ids`,
  ),
  handoverCreate({ ...HANDOVER, orderRequests: ids(19) }, false, 'a 19-character order id'),
  handoverCreate({ ...HANDOVER, orderRequests: ids(21) }, false, 'a 21-character order id'),
  handoverCreate({ ...HANDOVER, orderRequests: ids(19, 21) }, false, 'order ids of 19 and 21'),
  handoverCreate(
    { ...HANDOVER, orderRequests: [ORDER_IDS.join(',')] },
    false,
    'two order ids in one',
  ),
  handoverCreate(
    { ...HANDOVER, orderRequests: ['Zx12ab34cd56ef78gh9-'] },
    false,
    'an id with a hyphen',
  ),
  handoverCreate(
    { ...HANDOVER, orderRequests: [ORDER_IDS[0] ?? '', 7] },
    false,
    'an id that is a number',
  ),
  handoverCreate(
    { ...HANDOVER, orderRequests: ORDER_IDS[0] ?? '' },
    false,
    'order ids is a string',
  ),
  handoverCreate(
    { ...HANDOVER, orderRequests: { 0: ORDER_IDS[0] ?? '' } },
    false,
    'order ids is a map',
  ),
]

/**
 * Reads of the guest's leads through a hand-over: asha may read them once she has claimed it, the
 * guest still may, nobody else; writing stays the author's.
 */
function handedOverLeadAccess(collection: LeadCollection, valid: DocData): Scenario[] {
  const path = `${collection}/${LEAD_ID}`
  const guests: DocData = { ...valid, authorUid: GUEST, createdAt: EARLIER }
  const claimed = { [HANDOVER_PATH]: CLAIMED }
  const unclaimed = { [HANDOVER_PATH]: UNCLAIMED }
  const read = (
    who: Actor,
    op: 'get' | 'list',
    others: Record<string, DocData> | undefined,
    allowed: boolean,
    note: string,
    filtered = true,
  ): Scenario => ({
    who,
    op,
    path: op === 'list' ? collection : path,
    ...(op === 'list' && filtered ? { where: ['authorUid', GUEST] as [string, string] } : {}),
    existing: guests,
    ...(others ? { others } : {}),
    allowed,
    note,
  })
  const write = (
    op: 'create' | 'update' | 'delete',
    data: DocData | undefined,
    existing: DocData | undefined,
    note: string,
  ): Scenario => ({
    who: 'asha',
    op,
    path,
    ...(data ? { data } : {}),
    ...(op === 'create' ? { alsoWrites: [throttleWrite('asha', collection)] } : {}),
    ...(existing ? { existing } : {}),
    others: claimed,
    allowed: false,
    note,
  })
  return [
    read('asha', 'get', claimed, true, "the guest's, handed over to her"),
    read('asha', 'get', unclaimed, false, "the guest's, hand-over not claimed"),
    read('asha', 'get', undefined, false, "the guest's, no hand-over"),
    read('ravi', 'get', claimed, false, "the guest's, handed over to asha"),
    read('signed out', 'get', claimed, false, "the guest's, handed over to asha"),
    read('anonymous', 'get', claimed, true, 'its own, handed over to asha'),
    read('asha', 'list', claimed, true, 'filtered on the guest, handed over to her'),
    read('asha', 'list', unclaimed, false, 'filtered on the guest, hand-over not claimed'),
    read('asha', 'list', claimed, false, 'not filtered, a hand-over to her', false),
    read('ravi', 'list', claimed, false, 'filtered on the guest, handed over to asha'),
    read('signed out', 'list', claimed, false, 'filtered on the guest, handed over to asha'),
    write('create', { ...valid, authorUid: GUEST }, undefined, "in the guest's name, handed over"),
    write(
      'update',
      { ...guests, notified: true },
      guests,
      "the guest's, handed over, marked mailed",
    ),
    write('delete', undefined, guests, "the guest's, handed over to her"),
  ]
}

const handovers: Scenario[] = [
  ...handoverAccess,
  ...handoverFields,
  ...LEADS.flatMap(([collection, valid]) => handedOverLeadAccess(collection, valid)),
]

// Text as the rules engine reads it -------------------------------------------------------------
// Its strings are Java's and its patterns RE2's, and JavaScript differs from both: size() counts
// UTF-16 units (an emoji outside the BMP is 2), trim() strips U+0000 to U+0020 and no other
// whitespace, `\s` is exactly [\t\n\f\r ], and `.` is one whole character. These rows pin each
// difference, so the stand-in's copy (tools/local-backend/standin/rules-strings.ts) cannot drift.

/** 🌾: one character, two UTF-16 units. */
const EMOJI = '\u{1F33E}'
/** Whitespace to JavaScript that the rules' trim() keeps, so a name of it is not blank. */
const KEPT_BY_TRIM = ['\u00a0', '\u2003', '\u3000', '\ufeff']
/** A control character, which trim() strips though JavaScript's does not. */
const STRIPPED_BY_TRIM = '\u001f'
/** Whitespace to JavaScript's `\s` but not to RE2's: inside a link, it is no gap. */
const NOT_RE2_SPACE = ['\u00a0', '\u000b', '\u3000']

const unit = (text: string) =>
  `U+${text.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`
/** `prefix` padded with emoji to exactly `units` UTF-16 units (`units - prefix.length` is even). */
const emojiTo = (prefix: string, units: number) =>
  prefix + EMOJI.repeat((units - prefix.length) / 2)

function textMeasureRows(): Scenario[] {
  const picture = 'https://example.com/'
  const N = USER_FIELD_LIMITS.name
  const C = CONTACT_MESSAGE_LIMITS
  const J = JOB_APPLICATION_LIMITS
  const contact = leadCreate(COLLECTIONS.contactMessages)
  const application = leadCreate(COLLECTIONS.jobApplications)
  const order = leadCreate(COLLECTIONS.orderRequests)
  const product = (name: string, allowed: boolean, note: string) =>
    order({ ...ORDER, lines: [{ ...LINE, product: name }] }, allowed, note)
  return [
    create({ ...ASHA, name: EMOJI.repeat(N / 2) }, true, `name of ${N / 2} emoji, ${N} units`),
    create({ ...ASHA, name: EMOJI.repeat(N / 2 + 1) }, false, `name of ${N / 2 + 1} emoji`),
    ...KEPT_BY_TRIM.map((c) => create({ ...ASHA, name: c }, true, `name of only ${unit(c)}`)),
    create({ ...ASHA, name: STRIPPED_BY_TRIM }, false, `name of only ${unit(STRIPPED_BY_TRIM)}`),
    ...NOT_RE2_SPACE.map((c) =>
      create({ ...ASHA, profilePicture: `${picture}a${c}b` }, true, `picture with ${unit(c)}`),
    ),
    create({ ...ASHA, profilePicture: `${picture}a\tb` }, false, 'picture with a tab'),
    create(
      { ...ASHA, profilePicture: emojiTo(picture, USER_FIELD_LIMITS.profilePicture) },
      true,
      `picture URL of emoji, ${USER_FIELD_LIMITS.profilePicture} units`,
    ),
    create(
      { ...ASHA, profilePicture: emojiTo(picture, USER_FIELD_LIMITS.profilePicture + 2) },
      false,
      `picture URL of emoji, ${USER_FIELD_LIMITS.profilePicture + 2} units`,
    ),
    contact(
      { ...CONTACT, from_name: EMOJI.repeat(C.from_name / 2 + 1) },
      false,
      `from_name of ${C.from_name / 2 + 1} emoji`,
    ),
    ...KEPT_BY_TRIM.map((c) =>
      contact({ ...CONTACT, from_name: c }, true, `from_name of only ${unit(c)}`),
    ),
    contact(
      { ...CONTACT, from_name: STRIPPED_BY_TRIM },
      false,
      `from_name of only ${unit(STRIPPED_BY_TRIM)}`,
    ),
    contact(
      { ...CONTACT, subject: EMOJI.repeat(C.subject / 2) },
      true,
      `subject of ${C.subject / 2} emoji`,
    ),
    contact(
      { ...CONTACT, subject: EMOJI.repeat(C.subject / 2 + 1) },
      false,
      `subject of ${C.subject / 2 + 1} emoji`,
    ),
    ...NOT_RE2_SPACE.map((c) =>
      application({ ...APPLICATION, cvLink: `${picture}a${c}b` }, true, `cvLink with ${unit(c)}`),
    ),
    application(
      { ...APPLICATION, cvLink: emojiTo(picture, J.cvLink + 2) },
      false,
      `cvLink of emoji, ${J.cvLink + 2} units`,
    ),
    application({ ...APPLICATION, cvLink: 'httpſ://example.com' }, true, 'cvLink httpſ (long s)'),
    product(
      EMOJI.repeat(ORDER_REQUEST_LIMITS.product),
      true,
      `product of ${ORDER_REQUEST_LIMITS.product} emoji`,
    ),
    product(
      EMOJI.repeat(ORDER_REQUEST_LIMITS.product + 1),
      false,
      `product of ${ORDER_REQUEST_LIMITS.product + 1} emoji`,
    ),
  ]
}

/**
 * Staff beyond the leads: the catalogue read like anyone and deleted, a document of no catalogue
 * shape not written (the trade desk's rows below write valid ones), and nothing of accounts,
 * hand-overs, throttles or an unused collection.
 */
const staffElsewhere: Scenario[] = [
  ...PUBLIC_COLLECTIONS.map((collection) => ({ collection, readable: true })),
  ...[
    COLLECTIONS.users,
    COLLECTIONS.leadHandovers,
    COLLECTIONS.leadThrottle,
    UNUSED_COLLECTION,
  ].map((collection) => ({ collection, readable: false })),
].flatMap(({ collection, readable }) =>
  (['get', 'list', 'create', 'update', 'delete'] as const).map((op) => ({
    who: 'meera' as const,
    op,
    path: op === 'list' ? collection : `${collection}/asha`,
    ...(op === 'create' || op === 'update' ? { data: { note: 'x' } } : {}),
    ...(op === 'list' || op === 'create' ? {} : { existing: { note: 'x' } }),
    allowed: readable && op !== 'create' && op !== 'update',
    note: 'by staff',
  })),
)

/**
 * A product as stored before the desk (no category, aliases or signature), and staff setting its
 * prices as the prices grid does (the prices and the signature, the rest as it was), or changing
 * its name or picture with them.
 */
const MASOOR: DocData = {
  product: 'Masoor Dal',
  image: '/images/products/masoor-dal.svg',
  prices: { '1kg': 95, '30kg': 2640 },
}
const repriced = (
  changes: DocData,
  allowed: boolean,
  note: string,
  who: Actor = 'meera',
): Scenario => ({
  who,
  op: 'update' as const,
  path: 'products/masoor-dal',
  existing: MASOOR,
  data: {
    ...MASOOR,
    prices: { '1kg': 98, '30kg': 2700 },
    updatedBy: 'meera',
    updatedAt: SERVER_TIME,
    ...changes,
  },
  allowed,
  note,
})
const priceChanges: Scenario[] = [
  repriced({}, true, 'new prices by staff'),
  repriced({ prices: { '1kg': 98 } }, true, 'a size no longer sold: left out'),
  repriced({ prices: { ...(MASOOR.prices as DocData), '500gm': 0 } }, true, 'a price of 0'),
  repriced({ prices: { '500gm': 49.5, '1kg': 98, '5kg': 470, '30kg': 2700 } }, true, 'every size'),
  repriced({ prices: { '30kg': PRICE_MAX } }, true, 'a price of a crore'),
  repriced({ prices: {} }, true, 'no size sold'),
  {
    ...repriced({}, true, 'changed again by staff'),
    existing: { ...MASOOR, updatedBy: 'ravi-staff', updatedAt: EARLIER },
  },
  repriced({ prices: { '30kg': PRICE_MAX + 1 } }, false, 'a price over a crore'),
  repriced({ prices: { '500gm': -1 } }, false, 'a negative price'),
  repriced({ prices: { '5kg': PRICE_MAX + 1 } }, false, 'a 5 kg price over a crore'),
  repriced({ prices: { '1kg': true } }, false, 'a price that is true'),
  repriced({ prices: { '1kg': '98' } }, false, 'a price as text'),
  repriced({ prices: { '2kg': 190 } }, false, 'an unknown pack size'),
  repriced({ prices: [95, 2640] }, false, 'prices as a list'),
  repriced({ product: 'Malka Masoor' }, true, 'the name changed too'),
  repriced({ image: '/images/x.svg' }, true, 'the picture changed too'),
  {
    ...repriced({ image: 'https://example.com/masoor.jpg' }, false, 'a stored picture elsewhere'),
    existing: { ...MASOOR, image: 'https://example.com/masoor.jpg' },
  },
  repriced({ extra: 'x' }, false, 'a field added'),
  repriced({ updatedBy: 'ravi' }, false, "updatedBy another's uid"),
  repriced({ updatedAt: EARLIER }, false, "updatedAt the client's time"),
  {
    ...repriced({}, false, 'no updatedAt'),
    data: without({ ...MASOOR, prices: { '1kg': 98 }, updatedBy: 'meera' }, 'updatedAt'),
  },
  repriced({ updatedBy: 'asha' }, false, 'by a buyer', 'asha'),
  repriced({ updatedBy: 'guest' }, false, 'by a guest', 'anonymous'),
  repriced({ updatedBy: 'mallory' }, false, "by a staff claim of 'true'", 'mallory'),
  repriced({}, false, 'signed out', 'signed out'),
]

// The trade desk: staff writing the catalogue ------------------------------------------------------

/** The desk's signature on a write: staff's uid and the time of the write. */
const SIGNED: DocData = { updatedBy: 'meera', updatedAt: SERVER_TIME }

const PRODUCT_ID = 'masoor-dal'
const POST_ID = 'monsoon-tur-outlook'

/** A catalogue collection at the desk: a document as staff create it, and as stored since. */
interface DeskCase {
  collection: CollectionName
  created: DocData
  /** Fields the document may leave out. */
  optional: readonly string[]
  /** Other documents stored before every request: those the document names. */
  others?: Record<string, DocData>
}

/** `created` as stored by an earlier write of the desk. */
const storedOf = (c: DeskCase): DocData => ({
  ...c.created,
  ...('createdAt' in c.created ? { createdAt: EARLIER } : {}),
  updatedBy: 'ravi-staff',
  updatedAt: EARLIER,
})

const deskPath = (c: DeskCase) => `${c.collection}/doc-1`

/** `who` creating the document with `changes`, signed with their uid unless `changes` says. */
function deskCreate(
  c: DeskCase,
  changes: DocData,
  allowed: boolean,
  note: string,
  who: Actor = 'meera',
): Scenario {
  return {
    who,
    op: 'create',
    path: deskPath(c),
    data: { ...c.created, updatedBy: writerUid(who), ...changes },
    ...(c.others ? { others: c.others } : {}),
    allowed,
    note,
  }
}

/** The stored document as staff write it again, signed anew. */
const updated = (c: DeskCase): DocData => ({ ...storedOf(c), ...SIGNED })

/** `who` writing the stored document again with `changes`, signed as deskCreate signs. */
function deskUpdate(
  c: DeskCase,
  changes: DocData,
  allowed: boolean,
  note: string,
  who: Actor = 'meera',
): Scenario {
  return {
    who,
    op: 'update',
    path: deskPath(c),
    existing: storedOf(c),
    data: { ...updated(c), updatedBy: writerUid(who), ...changes },
    ...(c.others ? { others: c.others } : {}),
    allowed,
    note,
  }
}

function deskDelete(c: DeskCase, allowed: boolean, note: string, who: Actor = 'meera'): Scenario {
  return { who, op: 'delete', path: deskPath(c), existing: storedOf(c), allowed, note }
}

/** Staff creating the document without `key`. */
const deskCreateWithout = (c: DeskCase, key: string, allowed: boolean): Scenario => ({
  ...deskCreate(c, {}, allowed, `no ${key}`),
  data: without(c.created, key),
})

/** Callers who are not staff, each with what makes them so. */
const NOT_STAFF: readonly [Actor, string][] = [
  ['asha', 'by a buyer'],
  ['anonymous', 'by a guest'],
  ['signed out', 'signed out'],
  ['mallory', "by a staff claim of 'true'"],
]

/** Who writes and deletes, the signature, and the document's keys: the same for every collection. */
function deskAccess(c: DeskCase): Scenario[] {
  const required = Object.keys(c.created).filter((key) => !c.optional.includes(key))
  return [
    deskCreate(c, {}, true, 'by staff'),
    deskUpdate(c, {}, true, 'by staff'),
    deskDelete(c, true, 'by staff'),
    { ...deskDelete(c, true, 'by staff, not stored'), existing: undefined },
    ...NOT_STAFF.flatMap(([who, note]) => [
      deskCreate(c, {}, false, note, who),
      deskUpdate(c, {}, false, note, who),
      deskDelete(c, false, note, who),
    ]),
    ...required.map((key) => deskCreateWithout(c, key, false)),
    ...c.optional.map((key) => deskCreateWithout(c, key, true)),
    deskCreate(c, { extra: 'x' }, false, 'a field added'),
    deskUpdate(c, { extra: 'x' }, false, 'a field added'),
    deskCreate(c, { updatedBy: 'ravi' }, false, "updatedBy another's uid"),
    deskUpdate(c, { updatedBy: 'ravi-staff' }, false, 'updatedBy left as the last write set it'),
    deskCreate(c, { updatedAt: EARLIER }, false, "updatedAt the client's time"),
    deskUpdate(c, { updatedAt: EARLIER }, false, 'updatedAt left as the last write set it'),
    deskCreate(c, { updatedAt: '2026-11-25' }, false, 'updatedAt a string'),
  ]
}

/** A job's or a post's createdAt: the time of the write that creates it, never changed. */
function createdAtRows(c: DeskCase): Scenario[] {
  return [
    deskCreate(c, { createdAt: EARLIER }, false, "createdAt the client's time"),
    deskCreate(c, { createdAt: '2026-11-25' }, false, 'createdAt a string'),
    deskUpdate(c, { createdAt: SERVER_TIME }, false, 'createdAt changed to the time of the update'),
    deskUpdate(c, { createdAt: new Date('2026-01-04T10:00:00Z') }, false, 'createdAt changed'),
    { ...deskUpdate(c, {}, false, 'no createdAt'), data: without(updated(c), 'createdAt') },
  ]
}

/** Text field `key` of min to max characters: both ends, one past each, and a non-string. */
function deskTextRows(c: DeskCase, key: string, min: number, max: number): Scenario[] {
  return [
    deskCreate(c, { [key]: 'x'.repeat(max) }, true, `${max}-character ${key}`),
    deskCreate(c, { [key]: 'x'.repeat(max + 1) }, false, `${max + 1}-character ${key}`),
    deskCreate(c, { [key]: 'x'.repeat(min) }, true, `${min}-character ${key}`),
    ...(min > 0 ? [deskCreate(c, { [key]: '' }, false, `empty ${key}`)] : []),
    deskCreate(c, { [key]: 7 }, false, `${key} is a number`),
  ]
}

/** A list of at most `items` texts of 1 to `max` characters each, every one on a line of its own. */
function textListRows(c: DeskCase, key: string, [items, max]: readonly [number, number]) {
  const full = (item: string) => Array.from({ length: items }, () => item)
  return [
    deskCreate(c, { [key]: [] }, true, `no ${key}: an empty list`),
    deskCreate(c, { [key]: full('x'.repeat(max)) }, true, `${items} ${key} of ${max} characters`),
    deskCreate(c, { [key]: [...full('x'), 'x'] }, false, `${items + 1} ${key}`),
    deskCreate(
      c,
      { [key]: ['x', 'x'.repeat(max + 1)] },
      false,
      `one of ${key} ${max + 1} characters`,
    ),
    deskCreate(c, { [key]: ['x', ''] }, false, `one of ${key} empty`),
    deskCreate(c, { [key]: ['x', 'a\nb'] }, false, `one of ${key} on two lines`),
    deskCreate(
      c,
      { [key]: [...full('x').slice(1), 'a\nb'] },
      false,
      `${items} ${key}, one on two lines`,
    ),
    deskCreate(c, { [key]: ['x', 7] }, false, `one of ${key} a number`),
    deskCreate(c, { [key]: 'x' }, false, `${key} a text, not a list`),
    deskCreate(c, { [key]: { a: 'x' } }, false, `${key} a map`),
  ]
}

const IMAGE = '/images/products/masoor-dal.svg'
/** The most characters IMAGE_PATH_PATTERN takes after /images/, as the pattern states it. */
const IMAGE_NAME_MAX = Number(/\{1,(\d+)\}\$$/.exec(IMAGE_PATH_PATTERN.source)?.[1])

/** A picture of the site's own (IMAGE_PATH_PATTERN), in field `key`. */
function imageRows(c: DeskCase, key: string): Scenario[] {
  const longest = `/images/${'x'.repeat(IMAGE_NAME_MAX)}`
  return [
    deskCreate(
      c,
      { [key]: longest },
      true,
      `${key} of ${IMAGE_NAME_MAX} characters after /images/`,
    ),
    deskCreate(
      c,
      { [key]: `${longest}x` },
      false,
      `${key} of ${IMAGE_NAME_MAX + 1} characters after /images/`,
    ),
    deskCreate(c, { [key]: '/images/a' }, true, `${key} of 1 character after /images/`),
    deskCreate(c, { [key]: '/images/' }, false, `${key} of nothing after /images/`),
    deskCreate(c, { [key]: '/images/A-z_0.9/x.webp' }, true, `${key} of every kind of character`),
    deskCreate(
      c,
      { [key]: 'https://example.com/masoor.jpg' },
      false,
      `${key} an address elsewhere`,
    ),
    deskCreate(c, { [key]: '/img/masoor.jpg' }, false, `${key} outside /images/`),
    deskCreate(c, { [key]: '/images/masoor dal.jpg' }, false, `${key} with a space`),
    deskCreate(c, { [key]: '/images/masoor.jpg?x=1' }, false, `${key} with a query`),
    deskCreate(c, { [key]: 7 }, false, `${key} a number`),
  ]
}

/** A date of the catalogue (ISO_DATE_PATTERN), in field `key`. */
function dateRows(c: DeskCase, key: string): Scenario[] {
  return [
    deskCreate(c, { [key]: '2026-11-18' }, true, `${key} 2026-11-18`),
    deskCreate(c, { [key]: '18-11-2026' }, false, `${key} 18-11-2026`),
    deskCreate(c, { [key]: '2026-1-8' }, false, `${key} 2026-1-8`),
    deskCreate(c, { [key]: '2026-11-18T10:00' }, false, `${key} with a time`),
    deskCreate(c, { [key]: EARLIER }, false, `${key} a timestamp`),
  ]
}

const L_PRODUCT = CATALOGUE_LIMITS.products
const L_FEATURED = CATALOGUE_LIMITS.featuredProducts
const L_JOB = CATALOGUE_LIMITS.jobListings
const L_POST = CATALOGUE_LIMITS.blogPosts
const L_SHORT = CATALOGUE_LIMITS.blogShortPosts
const L_MAP = CATALOGUE_LIMITS.maplist

const PRODUCT_CASE: DeskCase = {
  collection: COLLECTIONS.products,
  created: {
    product: 'Masoor Dal',
    image: IMAGE,
    prices: { '500gm': 49.5, '1kg': 95, '5kg': 455, '30kg': 2640 },
    category: 'pulses',
    aliases: ['malka', 'red lentils'],
    hsn: '071340',
    gstRate: 5,
    minOrderKg: 30,
    ...SIGNED,
  },
  optional: ['category', 'aliases', 'hsn', 'gstRate', 'minOrderKg'],
}

const FEATURED_CASE: DeskCase = {
  collection: COLLECTIONS.featuredProducts,
  created: {
    name: 'Masoor Dal',
    description: 'Split red lentils, cleaned and polished for a quick, even cook.',
    image: IMAGE,
    productId: PRODUCT_ID,
    features: ['Machine-sorted, stone-free', 'Uniform Malka grade'],
    ...SIGNED,
  },
  optional: [],
  others: { [`products/${PRODUCT_ID}`]: MASOOR },
}

const POST_CASE: DeskCase = {
  collection: COLLECTIONS.blogPosts,
  created: {
    title: 'Monsoon and the tur crop',
    date: '2026-07-14',
    readTime: '6 min read',
    shortDescription: 'How buyers should pace their arhar dal orders through the lean months.',
    description: 'Tur is a long-duration kharif crop.\n\nMost of it is sown in June and July.',
    imageUrl: '/images/blog/tur-field.svg',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    authorAdvice: 'Plan your quantities for August to November now.',
    viewPostLink: 'https://example.com/tur-outlook',
    createdAt: SERVER_TIME,
    ...SIGNED,
  },
  optional: [],
}

const SHORT_POST_CASE: DeskCase = {
  collection: COLLECTIONS.blogShortPosts,
  created: {
    title: 'Monsoon and the tur crop',
    date: '2026-07-14',
    readTime: '6 min read',
    shortDescription: 'How buyers should pace their arhar dal orders through the lean months.',
    imageUrl: '/images/blog/tur-field.svg',
    postId: POST_ID,
    createdAt: SERVER_TIME,
    ...SIGNED,
  },
  optional: [],
  others: { [`blogPosts/${POST_ID}`]: { title: 'Monsoon and the tur crop' } },
}

const JOB_CASE: DeskCase = {
  collection: COLLECTIONS.jobListings,
  created: {
    id: 101,
    title: 'Frontend Developer (React)',
    department: 'Engineering',
    location: 'Jaipur',
    type: 'Full-time',
    experience: '1-2 years',
    postedDate: '2026-11-18',
    salary: '₹4-6 LPA',
    duration: '6 months',
    reportingTo: 'Engineering Lead',
    description: 'Build and maintain our public website.\nYou will ship every week.',
    requirements: ['React and TypeScript', 'HTML, CSS and accessibility basics'],
    responsibilities: ['Build responsive, accessible pages'],
    open: true,
    createdAt: SERVER_TIME,
    ...SIGNED,
  },
  optional: ['duration', 'reportingTo'],
}

const RETAILER_CASE: DeskCase = {
  collection: COLLECTIONS.maplist,
  created: {
    latitude: 26.8552,
    longitude: 75.8154,
    name: 'Shree Ganesh Kirana Store',
    totalAmount: 125000,
    ...SIGNED,
  },
  optional: ['name', 'totalAmount'],
}

function productRows(): Scenario[] {
  const c = PRODUCT_CASE
  const [, max] = L_PRODUCT.aliases
  return [
    ...deskTextRows(c, 'product', 1, L_PRODUCT.product),
    ...imageRows(c, 'image'),
    deskCreate(c, { prices: {} }, true, 'no size sold'),
    deskCreate(c, { prices: { '1kg': PRICE_MAX + 1 } }, false, 'a price over a crore'),
    deskCreate(c, { prices: { '2kg': 190 } }, false, 'an unknown pack size'),
    ...PRODUCT_CATEGORIES.map((category) =>
      deskCreate(c, { category }, true, `category ${category}`),
    ),
    deskCreate(c, { category: 'rice' }, false, 'category rice, not one of ours'),
    deskCreate(c, { category: 'Pulses' }, false, 'category Pulses, capitalised'),
    deskCreate(c, { category: '' }, false, 'category empty'),
    deskCreate(c, { category: ['pulses'] }, false, 'category a list'),
    ...textListRows(c, 'aliases', L_PRODUCT.aliases),
    // A list's pattern counts whole characters, as RE2 does, where size() counts UTF-16 units.
    deskCreate(c, { aliases: [EMOJI.repeat(max)] }, true, `an alias of ${max} emoji`),
    deskCreate(c, { aliases: [EMOJI.repeat(max + 1)] }, false, `an alias of ${max + 1} emoji`),
    deskCreate(c, { hsn: '0713' }, true, 'an HSN code of 4 digits'),
    deskCreate(c, { hsn: '07134000' }, true, 'an HSN code of 8 digits'),
    deskCreate(c, { hsn: '071' }, false, 'an HSN code of 3 digits'),
    deskCreate(c, { hsn: '071340001' }, false, 'an HSN code of 9 digits'),
    deskCreate(c, { hsn: '07A340' }, false, 'an HSN code with a letter'),
    deskCreate(c, { hsn: 71340 }, false, 'an HSN code as a number'),
    ...GST_RATES.map((gstRate) => deskCreate(c, { gstRate }, true, `GST rate ${gstRate}%`)),
    deskCreate(c, { gstRate: 7 }, false, 'GST rate 7%, not a slab'),
    deskCreate(c, { gstRate: '5' }, false, 'GST rate as text'),
    deskCreate(c, { minOrderKg: 0.5 }, true, 'a least order of half a kg'),
    deskCreate(
      c,
      { minOrderKg: L_PRODUCT.minOrderKg },
      true,
      `a least order of ${L_PRODUCT.minOrderKg} kg`,
    ),
    deskCreate(c, { minOrderKg: 0 }, false, 'a least order of 0 kg'),
    deskCreate(c, { minOrderKg: -30 }, false, 'a negative least order'),
    deskCreate(
      c,
      { minOrderKg: L_PRODUCT.minOrderKg + 1 },
      false,
      `a least order over ${L_PRODUCT.minOrderKg} kg`,
    ),
    deskCreate(c, { minOrderKg: '30' }, false, 'a least order as text'),
    deskUpdate(c, { product: 'Malka Masoor', category: 'grains' }, true, 'renamed and refiled'),
    deskUpdate(c, { prices: { '1kg': 98 } }, true, 'repriced'),
  ]
}

function featuredRows(): Scenario[] {
  const c = FEATURED_CASE
  const longId = 'p'.repeat(L_FEATURED.productId)
  const tooLongId = 'p'.repeat(L_FEATURED.productId + 1)
  const named = (id: string, allowed: boolean, note: string): Scenario => ({
    ...deskCreate(c, { productId: id }, allowed, note),
    others: { [`products/${id}`]: MASOOR },
  })
  return [
    ...deskTextRows(c, 'name', 1, L_FEATURED.name),
    ...deskTextRows(c, 'description', 1, L_FEATURED.description),
    ...imageRows(c, 'image'),
    ...textListRows(c, 'features', L_FEATURED.features),
    deskCreate(c, { productId: 'no-such-dal' }, false, 'productId naming no product'),
    { ...deskCreate(c, {}, false, 'productId naming no product: none stored'), others: undefined },
    deskUpdate(c, { productId: 'no-such-dal' }, false, 'productId changed to name no product'),
    named(longId, true, `productId of ${longId.length} characters, a product`),
    named(tooLongId, false, `productId of ${tooLongId.length} characters, a product`),
    deskCreate(c, { productId: '' }, false, 'productId empty'),
    deskCreate(c, { productId: 7 }, false, 'productId a number'),
    deskCreate(c, { productId: `${PRODUCT_ID}/x` }, false, 'productId a path below a product'),
    deskCreate(c, { prices: { '1kg': 95 } }, false, 'prices of its own'),
  ]
}

/** The hosts src/features/blog/video-embed.ts embeds a video of. */
const VIDEO_URLS = [
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
  'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://youtu.be/dQw4w9WgXcQ',
  'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  'https://youtube-nocookie.com/embed/dQw4w9WgXcQ',
  'https://vimeo.com/76979871',
  'https://www.vimeo.com/76979871',
  'https://player.vimeo.com/video/76979871',
  'HTTPS://WWW.YouTube.com/watch?v=dQw4w9WgXcQ',
]

const NOT_VIDEO_URLS: readonly [url: string, note: string][] = [
  ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'not https'],
  ['https://youtube.com.evil.net/watch?v=dQw4w9WgXcQ', 'a look-alike host'],
  ['https://evilyoutube.com/watch?v=dQw4w9WgXcQ', 'a host ending like one'],
  ['https://www.youtube.com@evil.net/watch?v=dQw4w9WgXcQ', 'credentials'],
  ['https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ', 'a port'],
  ['https://videos.example.com/watch?v=123', 'another host'],
  ['https://www.youtube.com', 'no path'],
  ['https://www.youtube.com/watch?v=a b', 'a space'],
  ['javascript://www.youtube.com/watch?v=dQw4w9WgXcQ', 'javascript:'],
]

function postRows(): Scenario[] {
  const c = POST_CASE
  const video = (url: DocValue, allowed: boolean, note: string) =>
    deskCreate(c, { videoUrl: url }, allowed, `videoUrl ${note}`)
  const youtube = 'https://www.youtube.com/watch?v='
  const maxUrl = L_POST.videoUrl
  return [
    ...createdAtRows(c),
    ...deskTextRows(c, 'title', 1, L_POST.title),
    ...dateRows(c, 'date'),
    ...deskTextRows(c, 'readTime', 1, L_POST.readTime),
    ...deskTextRows(c, 'shortDescription', 1, L_POST.shortDescription),
    ...deskTextRows(c, 'description', 1, L_POST.description),
    ...imageRows(c, 'imageUrl'),
    video('', true, 'empty: no video'),
    ...VIDEO_URLS.map((url) => video(url, true, url)),
    ...NOT_VIDEO_URLS.map(([url, note]) => video(url, false, note)),
    video(youtube + 'x'.repeat(maxUrl - youtube.length), true, `of ${maxUrl} characters`),
    video(youtube + 'x'.repeat(maxUrl + 1 - youtube.length), false, `of ${maxUrl + 1} characters`),
    video(7, false, 'a number'),
    video('httpſ://www.youtube.com/watch?v=dQw4w9WgXcQ', true, 'httpſ (long s), case folded'),
    ...deskTextRows(c, 'authorAdvice', 0, L_POST.authorAdvice),
    deskCreate(c, { viewPostLink: '' }, true, 'viewPostLink empty: none'),
    ...URL_EXAMPLES.filter(([url]) => url !== '').map(([url, accepted]) =>
      deskCreate(c, { viewPostLink: url }, accepted, `viewPostLink ${JSON.stringify(url)}`),
    ),
    deskCreate(c, { viewPostLink: 7 }, false, 'viewPostLink a number'),
    // Or a page of this site by its path (SITE_PATH_PATTERN), never another host's.
    ...(
      [
        ['/blog/post-monsoon-tur-outlook', true],
        ['/b', true],
        [`/${'p'.repeat(200)}`, true],
        [`/${'p'.repeat(201)}`, false],
        ['//evil.example/phish', false],
        ['/', false],
        ['/blog/a b', false],
        ['/\\evil.example', false],
      ] as const
    ).map(([path, accepted]) =>
      deskCreate(c, { viewPostLink: path }, accepted, `viewPostLink ${JSON.stringify(path)}`),
    ),
  ]
}

function shortPostRows(): Scenario[] {
  const c = SHORT_POST_CASE
  const longId = 'p'.repeat(L_SHORT.postId)
  const tooLongId = 'p'.repeat(L_SHORT.postId + 1)
  const named = (id: string, allowed: boolean, note: string): Scenario => ({
    ...deskCreate(c, { postId: id }, allowed, note),
    others: { [`blogPosts/${id}`]: { title: 'A post' } },
  })
  return [
    ...createdAtRows(c),
    ...deskTextRows(c, 'title', 1, L_SHORT.title),
    ...dateRows(c, 'date'),
    ...deskTextRows(c, 'readTime', 1, L_SHORT.readTime),
    ...deskTextRows(c, 'shortDescription', 1, L_SHORT.shortDescription),
    ...imageRows(c, 'imageUrl'),
    deskCreate(c, { postId: 'no-such-post' }, false, 'postId naming no post'),
    deskUpdate(c, { postId: 'no-such-post' }, false, 'postId changed to name no post'),
    named(longId, true, `postId of ${longId.length} characters, a post`),
    named(tooLongId, false, `postId of ${tooLongId.length} characters, a post`),
    deskCreate(c, { postId: '' }, false, 'postId empty'),
    deskCreate(c, { postId: 7 }, false, 'postId a number'),
  ]
}

function jobRows(): Scenario[] {
  const c = JOB_CASE
  return [
    ...createdAtRows(c),
    deskCreate(c, { id: 1 }, true, 'id 1'),
    deskCreate(c, { id: 0 }, false, 'id 0'),
    deskCreate(c, { id: -101 }, false, 'id -101'),
    deskCreate(c, { id: 101.5 }, false, 'id 101.5, not whole'),
    deskCreate(c, { id: '101' }, false, "id '101', a string"),
    ...deskTextRows(c, 'title', 1, L_JOB.title),
    ...deskTextRows(c, 'department', 1, L_JOB.department),
    ...deskTextRows(c, 'location', 1, L_JOB.location),
    ...deskTextRows(c, 'type', 1, L_JOB.type),
    ...deskTextRows(c, 'experience', 1, L_JOB.experience),
    ...dateRows(c, 'postedDate'),
    ...deskTextRows(c, 'salary', 1, L_JOB.salary),
    ...deskTextRows(c, 'duration', 1, L_JOB.duration),
    ...deskTextRows(c, 'reportingTo', 1, L_JOB.reportingTo),
    ...deskTextRows(c, 'description', 1, L_JOB.description),
    ...textListRows(c, 'requirements', L_JOB.requirements),
    ...textListRows(c, 'responsibilities', L_JOB.responsibilities),
    deskCreate(c, { open: false }, true, 'open false: closed'),
    deskUpdate(c, { open: false }, true, 'closed'),
    deskCreate(c, { open: 'true' }, false, "open 'true', a string"),
    deskCreate(c, { open: null }, false, 'open null'),
  ]
}

function retailerRows(): Scenario[] {
  const c = RETAILER_CASE
  const [south, north] = INDIA_BOUNDS.latitude
  const [west, east] = INDIA_BOUNDS.longitude
  const at = (latitude: DocValue, longitude: DocValue, allowed: boolean, note: string) =>
    deskCreate(c, { latitude, longitude }, allowed, note)
  return [
    at(south, west, true, `latitude ${south}, longitude ${west}: the box's corner`),
    at(north, east, true, `latitude ${north}, longitude ${east}: the opposite corner`),
    at(south - 0.01, 75.8, false, `latitude ${south - 0.01}`),
    at(north + 0.01, 75.8, false, `latitude ${north + 0.01}`),
    at(26.9, west - 0.01, false, `longitude ${west - 0.01}`),
    at(26.9, east + 0.01, false, `longitude ${east + 0.01}`),
    at(75.8154, 26.8552, false, 'latitude and longitude swapped'),
    at(51.5, -0.12, false, 'latitude and longitude of London'),
    at(27, 76, true, 'latitude and longitude whole numbers'),
    at('26.8552', 75.8154, false, 'latitude a string'),
    at(26.8552, '75.8154', false, 'longitude a string'),
    at(null, 75.8154, false, 'latitude null'),
    ...deskTextRows(c, 'name', 1, L_MAP.name),
    deskCreate(c, { totalAmount: 0 }, true, 'totalAmount 0'),
    deskCreate(c, { totalAmount: L_MAP.totalAmount }, true, `totalAmount ${L_MAP.totalAmount}`),
    deskCreate(c, { totalAmount: 99.5 }, true, 'totalAmount 99.5'),
    deskCreate(c, { totalAmount: -1 }, false, 'totalAmount -1'),
    deskCreate(
      c,
      { totalAmount: L_MAP.totalAmount + 1 },
      false,
      `totalAmount ${L_MAP.totalAmount + 1}`,
    ),
    deskCreate(c, { totalAmount: '125000' }, false, 'totalAmount a string'),
    deskUpdate(c, { latitude: 26.9, longitude: 75.8 }, true, 'moved'),
  ]
}

const DESK_CASES: readonly [DeskCase, () => Scenario[]][] = [
  [PRODUCT_CASE, productRows],
  [FEATURED_CASE, featuredRows],
  [POST_CASE, postRows],
  [SHORT_POST_CASE, shortPostRows],
  [JOB_CASE, jobRows],
  [RETAILER_CASE, retailerRows],
]

const desk: Scenario[] = DESK_CASES.flatMap(([c, fields]) => [...deskAccess(c), ...fields()])

export const SCENARIOS: readonly Scenario[] = [
  ...catalogue,
  ...staffElsewhere,
  ...priceChanges,
  ...desk,
  ...unused,
  ...userAccess,
  ...userFields,
  ...businessFields,
  ...leads,
  ...throttleAccess,
  ...throttleCommits,
  ...handovers,
  ...textMeasureRows(),
]
