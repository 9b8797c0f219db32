/**
 * Copies of public catalogue collections kept in localStorage, so a repeat visit can show the last
 * catalogue at once while a fresh read runs (src/lib/catalog/catalog-store.ts). Only public,
 * read-only data belongs here: nothing about the visitor, and not the GST flag (that is
 * sessionStorage, per browser tab).
 *
 * A stored copy is untrusted like any stored data: it is shown only when its envelope has the
 * current version, is not too old, and every item still passes the collection's check.
 * Anything else is removed, so one bad copy costs one normal load and no more.
 */
import { CATALOG_CACHE, STORAGE_KEYS } from '@/config/constants'
import { arrayOf, INVALID, literal, number, object, type Check } from '@/lib/util/check'
import { localStore } from './local-store'

const MAX_AGE_MS = CATALOG_CACHE.maxAgeDays * 24 * 60 * 60 * 1000

type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

interface CacheOptions {
  storage?: CacheStorage | null
  now?: number
}

/** JSON has no dates: they are stored as `{ $date: iso }` and revived before the check runs. */
const DATE_TAG = '$date'

/** A JSON.stringify replacer that keeps Dates as dates (see reviveDates). */
export function encodeDates(this: unknown, key: string, value: unknown): unknown {
  // JSON.stringify has already turned a Date into a string by now; the holder still has the Date.
  const raw = (this as Record<string, unknown>)[key]
  return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : value
}

/** The JSON.parse reviver for encodeDates' output. */
export function reviveDates(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
  const keys = Object.keys(value)
  const iso = (value as Record<string, unknown>)[DATE_TAG]
  if (keys.length !== 1 || typeof iso !== 'string') return value
  const date = new Date(iso)
  // An unreadable date stays a plain object, which the check then rejects.
  return Number.isNaN(date.getTime()) ? value : date
}

function storageKey(name: string): string {
  return STORAGE_KEYS.catalogCachePrefix + name
}

function remove(storage: CacheStorage, key: string): void {
  try {
    storage.removeItem(key)
  } catch {
    // Storage that cannot be written: the copy stays, and is checked again next time.
  }
}

/** The stored items of `name` if a usable copy exists; an unusable copy is removed. */
export function readCachedList<T>(
  name: string,
  item: Check<T>,
  { storage = localStore(), now = Date.now() }: CacheOptions = {},
): T[] | null {
  if (!storage) return null
  const key = storageKey(name)
  let raw: string | null
  try {
    raw = storage.getItem(key)
  } catch {
    return null
  }
  if (raw === null) return null
  const envelope = object({
    v: literal(CATALOG_CACHE.version),
    savedAt: number,
    items: arrayOf(item),
  })
  let parsed: ReturnType<typeof envelope>
  try {
    parsed = envelope(JSON.parse(raw, reviveDates))
  } catch {
    remove(storage, key)
    return null
  }
  if (parsed === INVALID) {
    remove(storage, key)
    return null
  }
  const age = now - parsed.savedAt
  // A copy from the future (the clock moved back) is as untrustworthy as an old one.
  if (age < 0 || age > MAX_AGE_MS) {
    remove(storage, key)
    return null
  }
  return parsed.items
}

/**
 * Stores `items` as the copy of `name`. A list over the size budget, or one the browser has no
 * room for, is not kept, and the older copy is removed with it so it is not shown next time.
 * Returns whether the copy was written.
 */
export function writeCachedList(
  name: string,
  items: readonly unknown[],
  { storage = localStore(), now = Date.now() }: CacheOptions = {},
): boolean {
  if (!storage) return false
  const key = storageKey(name)
  try {
    const json = JSON.stringify({ v: CATALOG_CACHE.version, savedAt: now, items }, encodeDates)
    if (json.length > CATALOG_CACHE.maxChars) {
      remove(storage, key)
      return false
    }
    storage.setItem(key, json)
    return true
  } catch {
    // QuotaExceededError above all (the origin's storage is full), or an unserialisable value.
    remove(storage, key)
    return false
  }
}
