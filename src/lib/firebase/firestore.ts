/**
 * Firestore access through the Lite SDK (plain REST: small, and answerable by the local stand-in).
 * Only this folder talks to Firestore; callers get plain objects with Dates, never SDK types.
 */
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
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
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite'
import { firebaseApp, firestoreEmulator, prepareFirebaseApp } from './firebase-app'
import { nextTask } from '@/lib/util/next-task'
import type { CollectionName } from '@/lib/schema'
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

/**
 * Sets the SDK up (the Firebase app, App Check, the Firestore instance and its emulator
 * connection) ahead of the first read, each in a task of its own. Reads do it themselves
 * otherwise, all at once.
 */
export async function prepareFirestore(): Promise<void> {
  await prepareFirebaseApp()
  await nextTask()
  firestore()
}

/** Data as this SDK gives it, with its Timestamps made Dates. */
const plain = (value: unknown): unknown => plainData(value, Timestamp)

export interface StoredDocument {
  id: string
  data: Record<string, unknown>
}

export interface ReadOptions {
  /** Order by createdAt, newest first. */
  newestFirst?: boolean
  /** Only the documents whose field has this value (with newestFirst, an index must list both). */
  where?: [field: string, value: string]
  /** At most this many documents. */
  limit?: number
}

/** The documents of a collection, all or those `options` ask for. Throws on failure. */
export async function readCollection(
  name: CollectionName,
  options: ReadOptions = {},
): Promise<StoredDocument[]> {
  const constraints: QueryConstraint[] = [
    ...(options.where ? [where(options.where[0], '==', options.where[1])] : []),
    ...(options.newestFirst ? [orderBy('createdAt', 'desc')] : []),
    ...(options.limit === undefined ? [] : [limit(options.limit)]),
  ]
  const ref = collection(firestore(), name)
  const snapshot = await getDocs(constraints.length > 0 ? query(ref, ...constraints) : ref)
  return snapshot.docs.map((d) => ({ id: d.id, data: plain(d.data()) as Record<string, unknown> }))
}

/** One document's data, or null when it does not exist. Throws on failure. */
export async function readDocument(
  name: CollectionName,
  id: string,
): Promise<Record<string, unknown> | null> {
  const snapshot = await getDoc(doc(firestore(), name, id))
  return snapshot.exists() ? (plain(snapshot.data()) as Record<string, unknown>) : null
}

/**
 * Writes a new document whose createdAt is the server's time of this write (as firestore.rules
 * requires of a create). Throws on failure, and when the document exists: writing it again is an
 * update to the rules, which refuse one that moves createdAt.
 */
export async function createDocument(
  name: CollectionName,
  id: string,
  data: Record<string, unknown>,
): Promise<void> {
  await setDoc(doc(firestore(), name, id), { ...data, createdAt: serverTimestamp() })
}

export interface NewDocument {
  name: CollectionName
  id: string
  data: Record<string, unknown>
  /** The fields set to the server's time of the commit (createdAt, say). */
  stamped: readonly string[]
}

/**
 * Writes several documents in one commit: all of them or, when the rules refuse any, none.
 * Throws on failure.
 */
export async function createDocuments(documents: readonly NewDocument[]): Promise<void> {
  const batch = writeBatch(firestore())
  for (const { name, id, data, stamped } of documents) {
    batch.set(doc(firestore(), name, id), { ...data, ...serverTimes(stamped) })
  }
  await batch.commit()
}

/** Each of `fields` set to the server's time of the write. */
function serverTimes(fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, serverTimestamp()]))
}

/**
 * Writes a new document of collection `name` under an id Firestore makes up, with `stamped` set
 * to the server's time of the write, and returns the id. Throws on failure.
 */
export async function addDocument(
  name: CollectionName,
  data: Record<string, unknown>,
  stamped: readonly string[],
): Promise<string> {
  const ref = doc(collection(firestore(), name))
  await setDoc(ref, { ...data, ...serverTimes(stamped) })
  return ref.id
}

export interface DocumentUpdate {
  name: CollectionName
  id: string
  /** The fields to set; a map given here replaces the stored map whole. */
  changes: Record<string, unknown>
  /** The fields set to the server's time of the commit (updatedAt, say). */
  stamped: readonly string[]
}

/**
 * Changes several existing documents in one commit: all of them or, when the rules refuse any (or
 * one no longer exists), none. Throws on failure.
 */
export async function updateDocuments(updates: readonly DocumentUpdate[]): Promise<void> {
  const batch = writeBatch(firestore())
  for (const { name, id, changes, stamped } of updates) {
    batch.update(doc(firestore(), name, id), { ...changes, ...serverTimes(stamped) })
  }
  await batch.commit()
}

/**
 * One write of a commit: a document written whole (`create`: a new one, or one replacing what is
 * stored, which the rules judge as an update), or changes to an existing one.
 */
export type CommitWrite =
  | ({ op: 'create' } & NewDocument)
  | ({ op: 'update'; removed?: readonly string[] } & DocumentUpdate)

/**
 * Writes and changes several documents in one commit: all of them or, when the rules refuse any,
 * none. Throws on failure.
 */
export async function commitWrites(writes: readonly CommitWrite[]): Promise<void> {
  const batch = writeBatch(firestore())
  for (const write of writes) {
    const ref = doc(firestore(), write.name, write.id)
    if (write.op === 'create') {
      batch.set(ref, { ...write.data, ...serverTimes(write.stamped) })
    } else {
      const gone = Object.fromEntries((write.removed ?? []).map((field) => [field, deleteField()]))
      batch.update(ref, { ...write.changes, ...gone, ...serverTimes(write.stamped) })
    }
  }
  await batch.commit()
}

/** Whether `error` is the rules' refusal of a request (not a network or service failure). */
export function isRefusal(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'permission-denied'
}

export interface ChangeOptions {
  /** Fields set to the server's time of the write (updatedAt, say). */
  stamped?: readonly string[]
  /** Fields taken out of the document. */
  removed?: readonly string[]
}

/**
 * Changes the given fields of an existing document, leaving the others (but those `options`
 * stamp or remove). Throws on failure, and when the document does not exist.
 */
export async function updateDocument(
  name: CollectionName,
  id: string,
  changes: Record<string, unknown>,
  { stamped = [], removed = [] }: ChangeOptions = {},
): Promise<void> {
  const gone = Object.fromEntries(removed.map((field) => [field, deleteField()]))
  await updateDoc(doc(firestore(), name, id), { ...changes, ...gone, ...serverTimes(stamped) })
}

/** Deletes a document (one that is not there already counts as deleted). Throws on failure. */
export async function deleteDocument(name: CollectionName, id: string): Promise<void> {
  await deleteDoc(doc(firestore(), name, id))
}
