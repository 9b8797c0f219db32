/**
 * Where the build reads the catalogue it prerenders pages with
 * (src/lib/catalog/catalog-preview.ts). PRERENDER_CATALOG chooses:
 *   seed       seed/<collection>.json (the default outside production: the local stack's data)
 *   firestore  the project's Firestore, read as the app reads it (the default for production)
 *   none       no catalogue in the HTML: those pages are prerendered in their loading state
 * A source that cannot be read fails the build; `none` builds without it.
 */
import { join } from 'node:path'
import type { StoredDocument } from '../../src/lib/firebase/firestore.ts'
import { fromFirestoreValue, type Fields, type Value } from '../local-backend/firestore-values.ts'
import { readSeedCollections } from '../local-backend/seed-documents.ts'

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

/** A stored value as the app's reads return it: timestamps as Dates, the rest as plain JSON. */
function readValue(value: Value): unknown {
  if ('timestampValue' in value) return new Date(value.timestampValue)
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(readValue)
  if ('mapValue' in value) return readFields(value.mapValue.fields ?? {})
  return fromFirestoreValue(value)
}

function readFields(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, readValue(value)]))
}

/**
 * seed/<collection>.json as the documents a read of the local stack returns: made by the stack's
 * own seeding (tools/local-backend/seed-documents.ts), so the prerendered pages hold exactly
 * what the stack serves, and a record it would refuse fails the build too.
 */
export async function readSeedCollection(
  dir: string,
  collection: string,
): Promise<StoredDocument[]> {
  const found = readSeedCollections(dir).find((seeded) => seeded.collection === collection)
  if (!found) throw new Error(`${join(dir, `${collection}.json`)} does not exist`)
  return found.documents.map(({ id, fields }) => ({ id, data: readFields(fields) }))
}
