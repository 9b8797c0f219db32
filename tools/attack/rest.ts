/**
 * The two emulators as an attacker reaches them: the Auth emulator's sign-up (a real ID token per
 * identity, as the Firebase SDK would get one) and Firestore's REST commit with that token, so
 * the rules judge exactly what a crafted request would send. Set-up and clean-up go through the
 * emulator's owner token and its own endpoints, past the rules.
 */
import { toFirestoreFields, type Fields, type PlainJson } from '../local-backend/firestore-values'
import { localFetch } from './local-fetch'

/** Where the attacks are sent, and the signal that ends the run (deadline, Ctrl-C). */
export interface Target {
  firestoreOrigin: string
  authOrigin: string
  project: string
  signal: AbortSignal
}

/** What became of one attempt. "refused" is the rules' PERMISSION_DENIED and nothing else. */
export type Outcome =
  | { kind: 'stored' }
  | { kind: 'refused'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'skipped'; message: string }

export interface Identity {
  uid: string
  idToken: string
}

/** The local stack's web API key: the Auth emulator takes any, as a deployed project would not. */
const API_KEY = 'demo-api-key'
const OWNER_TOKEN = 'owner'

export interface Write {
  update: { name: string; fields: Fields }
  updateMask?: { fieldPaths: string[] }
  currentDocument?: { exists: boolean }
  updateTransforms?: { fieldPath: string; setToServerValue: 'REQUEST_TIME' }[]
}

function databasePath(project: string): string {
  return `projects/${project}/databases/(default)`
}

function documentName(project: string, path: string): string {
  return `${databasePath(project)}/documents/${path}`
}

function serverTimes(stamped: readonly string[]): Pick<Write, 'updateTransforms'> {
  return stamped.length === 0
    ? {}
    : {
        updateTransforms: stamped.map((fieldPath) => ({
          fieldPath,
          setToServerValue: 'REQUEST_TIME',
        })),
      }
}

/** A create: refused by Firestore itself when the document exists, judged by `allow create`. */
export function createWrite(
  project: string,
  path: string,
  data: Record<string, PlainJson>,
  stamped: readonly string[] = [],
): Write {
  return {
    update: { name: documentName(project, path), fields: toFirestoreFields(data) },
    currentDocument: { exists: false },
    ...serverTimes(stamped),
  }
}

/** A whole-document write with no precondition (the SDK's set): a create or a full replace. */
export function setWrite(
  project: string,
  path: string,
  data: Record<string, PlainJson>,
  stamped: readonly string[] = [],
): Write {
  return { ...fieldsWrite(project, path, toFirestoreFields(data)), ...serverTimes(stamped) }
}

/** As setWrite, of fields already in Firestore's form (a seed document). */
export function fieldsWrite(project: string, path: string, fields: Fields): Write {
  return { update: { name: documentName(project, path), fields } }
}

/** Sets only `data`'s fields of an existing document (the SDK's update). */
export function patchWrite(project: string, path: string, data: Record<string, PlainJson>): Write {
  return {
    update: { name: documentName(project, path), fields: toFirestoreFields(data) },
    updateMask: { fieldPaths: Object.keys(data) },
    currentDocument: { exists: true },
  }
}

/** The `error.message` of a Google API error body, or the body itself. */
function errorMessage(body: string): { message: string; status?: string } {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string; status?: string } }
    if (parsed.error?.message) return { message: parsed.error.message, status: parsed.error.status }
  } catch {
    // Not JSON: the body says it.
  }
  return { message: body.trim().slice(0, 300) }
}

async function post(target: Target, url: string, token: string | null, body: unknown) {
  return localFetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
    signal: target.signal,
  })
}

async function signUp(target: Target, body: Record<string, unknown>): Promise<Identity> {
  const url = `${target.authOrigin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`
  const res = await post(target, url, null, { ...body, returnSecureToken: true })
  const text = await res.text()
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${errorMessage(text).message}`)
  const { localId, idToken } = JSON.parse(text) as { localId?: string; idToken?: string }
  if (!localId || !idToken) throw new Error(`sign-up answered without a uid and token: ${text}`)
  return { uid: localId, idToken }
}

/** A fresh guest, as the site's anonymous sign-in makes one. */
export function signUpAnonymously(target: Target): Promise<Identity> {
  return signUp(target, {})
}

/** A fresh account with an address and a password. */
export function signUpWithPassword(
  target: Target,
  email: string,
  password: string,
): Promise<Identity> {
  return signUp(target, { email, password })
}

/** One commit of `writes` as the holder of `idToken`: stored (all of them) or refused (none). */
export async function commit(target: Target, idToken: string, writes: Write[]): Promise<Outcome> {
  const url = `${target.firestoreOrigin}/v1/${databasePath(target.project)}/documents:commit`
  let res: Response
  try {
    res = await post(target, url, idToken, { writes })
  } catch (error) {
    if (target.signal.aborted) throw error
    return { kind: 'error', message: (error as Error).message }
  }
  const text = await res.text()
  if (res.ok) return { kind: 'stored' }
  const { message, status } = errorMessage(text)
  return res.status === 403 && status === 'PERMISSION_DENIED'
    ? { kind: 'refused', message }
    : { kind: 'error', message: `${res.status} ${status ?? ''}: ${message}`.trim() }
}

/** Writes past the rules (set-up of what an attack needs); throws unless stored. */
export async function commitAsOwner(target: Target, writes: Write[]): Promise<void> {
  const outcome = await commit(target, OWNER_TOKEN, writes)
  if (outcome.kind !== 'stored') {
    throw new Error(`seeding past the rules failed: ${JSON.stringify(outcome)}`)
  }
}

/** Compiling a thousand lines of rules takes the emulator many seconds on a busy machine. */
const EMULATOR_CALL_TIMEOUT_MS = 90_000

async function emulatorCall(target: Target, method: string, path: string, body?: unknown) {
  const res = await localFetch(`${target.firestoreOrigin}/emulator/v1/${path}`, {
    method,
    timeoutMs: EMULATOR_CALL_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: target.signal,
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.trim()}`)
}

/** Every document of the project gone: the next run of attacks starts from nothing. */
export function clearDocuments(target: Target): Promise<void> {
  return emulatorCall(target, 'DELETE', `${databasePath(target.project)}/documents`)
}

/**
 * The project's rules replaced, as @firebase/rules-unit-testing loads them; a file that does not
 * compile throws with the compiler's message.
 */
export function loadRules(target: Target, content: string): Promise<void> {
  return emulatorCall(target, 'PUT', `projects/${target.project}:securityRules`, {
    rules: { files: [{ name: 'firestore.rules', content }] },
  })
}

/** How many documents `collection` holds, counted past the rules. */
export async function countDocuments(target: Target, collection: string): Promise<number> {
  const url = `${target.firestoreOrigin}/v1/${databasePath(target.project)}/documents:runAggregationQuery`
  const res = await post(target, url, OWNER_TOKEN, {
    structuredAggregationQuery: {
      structuredQuery: { from: [{ collectionId: collection }] },
      aggregations: [{ alias: 'n', count: {} }],
    },
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`counting ${collection} answered ${res.status}: ${text.trim()}`)
  const [first] = JSON.parse(text) as { result?: { aggregateFields?: Fields } }[]
  const n = first?.result?.aggregateFields?.n
  if (n === undefined || !('integerValue' in n)) {
    throw new Error(`counting ${collection} answered without a count: ${text.trim()}`)
  }
  return Number(n.integerValue)
}
