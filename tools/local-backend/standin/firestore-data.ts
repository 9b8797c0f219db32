/**
 * The stand-in's documents: seeded from seed/<collection>.json on first start, then kept in a
 * data file that is rewritten after every commit, so stopping the stack never loses a write.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { isFields, toFirestoreFields, type Fields, type PlainJson } from './firestore-values'

export interface StoredDocument {
  fields: Fields
  createTime: string
  updateTime: string
}

/** collection path → document id → document */
type Collections = Map<string, Map<string, StoredDocument>>

interface DataFile {
  version: 1
  collections: Record<string, Record<string, StoredDocument>>
}

export class FirestoreData {
  private collections: Collections
  /** Where the documents came from at startup, for the stack's status line. */
  readonly origin: 'seed' | 'data-file'

  constructor(
    private readonly dataFile: string,
    private readonly seedDir: string,
  ) {
    if (existsSync(dataFile)) {
      this.collections = readDataFile(dataFile)
      this.origin = 'data-file'
    } else {
      this.collections = readSeeds(seedDir)
      this.origin = 'seed'
      this.save()
    }
  }

  get(collection: string, id: string): StoredDocument | undefined {
    return this.collections.get(collection)?.get(id)
  }

  list(collection: string): [string, StoredDocument][] {
    return [...(this.collections.get(collection) ?? new Map<string, StoredDocument>())]
  }

  count(): number {
    let total = 0
    for (const docs of this.collections.values()) total += docs.size
    return total
  }

  /** Applies a commit's changes (null deletes), then persists once: a commit is all or nothing. */
  apply(
    changes: { key: { collection: string; id: string }; document: StoredDocument | null }[],
  ): void {
    for (const { key, document } of changes) {
      let docs = this.collections.get(key.collection)
      if (!docs) this.collections.set(key.collection, (docs = new Map()))
      if (document) docs.set(key.id, document)
      else docs.delete(key.id)
    }
    this.save()
  }

  /** Back to the seed files' contents (re-read, so edited seeds take effect). */
  reseed(): void {
    this.collections = readSeeds(this.seedDir)
    this.save()
  }

  /** Write-then-rename, so a crash mid-write leaves the previous file intact. */
  private save(): void {
    const file: DataFile = { version: 1, collections: {} }
    for (const [name, docs] of this.collections) file.collections[name] = Object.fromEntries(docs)
    mkdirSync(dirname(this.dataFile), { recursive: true })
    const temporary = `${this.dataFile}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(file))
    renameSync(temporary, this.dataFile)
  }
}

function readDataFile(path: string): Collections {
  const fail = (why: string): never => {
    throw new Error(
      `${path} is not a stand-in data file (${why}). Delete it, or start with --fresh, to reseed.`,
    )
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    return fail(String(error))
  }
  const file = parsed as Partial<DataFile> | null
  if (file?.version !== 1 || typeof file.collections !== 'object' || file.collections === null) {
    return fail('unknown format')
  }
  const collections: Collections = new Map()
  for (const [name, docs] of Object.entries(file.collections)) {
    for (const [id, doc] of Object.entries(docs)) {
      if (!isFields(doc.fields) || typeof doc.updateTime !== 'string')
        fail(`bad document ${name}/${id}`)
    }
    collections.set(name, new Map(Object.entries(docs)))
  }
  return collections
}

/** Every seed/<collection>.json: a JSON array of `{ "id": "...", ...fields }` (see seed/README.md). */
function readSeeds(seedDir: string): Collections {
  const collections: Collections = new Map()
  if (!existsSync(seedDir)) return collections
  const now = new Date().toISOString()
  for (const file of readdirSync(seedDir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const path = join(seedDir, file)
    const records: unknown = JSON.parse(readFileSync(path, 'utf8'))
    if (!Array.isArray(records)) throw new Error(`${path} must hold a JSON array of records`)
    const docs = new Map<string, StoredDocument>()
    records.forEach((record: unknown, index) => {
      const where = `${path} record ${index}`
      if (typeof record !== 'object' || record === null || Array.isArray(record)) {
        throw new Error(`${where} is not an object`)
      }
      const { id: rawId, ...rest } = record as Record<string, PlainJson>
      // A numeric id (jobListings) is also a record field; a string id only names the document.
      const fields = typeof rawId === 'number' ? { id: rawId, ...rest } : rest
      const id = typeof rawId === 'number' && Number.isSafeInteger(rawId) ? String(rawId) : rawId
      if (typeof id !== 'string' || id === '' || id.includes('/')) {
        throw new Error(`${where} needs an "id": a string without slashes, or an integer`)
      }
      if (docs.has(id)) throw new Error(`${where} repeats id "${id}"`)
      try {
        docs.set(id, { fields: toFirestoreFields(fields), createTime: now, updateTime: now })
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`)
      }
    })
    collections.set(basename(file, '.json'), docs)
  }
  return collections
}
