/**
 * The catalogue as the trade desk works on it. Staff work against what is stored now, so each
 * collection is read fresh from Firestore, never from the repeat-visit copy a buyer's page starts
 * from. Every write is signed: `updatedBy` (the staff member's uid) and `updatedAt` (the server's
 * time of the write), as firestore.rules require. The day's prices are written in one commit, all
 * of them or none; a record staff write whole is first put through the check the site's own reads
 * apply (catalogRecordCheck), so staff cannot save what the pages would leave out. After a write,
 * the next page that shows the collection reads it again.
 */
import { isGstRate, type GstRate } from '@/config/constants'
import {
  addDocument,
  deleteDocument,
  isRefusal,
  readCollection,
  updateDocument,
  updateDocuments,
  type DocumentUpdate,
  type StoredDocument,
} from '@/lib/firebase/firestore'
import {
  COLLECTIONS,
  PACK_SIZES,
  type BlogPostRecord,
  type BlogShortPostRecord,
  type FeaturedProductRecord,
  type JobRecord,
  type MapRecord,
  type PriceMap,
  type ProductRecord,
  type StaffEdit,
} from '@/lib/schema'
import { PRICE_MAX } from '@/lib/desk-schema'
import { staffUid } from '@/lib/session/staff'
import { INVALID, object, string, type Check } from '@/lib/util/check'
import { TIME_LIMITS, TimedOut, withTimeLimit } from '@/lib/util/time-limit'
import { catalogRecordCheck, priceMap, type CatalogRecords } from './catalog'
import { catalogChanged } from './catalog-store'

/** A product as the desk prices it. */
export interface DeskProduct {
  id: string
  /** The record's `product`. */
  name: string
  /** The sizes sold, as buyers' pages read them (0 or missing: not sold). */
  prices: PriceMap
  /** Its HSN code, which a quote's lines carry; missing when staff have set none. */
  hsn?: string
  /** The GST rate a quote charges on it; missing when staff have set none. */
  gstRate?: GstRate
}

/** A product's whole new price map: the sizes it is sold in, each at its price. */
export interface PriceUpdate {
  id: string
  prices: PriceMap
}

const WHAT = 'The catalogue'

/** Prices that are not a map at all are none: nothing sold until staff price it. */
const pricesOrNone: Check<PriceMap> = (value) => {
  const prices = priceMap(value)
  return prices === INVALID ? {} : prices
}
/** A code or rate in a form the catalogue does not write reads as none set, not as a broken product. */
const hsnOrNone: Check<string | undefined> = (value) =>
  typeof value === 'string' ? value : undefined
const rateOrNone: Check<GstRate | undefined> = (value) => (isGstRate(value) ? value : undefined)
// Without a name a product cannot be told apart at the desk: it is left out, as on buyers' pages.
const deskRecord = object({
  product: string,
  prices: pricesOrNone,
  hsn: hsnOrNone,
  gstRate: rateOrNone,
})

/**
 * Every named product, by name, with its HSN code and GST rate when set (a quote's lines carry
 * them). Throws when the catalogue cannot be read.
 */
