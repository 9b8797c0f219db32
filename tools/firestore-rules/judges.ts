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
import { toFirestoreValue, type Fields, type Value } from '../local-backend/firestore-values'
import { isAllowed } from '../local-backend/standin/rules'
import {
  ACTORS,
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

function toSdk(value: DocValue): unknown {
  if (value === SERVER_TIME) return firebase.firestore.FieldValue.serverTimestamp()
  if (Array.isArray(value)) return value.map(toSdk)
  if (value instanceof Date || value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toSdk(v)]))
}

const toSdkData = (data: DocData) => toSdk(data) as firebase.firestore.DocumentData

async function perform(db: Firestore, s: Scenario): Promise<void> {
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
    case 'update':
      await db.doc(s.path).set(toSdkData(s.data ?? {}))
      return
    case 'delete':
      await db.doc(s.path).delete()
  }
}

/** The claims of the caller's token beyond its uid. */
function tokenOf(actor: NonNullable<(typeof ACTORS)[Actor]>): TokenOptions {
  if ('anonymous' in actor) {
    return { provider_id: 'anonymous', firebase: { sign_in_provider: 'anonymous' } }
  }
  return 'email' in actor ? { email: actor.email } : {}
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
      const stored = {
        ...s.others,
        ...(s.existing ? { [existingPath(s)]: s.existing } : {}),
      }
      written = Object.keys(stored).length > 0
      if (written) {
        await env.withSecurityRulesDisabled(async (context) => {
          for (const [path, data] of Object.entries(stored)) {
            await context.firestore().doc(path).set(toSdkData(data))
          }
        })
      }
      try {
        // An allowed write leaves a document, and so may a failure other than a refusal.
        written ||= s.op !== 'get' && s.op !== 'list'
        await perform(db(s.who), s)
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
  if (value instanceof Date) return { timestampValue: value.toISOString() }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toStandinValue) } }
  if (value !== null && typeof value === 'object') return { mapValue: { fields: toFields(value) } }
  return toFirestoreValue(value)
}

function toFields(data: DocData): Fields {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toStandinValue(v)]))
}

/** Whether the stand-in's copy of the rules allows the scenario's request. */
export function standinAllows(s: Scenario): boolean {
  const segments = s.path.split('/')
  const isDocument = s.op !== 'list'
  const actor = ACTORS[s.who]
  return isAllowed({
    operation: s.op,
    collection: (isDocument ? segments.slice(0, -1) : segments).join('/'),
    docId: isDocument ? segments.at(-1) : undefined,
    auth: actor && {
      uid: actor.uid,
      ...('email' in actor ? { email: actor.email } : {}),
      ...('anonymous' in actor ? { anonymous: true } : {}),
    },
    data: s.data && toFields(s.data),
    // A list sees its query, not the stored documents.
    existing: s.op !== 'list' && s.existing ? toFields(s.existing) : undefined,
    where: s.where && [{ path: [s.where[0]], value: { stringValue: s.where[1] } }],
    requestTime: REQUEST_TIME,
    read: (collection, id) => {
      const other = s.others?.[`${collection}/${id}`]
      return other && toFields(other)
    },
  })
}
