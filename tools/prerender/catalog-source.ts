/**
 * Where the build reads the catalogue it prerenders pages with (src/lib/catalog-preview.ts).
 * PRERENDER_CATALOG chooses:
 *   seed       seed/<collection>.json (the default outside production: the local stack's data)
 *   firestore  the project's Firestore, read as the app reads it (the default for production)
 *   none       no catalogue in the HTML: those pages are prerendered in their loading state
 * A source that cannot be read fails the build; `none` builds without it.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { StoredDocument } from '../../src/lib/firestore.ts'

export const CATALOG_SETTING = 'PRERENDER_CATALOG'

export type CatalogSource = { kind: 'seed'; dir: string } | { kind: 'firestore' } | { kind: 'none' }

export function catalogSource(
  mode: string,
  env: Record<string, string | undefined>,
  root: string,
): CatalogSource {
  const setting = env[CATALOG_SETTING]?.trim() || (mode === 'production' ? 'firestore' : 'seed')
  if (setting === 'seed') return { kind: 'seed', dir: join(root, 'seed') }
  if (setting === 'firestore' || setting === 'none') return { kind: setting }
  throw new Error(`${CATALOG_SETTING} must be seed, firestore or none, not "${setting}".`)
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T[\d:.]+(?:Z|[+-]\d{2}:\d{2})$/

/**
 * The records of a seed file as the documents a read returns: the id names the document (a
 * numeric id, as in jobListings, is also a field), and createdAt, which the local stack stores
 * as a timestamp, is a Date (see seed/README.md).
 */
export function seedDocuments(records: unknown, where: string): StoredDocument[] {
  if (!Array.isArray(records)) throw new Error(`${where} must hold a JSON array of records`)
  return records.map((record: unknown, index) => {
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      throw new Error(`${where} record ${index} is not an object`)
    }
    const { id, ...rest } = record as Record<string, unknown>
    const data: Record<string, unknown> = typeof id === 'number' ? { id, ...rest } : rest
    if (typeof rest.createdAt === 'string' && ISO_DATE.test(rest.createdAt)) {
      data.createdAt = new Date(rest.createdAt)
    }
    if (typeof id !== 'string' && typeof id !== 'number') {
      throw new Error(`${where} record ${index} has no id`)
    }
    return { id: String(id), data }
  })
}

/** Reads seed/<collection>.json as documents. */
export async function readSeedCollection(dir: string, collection: string) {
  const file = join(dir, `${collection}.json`)
  return seedDocuments(JSON.parse(await readFile(file, 'utf8')), file)
}