export async function readProductsForDesk(): Promise<DeskProduct[]> {
  const docs = await withTimeLimit(readCollection(COLLECTIONS.products), TIME_LIMITS.readMs, WHAT)
  const products = docs.flatMap(({ id, data }) => {
    const checked = deskRecord(data)
    if (checked === INVALID) return []
    const { product, ...fields } = checked
    return [{ id, name: product, ...fields }]
  })
  return products.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/**
 * `prices` as stored: the pack sizes sold and nothing else, each in (0, PRICE_MAX] (the bounds
 * firestore.rules hold a price map to). A size not sold is left out rather than stored as 0.
 */
function storedPrices(prices: PriceMap): PriceMap {
  const stored: PriceMap = {}
  for (const size of PACK_SIZES) {
    const price = prices[size]
    if (price === undefined || price === 0) continue
    if (!Number.isFinite(price) || price < 0 || price > PRICE_MAX) {
      throw new RangeError(`A ${size} price of ${price} is outside 0 to ${PRICE_MAX}.`)
    }
    stored[size] = price
  }
  return stored
}

/**
 * Writes each product's new price map, replacing the stored one whole, signed with the staff
 * member's uid and the server's time, in one commit. Throws when nobody is signed in, a map is out
 * of bounds, or the write fails or does not answer in time (it may then still land: the same
 * maps written again change nothing).
 */
export async function saveProductPrices(updates: readonly PriceUpdate[]): Promise<void> {
  if (updates.length === 0) return
  const uid = staffUid()
  if (!uid) throw new Error('Sign in to save prices.')
  const writes: DocumentUpdate[] = updates.map(({ id, prices }) => ({
    name: COLLECTIONS.products,
    id,
    changes: { prices: storedPrices(prices), updatedBy: uid },
    stamped: ['updatedAt'],
  }))
  await withTimeLimit(updateDocuments(writes), TIME_LIMITS.sendMs, WHAT)
  catalogChanged('products')
}

export type DeskCollection = keyof CatalogRecords
export type DeskDocument = StoredDocument

/** A record as staff write it: without the fields the write itself sets. */
type Written<T> = Omit<T, keyof StaffEdit | 'createdAt'>

/** What staff write of each collection. */
export interface DeskRecords {
  products: Written<ProductRecord>
  featuredProducts: Written<FeaturedProductRecord>
  blogPosts: Written<BlogPostRecord>
  blogShortPosts: Written<BlogShortPostRecord>
  /** Whether the opening is open is always written, so a closed one is never taken for open. */
  jobListings: Written<JobRecord> & { open: boolean }
  maplist: Written<MapRecord>
}

/** Collections whose documents carry `createdAt`: the server's time of the create, never changed. */
const CREATED_AT: readonly DeskCollection[] = ['blogPosts', 'blogShortPosts', 'jobListings']

/** Optional fields: a record without one takes it out of the stored document. */
const OPTIONAL_FIELDS: { [K in DeskCollection]: readonly (keyof DeskRecords[K] & string)[] } = {
  products: ['hindiName', 'category', 'aliases'],
  featuredProducts: [],
  blogPosts: [],
  blogShortPosts: [],
  jobListings: ['duration', 'reportingTo'],
  maplist: ['name', 'totalAmount'],
}

/** The site's reads would leave the record out (catalogRecordCheck refuses it). */
export class NotShown extends Error {
  constructor(readonly collection: DeskCollection) {
    super(`The site would not show this ${collection} record.`)
    this.name = 'NotShown'
  }
}

/** Nobody is signed in, so there is no one to sign the write with. */
export class SignedOut extends Error {
  constructor() {
    super('Sign in as staff to change the catalogue.')
    this.name = 'SignedOut'
  }
}

/** Why a desk write failed, for the words the desk says it with. */
export type WriteProblem = 'not-shown' | 'refused' | 'signed-out' | 'timed-out' | 'failed'

export function writeProblem(error: unknown): WriteProblem {
  if (error instanceof NotShown) return 'not-shown'
  if (error instanceof SignedOut) return 'signed-out'
  if (error instanceof TimedOut) return 'timed-out'
  return isRefusal(error) ? 'refused' : 'failed'
}

const WRITE = 'The catalogue service'

/** Every stored document of collection `key`, read now. Throws on failure. */
export function readDeskCollection(key: DeskCollection): Promise<DeskDocument[]> {
  return withTimeLimit(readCollection(COLLECTIONS[key]), TIME_LIMITS.readMs, WHAT)
}

function signer(): string {
  const uid = staffUid()
  if (uid === null) throw new SignedOut()
  return uid
}

/** Throws NotShown unless the site's read of collection `key` would take `record`. */
function checkShown<K extends DeskCollection>(key: K, record: DeskRecords[K]): void {
  // The write sets createdAt to the server's time: any time stands in for it here.
  const stored = CREATED_AT.includes(key) ? { ...record, createdAt: new Date() } : record
  if (catalogRecordCheck(key)(stored) === INVALID) throw new NotShown(key)
}

/** The record's fields but those left undefined: Firestore refuses a field set to undefined. */
function defined(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined))
}

/** Whether the site's read of collection `key` takes the stored document `data`. */
export function isShown(key: DeskCollection, data: Record<string, unknown>): boolean {
  return catalogRecordCheck(key)(data) !== INVALID
}

/** The next page that shows the collection reads it again. */
function changed(key: DeskCollection): void {
  if (key !== 'maplist') catalogChanged(key)
}

/**
 * Writes a new document of collection `key` (its id made up by Firestore) and returns the id.
 * Throws NotShown, SignedOut, TimedOut or the service's error.
 */
export async function createDeskRecord<K extends DeskCollection>(
  key: K,
  record: DeskRecords[K],
): Promise<string> {
  checkShown(key, record)
  const stamped = CREATED_AT.includes(key) ? ['updatedAt', 'createdAt'] : ['updatedAt']
  const write = addDocument(COLLECTIONS[key], { ...defined(record), updatedBy: signer() }, stamped)
  const id = await withTimeLimit(write, TIME_LIMITS.sendMs, WRITE)
  changed(key)
  return id
}

/**
 * Replaces the fields staff write of document `id` with `record`'s (an optional field it lacks is
 * taken out; createdAt stays as it is). Throws as createDeskRecord does.
 */
export async function updateDeskRecord<K extends DeskCollection>(
  key: K,
  id: string,
  record: DeskRecords[K],
): Promise<void> {
  checkShown(key, record)
  const removed = OPTIONAL_FIELDS[key].filter((field) => record[field] === undefined)
  const write = updateDocument(
    COLLECTIONS[key],
    id,
    { ...defined(record), updatedBy: signer() },
    { stamped: ['updatedAt'], removed },
  )
  await withTimeLimit(write, TIME_LIMITS.sendMs, WRITE)
  changed(key)
}

/** Closes a job opening (it leaves /jobs) or opens it again. Throws as updateDeskRecord does. */
export async function setJobOpen(id: string, open: boolean): Promise<void> {
  const write = updateDocument(
    COLLECTIONS.jobListings,
    id,
    { open, updatedBy: signer() },
    { stamped: ['updatedAt'] },
  )
  await withTimeLimit(write, TIME_LIMITS.sendMs, WRITE)
  changed('jobListings')
}

/** Deletes document `id` of collection `key`. Throws SignedOut, TimedOut or the service's error. */
export async function removeDeskRecord(key: DeskCollection, id: string): Promise<void> {
  signer()
  await withTimeLimit(deleteDocument(COLLECTIONS[key], id), TIME_LIMITS.sendMs, WRITE)
  changed(key)
}
