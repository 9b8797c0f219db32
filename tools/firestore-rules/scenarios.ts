/**
 * What firestore.rules must allow and deny, as one table: who asks, for what, on which document,
 * and whether it is allowed. The Cloud Firestore emulator is the judge (rules.test.ts runs every
 * row against it and against the local stand-in's copy of the decisions; clauses.test.ts removes
 * each clause of the rules in turn and expects some row to notice).
 */
import { GST_RATES } from '../../src/config/constants'
import { FIELD_LIMITS } from '../../src/config/field-rules'
import { site } from '../../src/config/site'
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
import {
  quoteDocument,
  SELLER_STATE_CODE,
  type QuoteContent,
  type QuoteLineContent,
} from '../../src/lib/quotes/quote-document'
import { QUOTE_LIMITS } from '../../src/lib/quotes/quote-schema'
import {
  EMAIL_EXAMPLES,
  NAME_EXAMPLES,
  PHONE_EXAMPLES,
  URL_EXAMPLES,
} from '../../src/test/field-examples'
import { gstinCheckCharacter } from '../../src/lib/util/gstin'
import { LOCALE_LIST } from '../../src/config/locales'
import { storedLeadSearch } from '../../src/lib/leads/lead-search'
import { isLeadCollection, type LeadCollection } from '../local-backend/standin/lead-rules'
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

/**
 * A time that many seconds after the request's: one still ahead when the rules read it (a
 * quote's validUntil), counted forward as BeforeRequest counts back.
 */
export class AfterRequest {
  constructor(readonly seconds: number) {}
}

export const secondsAfter = (seconds: number) => new AfterRequest(seconds)
export const daysAfter = (days: number) => new AfterRequest(days * 86_400)

export type DocValue =
  | null
  | boolean
  | number
  | string
  | Date
  | typeof SERVER_TIME
  | BeforeRequest
  | AfterRequest
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
  ...NAME_EXAMPLES.map(([name, accepted]) =>
    create({ ...ASHA, name }, accepted, `name ${JSON.stringify(name)}`),
  ),
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

// A lead's search map ----------------------------------------------------------------------------

/**
 * Lead documents written on purpose without their search map. Every other lead a row creates is
 * given the map its fields give (withSearchMaps), as the site writes it, so that each row tries
 * what it says and not a missing map.
 */
const SEARCHLESS = new WeakSet<DocData>()
const searchless = (data: DocData): DocData => {
  SEARCHLESS.add(data)
  return data
}

/** The search map lead `path` has with `data`'s fields; null where a field it needs is missing. */
function searchMapOf(path: string, data: DocData): DocData | null {
  const [collection, id] = path.split('/')
  if (collection === undefined || id === undefined || !isLeadCollection(collection)) return null
  const search = storedLeadSearch(collection, id, data)
  return search === null ? null : { ...search }
}

function withSearchMap(path: string, data: DocData): DocData {
  if ('search' in data || SEARCHLESS.has(data)) return data
  const search = searchMapOf(path, data)
  return search === null ? data : { ...data, search }
}

/** The row with each lead it creates (one not stored before) given its search map. */
function withSearchMaps(s: Scenario): Scenario {
  const created = (path: string) => s.others?.[path] === undefined
  return {
    ...s,
    ...(s.op === 'create' && s.data ? { data: withSearchMap(s.path, s.data) } : {}),
    ...(s.alsoWrites
      ? {
          alsoWrites: s.alsoWrites.map((w) =>
            created(w.path) ? { ...w, data: withSearchMap(w.path, w.data) } : w,
          ),
        }
      : {}),
  }
}

/** The search map a lead is created with: exactly the one its own fields give. */
function searchRows(collection: LeadCollection, valid: DocData): Scenario[] {
  const create = leadCreate(collection)
  const right = searchMapOf(`${collection}/${LEAD_ID}`, valid) ?? {}
  const nameKey = collection === COLLECTIONS.contactMessages ? 'from_name' : 'name'
  const emailKey = collection === COLLECTIONS.contactMessages ? 'from_email' : 'email'
  const mapped = (search: DocValue, allowed: boolean, note: string) =>
    create({ ...valid, search }, allowed, note)
  const rows = [
    create(searchless({ ...valid }), false, 'no search map'),
    mapped(right, true, 'the search map its fields give'),
    mapped('asha traders', false, 'a search map that is text'),
    mapped({ ...right, ref: LEAD_ID.slice(0, 8) }, false, 'a reference not in capitals'),
    mapped({ ...right, ref: LEAD_ID.toUpperCase() }, false, 'a reference of the whole id'),
    mapped(
      { ...right, ref: OTHER_LEAD_ID.slice(0, 8).toUpperCase() },
      false,
      "another lead's reference",
    ),
    mapped({ ...right, name: valid[nameKey] ?? '' }, false, 'a name not in lower case'),
    mapped({ ...right, name: 'asha' }, false, 'the start of the name'),
    mapped({ ...right, email: 'ASHA@example.com' }, false, 'an e-mail not in lower case'),
    create(
      { ...valid, [emailKey]: 'Asha@Example.com' },
      true,
      'an e-mail in capitals, in lower case in the map',
    ),
    mapped({ ...right, extra: 'x' }, false, 'a search map with a key more'),
    mapped(without(right, 'name'), false, 'a search map without the name'),
    mapped(without(right, 'ref'), false, 'a search map without the reference'),
  ]
  if (collection === COLLECTIONS.orderRequests) {
    rows.push(
      mapped({ ...right, company: valid.company ?? '' }, false, 'a company not in lower case'),
      mapped(without(right, 'company'), false, 'a search map without the company'),
    )
  }
  if (collection === COLLECTIONS.contactMessages) return rows
  return [
    ...rows,
    mapped({ ...right, phone: '919876543210' }, false, 'a phone key with the country code'),
    mapped({ ...right, phone: valid.phone ?? '' }, false, 'a phone key as typed'),
    mapped(without(right, 'phone'), false, 'a search map without the phone'),
    create(
      { ...valid, phone: '098765-43210' },
      true,
      'a phone with a leading 0: its last ten digits',
    ),
    create({ ...valid, phone: '2365090' }, true, 'a 7-digit phone: all its digits'),
    create(
      { ...valid, phone: '0141 236 5090', search: { ...right, phone: '01412365090' } },
      false,
      'an 11-digit phone kept whole in the map',
    ),
  ]
}

/**
 * Staff give a lead written before search maps existed its map, and nothing more: only the one
 * its fields give, only where it has none, and no one else.
 */
