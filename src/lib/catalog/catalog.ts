/**
 * Typed reads of the catalogue collections. Stored data is untrusted: each document is checked
 * and malformed ones are left out rather than breaking a page.
 */
import {
  arrayOf,
  boolean,
  date,
  INVALID,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
  withDefault,
  type Check,
} from '@/lib/util/check'
import { GST_RATES } from '@/config/constants'
import type { CatalogKey } from '@/config/catalog-keys'
import type { readCollection as ReadCollection, StoredDocument } from '@/lib/firebase/firestore'
import { t } from '@/lib/i18n/macro'
import { TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'
import { nextTask } from '@/lib/util/next-task'
import { mapCoordinates, type MapCoordinates } from './map-coordinates'
import {
  COLLECTIONS,
  PACK_SIZES,
  PRODUCT_CATEGORIES,
  type BlogPostRecord,
  type BlogShortPostRecord,
  type FeaturedProductRecord,
  type JobRecord,
  type PackSize,
  type PriceMap,
  type Product,
  type ProductRecord,
  productFromRecord,
} from '@/lib/schema'

/**
 * Sizes priced at a positive, finite number; anything else means the size is not sold. The one
 * reading of a stored price map, for buyers' pages and the trade desk alike.
 */
export const priceMap: Check<PriceMap> = (value) => {
  const raw = record(value)
  if (raw === INVALID) return INVALID
  const prices: PriceMap = {}
  for (const size of PACK_SIZES) {
    const price = raw[size]
    if (typeof price === 'number' && Number.isFinite(price) && price > 0) prices[size] = price
  }
  return prices
}
const textList = arrayOf(string)

/** What a product's record and the product as the app holds it have alike. */
const productFields = {
  hindiName: optional(string),
  image: string,
  prices: priceMap,
  category: optional(oneOf(PRODUCT_CATEGORIES)),
  aliases: optional(textList),
  hsn: optional(string),
  gstRate: optional(oneOf(GST_RATES)),
  minOrderKg: optional(number),
}
const productRecord: Check<ProductRecord> = object({ ...productFields, product: string })
// A `prices` field that older documents still carry is left behind: the product's are shown.
const featuredFields = {
  name: string,
  description: string,
  image: string,
  productId: string,
  features: withDefault(textList, []),
}
const featuredRecord: Check<FeaturedProductRecord> = object(featuredFields)
/** What a post and its carousel entry both have. */
const postCardFields = {
  title: string,
  date: string,
  readTime: string,
  shortDescription: string,
  imageUrl: string,
  createdAt: date,
}
const blogPostFields = {
  ...postCardFields,
  description: string,
  videoUrl: withDefault(string, ''),
  authorAdvice: withDefault(string, ''),
  viewPostLink: withDefault(string, ''),
}
const blogPostRecord: Check<BlogPostRecord> = object(blogPostFields)
const shortPostFields = { ...postCardFields, postId: string }
const shortPostRecord: Check<BlogShortPostRecord> = object(shortPostFields)
const jobFields = {
  id: number,
  title: string,
  department: string,
  location: string,
  type: string,
  experience: string,
  postedDate: string,
  salary: string,
  duration: optional(string),
  reportingTo: optional(string),
  description: string,
  requirements: textList,
  responsibilities: textList,
  open: optional(boolean),
  createdAt: date,
}
const jobRecord: Check<JobRecord> = object(jobFields)

export type FeaturedProduct = { id: string } & FeaturedProductRecord
export type BlogPost = { id: string } & BlogPostRecord
export type BlogShortPost = { id: string } & BlogShortPostRecord
/** `docId` is the Firestore id; `id` is the job's own number. */
export type Job = { docId: string } & JobRecord
export type { PackSize, PriceMap, Product }

/** Each catalogue collection's items as the app holds them. */
export interface CatalogTypes {
  products: Product
  featuredProducts: FeaturedProduct
  blogPosts: BlogPost
  blogShortPosts: BlogShortPost
  jobListings: Job
}

const itemChecks: { [K in CatalogKey]: Check<CatalogTypes[K]> } = {
  products: object({ ...productFields, id: string, name: string }),
  featuredProducts: object({ ...featuredFields, id: string }),
  blogPosts: object({ ...blogPostFields, id: string }),
  blogShortPosts: object({ ...shortPostFields, id: string }),
  jobListings: object({ ...jobFields, docId: string }),
}

/**
 * The check of collection `key`'s items as the app holds them (the document's fields plus the
 * id), for copies kept outside Firestore: the repeat-visit cache and the build's copy in the page
 * (./catalog-store.ts) are trusted only if they still pass, so a damaged or older-shaped copy is
 * never shown.
 */
export function catalogItemCheck<K extends CatalogKey>(key: K): Check<CatalogTypes[K]> {
  return itemChecks[key]
}

/** Each catalogue collection's stored documents, as the site's reads take them. */
export interface CatalogRecords {
  products: ProductRecord
  featuredProducts: FeaturedProductRecord
  blogPosts: BlogPostRecord
  blogShortPosts: BlogShortPostRecord
  jobListings: JobRecord
  /** The retailer map reads the rest of a record leniently; it draws only those with these. */
  maplist: MapCoordinates
}

const recordChecks: { [K in keyof CatalogRecords]: Check<CatalogRecords[K]> } = {
  products: productRecord,
  featuredProducts: featuredRecord,
  blogPosts: blogPostRecord,
  blogShortPosts: shortPostRecord,
  jobListings: jobRecord,
  maplist: mapCoordinates,
}

/**
 * The check the site's reads put each stored document of collection `key` through: a document it
 * fails is left out of the pages. The trade desk puts every record through it before writing, so
 * staff cannot save what the site would not show.
 */
export function catalogRecordCheck<K extends keyof CatalogRecords>(
  key: K,
): Check<CatalogRecords[K]> {
  return recordChecks[key]
}

/**
 * Firestore's code (the Lite SDK) is requested as soon as a page that reads the catalogue loads,
 * beside that page rather than inside it. Running the SDK's code, setting it up and starting each
 * read are tasks of their own: together they were one of start-up's longest.
 */
const firestoreModule = import('@/lib/firebase/firestore').then(async (module) => {
  await nextTask()
  await module.prepareFirestore()
  return module
})
// Failures surface where a read awaits it; this only keeps an unused failure from being reported.
firestoreModule.catch(() => {})

/** A read of the catalogue, given up (TimedOut) when the SDK's code or the answer stalls. */
const readCollection: typeof ReadCollection = (...args) =>
  withTimeLimit(
    firestoreModule.then(async ({ readCollection: read }) => {
      await nextTask()
      return read(...args)
    }),
    TIME_LIMITS.readMs,
    t`The catalogue`,
  )

function parseAll<T, R>(
  docs: StoredDocument[],
  check: Check<T>,
  shape: (id: string, data: T) => R,
): R[] {
  return docs.flatMap(({ id, data }) => {
    const checked = check(data)
    return checked === INVALID ? [] : [shape(id, checked)]
  })
}

interface CollectionReader<T> {
  /** Read in createdAt order, newest first (otherwise in document id order). */
  newestFirst: boolean
  parse: (docs: StoredDocument[]) => T[]
}

const readers: { [K in CatalogKey]: CollectionReader<CatalogTypes[K]> } = {
  products: {
    newestFirst: false,
    parse: (docs) => parseAll(docs, productRecord, productFromRecord),
  },
  featuredProducts: {
    newestFirst: false,
    parse: (docs) => parseAll(docs, featuredRecord, (id, d) => ({ id, ...d })),
  },
  blogPosts: {
    newestFirst: true,
    parse: (docs) => parseAll(docs, blogPostRecord, (id, d) => ({ id, ...d })),
  },
  blogShortPosts: {
    newestFirst: true,
    parse: (docs) => parseAll(docs, shortPostRecord, (id, d) => ({ id, ...d })),
  },
  jobListings: {
    newestFirst: true,
    parse: (docs) => parseAll(docs, jobRecord, (docId, d) => ({ docId, ...d })),
  },
}

function createdTime(doc: StoredDocument): number {
  const created = doc.data.createdAt
  return created instanceof Date ? created.getTime() : Number.NEGATIVE_INFINITY
}

/**
 * `docs` as the items of collection `key`, in the order a read returns them; malformed documents
 * are left out. Also how the build turns documents it has read itself into a page's items.
 */
export function catalogFromDocuments<K extends CatalogKey>(
  key: K,
  docs: StoredDocument[],
): CatalogTypes[K][] {
  const reader = readers[key]
  const ordered = reader.newestFirst
    ? [...docs].sort((a, b) => createdTime(b) - createdTime(a))
    : [...docs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return reader.parse(ordered)
}

/** Reads collection `key` from Firestore. Throws on failure. */
export async function listCatalog<K extends CatalogKey>(key: K): Promise<CatalogTypes[K][]> {
  const docs = await readCollection(COLLECTIONS[key], { newestFirst: readers[key].newestFirst })
  return catalogFromDocuments(key, docs)
}

/** Raw retailer records of `maplist`; the map feature decides which are usable. Throws on failure. */
export async function listMapRecords(): Promise<Record<string, unknown>[]> {
  const docs = await readCollection(COLLECTIONS.maplist)
  return docs.map((d) => d.data)
}
