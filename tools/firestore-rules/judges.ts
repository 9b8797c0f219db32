/**
 * Two ways to decide a scenario: the Cloud Firestore emulator, asked through
 * @firebase/rules-unit-testing with the rules under test, and the local stand-in's copy of them.
 */
import {
  initializeTestEnvironment,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing'
import firebase from 'firebase/compat/app'
import 'firebase/compat/firestore'
import { STAFF_CLAIM } from '../../src/lib/desk-schema'
import { toFirestoreValue, type Fields, type Value } from '../local-backend/firestore-values'
import { isAllowed } from '../local-backend/standin/rules'
import {
  ACTORS,
  AfterRequest,
  BeforeRequest,
  SERVER_TIME,
  type Actor,
  type DocData,
  type DocValue,
  type Scenario,
} from './scenarios'

type Firestore = firebase.firestore.Firestore

// Every denied request is expected here; the SDK would log each one as an error.
firebase.firestore.setLogLevel('silent')

export interface HostAndPort {
  host: string
  port: number
}

/** Where a scenario's `existing` document lives: its path, or doc-1 of a listed collection. */
function existingPath(s: Scenario): string {
  return s.op === 'list' ? `${s.path}/doc-1` : s.path
}

/** Every document stored before the request, by path. */
function storedDocuments(s: Scenario): Record<string, DocData> {
  return { ...s.others, ...(s.existing ? { [existingPath(s)]: s.existing } : {}) }
}

/** A create's or an update's writes: its own document, then the rest of its commit. */
function writesOf(s: Scenario): { path: string; data: DocData }[] {
  return [{ path: s.path, data: s.data ?? {} }, ...(s.alsoWrites ?? [])]
}

/** `value` for the SDK; a time before or after the request is counted from `now` (ms). */
function toSdk(value: DocValue, now: number): unknown {
  if (value === SERVER_TIME) return firebase.firestore.FieldValue.serverTimestamp()
  if (value instanceof BeforeRequest) return new Date(now - value.seconds * 1000)
  if (value instanceof AfterRequest) return new Date(now + value.seconds * 1000)
  if (Array.isArray(value)) return value.map((item) => toSdk(item, now))
  if (value instanceof Date || value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toSdk(v, now)]))
}

const toSdkData = (data: DocData, now: number) =>
  toSdk(data, now) as firebase.firestore.DocumentData

async function perform(db: Firestore, s: Scenario, now: number): Promise<void> {
  switch (s.op) {
    case 'get':
      await db.doc(s.path).get()
      return
    case 'list': {
      const ref = db.collection(s.path)
      await (s.where ? ref.where(s.where[0], '==', s.where[1]) : ref).get()
      return
    }
    case 'create':
    case 'update': {
      // One commit, as a batch: the rules' getAfter() sees every write of it.
      const batch = db.batch()
      for (const { path, data } of writesOf(s)) batch.set(db.doc(path), toSdkData(data, now))
      await batch.commit()
      return
    }
    case 'delete':
      await db.doc(s.path).delete()
  }
}

/** The claims of the caller's token beyond its uid. */
function tokenOf(actor: NonNullable<(typeof ACTORS)[Actor]>): TokenOptions {
  if ('anonymous' in actor) {
    return { provider_id: 'anonymous', firebase: { sign_in_provider: 'anonymous' } }
  }
  return {
    ...('email' in actor ? { email: actor.email } : {}),
    ...('staff' in actor ? { [STAFF_CLAIM]: actor.staff } : {}),
  }
}

export interface EmulatorJudge {
  /** Whether the emulator allows the scenario's request (a fresh database each time). */
  allowed(s: Scenario): Promise<boolean>
  cleanup(): Promise<void>
}

