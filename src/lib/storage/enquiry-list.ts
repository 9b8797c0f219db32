/**
 * The buyer's enquiry list: the products (or free-text requests) they want a quote for, each in a
 * pack size and a number of packs. It lives in localStorage, so it survives reloads and is the
 * same in every tab; a stored value that is not a list this version wrote is ignored, never
 * trusted. Kept small and free of the catalogue: the header's count reads it on every page.
 */
import { ENQUIRY_LIMITS, STORAGE_KEYS } from '@/config/constants'
import { PACK_SIZES, type PackSize } from '@/lib/schema'
import { localStore } from './local-store'

export interface EnquiryLine {
  /** The product's document id; null for a free-text request ("ask us for it"). */
  productId: string | null
  /** The name as added, so a line can still be named if the product leaves the catalogue. */
  name: string
  /** The pack size; null for a free-text request. */
  size: PackSize | null
  packs: number
}

interface Stored {
  version: typeof ENQUIRY_LIMITS.version
  lines: EnquiryLine[]
}

/** Whole packs within the wholesale bounds; anything else becomes the nearest bound. */
export function clampPacks(packs: number): number {
  if (!Number.isFinite(packs)) return ENQUIRY_LIMITS.minPacks
  return Math.min(ENQUIRY_LIMITS.maxPacks, Math.max(ENQUIRY_LIMITS.minPacks, Math.round(packs)))
}

function isLine(value: unknown): value is EnquiryLine {
  if (typeof value !== 'object' || value === null) return false
  const line = value as Record<string, unknown>
  const free = line.productId === null && line.size === null
  const product =
    typeof line.productId === 'string' &&
    line.productId !== '' &&
    (PACK_SIZES as readonly unknown[]).includes(line.size)
  return (
    (free || product) &&
    typeof line.name === 'string' &&
    line.name.trim() !== '' &&
    line.name.length <= ENQUIRY_LIMITS.maxNameLength &&
    Number.isInteger(line.packs) &&
    clampPacks(line.packs as number) === line.packs
  )
}

/** The stored list, or an empty one when there is none or what is stored is not a valid list. */
export function parseStoredList(raw: string | null): EnquiryLine[] {
  if (raw === null || raw.length > ENQUIRY_LIMITS.maxStoredChars) return []
  try {
    const stored = JSON.parse(raw) as Partial<Stored> | null
    if (stored?.version !== ENQUIRY_LIMITS.version || !Array.isArray(stored.lines)) return []
    const lines = stored.lines.slice(0, ENQUIRY_LIMITS.maxLines)
    return lines.every(isLine) ? lines : []
  } catch {
    return []
  }
}

const listeners = new Set<() => void>()
let cache: { raw: string | null; lines: EnquiryLine[] } | null = null

/** The list as stored now (the same array until it changes, as React's external stores need). */
export function readEnquiryList(): EnquiryLine[] {
  let raw: string | null = null
  try {
    raw = localStore()?.getItem(STORAGE_KEYS.enquiryList) ?? null
  } catch {
    raw = null
  }
  if (cache?.raw !== raw) cache = { raw, lines: parseStoredList(raw) }
  return cache.lines
}

/** Stores a changed list and tells every subscriber in this tab (others hear `storage`). */
export function writeEnquiryList(lines: readonly EnquiryLine[]): void {
  try {
    const store = localStore()
    if (lines.length === 0) store?.removeItem(STORAGE_KEYS.enquiryList)
    else {
      const stored: Stored = { version: ENQUIRY_LIMITS.version, lines: [...lines] }
      store?.setItem(STORAGE_KEYS.enquiryList, JSON.stringify(stored))
    }
  } catch {
    // Storage refuses writes (private mode, full): the list lives on in this page only.
    cache = { raw: null, lines: [...lines] }
  }
  listeners.forEach((listener) => listener())
}

/** Applies `change` to the current list and stores the result. */
export function updateEnquiryList(change: (lines: readonly EnquiryLine[]) => EnquiryLine[]) {
  writeEnquiryList(change(readEnquiryList()))
}

/** Calls `listener` when the list changes, here or in another tab. */
export function subscribeEnquiryList(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.enquiryList) listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
