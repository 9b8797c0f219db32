/**
 * The stand-in's documents: seeded from seed/<collection>.json on first start, then kept in a
 * data file that is rewritten after every commit, so stopping the stack never loses a write.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { isFields, type Fields } from '../firestore-values'
import { readSeedCollections } from '../seed-documents'

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
    seedDir: string,
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

function readSeeds(seedDir: string): Collections {
  const now = new Date().toISOString()
  return new Map(
    readSeedCollections(seedDir).map(({ collection, documents }) => [
      collection,
      new Map(
        documents.map(({ id, fields }) => [id, { fields, createTime: now, updateTime: now }]),
      ),
    ]),
  )
}
