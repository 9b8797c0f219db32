/**
 * The running local stack's Firestore, as the seed script talks to it: its REST API as the
 * emulator's owner (`Authorization: Bearer owner`, which skips the rules, as the stack's own
 * seeding does), to read the catalogue and to write leads in commits of 500.
 */
import {
  fromFirestoreFields,
  toFirestoreValue,
  type Fields,
  type PlainJson,
  type Value,
} from '../local-backend/firestore-values.ts'

const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' }
/** Firestore's own limit of writes per commit. */
export const WRITES_PER_COMMIT = 500

export interface StackFirestore {
  origin: string
  projectId: string
}

const documentsPath = ({ projectId }: StackFirestore) =>
  `projects/${projectId}/databases/(default)/documents`

/** A field as Firestore's REST API takes it: Dates become timestamps, at any depth. */
export function restValue(value: unknown): Value {
  if (value instanceof Date) return { timestampValue: value.toISOString() }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } }
  if (typeof value === 'object' && value !== null)
    return { mapValue: { fields: restFields(value) } }
  return toFirestoreValue(value as PlainJson)
}

export function restFields(data: object): Fields {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, restValue(value)]),
  )
}

async function call(url: string, body: unknown): Promise<unknown> {
  const res = await fetch(url, { method: 'POST', headers: OWNER, body: JSON.stringify(body) })
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`)
  return res.json()
}

/** Whether something answers at `origin` at all. */
export async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/`, { signal: AbortSignal.timeout(3000) })
    return true
  } catch {
    return false
  }
}

/** Every document of `collection`, as plain JSON (timestamps as ISO strings). */
export async function readCollection(
  firestore: StackFirestore,
  collection: string,
): Promise<Record<string, PlainJson>[]> {
  const answer = (await call(`${firestore.origin}/v1/${documentsPath(firestore)}:runQuery`, {
    structuredQuery: { from: [{ collectionId: collection }] },
  })) as { document?: { fields?: Fields } }[]
  return answer.flatMap(({ document }) =>
    document ? [fromFirestoreFields(document.fields ?? {})] : [],
  )
}

export interface DocumentWrite {
  collection: string
  id: string
  data: object
}

/**
 * Writes every document (replacing any of the same id), WRITES_PER_COMMIT to a commit, `parallel`
 * commits at a time; `onCommit` hears how many are written so far.
 */
export async function writeDocuments(
  firestore: StackFirestore,
  documents: readonly DocumentWrite[],
  parallel: number,
  onCommit: (written: number) => void,
): Promise<void> {
  const root = documentsPath(firestore)
  const url = `${firestore.origin}/v1/${root}:commit`
  const batches: DocumentWrite[][] = []
  for (let start = 0; start < documents.length; start += WRITES_PER_COMMIT)
    batches.push(documents.slice(start, start + WRITES_PER_COMMIT))
  let next = 0
  let written = 0
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++] as DocumentWrite[]
      await call(url, {
        writes: batch.map(({ collection, id, data }) => ({
          update: { name: `${root}/${collection}/${id}`, fields: restFields(data) },
        })),
      })
      written += batch.length
      onCommit(written)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker))
}
