/**
 * Firestore through the full SDK, for the trade desk only: a query that keeps answering as
 * documents are written (the Lite SDK of firestore.ts cannot listen), the pages after it and
 * counts. The full SDK is several times the Lite one, so nothing a public page loads may import
 * this module: the desk's data layer (src/lib/leads/desk/inbox.ts and search.ts) does, and the
 * desk loads that with import(). Callers get plain objects with Dates, never SDK types.
 */
import {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  getCountFromServer,
  getDocsFromServer,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  writeBatch,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QuerySnapshot,
} from 'firebase/firestore'
import type { CollectionName } from '@/lib/schema'
import { firebaseApp, firestoreEmulator } from './firebase-app'
import type { StoredDocument } from './firestore'
import { plainData } from './plain-data'

let db: Firestore | undefined

function firestore(): Firestore {
  if (!db) {
    db = getFirestore(firebaseApp())
    const emulator = firestoreEmulator()
    if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port)
  }
  return db
}

/** Documents of one collection, by the fields they hold and the time they were created. */
export interface DocumentFilter {
  collection: CollectionName
  /** Only documents whose field has this value (an index must list them with createdAt). */
  equals?: readonly (readonly [field: string, value: string])[]
  /** Only documents created at or after this moment. */
  createdFrom?: Date | null
  /** Only documents created before this moment. */
  createdBefore?: Date | null
}

/** A document's place in newest-first order: its createdAt, then its id (which breaks ties). */
export interface DocumentPosition {
  createdAt: Date
  id: string
}

export interface NewestFirst extends DocumentFilter {
  /** At most this many documents. */
  limit: number
  /** Only the documents after this one. */
  after?: DocumentPosition
}

function filterConstraints(filter: DocumentFilter): QueryConstraint[] {
  return [
    ...(filter.equals ?? []).map(([field, value]) => where(field, '==', value)),
    ...(filter.createdFrom
      ? [where('createdAt', '>=', Timestamp.fromDate(filter.createdFrom))]
      : []),
    ...(filter.createdBefore
      ? [where('createdAt', '<', Timestamp.fromDate(filter.createdBefore))]
      : []),
  ]
}

function newestFirst(options: NewestFirst): Query {
  return query(
    collection(firestore(), options.collection),
    ...filterConstraints(options),
    orderBy('createdAt', 'desc'),
    // Spelt out so that a page can start after a document with the same createdAt as another.
    orderBy(documentId(), 'desc'),
    ...(options.after
      ? [startAfter(Timestamp.fromDate(options.after.createdAt), options.after.id)]
      : []),
    limit(options.limit),
  )
}

/** Data as this SDK gives it, with its Timestamps made Dates. */
const plain = (value: unknown): unknown => plainData(value, Timestamp)

function documentsOf(snapshot: QuerySnapshot): StoredDocument[] {
  return snapshot.docs.map((d) => ({ id: d.id, data: plain(d.data()) as Record<string, unknown> }))
}

/**
 * Calls `onDocuments` with the newest documents `options` asks for, as the server has them, and
 * again whenever that changes (a new document, a changed one); `onError` once if the listener
 * fails, after which it is over. Returns the function that stops listening.
 */
export function watchNewest(
  options: Omit<NewestFirst, 'after'>,
  onDocuments: (documents: StoredDocument[]) => void,
  onError: (error: unknown) => void,
): () => void {
  return onSnapshot(
    newestFirst(options),
    // Told of snapshots from the SDK's cache too, so that those are left out: offline, the first
    // one would be an empty list, which is not "no documents".
    { includeMetadataChanges: true },
    (snapshot) => {
      if (!snapshot.metadata.fromCache) onDocuments(documentsOf(snapshot))
    },
    onError,
  )
}

/**
 * The documents `options` asks for, once, from the server: never the SDK's cache, which holds only
 * what a listener happened to receive. Throws on failure.
 */
export async function readNewest(options: NewestFirst): Promise<StoredDocument[]> {
  return documentsOf(await getDocsFromServer(newestFirst(options)))
}

/** How many documents match `filter`, counted by the server (no document is read). */
export async function countDocuments(filter: DocumentFilter): Promise<number> {
  const snapshot = await getCountFromServer(
    query(collection(firestore(), filter.collection), ...filterConstraints(filter)),
  )
  return snapshot.data().count
}

/**
 * Documents of one collection whose `field` (a dotted path) has exactly a value, newest first (an
 * index must list the field with createdAt), or starts with a text, in the field's order.
 */
export interface FieldMatch {
  collection: CollectionName
  field: string
  match: { equals: string } | { startsWith: string }
  /** At most this many documents. */
  limit: number
}

/** The last character Firestore orders strings by: every text starting with p lies below p + it. */
const AFTER_EVERY_TEXT = '\uf8ff'

/** The documents `match` asks for, once, from the server. Throws on failure. */
export async function readMatching({ collection: name, field, match, limit: most }: FieldMatch) {
  const constraints =
    'equals' in match
      ? [where(field, '==', match.equals), orderBy('createdAt', 'desc')]
      : [
          where(field, '>=', match.startsWith),
          where(field, '<', match.startsWith + AFTER_EVERY_TEXT),
          orderBy(field),
        ]
  return documentsOf(
    await getDocsFromServer(query(collection(firestore(), name), ...constraints, limit(most))),
  )
}

/** How many documents of `name` hold text in `field` (a dotted path), counted by the server. */
export async function countWithText(name: CollectionName, field: string): Promise<number> {
  const snapshot = await getCountFromServer(
    query(collection(firestore(), name), where(field, '>=', '')),
  )
  return snapshot.data().count
}

/** A change to some fields of one document. */
export interface FieldsUpdate {
  collection: CollectionName
  id: string
  fields: Record<string, unknown>
}

/** Writes `updates` in one commit (at most 500). Throws on failure, when none is written. */
export async function updateTogether(updates: readonly FieldsUpdate[]): Promise<void> {
  const batch = writeBatch(firestore())
  for (const { collection: name, id, fields } of updates) {
    batch.update(doc(firestore(), name, id), fields)
  }
  await batch.commit()
}
