/**
 * What firestore.rules must allow and deny, as one table: who asks, for what, on which document,
 * and whether it is allowed. The Cloud Firestore emulator is the judge (rules.test.ts runs every
 * row against it and against the local stand-in's copy of the decisions; clauses.test.ts removes
 * each clause of the rules in turn and expects some row to notice).
 */
import { PUBLIC_COLLECTIONS } from '../../src/lib/schema'
import { PHONE_EXAMPLES } from '../../src/test/field-examples'
import type { Operation } from '../local-backend/standin/rules'

/** Stands for `serverTimestamp()`: the time of the write itself (`request.time`). */
export const SERVER_TIME = Symbol('request.time')

export type DocValue =
  | null
  | boolean
  | number
  | string
  | Date
  | typeof SERVER_TIME
  | DocValue[]
  | { [key: string]: DocValue }

export type DocData = Record<string, DocValue>

/**
 * The callers: signed out, two accounts with an e-mail in their token, one without, and a visitor
 * signed in anonymously.
 */
export const ACTORS = {
  'signed out': null,
  asha: { uid: 'asha', email: 'asha@example.com' },
  ravi: { uid: 'ravi', email: 'ravi@example.com' },
  /** Signed in by phone, say: no e-mail in the token. */
  kiran: { uid: 'kiran' },
  /** An anonymous sign-in: a uid, no e-mail, and 'anonymous' as the token's sign-in provider. */
  anonymous: { uid: 'guest', anonymous: true },
} as const satisfies Record<string, { uid: string; email?: string; anonymous?: true } | null>

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
  /** The document as stored before the request (set with the rules off). */
  existing?: DocData
  allowed: boolean
  /** What makes this row different from its neighbours. */
  note?: string
}

export function describeScenario(s: Scenario): string {
  const target = s.where ? `${s.path} where ${s.where[0]} == ${s.where[1]}` : s.path
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
]

export const SCENARIOS: readonly Scenario[] = [
  ...catalogue,
  ...unused,
  ...userAccess,
  ...userFields,
]
