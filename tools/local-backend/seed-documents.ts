/**
 * The seed folder as Firestore documents: every seed/<collection>.json is a JSON array of
 * `{ "id": "...", ...fields }` (see seed/README.md). This is the one place that turns a seed record
 * into a document; the emulator's seeding and the stand-in both start from it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { toFirestoreFields, type Fields, type PlainJson } from './firestore-values.ts'

export interface SeedDocument {
  id: string
  fields: Fields
}

export interface SeedCollection {
  collection: string
  documents: SeedDocument[]
}

/** One record as its document id and fields; `where` names it in errors. */
export function seedRecordToDocument(record: unknown, where: string): SeedDocument {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    throw new Error(`${where} is not an object`)
  }
  const { id: rawId, ...rest } = record as Record<string, PlainJson>
  // A numeric id (jobListings) is also a record field; a string id only names the document.
  const data = typeof rawId === 'number' ? { id: rawId, ...rest } : rest
  const id = typeof rawId === 'number' && Number.isSafeInteger(rawId) ? String(rawId) : rawId
  if (typeof id !== 'string' || id === '' || id.includes('/') || /^__.*__$/.test(id)) {
    throw new Error(
      `${where} needs an "id": a string without slashes (and not __like_this__), or an integer`,
    )
  }
  try {
    return { id, fields: toFirestoreFields(data) }
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`)
  }
}

/** Every seed file of `seedDir`, sorted by collection name; an absent folder holds none. */
export function readSeedCollections(seedDir: string): SeedCollection[] {
  if (!existsSync(seedDir)) return []
  return readdirSync(seedDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => {
      const path = join(seedDir, file)
      const records: unknown = JSON.parse(readFileSync(path, 'utf8'))
      if (!Array.isArray(records)) throw new Error(`${path} must hold a JSON array of records`)
      const seen = new Set<string>()
      const documents = records.map((record: unknown, index) => {
        const document = seedRecordToDocument(record, `${path} record ${index}`)
        if (seen.has(document.id))
          throw new Error(`${path} record ${index} repeats id "${document.id}"`)
        seen.add(document.id)
        return document
      })
      return { collection: basename(file, '.json'), documents }
    })
}

export function countSeedDocuments(collections: readonly SeedCollection[]): number {
  return collections.reduce((total, { documents }) => total + documents.length, 0)
}