/** A judge on its own project of the emulator, running `rules`. */
export async function emulatorJudge(
  emulator: HostAndPort,
  projectId: string,
  rules: string,
): Promise<EmulatorJudge> {
  const env: RulesTestEnvironment = await initializeTestEnvironment({
    projectId,
    firestore: { ...emulator, rules },
  })
  const contexts = new Map<Actor, Firestore>()
  const db = (who: Actor): Firestore => {
    let found = contexts.get(who)
    if (!found) {
      const actor = ACTORS[who]
      const context = actor
        ? env.authenticatedContext(actor.uid, tokenOf(actor))
        : env.unauthenticatedContext()
      found = context.firestore()
      contexts.set(who, found)
    }
    return found
  }
  /** Whether the database may hold a document: only then is clearing it worth a request. */
  let written = true
  return {
    async allowed(s) {
      if (written) await env.clearFirestore()
      // The request follows in milliseconds: "21 s before" is 21 s and a little before it.
      const now = Date.now()
      const stored = storedDocuments(s)
      written = Object.keys(stored).length > 0
      if (written) {
        await env.withSecurityRulesDisabled(async (context) => {
          for (const [path, data] of Object.entries(stored)) {
            await context.firestore().doc(path).set(toSdkData(data, now))
          }
        })
      }
      try {
        // An allowed write leaves a document, and so may a failure other than a refusal.
        written ||= s.op !== 'get' && s.op !== 'list'
        await perform(db(s.who), s, now)
        return true
      } catch (error) {
        if ((error as { code?: string }).code === 'permission-denied') {
          written = Object.keys(stored).length > 0
          return false
        }
        throw error
      }
    },
    cleanup: () => env.cleanup(),
  }
}

/** The time the stand-in gives `request.time` (and so every server timestamp) in these checks. */
const REQUEST_TIME = '2026-11-25T09:30:00.123456Z'

function toStandinValue(value: DocValue): Value {
  if (value === SERVER_TIME) return { timestampValue: REQUEST_TIME }
  if (value instanceof BeforeRequest || value instanceof AfterRequest) {
    const seconds = value instanceof BeforeRequest ? -value.seconds : value.seconds
    const time = new Date(Date.parse(REQUEST_TIME) + seconds * 1000)
    return { timestampValue: time.toISOString() }
  }
  if (value instanceof Date) return { timestampValue: value.toISOString() }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toStandinValue) } }
  if (value !== null && typeof value === 'object') return { mapValue: { fields: toFields(value) } }
  return toFirestoreValue(value)
}

function toFields(data: DocData): Fields {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toStandinValue(v)]))
}

type Documents = Map<string, Fields>

const toDocuments = (documents: Record<string, DocData>): Documents =>
  new Map(Object.entries(documents).map(([path, data]) => [path, toFields(data)]))

/** The rules' get() (or getAfter()) of a document of `documents`. */
const readerOf = (documents: Documents) => (collection: string, id: string) =>
  documents.get(`${collection}/${id}`)

/**
 * Whether the stand-in's copy of the rules allows the scenario's request: a read, a delete, or a
 * commit each of whose writes is allowed, judged against the documents stored before it (get())
 * and after it (getAfter()).
 */
export function standinAllows(s: Scenario): boolean {
  const actor = ACTORS[s.who]
  const auth = actor && {
    uid: actor.uid,
    ...('email' in actor ? { email: actor.email } : {}),
    ...('anonymous' in actor ? { anonymous: true } : {}),
    ...('staff' in actor && actor.staff === true ? { staff: true } : {}),
  }
  const stored = toDocuments(storedDocuments(s))
  const request = { auth, requestTime: REQUEST_TIME, read: readerOf(stored) }
  const segments = s.path.split('/')
  if (s.op !== 'create' && s.op !== 'update') {
    const isDocument = s.op !== 'list'
    return isAllowed({
      ...request,
      operation: s.op,
      collection: (isDocument ? segments.slice(0, -1) : segments).join('/'),
      docId: isDocument ? segments.at(-1) : undefined,
      // A list sees its query, not the stored documents.
      existing: isDocument ? stored.get(s.path) : undefined,
      where: s.where && [{ path: [s.where[0]], value: { stringValue: s.where[1] } }],
    })
  }
  const writes = writesOf(s).map(({ path, data }) => ({ path, fields: toFields(data) }))
  const after = new Map([...stored, ...writes.map(({ path, fields }) => [path, fields] as const)])
  return writes.every(({ path, fields }) => {
    const [collection = '', docId] = path.split('/')
    return isAllowed({
      ...request,
      operation: stored.has(path) ? 'update' : 'create',
      collection,
      docId,
      data: fields,
      existing: stored.get(path),
      readAfter: readerOf(after),
    })
  })
}