function searchBackfillRows(collection: LeadCollection, valid: DocData): Scenario[] {
  const path = `${collection}/${LEAD_ID}`
  const stored: DocData = { ...valid, createdAt: EARLIER }
  const right = searchMapOf(path, valid) ?? {}
  const searchable: DocData = { ...stored, search: right }
  const update = (
    who: Actor,
    data: DocData,
    existing: DocData,
    allowed: boolean,
    note: string,
  ): Scenario => ({ who, op: 'update', path, data, existing, allowed, note })
  const wrong = { ...right, name: 'someone else' }
  return [
    update('meera', searchable, stored, true, 'its search map added by staff'),
    update(
      'meera',
      { ...stored, search: wrong },
      stored,
      false,
      'a wrong search map added by staff',
    ),
    update(
      'meera',
      { ...searchable, search: wrong },
      searchable,
      false,
      'its search map changed by staff',
    ),
    update('meera', stored, searchable, false, 'its search map taken off by staff'),
    update(
      'meera',
      searchable,
      { ...stored, search: wrong },
      false,
      'a search map it has replaced by staff, even by the one its fields give',
    ),
    update(
      'meera',
      { ...searchable, status: 'won', statusBy: 'meera', statusAt: SERVER_TIME },
      stored,
      false,
      'its search map added with a status',
    ),
    update(
      'meera',
      { ...searchable, status: 'won', statusBy: 'meera', statusAt: SERVER_TIME },
      searchable,
      true,
      'status set on a lead with its search map',
    ),
    update('asha', searchable, stored, false, 'its search map added by its author'),
    update('mallory', searchable, stored, false, "its search map added by a staff claim of 'true'"),
    update('signed out', searchable, stored, false, 'its search map added signed out'),
  ]
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

/** The opening APPLICATION applies to, as stored: open, under the title the form sends. */
const OPENING_PATH = `${COLLECTIONS.jobListings}/${String(APPLICATION.jobId)}`
const OPENING: DocData = {
  title: APPLICATION.job_title ?? '',
  department: APPLICATION.job_department ?? '',
  type: APPLICATION.job_type ?? '',
  open: true,
}

/**
 * A job application's create, with its opening stored beside it (an application is only to an
 * open one), unless the row stores its own.
 */
function withOpening(s: Scenario): Scenario {
  const applies = s.op === 'create' && s.path.startsWith(`${COLLECTIONS.jobApplications}/`)
  if (!applies || s.others?.[OPENING_PATH] !== undefined) return s
  return { ...s, others: { ...s.others, [OPENING_PATH]: OPENING } }
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

/** The sales desk on one kind of lead: reads every lead, sets its status, nothing more. */
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

    update('meera', quoted, stored, true, 'status set by staff'),
    ...LEAD_STATUSES.map((status) =>
      update('meera', changed({ status }), stored, true, `status ${status} set by staff`),
    ),
    update(
      'meera',
      changed({ status: 'won', statusAt: SERVER_TIME }),
      { ...quoted, statusAt: EARLIER },
      true,
      'status changed again by staff',
    ),
    // The note is kept apart (leadNotes), where the lead's author cannot read it.
    update(
      'meera',
      changed({ note: 'Quoted ₹2,640 a bag.' }),
      stored,
      false,
      'a note written on the lead, which its author can read',
    ),
    update(
      'meera',
      changed({ status: 'won' }),
      { ...quoted, note: 'Old note', statusAt: EARLIER },
      true,
      'a note once written on the lead taken off it',
    ),
    update(
      'meera',
      changed({ status: 'won', note: 'Old note' }),
      { ...quoted, note: 'Old note', statusAt: EARLIER },
      false,
      'a note once written on the lead kept on it',
    ),
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
    ...NAME_EXAMPLES.map(([name, accepted]) =>
      create({ ...valid, [key]: name }, accepted, `${key} ${JSON.stringify(name)}`),
    ),
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

/** A line's packs × price per pack to the paisa, as the site works it out; 0 for what is not a line. */
function lineAmount(line: DocValue): number {
  if (line === null || typeof line !== 'object' || Array.isArray(line) || line instanceof Date) {
    return 0
  }
  const { packs, packPrice } = line as DocData
  return typeof packs === 'number' && typeof packPrice === 'number'
    ? Math.round(packs * packPrice * 100) / 100
    : 0
}

/** ORDER with these lines and the total the site gives them. */
function orderWith(lines: DocValue): DocData {
  const amounts = Array.isArray(lines) ? lines.map(lineAmount) : [0]
  const total = Math.round(amounts.reduce((sum, amount) => sum + amount, 0) * 100) / 100
  return { ...ORDER, lines, total }
}

/** A GSTIN of the state `code`, its check character right. */
const gstinOf = (code: string) => {
  const body = `${code}AAPFU0939F1Z`
  return body + (gstinCheckCharacter(body) ?? '')
}

/** Orders of `count` lines, each valid but the one at `bad`. */
function linesWith(count: number, bad?: { index: number; line: DocData }): DocData[] {
  return Array.from({ length: count }, (_, i) =>
    bad && i === bad.index ? bad.line : i % 2 === 0 ? LINE : FREE_LINE,
  )
}

/**
 * The orders that cost the rules most to check: as many lines as allowed, every one free-text or
 * every one priced (a priced line compares its price twice, a free-text one once). rules.test.ts also
 * checks they leave room to spare.
 */
export const LARGEST_ORDERS: readonly Scenario[] = [FREE_LINE, LINE].map((line) =>
  withSearchMaps(
    leadCreate(COLLECTIONS.orderRequests)(
      orderWith(Array.from({ length: L.lines }, () => line)),
      true,
      `${L.lines} ${line === LINE ? 'priced' : 'free-text'} lines`,
    ),
  ),
)

function orderRows(): Scenario[] {
  const create = leadCreate(COLLECTIONS.orderRequests)
  const line = (changes: DocData, allowed: boolean, note: string) =>
    create(orderWith([{ ...LINE, ...changes }]), allowed, `a line with ${note}`)
  const lineWithout = (key: string) =>
    create(orderWith([without(LINE, key)]), false, `a line without ${key}`)
  const buyNow = (lines: DocData[], total: number, allowed: boolean, note: string) =>
    create({ ...ORDER, source: 'buy-now', lines, total }, allowed, note)
  return [
    create(orderWith([]), false, 'no lines'),
    // Every length up to the limit: each index past the first is checked only when the list
    // reaches it.
    ...Array.from({ length: L.lines }, (_, i) =>
      create(orderWith(linesWith(i + 1)), true, `${i + 1} of at most ${L.lines} lines`),
    ),
    create(orderWith([FREE_LINE]), true, 'one free-text line'),
    ...LARGEST_ORDERS,
    // The line past the limit is free-text, so the total is still the lines' amount.
    create(orderWith([...linesWith(L.lines), FREE_LINE]), false, `${L.lines + 1} lines`),
    create(orderWith({ 0: LINE }), false, 'lines is a map'),
    create(orderWith('Masoor Dal'), false, 'lines is a string'),
    // Every index has a clause of its own in the rules: a full list with one bad line at each.
    ...Array.from({ length: L.lines }, (_, index) => {
      const [bad, what] = BAD_LINES[index % BAD_LINES.length] as [DocData, string]
      const lines = linesWith(L.lines, { index, line: bad })
      const note = `lines[${index}], line ${index + 1} of ${L.lines}, has ${what}`
      return create(orderWith(lines), false, note)
    }),
    create(
      orderWith(linesWith(2, { index: 1, line: { ...LINE, packs: 0 } })),
      false,
      'line 2 of 2 has no packs',
    ),
    ...['product', 'size', 'packs', 'packPrice'].map(lineWithout),
    line({ unit: 'kg' }, false, 'an extra field'),
    create(orderWith(['Masoor Dal']), false, 'a line that is a string'),
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
    line({ packPrice: 0 }, false, 'a size at packPrice 0'),
    line({ packPrice: 0.01 }, true, 'a size at packPrice 0.01'),
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
    // The total is the lines' amount, to the paisa of each line's rounding.
    create({ ...ORDER, total: 5701 }, false, 'a total a rupee above its lines'),
    create({ ...ORDER, total: 5699 }, false, 'a total a rupee below its lines'),
    create({ ...ORDER, total: 5700.05 }, true, 'a total 5 paise above its lines'),
    create({ ...ORDER, total: 5699.95 }, true, 'a total 5 paise below its lines'),
    create({ ...ORDER, total: 5700.07 }, false, 'a total 7 paise above its lines'),
    create(
      orderWith([{ ...LINE, size: '1kg', packs: 3, packPrice: 62.35 }]),
      true,
      'a total of 3 packs at 62.35, to the paisa',
    ),
    buyNow(
      [{ ...LINE, packs: 999, packPrice: 1 }],
      1,
      false,
      'a Buy Now of 999 packs at 1, total 1',
    ),
    buyNow([{ ...LINE, packs: 999, packPrice: 1 }], 999, true, 'a Buy Now of 999 packs at 1'),
    buyNow(
      [{ ...LINE, size: '1kg', packs: 1, packPrice: 120 }],
      999999999,
      false,
      'lines of 120 with a total of 99,99,99,999',
    ),
    create(
      {
        ...orderWith(Array.from({ length: L.lines }, () => LINE)),
        total: orderWith(Array.from({ length: L.lines - 1 }, () => LINE)).total ?? 0,
      },
      false,
      `a total without the last of ${L.lines} lines`,
    ),
    // The GST facts: the check character, and the state the GSTIN's code names.
    create({ ...ORDER, gstin: '27AAPFU0939F1ZA' }, false, 'a GSTIN with a wrong check character'),
    create({ ...ORDER, gstState: 'Kerala' }, false, 'state Kerala for code 27'),
    create({ ...ORDER, gstState: 'maharashtra' }, false, 'state maharashtra for code 27'),
    create({ ...ORDER, gstState: '' }, false, 'no state'),
    create({ ...ORDER, gstState: ['Maharashtra'] }, false, 'state is a list'),
    create(
      { ...ORDER, gstin: gstinOf('08'), gstState: 'Rajasthan' },
      true,
      'Rajasthan for code 08',
    ),
    create(
      { ...ORDER, gstin: gstinOf('97'), gstState: 'Other Territory' },
      true,
      'Other Territory for code 97',
    ),
    create({ ...ORDER, gstin: gstinOf('39'), gstState: 'Ladakh' }, false, 'a code no state has'),
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
    create(orderWith([FREE_LINE]), true, 'total 0, a free-text line'),
    create({ ...orderWith([FREE_LINE]), total: -0.05 }, false, 'total -0.05, a free-text line'),
    create(
      orderWith([{ ...LINE, packs: L.total / L.packPrice, packPrice: L.packPrice }]),
      true,
      `total ${L.total}`,
    ),
    create(
      orderWith([
        { ...LINE, packs: L.total / L.packPrice, packPrice: L.packPrice },
        { ...LINE, packs: 1, packPrice: 0.5 },
      ]),
      false,
      `total ${L.total + 0.5}`,
    ),
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

/**
 * Text field `key` of an application, which names its opening: 1 to `max` characters, matching the
 * opening stored under that id (or with that title, department and type), and text.
 */
function openingTextRows(key: string, max: number): Scenario[] {
  const create = leadCreate(COLLECTIONS.jobApplications)
  const at = (value: string, allowed: boolean, note: string): Scenario => {
    const application = { ...APPLICATION, [key]: value }
    const opening = key === 'jobId' ? OPENING : { ...OPENING, [key.replace('job_', '')]: value }
    const path = `${COLLECTIONS.jobListings}/${String(application.jobId)}`
    return { ...create(application, allowed, note), others: { [path]: opening } }
  }
  return [
    at('x'.repeat(max), true, `${max}-character ${key}`),
    at('x'.repeat(max + 1), false, `${max + 1}-character ${key}`),
    at('x', true, `1-character ${key}`),
    create({ ...APPLICATION, [key]: '' }, false, `empty ${key}`),
    create({ ...APPLICATION, [key]: ['x'] }, false, `${key} is a list`),
    create({ ...APPLICATION, [key]: 7 }, false, `${key} is a number`),
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
    ...openingTextRows('jobId', J.jobId),
    ...openingTextRows('job_title', J.job_title),
    ...openingTextRows('job_department', J.job_department),
    ...openingTextRows('job_type', J.job_type),
    create({ ...APPLICATION, jobId: 'no-such-job' }, false, 'to an opening that does not exist'),
    {
      ...create(APPLICATION, false, 'to a closed opening'),
      others: { [OPENING_PATH]: { ...OPENING, open: false } },
    },
    {
      ...create(APPLICATION, true, 'to an opening stored without open, which is open'),
      others: { [OPENING_PATH]: without(OPENING, 'open') },
    },
    {
      ...create(APPLICATION, false, "to an opening whose open is 'true', a string"),
      others: { [OPENING_PATH]: { ...OPENING, open: 'true' } },
    },
    create({ ...APPLICATION, job_title: 'Sales Manager' }, false, "another opening's title"),
    create({ ...APPLICATION, job_department: 'Sales' }, false, "another opening's department"),
    create({ ...APPLICATION, job_type: 'Internship' }, false, "another opening's type"),
  ]
}

/**
 * The language a lead records, the page's it was sent from: any of the site's, or none (a page
 * that did not say), and nothing else.
 */
function languageRows(collection: LeadCollection, valid: DocData): Scenario[] {
  const create = leadCreate(collection)
  const path = `${collection}/${LEAD_ID}`
  const stored: DocData = { ...valid, createdAt: EARLIER, language: 'hi' }
  return [
    ...LOCALE_LIST.map((language) =>
      create({ ...valid, language }, true, `written in language ${language}`),
    ),
    create({ ...valid, language: 'fr' }, false, "language 'fr', not the site's"),
    create({ ...valid, language: 'HI' }, false, "language 'HI', in capitals"),
    create({ ...valid, language: 'hi-IN' }, false, "language 'hi-IN', a tag"),
    create({ ...valid, language: '' }, false, 'language empty'),
    create({ ...valid, language: ['hi'] }, false, 'language a list'),
    create({ ...valid, language: 1 }, false, 'language a number'),
    {
      who: 'asha',
      op: 'update',
      path,
      data: { ...stored, notified: true },
      existing: stored,
      allowed: true,
      note: 'written in Hindi, marked mailed',
    },
    {
      who: 'asha',
      op: 'update',
      path,
      data: { ...stored, notified: true, language: 'en' },
      existing: stored,
      allowed: false,
      note: 'marked mailed, its language changed',
    },
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
  ...languageRows(collection, valid),
  ...searchRows(collection, valid),
  ...searchBackfillRows(collection, valid),
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

/**
 * The guest writing their hand-over again over one stored `minutes` before: allowed only past the
 * claim's hour, while unclaimed, by the guest, and whole as a new one.
 */
function renewals(): Scenario[] {
  const FRESH: DocData = { ...HANDOVER, key: KEY.split('').reverse().join('') }
  const stale = (minutes: number): DocData => ({ ...UNCLAIMED, createdAt: minutesBefore(minutes) })
  const renew = (
    existing: DocData,
    data: DocData,
    allowed: boolean,
    note: string,
    who: Actor = 'anonymous',
  ) => handover(who, 'update', { existing, data, allowed, note })
  const late = H.claimMinutes + 1
  return [
    renew(stale(late), FRESH, true, `renewed by the guest ${late} minutes after, unclaimed`),
    renew(stale(late), HANDOVER, true, `renewed ${late} minutes after, the same key`),
    renew(stale(H.claimMinutes - 1), FRESH, false, `renewed ${H.claimMinutes - 1} minutes after`),
    renew(
      { ...stale(late), to: 'asha', proof: KEY },
      FRESH,
      false,
      `renewed ${late} minutes after, claimed by asha`,
    ),
    renew(stale(late), { ...FRESH, createdAt: EARLIER }, false, "renewed at the client's time"),
    renew(stale(late), { ...FRESH, key: 'k'.repeat(H.key - 1) }, false, 'renewed, a short key'),
    renew(stale(late), { ...FRESH, to: 'asha' }, false, 'renewed, naming asha'),
    renew(stale(late), FRESH, false, 'renewed by asha', 'asha'),
    handover('anonymous', 'update', {
      path: `${COLLECTIONS.leadHandovers}/another-guest`,
      existing: stale(late),
      data: FRESH,
      allowed: false,
      note: "another guest's, renewed",
    }),
  ]
}

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

  ...renewals(),

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
    hindiName: 'मसूर दाल',
    image: IMAGE,
    prices: { '500gm': 49.5, '1kg': 95, '5kg': 455, '30kg': 2640 },
    category: 'pulses',
    aliases: ['malka', 'red lentils'],
    hsn: '071340',
    gstRate: 5,
    minOrderKg: 30,
    ...SIGNED,
  },
  optional: ['hindiName', 'category', 'aliases', 'hsn', 'gstRate', 'minOrderKg'],
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

/**
 * A product's Hindi name: within its bounds, and holding a character of Devanagari (U+0900 to
 * U+097F, DEVANAGARI_PATTERN) anywhere in it, the first and the last of the block included.
 */
function hindiNameRows(c: DeskCase): Scenario[] {
  const [min, max] = L_PRODUCT.hindiName
  const named = (hindiName: DocValue, allowed: boolean, note: string) =>
    deskCreate(c, { hindiName }, allowed, note)
  const devanagari = 'द'
  return [
    named('अरहर (तूर) दाल', true, 'a Hindi name with brackets'),
    named(devanagari.repeat(max), true, `a Hindi name of ${max} characters`),
    named(devanagari.repeat(max + 1), false, `a Hindi name of ${max + 1} characters`),
    named(devanagari.repeat(min), true, `a Hindi name of ${min} characters`),
    named(devanagari.repeat(min - 1), false, `a Hindi name of ${min - 1} character`),
    named('', false, 'a Hindi name empty'),
    named('Masoor Dal', false, 'a Hindi name in Latin letters only'),
    named('12', false, 'a Hindi name of digits only'),
    named('Malka मसूर', true, 'a Hindi name in both scripts'),
    named(`Malka ${devanagari}`, true, 'a Hindi name whose one Devanagari character is its last'),
    named('x\u0900', true, 'a Hindi name with U+0900, the first of Devanagari'),
    named('x\u097F', true, 'a Hindi name with U+097F, the last of Devanagari'),
    named('x\u08FF', false, 'a Hindi name with U+08FF, just before Devanagari'),
    named('x\u0980', false, 'a Hindi name with U+0980, just after Devanagari'),
    named('আলু', false, 'a Hindi name in Bengali, the next script'),
    named(7, false, 'a Hindi name that is a number'),
    named(['मसूर दाल'], false, 'a Hindi name that is a list'),
    deskUpdate(c, { hindiName: 'मलका मसूर' }, true, 'its Hindi name changed'),
    {
      ...deskUpdate(c, {}, true, 'its Hindi name taken off'),
      data: without(updated(c), 'hindiName'),
    },
  ]
}

function productRows(): Scenario[] {
  const c = PRODUCT_CASE
  const [, max] = L_PRODUCT.aliases
  return [
    ...deskTextRows(c, 'product', 1, L_PRODUCT.product),
    ...hindiNameRows(c),
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

// Quotes: the trade desk's answer to an order request, and the buyer's decision on it -----------

const Q = QUOTE_LIMITS
/** Quote ids as newQuoteId (src/lib/quotes/quotes.ts) makes them: LEAD_ID_LENGTH letters and digits. */
const QUOTE_ID = 'Qa1Bb2Cc3Dd4Ee5Ff6Gg'
/** The revision that replaces it, and a third version after that. */
const REVISION_ID = 'Rv7Hh8Ii9Jj0Kk1Ll2Mm'
const THIRD_ID = 'Th3Nn4Oo5Pp6Qq7Rr8Ss'
const quotePath = (id: string) => `${COLLECTIONS.quotes}/${id}`
const QUOTE_PATH = quotePath(QUOTE_ID)
const REVISION_PATH = quotePath(REVISION_ID)
const THIRD_PATH = quotePath(THIRD_ID)

/** asha's order request (ORDER), as stored before any quote: mailed, still new. */
const REQUEST_PATH = `${COLLECTIONS.orderRequests}/${LEAD_ID}`
const REQUEST: DocData = { ...ORDER, createdAt: EARLIER, notified: true }

/** A line as staff price it: paise per pack. */
const QUOTE_LINE: QuoteLineContent = {
  product: 'Masoor Dal',
  size: '30kg',
  hsn: '071340',
  packs: 2,
  packPrice: 264_000,
  gstRate: 5,
}
/** A line of no HSN code, at a price in paise that leaves a round-off. */
const OTHER_QUOTE_LINE: QuoteLineContent = {
  product: 'Kala Chana',
  size: '30kg',
  hsn: '',
  packs: 4,
  packPrice: 120_033,
  gstRate: 0,
}

/** What staff quote asha: to her Maharashtra GSTIN, a supply across states (IGST). */
const CONTENT: QuoteContent = {
  buyer: {
    name: 'Asha Traders',
    company: 'Asha Traders Pvt Ltd',
    gstin: '27AAPFU0939F1ZV',
    state: 'Maharashtra',
    stateCode: '27',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    delivery: '302001',
  },
  lines: [QUOTE_LINE, OTHER_QUOTE_LINE],
  deliveryCharge: 150_000,
  // quoteOf() writes a time still ahead of the request's instead.
  validUntil: EARLIER,
  paymentTerms: '50% advance, the rest on delivery',
  deliveryEstimate: 'Within 5 working days',
  note: 'Prices hold while the quote is open.',
}

/** A buyer registered in the seller's own state (SELLER_STATE_CODE): CGST and SGST. */
const SAME_STATE_BUYER = {
  ...CONTENT.buyer,
  gstin: `${SELLER_STATE_CODE}AAPFU0939F1ZU`,
  state: 'Rajasthan',
  stateCode: SELLER_STATE_CODE,
}

/**
 * Version `version` of a quote of asha's request as meera sends it: CONTENT with `changes`, every
 * figure worked out by quoteDocument(), open for the default days from the request, sent now.
 */
function quoteOf(changes: Partial<QuoteContent> = {}, version = 1): DocData {
  const lead = { id: LEAD_ID, authorUid: 'asha' }
  const document = quoteDocument(lead, version, { ...CONTENT, ...changes }, 'meera')
  return {
    ...(document as unknown as DocData),
    validUntil: daysAfter(Q.defaultValidDays),
    sentAt: SERVER_TIME,
  }
}

/** `data` with its map `key` changed. */
const withMap = (data: DocData, key: string, changes: DocData): DocData => ({
  ...data,
  [key]: { ...(data[key] as DocData), ...changes },
})

/** `data` with its line `index` changed, or replaced by `changes` when that is a function. */
function withLine(data: DocData, index: number, changes: DocData | ((line: DocData) => DocData)) {
  const lines = (data.lines as DocData[]).map((line, i) =>
    i !== index ? line : typeof changes === 'function' ? changes(line) : { ...line, ...changes },
  )
  return { ...data, lines }
}

/** The request as the first send leaves it: quoted by meera, naming the quote, version 1. */
const QUOTED: DocData = {
  ...REQUEST,
  status: 'quoted',
  statusBy: 'meera',
  statusAt: SERVER_TIME,
  quoteId: QUOTE_ID,
  quoteVersion: 1,
}
/** The request and its quote as stored since (the quote still open). */
const QUOTED_STORED: DocData = { ...QUOTED, statusAt: EARLIER }
const SENT: DocData = { ...quoteOf(), sentAt: EARLIER }

/** Version 2 at a new price, the request naming it, the first marked superseded by it. */
const REVISED: DocData = quoteOf(
  { lines: [{ ...QUOTE_LINE, packPrice: 259_000 }, OTHER_QUOTE_LINE] },
  2,
)
const REQUOTED: DocData = {
  ...QUOTED_STORED,
  statusAt: SERVER_TIME,
  quoteId: REVISION_ID,
  quoteVersion: 2,
}
const SUPERSEDED: DocData = { ...SENT, supersededBy: REVISION_ID }
/** The three as stored since the revision. */
const REVISION_LEAD: DocData = { ...REQUOTED, statusAt: EARLIER }
const REVISION_QUOTE: DocData = { ...REVISED, sentAt: EARLIER }
const REVISION_STORED: Record<string, DocData> = {
  [REQUEST_PATH]: REVISION_LEAD,
  [QUOTE_PATH]: SUPERSEDED,
  [REVISION_PATH]: REVISION_QUOTE,
}

/**
 * One commit by `who`: `writes` over the `stored` documents. The row is its first write, an update
 * of a stored document or a create; the rest of the commit goes with it.
 */
function commit(
  who: Actor,
  [first, ...rest]: [Write, ...Write[]],
  stored: Record<string, DocData>,
  allowed: boolean,
  note: string,
): Scenario {
  const { [first.path]: existing, ...others } = stored
  return {
    who,
    op: existing ? 'update' : 'create',
    path: first.path,
    data: first.data,
    ...(rest.length > 0 ? { alsoWrites: rest } : {}),
    ...(existing ? { existing } : {}),
    ...(Object.keys(others).length > 0 ? { others } : {}),
    allowed,
    note,
  }
}

/** `who` sending `quote` as the first of asha's request, the request left as `lead` (null: not written). */
function send(
  quote: DocData,
  lead: DocData | null,
  allowed: boolean,
  note: string,
  { who = 'meera', id = QUOTE_ID }: { who?: Actor; id?: string } = {},
): Scenario {
  const writes: [Write, ...Write[]] = [{ path: quotePath(id), data: quote }]
  if (lead) writes.push({ path: REQUEST_PATH, data: lead })
  return commit(who, writes, { [REQUEST_PATH]: REQUEST }, allowed, note)
}

/** meera sending the first quote with `changes` to its document as quoteOf() makes it. */
const sendWith = (changes: DocData, allowed: boolean, note: string) =>
  send({ ...quoteOf(), ...changes }, QUOTED, allowed, note)

/** meera sending the first quote of CONTENT with `changes`, its figures worked out anew. */
const sendContent = (changes: Partial<QuoteContent>, allowed: boolean, note: string) =>
  send(quoteOf(changes), QUOTED, allowed, note)

/** meera sending the first quote, the request left as QUOTED with `changes`. */
const sendLead = (changes: DocData, allowed: boolean, note: string) =>
  send(quoteOf(), { ...QUOTED, ...changes }, allowed, note)

/** meera sending a first quote whose `key` map is changed after its figures are worked out. */
const sendMap = (key: string, changes: DocData, allowed: boolean, note: string) =>
  send(withMap(quoteOf(), key, changes), QUOTED, allowed, note)

/** A first quote of `count` lines, CONTENT's two in turn. */
const quoteLines = (count: number): QuoteLineContent[] =>
  Array.from({ length: count }, (_, i) => (i % 2 === 0 ? QUOTE_LINE : OTHER_QUOTE_LINE))

interface Revision {
  who?: Actor
  /** The quote it replaces, as the commit leaves it; null: not written. */
  old?: DocData | null
  /** The new quote; null: not written. */
  quote?: DocData | null
  /** The request naming it; null: not written. */
  lead?: DocData | null
  /** Documents stored before it, beside (or instead of) the request and the first quote. */
  stored?: Record<string, DocData>
}

/** `who` sending version 2 in place of the stored first: by default, as the desk does. */
function revise(r: Revision, allowed: boolean, note: string): Scenario {
  const { who = 'meera', old = SUPERSEDED, quote = REVISED, lead = REQUOTED } = r
  const writes = [
    ...(old ? [{ path: QUOTE_PATH, data: old }] : []),
    ...(quote ? [{ path: REVISION_PATH, data: quote }] : []),
    ...(lead ? [{ path: REQUEST_PATH, data: lead }] : []),
  ] as [Write, ...Write[]]
  const stored = { [REQUEST_PATH]: QUOTED_STORED, [QUOTE_PATH]: SENT, ...r.stored }
  return commit(who, writes, stored, allowed, note)
}

/** A decision of `kind` by `who` as the quote page records it, with `changes`. */
const decisionBy = (who: Actor, kind: string, changes: DocData = {}): DocData => ({
  kind,
  uid: writerUid(who),
  name: 'Asha Verma',
  message: kind === 'changes' ? 'Please quote for 40 bags instead.' : '',
  at: SERVER_TIME,
  ...changes,
})

/** The request as a decision of `kind` leaves it: won when accepted, else new again. */
const decidedLead = (kind: string, stored: DocData = QUOTED_STORED): DocData => ({
  ...stored,
  status: kind === 'accepted' ? 'won' : 'new',
  quoteDecision: kind,
})

interface Decision {
  who?: Actor
  kind?: string
  /** The decision as written (decisionBy(who, kind) unless given). */
  decision?: DocData
  /** The quote decided as stored (SENT unless given), and other changes written to it. */
  quote?: DocData
  quoteChanges?: DocData
  /** The request as the commit leaves it; null: not written. */
  lead?: DocData | null
  /** Documents stored before it, beside (or instead of) the request and the quote. */
  stored?: Record<string, DocData>
}

/** `who` deciding the stored quote, in one commit with the request: by default as the page does. */
function decide(d: Decision, allowed: boolean, note: string): Scenario {
  const { who = 'asha', kind = 'accepted', quote = SENT } = d
  const decision = d.decision ?? decisionBy(who, kind)
  const lead = d.lead === undefined ? decidedLead(kind) : d.lead
  const writes: [Write, ...Write[]] = [
    { path: QUOTE_PATH, data: { ...quote, ...d.quoteChanges, decision } },
  ]
  if (lead) writes.push({ path: REQUEST_PATH, data: lead })
  const stored = { [REQUEST_PATH]: QUOTED_STORED, [QUOTE_PATH]: quote, ...d.stored }
  return commit(who, writes, stored, allowed, note)
}

/** The quote decided with changes asked, and the request as that left it. */
const DECIDED: DocData = { ...SENT, decision: { ...decisionBy('asha', 'changes'), at: EARLIER } }
const DECIDED_LEAD: DocData = decidedLead('changes')
const DECIDED_STORED: Record<string, DocData> = {
  [QUOTE_PATH]: DECIDED,
  [REQUEST_PATH]: DECIDED_LEAD,
}

const quoteRead = (
  who: Actor,
  op: 'get' | 'list',
  allowed: boolean,
  note: string,
  where?: [string, string],
): Scenario => ({
  who,
  op,
  path: op === 'list' ? COLLECTIONS.quotes : QUOTE_PATH,
  ...(where ? { where } : {}),
  existing: SENT,
  allowed,
  note,
})

/** Who reads, sends, revises, decides and deletes quotes. */
const quoteAccess: Scenario[] = [
  ...(['signed out', 'asha', 'ravi', 'anonymous', 'meera', 'mallory'] as const).map((who) =>
    quoteRead(who, 'get', true, 'anyone holding its link'),
  ),
  { ...quoteRead('signed out', 'get', true, 'not written'), existing: undefined },
  quoteRead('meera', 'list', true, 'by staff, not filtered'),
  quoteRead('meera', 'list', true, "by staff, filtered on asha's uid", ['buyerUid', 'asha']),
  quoteRead('asha', 'list', true, 'filtered on her own uid', ['buyerUid', 'asha']),
  quoteRead('asha', 'list', false, 'not filtered on buyerUid'),
  quoteRead('asha', 'list', false, "filtered on another's uid", ['buyerUid', 'ravi']),
  quoteRead('ravi', 'list', true, 'filtered on his own uid, none stored', ['buyerUid', 'ravi']),
  quoteRead('ravi', 'list', false, 'not filtered on buyerUid'),
  quoteRead('anonymous', 'list', true, 'filtered on its own uid', ['buyerUid', GUEST]),
  quoteRead('anonymous', 'list', false, 'not filtered on buyerUid'),
  quoteRead('signed out', 'list', false, 'filtered on a uid', ['buyerUid', 'asha']),
  quoteRead('signed out', 'list', false, 'not filtered'),
  quoteRead('mallory', 'list', false, "by a staff claim of 'true', not filtered"),

  send(quoteOf(), QUOTED, true, 'the first version, by staff, with the request naming it'),
  ...NOT_STAFF.concat([['ravi', 'by another buyer']]).map(([who, note]) =>
    send(
      { ...quoteOf(), sentBy: writerUid(who) },
      { ...QUOTED, statusBy: writerUid(who) },
      false,
      note,
      { who },
    ),
  ),
  revise(
    {},
    true,
    'a revision by staff: the new version, the request naming it, this one superseded',
  ),
  ...NOT_STAFF.concat([['ravi', 'by another buyer']]).map(([who, note]) =>
    revise(
      {
        who,
        quote: { ...REVISED, sentBy: writerUid(who) },
        lead: { ...REQUOTED, statusBy: writerUid(who) },
      },
      false,
      `a revision ${note}`,
    ),
  ),
  decide({}, true, 'accepted by asha, the request won'),
  decide({ kind: 'changes' }, true, 'changes asked by asha, the request new again'),
  decide({ who: 'anonymous' }, true, 'accepted by a guest holding the link'),
  decide(
    { who: 'ravi', kind: 'changes' },
    true,
    'changes asked by another account holding the link',
  ),
  decide({ who: 'signed out' }, false, 'accepted signed out'),

  ...(['signed out', 'asha', 'ravi', 'anonymous', 'meera', 'mallory'] as const).map(
    (who): Scenario => ({
      who,
      op: 'delete',
      path: QUOTE_PATH,
      existing: SENT,
      allowed: false,
      note: who === 'meera' ? 'by staff: never deleted' : 'never deleted',
    }),
  ),
]

/** Lines of a quote that break one rule each; the index checks below take them in turn. */
const BAD_QUOTE_LINES: readonly [(line: DocData) => DocData, string][] = [
  [(line) => ({ ...line, packs: 0, taxable: 0 }), 'no packs'],
  [(line) => ({ ...line, size: '2kg' }), 'an unknown size'],
  [(line) => ({ ...line, product: '' }), 'no product'],
  [(line) => ({ ...line, packPrice: 0, taxable: 0 }), 'a price of 0'],
  [(line) => ({ ...line, taxable: (line.taxable as number) + 1 }), 'a taxable value off by 1'],
  [(line) => ({ ...line, cgst: -1 }), 'CGST -1'],
  [(line) => without(line, 'hsn'), 'no hsn field'],
]

/**
 * The quotes that cost the rules most to check: as many lines as allowed, sent first (each line
 * with an HSN code) and as a revision (whose request's rule also reads the quote it replaces).
 * rules.test.ts also checks they leave room to spare.
 */
export const LARGEST_QUOTES: readonly Scenario[] = [
  send(
    quoteOf({ lines: quoteLines(Q.lines).map((line) => ({ ...line, hsn: '07134000' })) }),
    QUOTED,
    true,
    `${Q.lines} lines`,
  ),
  revise(
    { quote: quoteOf({ lines: quoteLines(Q.lines) }, 2) },
    true,
    `a revision of ${Q.lines} lines`,
  ),
]

/** A send's signature, version, and its commit with the request naming it. */
const quoteSends: Scenario[] = [
  sendContent({ buyer: SAME_STATE_BUYER }, true, "to a buyer in the seller's state, CGST and SGST"),
  sendWith({ sentBy: 'ravi' }, false, "sentBy another's uid"),
  sendWith({ sentAt: EARLIER }, false, "sentAt the client's time"),
  sendLead({ statusBy: 'ravi' }, false, "the request's statusBy another's uid"),
  sendLead({ statusAt: EARLIER }, false, "the request's statusAt the client's time"),
  sendLead({ status: 'won' }, false, 'the request marked won'),
  sendLead({ note: 'Quoted.' }, false, 'a note set on the request too'),
  sendLead({ notified: false }, false, 'the request marked not mailed'),
  sendLead({ quoteDecision: 'accepted' }, false, 'the request already saying accepted'),
  send({ ...quoteOf(), version: 2 }, QUOTED, false, 'version 2, the request saying 1'),
  send(
    quoteOf({}, 2),
    { ...QUOTED, quoteVersion: 2 },
    false,
    'version 2 of a request never quoted',
  ),
  send(quoteOf({}, 0), { ...QUOTED, quoteVersion: 0 }, false, 'version 0'),
  send(quoteOf(), null, false, 'the request not naming it'),
  send(quoteOf(), { ...QUOTED, quoteId: REVISION_ID }, false, 'the request naming another quote'),
  commit(
    'meera',
    [
      { path: QUOTE_PATH, data: quoteOf() },
      { path: REVISION_PATH, data: quoteOf() },
      { path: REQUEST_PATH, data: { ...QUOTED, quoteId: REVISION_ID } },
    ],
    { [REQUEST_PATH]: REQUEST },
    false,
    'with another quote, the request naming the other',
  ),
  send({ ...quoteOf(), leadId: OTHER_LEAD_ID }, QUOTED, false, 'for another request'),
  commit(
    'meera',
    [{ path: REQUEST_PATH, data: QUOTED }],
    { [REQUEST_PATH]: REQUEST },
    false,
    'the request naming a quote the commit does not create',
  ),
  commit(
    'meera',
    [{ path: REQUEST_PATH, data: QUOTED }],
    { [REQUEST_PATH]: REQUEST, [QUOTE_PATH]: SENT },
    false,
    'the request naming a quote stored before',
  ),
  ...[LEAD_ID_LENGTH - 1, LEAD_ID_LENGTH + 1].map((length) => {
    const id = QUOTE_ID.padEnd(length, 'x').slice(0, length)
    return send(quoteOf(), { ...QUOTED, quoteId: id }, false, `an id of ${length} characters`, {
      id,
    })
  }),
  send(quoteOf(), { ...QUOTED, quoteId: `${QUOTE_ID.slice(1)}-` }, false, 'an id with a hyphen', {
    id: `${QUOTE_ID.slice(1)}-`,
  }),
  sendWith({ buyerUid: 'ravi' }, false, "buyerUid another's, not the request's author"),

  // A revision: one version on, the quote it replaces marked superseded by it, once.
  revise(
    {
      old: { ...DECIDED, supersededBy: REVISION_ID },
      stored: DECIDED_STORED,
      lead: REQUOTED,
    },
    true,
    'a revision after changes were asked, the decision cleared',
  ),
  revise(
    {
      old: { ...DECIDED, supersededBy: REVISION_ID },
      stored: DECIDED_STORED,
      lead: { ...REQUOTED, quoteDecision: 'changes' },
    },
    false,
    'a revision keeping the decision on the last',
  ),
  revise({ old: null }, false, 'the last version not marked superseded'),
  revise(
    { old: { ...SENT, supersededBy: THIRD_ID } },
    false,
    'the last marked superseded by another',
  ),
  revise({ quote: null }, false, 'the new version not created'),
  revise({ lead: null }, false, 'the request not naming the new version'),
  revise(
    { quote: { ...REVISED, version: 3 }, lead: { ...REQUOTED, quoteVersion: 3 } },
    false,
    'version 3 after 1',
  ),
  revise(
    { quote: { ...REVISED, version: 1 }, lead: { ...REQUOTED, quoteVersion: 1 } },
    false,
    'version 1 again',
  ),
  ...quoteVersions(),
]

/** A third version after the stored revision, and a desk still showing the first. */
function quoteVersions(): Scenario[] {
  const lead: DocData = { ...REVISION_LEAD, statusAt: SERVER_TIME, quoteId: THIRD_ID }
  const third = (version: number, replaced: Write[], allowed: boolean, note: string): Scenario =>
    commit(
      'meera',
      [
        { path: THIRD_PATH, data: quoteOf({}, version) },
        { path: REQUEST_PATH, data: { ...lead, quoteVersion: version } },
        ...replaced,
      ],
      REVISION_STORED,
      allowed,
      note,
    )
  const revisionReplaced = {
    path: REVISION_PATH,
    data: { ...REVISION_QUOTE, supersededBy: THIRD_ID },
  }
  return [
    third(3, [revisionReplaced], true, 'version 3, replacing version 2'),
    third(2, [revisionReplaced], false, 'version 2 again, replacing version 2'),
    third(
      2,
      [{ path: QUOTE_PATH, data: { ...SUPERSEDED, supersededBy: THIRD_ID } }],
      false,
      'from a desk still showing version 1: version 2 again, replacing version 1',
    ),
    third(
      3,
      [revisionReplaced, { path: QUOTE_PATH, data: { ...SUPERSEDED, supersededBy: THIRD_ID } }],
      false,
      'version 3, version 1 marked superseded again',
    ),
  ]
}

/** A sent quote's figures never change: only the mark of the version replacing it, once. */
const quoteChanges: Scenario[] = [
  revise(
    { old: { ...SUPERSEDED, totals: { ...(SENT.totals as DocData), grandTotal: 100 } } },
    false,
    'a revision changing a figure of this one too',
  ),
  revise(
    { old: { ...SUPERSEDED, note: 'Changed.' } },
    false,
    'a revision changing the note of this one too',
  ),
  commit(
    'meera',
    [{ path: QUOTE_PATH, data: withLine(SENT, 0, { packPrice: 1, taxable: 2 }) }],
    { [QUOTE_PATH]: SENT, [REQUEST_PATH]: QUOTED_STORED },
    false,
    'a price changed by staff after it was sent',
  ),
  commit(
    'meera',
    [{ path: QUOTE_PATH, data: { ...SENT, validUntil: daysAfter(Q.maxValidDays) } }],
    { [QUOTE_PATH]: SENT, [REQUEST_PATH]: QUOTED_STORED },
    false,
    'kept open longer by staff after it was sent',
  ),
  commit(
    'meera',
    [{ path: QUOTE_PATH, data: SUPERSEDED }],
    { [QUOTE_PATH]: SENT, [REQUEST_PATH]: QUOTED_STORED },
    false,
    'marked superseded alone, by a quote the request does not name',
  ),
  // As if a revision had left the quote it replaced unmarked: only staff mark it.
  ...(['meera', 'asha'] as const).map((who) =>
    commit(
      who,
      [{ path: QUOTE_PATH, data: SUPERSEDED }],
      { ...REVISION_STORED, [QUOTE_PATH]: SENT },
      who === 'meera',
      `marked superseded by the quote the request names, ${who === 'meera' ? 'by staff' : 'by its buyer'}`,
    ),
  ),
  commit(
    'meera',
    [{ path: QUOTE_PATH, data: { ...SUPERSEDED, supersededBy: THIRD_ID } }],
    REVISION_STORED,
    false,
    'superseded, marked again',
  ),
  commit(
    'asha',
    [{ path: QUOTE_PATH, data: { ...SENT, validUntil: daysAfter(Q.maxValidDays) } }],
    { [QUOTE_PATH]: SENT, [REQUEST_PATH]: QUOTED_STORED },
    false,
    'kept open longer by its buyer',
  ),
]

/** Rows for text field `key` of the quote, min to max characters. */
function quoteTextRows(key: string, min: number, max: number): Scenario[] {
  return [
    sendWith({ [key]: 'x'.repeat(max) }, true, `${max}-character ${key}`),
    sendWith({ [key]: 'x'.repeat(max + 1) }, false, `${max + 1}-character ${key}`),
    ...(min > 0
      ? [sendWith({ [key]: '' }, false, `empty ${key}`)]
      : [sendWith({ [key]: '' }, true, `empty ${key}`)]),
    sendWith({ [key]: 7 }, false, `${key} is a number`),
  ]
}

/** Rows for text field `key` of the buyer, at most `max` characters (`min`: at least). */
function buyerTextRows(key: string, min: number, max: number): Scenario[] {
  return [
    sendMap('buyer', { [key]: 'x'.repeat(max) }, true, `the buyer's ${key} of ${max} characters`),
    sendMap(
      'buyer',
      { [key]: 'x'.repeat(max + 1) },
      false,
      `the buyer's ${key} of ${max + 1} characters`,
    ),
    sendMap('buyer', { [key]: '' }, min === 0, `the buyer's ${key} empty`),
    sendMap('buyer', { [key]: 7 }, false, `the buyer's ${key} a number`),
  ]
}

/** A quote's fields: what it is for, the seller and buyer, the supply, and its texts and dates. */
const quoteFields: Scenario[] = [
  sendWith({ extra: 'x' }, false, 'a field added'),
  ...Object.keys(quoteOf()).map((key) => send(without(quoteOf(), key), QUOTED, false, `no ${key}`)),
  sendWith({ sellerGstin: site.gstin.slice(0, -1) }, false, "the seller's GSTIN of 14 characters"),
  sendWith({ sellerGstin: site.gstin.toLowerCase() }, false, "the seller's GSTIN in lower case"),
  sendWith({ sellerStateCode: '27' }, false, "the seller's state code not its GSTIN's"),
  send(
    { ...quoteOf({ buyer: SAME_STATE_BUYER }), sellerStateCode: '27', buyer: { ...CONTENT.buyer } },
    QUOTED,
    false,
    "the seller's state code not its GSTIN's but the buyer's, within that state",
  ),

  // The supply: within the seller's state exactly when the buyer's state code is the seller's.
  send(
    { ...quoteOf({ buyer: SAME_STATE_BUYER }), buyer: { ...CONTENT.buyer } },
    QUOTED,
    false,
    'a Maharashtra (27) buyer marked intra-state, CGST and SGST',
  ),
  send(
    { ...quoteOf(), buyer: { ...SAME_STATE_BUYER } },
    QUOTED,
    false,
    `a Rajasthan (${SELLER_STATE_CODE}) buyer marked inter-state, IGST`,
  ),
  sendWith({ supply: 'export' }, false, "supply 'export'"),

  // The buyer: as the request names them.
  sendMap('buyer', { extra: 'x' }, false, 'a field added to the buyer'),
  ...Object.keys(CONTENT.buyer).map((key) =>
    send(
      { ...quoteOf(), buyer: without(quoteOf().buyer as DocData, key) },
      QUOTED,
      false,
      `the buyer without ${key}`,
    ),
  ),
  sendMap(
    'buyer',
    { name: 'x'.repeat(FIELD_LIMITS.name) },
    true,
    `the buyer's name of ${FIELD_LIMITS.name} characters`,
  ),
  sendMap(
    'buyer',
    { name: 'x'.repeat(FIELD_LIMITS.name + 1) },
    false,
    `the buyer's name of ${FIELD_LIMITS.name + 1} characters`,
  ),
  sendMap('buyer', { name: '   ' }, false, "the buyer's name blank"),
  sendMap('buyer', { name: 'Asha \u202Esredart' }, false, "the buyer's name with an override"),
  ...buyerTextRows('company', 0, ORDER_REQUEST_LIMITS.company),
  sendMap('buyer', { gstin: '' }, true, 'the buyer without a GSTIN'),
  sendMap('buyer', { gstin: '27AAPFU0939F1Z' }, false, "the buyer's GSTIN of 14 characters"),
  sendMap('buyer', { gstin: 27 }, false, "the buyer's GSTIN a number"),
  ...buyerTextRows('state', 1, ORDER_REQUEST_LIMITS.gstState),
  sendMap('buyer', { stateCode: '7' }, false, "the buyer's state code of one digit"),
  sendMap('buyer', { stateCode: '027' }, false, "the buyer's state code of three digits"),
  sendMap('buyer', { stateCode: 'MH' }, false, "the buyer's state code in letters"),
  sendMap('buyer', { stateCode: 27 }, false, "the buyer's state code a number"),
  ...buyerTextRows('email', 0, FIELD_LIMITS.email),
  ...buyerTextRows('phone', 0, FIELD_LIMITS.phone),
  ...buyerTextRows('delivery', 0, ORDER_REQUEST_LIMITS.delivery),

  // Open from now, for at most the days the desk may give.
  sendWith({ validUntil: secondsAfter(60) }, true, 'valid until a minute ahead'),
  sendWith({ validUntil: secondsBefore(60) }, false, 'valid until a minute ago'),
  sendWith({ validUntil: SERVER_TIME }, false, 'valid until the time of the send'),
  sendWith(
    { validUntil: daysAfter(Q.maxValidDays + 1 - 1 / 24) },
    true,
    `valid until the end of the ${Q.maxValidDays}th day ahead`,
  ),
  sendWith(
    { validUntil: secondsAfter((Q.maxValidDays + 1) * 86_400 + 60) },
    false,
    `valid until ${Q.maxValidDays + 1} days and a minute ahead`,
  ),
  sendWith({ validUntil: '2026-12-31' }, false, 'valid until a date as text'),

  ...quoteTextRows('paymentTerms', 1, Q.paymentTerms),
  ...quoteTextRows('deliveryEstimate', 0, Q.deliveryEstimate),
  ...quoteTextRows('note', 0, Q.note),
]

/** The lines: priced products in pack sizes, worked out as packs × price, their taxes whole. */
function quoteLineRows(): Scenario[] {
  /** A first quote whose line 1 is QUOTE_LINE with `changes`, its figures worked out anew. */
  const line = (changes: Partial<QuoteLineContent>, allowed: boolean, note: string) =>
    sendContent(
      { lines: [{ ...QUOTE_LINE, ...changes }, OTHER_QUOTE_LINE] },
      allowed,
      `a line with ${note}`,
    )
  /** A first quote whose line 1 is changed after its figures are worked out. */
  const written = (
    changes: DocData | ((line: DocData) => DocData),
    allowed: boolean,
    note: string,
  ) => send(withLine(quoteOf(), 0, changes), QUOTED, allowed, `a line with ${note}`)
  const full = quoteOf({ lines: quoteLines(Q.lines) })
  return [
    sendContent({ lines: [] }, false, 'no lines'),
    sendContent({ lines: [QUOTE_LINE] }, true, 'one line'),
    // Every length up to the limit: each index past the first is checked only when the list
    // reaches it.
    ...Array.from({ length: Q.lines - 1 }, (_, i) =>
      sendContent({ lines: quoteLines(i + 2) }, true, `${i + 2} of at most ${Q.lines} lines`),
    ),
    ...LARGEST_QUOTES,
    sendContent({ lines: quoteLines(Q.lines + 1) }, false, `${Q.lines + 1} lines`),
    sendWith({ lines: { 0: (quoteOf().lines as DocData[])[0] ?? {} } }, false, 'lines a map'),
    sendWith({ lines: 'Masoor Dal' }, false, 'lines a string'),
    // Every index has a clause of its own in the rules: a full list with one bad line at each.
    ...Array.from({ length: Q.lines }, (_, index) => {
      const [bad, what] = BAD_QUOTE_LINES[index % BAD_QUOTE_LINES.length]!
      const note = `lines[${index}], line ${index + 1} of ${Q.lines}, has ${what}`
      return send(withLine(full, index, bad), QUOTED, false, note)
    }),
    written({ unit: 'kg' }, false, 'a field added'),
    ...Object.keys(QUOTE_LINE)
      .concat(['taxable', 'cgst', 'sgst', 'igst'])
      .map((key) => written((l) => without(l, key), false, `no ${key}`)),
    sendWith({ lines: ['Masoor Dal'] }, false, 'a line that is a string'),
    line(
      { product: 'x'.repeat(ORDER_REQUEST_LIMITS.product) },
      true,
      `a ${ORDER_REQUEST_LIMITS.product}-character product`,
    ),
    line(
      { product: 'x'.repeat(ORDER_REQUEST_LIMITS.product + 1) },
      false,
      `a ${ORDER_REQUEST_LIMITS.product + 1}-character product`,
    ),
    line({ product: '' }, false, 'no product name'),
    line({ product: 'Masoor\nDal' }, false, 'a product with a line break'),
    ...PACK_SIZES.map((size) => line({ size }, true, `size ${size}`)),
    written({ size: '' }, false, 'no size'),
    written({ size: '2kg' }, false, 'size 2kg'),
    written({ size: 30 }, false, 'size 30, a number'),
    line({ hsn: '' }, true, 'no HSN code'),
    line({ hsn: '0713' }, true, 'an HSN code of 4 digits'),
    line({ hsn: '07134000' }, true, 'an HSN code of 8 digits'),
    line({ hsn: '071' }, false, 'an HSN code of 3 digits'),
    line({ hsn: '071340001' }, false, 'an HSN code of 9 digits'),
    written({ hsn: 71340 }, false, 'an HSN code as a number'),
    line({ packs: 1 }, true, '1 pack'),
    line({ packs: Q.packs }, true, `${Q.packs} packs`),
    line({ packs: 0 }, false, '0 packs'),
    line({ packs: Q.packs + 1 }, false, `${Q.packs + 1} packs`),
    line({ packs: 1.5 }, false, '1.5 packs'),
    written({ packs: '2', taxable: 528_000 }, false, "packs '2', a string"),
    line({ packPrice: 1 }, true, 'a price of 1 paisa'),
    line({ packPrice: Q.packPrice }, true, 'a price of a crore of rupees'),
    line({ packPrice: 0 }, false, 'a price of 0'),
    line({ packPrice: Q.packPrice + 1 }, false, 'a price of a crore of rupees and a paisa'),
    line({ packPrice: 264_000.5 }, false, 'a price of half a paisa more'),
    line({ packPrice: -264_000 }, false, 'a negative price'),
    ...GST_RATES.map((gstRate) => line({ gstRate }, true, `GST rate ${gstRate}%`)),
    written({ gstRate: 7 }, false, 'GST rate 7%, not a slab'),
    written({ gstRate: '5' }, false, 'GST rate as text'),
    written(
      (l) => ({ ...l, taxable: (l.taxable as number) + 1 }),
      false,
      'a taxable value of packs × price + 1',
    ),
    written(
      (l) => ({ ...l, taxable: (l.taxable as number) - 1 }),
      false,
      'a taxable value of packs × price − 1',
    ),
    written({ igst: 26_400.5 }, false, 'IGST of half a paisa'),
    written({ igst: -26_400 }, false, 'a negative IGST'),
    written({ cgst: 0.5 }, false, 'CGST of half a paisa'),
    written({ cgst: -1 }, false, 'CGST -1'),
    written({ sgst: 0.5 }, false, 'SGST of half a paisa'),
    written({ sgst: -1 }, false, 'SGST -1'),
    written({ igst: '26400' }, false, 'IGST as text'),
  ]
}

/** The delivery charge and the totals, in whole paise, of the supply's kind of tax. */
function quoteFigureRows(): Scenario[] {
  const totals = quoteOf().totals as DocData
  const sameState = quoteOf({ buyer: SAME_STATE_BUYER })
  const sameStateTotals = sameState.totals as DocData
  const cgst = sameStateTotals.cgst as number
  const igst = totals.igst as number
  const roundOff = totals.roundOff as number
  const taxable = totals.taxable as number
  return [
    sendContent({ deliveryCharge: 0 }, true, 'no delivery charge'),
    sendContent({ deliveryCharge: Q.deliveryCharge }, true, 'a delivery charge of ten lakh rupees'),
    sendContent(
      { deliveryCharge: Q.deliveryCharge + 1 },
      false,
      'a delivery charge of ten lakh rupees and a paisa',
    ),
    sendMap('delivery', { charge: -150_000 }, false, 'a negative delivery charge'),
    sendMap('delivery', { charge: 150_000.5 }, false, 'a delivery charge of half a paisa more'),
    sendMap('delivery', { gstRate: 7 }, false, 'a delivery charge taxed at 7%, not a slab'),
    ...(['cgst', 'sgst', 'igst'] as const).flatMap((tax) => [
      sendMap('delivery', { [tax]: -1 }, false, `${tax} -1 on the delivery charge`),
      sendMap('delivery', { [tax]: 0.5 }, false, `${tax} of half a paisa on the delivery charge`),
    ]),
    sendMap('delivery', { extra: 'x' }, false, 'a field added to the delivery charge'),
    ...Object.keys(quoteOf().delivery as DocData).map((key) =>
      send(
        { ...quoteOf(), delivery: without(quoteOf().delivery as DocData, key) },
        QUOTED,
        false,
        `the delivery charge without ${key}`,
      ),
    ),

    sendMap('totals', { extra: 'x' }, false, 'a field added to the totals'),
    ...Object.keys(totals).map((key) =>
      send(
        { ...quoteOf(), totals: without(totals, key) },
        QUOTED,
        false,
        `the totals without ${key}`,
      ),
    ),
    // Across states, IGST only; within the seller's state, CGST and SGST only: the grand total
    // the same either way.
    sendMap(
      'totals',
      { cgst: igst / 2, sgst: igst / 2, igst: 0 },
      false,
      'across states, CGST and SGST',
    ),
    send(
      withMap(sameState, 'totals', { cgst: 0, sgst: 0, igst: cgst * 2 }),
      QUOTED,
      false,
      "within the seller's state, IGST",
    ),
    send(
      withMap(sameState, 'totals', { cgst: -100, sgst: 2 * cgst + 100 }),
      QUOTED,
      false,
      "within the seller's state, a negative CGST",
    ),
    sendMap('totals', { igst: igst + 0.5, taxable: taxable - 0.5 }, false, 'IGST of half a paisa'),
    sendMap(
      'totals',
      { roundOff: roundOff - 0.5, taxable: taxable + 0.5 },
      false,
      'a round-off of half a paisa',
    ),
    sendMap(
      'totals',
      { roundOff: 50, grandTotal: (totals.grandTotal as number) + 50 - roundOff },
      false,
      'a round-off to no whole rupee',
    ),
    ...[-50, 50].map((off) =>
      sendMap(
        'totals',
        { roundOff: off, taxable: taxable + roundOff - off },
        true,
        `a round-off of ${off} paise`,
      ),
    ),
    ...[-51, 51].map((off) =>
      sendMap(
        'totals',
        { roundOff: off, taxable: taxable + roundOff - off },
        false,
        `a round-off of ${off} paise`,
      ),
    ),
    sendMap(
      'totals',
      { grandTotal: (totals.grandTotal as number) + 100 },
      false,
      'a grand total a rupee more than the sum',
    ),
    sendMap(
      'totals',
      { grandTotal: (totals.grandTotal as number) - 100 },
      false,
      'a grand total a rupee less than the sum',
    ),
    sendMap('totals', { roundOff: '-32' }, false, 'a round-off as text'),
  ]
}

/**
 * Decisions: by whoever holds the link, signed in, as themselves and at the server's time; once,
 * on the request's current quote, before it runs out, in the commit that tells the request.
 */
const quoteDecisions: Scenario[] = [
  decide(
    { decision: decisionBy('asha', 'accepted', { message: 'Dispatch on Monday.' }) },
    true,
    'accepted with a message',
  ),
  decide(
    { kind: 'changes', decision: decisionBy('asha', 'changes', { message: '' }) },
    false,
    'changes asked without a message',
  ),
  decide(
    { kind: 'changes', decision: decisionBy('asha', 'changes', { message: ' \n ' }) },
    false,
    'changes asked with a blank message',
  ),
  decide(
    {
      kind: 'changes',
      decision: decisionBy('asha', 'changes', { message: 'x'.repeat(Q.decisionMessage) }),
    },
    true,
    `changes asked in ${Q.decisionMessage} characters`,
  ),
  decide(
    {
      kind: 'changes',
      decision: decisionBy('asha', 'changes', { message: 'x'.repeat(Q.decisionMessage + 1) }),
    },
    false,
    `changes asked in ${Q.decisionMessage + 1} characters`,
  ),
  decide(
    { decision: decisionBy('asha', 'accepted', { message: 7 }) },
    false,
    'a message that is a number',
  ),
  decide(
    { decision: decisionBy('asha', 'accepted', { name: 'x'.repeat(Q.deciderName) }) },
    true,
    `a name of ${Q.deciderName} characters`,
  ),
  decide(
    { decision: decisionBy('asha', 'accepted', { name: 'x'.repeat(Q.deciderName + 1) }) },
    false,
    `a name of ${Q.deciderName + 1} characters`,
  ),
  decide({ decision: decisionBy('asha', 'accepted', { name: '' }) }, false, 'no name'),
  decide(
    { decision: decisionBy('asha', 'accepted', { name: 'Asha \u202Esredart' }) },
    false,
    'a name with a right-to-left override',
  ),
  decide({ decision: decisionBy('asha', 'accepted', { name: '   ' }) }, false, 'a blank name'),
  decide(
    { kind: 'rejected', decision: decisionBy('asha', 'rejected', { message: 'Too dear.' }) },
    false,
    "kind 'rejected', with a message",
  ),
  decide(
    { decision: decisionBy('asha', 'accepted', { uid: 'ravi' }) },
    false,
    "by asha, in another's uid",
  ),
  decide(
    { who: 'anonymous', decision: decisionBy('anonymous', 'accepted', { uid: 'asha' }) },
    false,
    "by a guest, in asha's uid",
  ),
  decide(
    { decision: decisionBy('asha', 'accepted', { at: EARLIER }) },
    false,
    "at the client's time",
  ),
  decide(
    { decision: decisionBy('asha', 'accepted', { extra: 'x' }) },
    false,
    'a field added to the decision',
  ),
  ...Object.keys(decisionBy('asha', 'accepted')).map((key) =>
    decide(
      { decision: without(decisionBy('asha', 'accepted'), key) },
      false,
      `a decision without ${key}`,
    ),
  ),
  decide({ decision: 'accepted' as unknown as DocData }, false, 'a decision that is a text'),

  // The request: told in the same commit, won when accepted, new again when changes are asked.
  decide({ lead: null }, false, 'the request not told'),
  decide(
    { lead: { ...decidedLead('accepted'), status: 'new' } },
    false,
    'accepted, the request new',
  ),
  decide(
    { kind: 'changes', lead: { ...decidedLead('changes'), status: 'won' } },
    false,
    'changes asked, the request won',
  ),
  decide({ lead: decidedLead('changes') }, false, 'accepted, the request saying changes'),
  decide(
    { lead: { ...decidedLead('accepted'), delivery: 'Pune' } },
    false,
    'accepted, the request changed too',
  ),
  decide(
    { quoteChanges: { note: 'Changed.' } },
    false,
    'accepted, a field of the quote changed too',
  ),
  decide(
    { quoteChanges: { totals: { ...(SENT.totals as DocData), grandTotal: 100 } } },
    false,
    'accepted, the grand total changed too',
  ),
  commit(
    'asha',
    [{ path: REQUEST_PATH, data: decidedLead('accepted') }],
    { [REQUEST_PATH]: QUOTED_STORED, [QUOTE_PATH]: SENT },
    false,
    'the request marked won, the quote not decided',
  ),

  // Once; while it is open and the request's current quote.
  decide(
    {
      kind: 'accepted',
      quote: DECIDED,
      stored: DECIDED_STORED,
      lead: decidedLead('accepted', DECIDED_LEAD),
    },
    false,
    'accepted after changes were asked',
  ),
  decide(
    {
      kind: 'changes',
      quote: DECIDED,
      stored: DECIDED_STORED,
      decision: decisionBy('asha', 'changes', { message: 'And deliver to Pune.' }),
      lead: null,
    },
    false,
    'changes asked again, the request already saying changes',
  ),
  commit(
    'asha',
    [{ path: REQUEST_PATH, data: { ...decidedLead('accepted'), status: 'won' } }],
    {
      [QUOTE_PATH]: { ...SENT, decision: { ...decisionBy('asha', 'accepted'), at: EARLIER } },
      [REQUEST_PATH]: { ...decidedLead('accepted'), status: 'lost', statusBy: 'meera' },
    },
    false,
    'the request marked won again after staff marked it lost',
  ),
  decide(
    { quote: { ...SENT, validUntil: secondsBefore(60) } },
    false,
    'accepted a minute after it ran out',
  ),
  decide(
    { quote: { ...SENT, validUntil: secondsAfter(60) } },
    true,
    'accepted a minute before it runs out',
  ),
  decide(
    { quote: SUPERSEDED, stored: REVISION_STORED, lead: decidedLead('accepted', REVISION_LEAD) },
    false,
    'accepted after a revision replaced it',
  ),
  // Only the rule of the quote decided can tell: the request's rule sees its current one decided.
  commit(
    'asha',
    [
      { path: QUOTE_PATH, data: { ...SUPERSEDED, decision: decisionBy('asha', 'accepted') } },
      {
        path: REVISION_PATH,
        data: { ...REVISION_QUOTE, decision: decisionBy('asha', 'accepted') },
      },
      { path: REQUEST_PATH, data: decidedLead('accepted', REVISION_LEAD) },
    ],
    REVISION_STORED,
    false,
    'accepted after a revision replaced it, with the revision, in one commit',
  ),
]

const quotes: Scenario[] = [
  ...quoteAccess,
  ...quoteSends,
  ...quoteChanges,
  ...quoteFields,
  ...quoteLineRows(),
  ...quoteFigureRows(),
  ...quoteDecisions,
]

// leadNotes/{leadId} ---------------------------------------------------------------------------

const NOTE_PATH = `${COLLECTIONS.leadNotes}/${LEAD_ID}`
const NOTED_LEAD = `${COLLECTIONS.orderRequests}/${LEAD_ID}`
/** The desk's note on asha's order request as staff write it. */
const NOTE: DocData = {
  lead: NOTED_LEAD,
  note: 'Quoted ₹2,640 per 30 kg bag, delivery on Friday.',
  updatedBy: 'meera',
  updatedAt: SERVER_TIME,
}
const NOTE_STORED: DocData = { ...NOTE, updatedAt: EARLIER }
const LEAD_STORED = { [NOTED_LEAD]: { ...ORDER, createdAt: EARLIER } }

const noteWrite = (
  who: Actor,
  data: DocData,
  allowed: boolean,
  note: string,
  existing?: DocData,
): Scenario => ({
  who,
  op: existing ? 'update' : 'create',
  path: NOTE_PATH,
  data,
  ...(existing ? { existing } : {}),
  others: LEAD_STORED,
  allowed,
  note,
})

const leadNotes: Scenario[] = [
  // Nobody but staff, the lead's author (asha) included, does anything with a note.
  ...everyOperation(COLLECTIONS.leadNotes, () => false, NOTE_STORED),
  {
    who: 'meera',
    op: 'get',
    path: NOTE_PATH,
    existing: NOTE_STORED,
    allowed: true,
    note: 'by staff',
  },
  { who: 'meera', op: 'get', path: NOTE_PATH, allowed: true, note: 'by staff, not written' },
  {
    who: 'asha',
    op: 'get',
    path: NOTE_PATH,
    existing: NOTE_STORED,
    others: LEAD_STORED,
    allowed: false,
    note: 'by the lead’s author',
  },
  {
    who: 'mallory',
    op: 'get',
    path: NOTE_PATH,
    existing: NOTE_STORED,
    allowed: false,
    note: "by a staff claim of 'true'",
  },
  { who: 'meera', op: 'list', path: COLLECTIONS.leadNotes, allowed: false, note: 'by staff' },
  {
    who: 'meera',
    op: 'delete',
    path: NOTE_PATH,
    existing: NOTE_STORED,
    allowed: false,
    note: 'by staff',
  },
  noteWrite('meera', NOTE, true, 'written by staff'),
  noteWrite('meera', { ...NOTE, note: '' }, true, 'emptied by staff', NOTE_STORED),
  noteWrite(
    'meera',
    { ...NOTE, note: 'x'.repeat(LEAD_NOTE_MAX) },
    true,
    `${LEAD_NOTE_MAX} characters`,
  ),
  noteWrite(
    'meera',
    { ...NOTE, note: 'x'.repeat(LEAD_NOTE_MAX + 1) },
    false,
    `${LEAD_NOTE_MAX + 1} characters`,
  ),
  noteWrite('meera', { ...NOTE, note: 7 }, false, 'a number'),
  noteWrite('asha', { ...NOTE, updatedBy: 'asha' }, false, 'by the lead’s author'),
  noteWrite('mallory', { ...NOTE, updatedBy: 'mallory' }, false, "by a staff claim of 'true'"),
  noteWrite('anonymous', { ...NOTE, updatedBy: GUEST }, false, 'by a guest'),
  noteWrite('meera', { ...NOTE, updatedBy: 'ravi' }, false, "updatedBy another's uid"),
  noteWrite('meera', { ...NOTE, updatedAt: EARLIER }, false, "updatedAt the client's time"),
  ...(
    [
      [COLLECTIONS.contactMessages, CONTACT],
      [COLLECTIONS.jobApplications, APPLICATION],
    ] as const
  ).map(([collection, lead]) => ({
    ...noteWrite(
      'meera',
      { ...NOTE, lead: `${collection}/${LEAD_ID}` },
      true,
      `on a ${collection}`,
    ),
    others: { [`${collection}/${LEAD_ID}`]: { ...lead, createdAt: EARLIER } },
  })),
  // Each names a document that exists, but not a lead of the note's id.
  {
    ...noteWrite(
      'meera',
      { ...NOTE, lead: `${COLLECTIONS.orderRequests}/${OTHER_LEAD_ID}` },
      false,
      'naming another lead',
    ),
    others: {
      ...LEAD_STORED,
      [`${COLLECTIONS.orderRequests}/${OTHER_LEAD_ID}`]: { ...ORDER, createdAt: EARLIER },
    },
  },
  {
    ...noteWrite(
      'meera',
      { ...NOTE, lead: `${COLLECTIONS.users}/${LEAD_ID}` },
      false,
      'naming no lead collection',
    ),
    others: { ...LEAD_STORED, [`${COLLECTIONS.users}/${LEAD_ID}`]: { name: 'Asha' } },
  },
  { ...noteWrite('meera', NOTE, false, 'on a lead that does not exist'), others: {} },
  noteWrite('meera', { ...NOTE, extra: 'x' }, false, 'a field added'),
  ...Object.keys(NOTE).map((key) => noteWrite('meera', without(NOTE, key), false, `no ${key}`)),
  {
    who: 'meera',
    op: 'update',
    path: NOTED_LEAD,
    existing: { ...ORDER, createdAt: EARLIER },
    data: {
      ...ORDER,
      createdAt: EARLIER,
      status: 'quoted',
      statusBy: 'meera',
      statusAt: SERVER_TIME,
    },
    alsoWrites: [{ path: NOTE_PATH, data: NOTE }],
    allowed: true,
    note: 'status and note saved together, as the desk does',
  },
]

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
  ...quotes,
  ...leadNotes,
  ...textMeasureRows(),
].map((s) => withOpening(withSearchMaps(s)))
