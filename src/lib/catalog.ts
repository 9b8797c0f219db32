/**
 * Typed reads of the catalogue collections. Stored data is untrusted: each document is checked
 * and malformed ones are left out rather than breaking a page.
 */
import { z } from 'zod/mini'
import type { readCollection as ReadCollection, StoredDocument } from './firestore'
import { nextTask } from './next-task'
import { COLLECTIONS, PACK_SIZES, type PackSize, type PriceMap } from './schema'

/**
 * Made on first use. Building a zod schema is start-up work a phone feels (the ten below took
 * about as long as evaluating React DOM), and a page needs only its own collections' schemas.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}

const text = once(() => z.string())
const priceMap = once(() =>
  z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((raw): PriceMap => {
      const prices: PriceMap = {}
      for (const size of PACK_SIZES) {
        const value = raw[size]
        if (typeof value === 'number' && Number.isFinite(value) && value > 0) prices[size] = value
      }
      return prices
    }),
  ),
)
const date = once(() => z.date())
const textList = once(() => z.array(z.string()))

const productSchema = once(() => z.object({ product: text(), image: text(), prices: priceMap() }))
const featuredSchema = once(() =>
  z.object({
    name: text(),
    description: text(),
    image: text(),
    prices: priceMap(),
    features: z._default(textList(), []),
  }),
)
const blogPostSchema = once(() =>
  z.object({
    title: text(),
    date: text(),
    readTime: text(),
    shortDescription: text(),
    description: text(),
    imageUrl: text(),
    videoUrl: z._default(text(), ''),
    authorAdvice: z._default(text(), ''),
    viewPostLink: z._default(text(), ''),
    createdAt: date(),
  }),
)
const shortPostSchema = once(() =>
  z.object({
    title: text(),
    date: text(),
    readTime: text(),
    shortDescription: text(),
    imageUrl: text(),
    postId: text(),
    createdAt: date(),
  }),
)
const jobSchema = once(() =>
  z.object({
    id: z.number(),
    title: text(),
    department: text(),
    location: text(),
    type: text(),
    experience: text(),
    postedDate: text(),
    salary: text(),
    duration: z.optional(text()),
    reportingTo: z.optional(text()),
    description: text(),
    requirements: textList(),
    responsibilities: textList(),
    createdAt: date(),
  }),
)

const itemSchemas: { [K in CatalogKey]: () => z.ZodMiniType<CatalogTypes[K]> } = {
  products: once(() => z.object({ id: text(), name: text(), image: text(), prices: priceMap() })),
  featuredProducts: once(() => z.extend(featuredSchema(), { id: text() })),
  blogPosts: once(() => z.extend(blogPostSchema(), { id: text() })),
  blogShortPosts: once(() => z.extend(shortPostSchema(), { id: text() })),
  jobListings: once(() => z.extend(jobSchema(), { docId: text() })),
}

/**
 * The schema of collection `key`'s items as the app holds them (the document schema plus the
 * id), for re-checking copies kept outside Firestore: the repeat-visit cache
 * (./catalog-store.ts) trusts a stored copy only if it still parses, so a damaged or
 * older-shaped copy is never shown.
 */
export function catalogItemSchema<K extends CatalogKey>(key: K): z.ZodMiniType<CatalogTypes[K]> {
  return itemSchemas[key]()
}

export interface Product {
  id: string
  name: string
  image: string
  prices: PriceMap
}
export type FeaturedProduct = { id: string } & z.infer<ReturnType<typeof featuredSchema>>
export type BlogPost = { id: string } & z.infer<ReturnType<typeof blogPostSchema>>
export type BlogShortPost = { id: string } & z.infer<ReturnType<typeof shortPostSchema>>
/** `docId` is the Firestore id; `id` is the job's own number (spec §3). */
export type Job = { docId: string } & z.infer<ReturnType<typeof jobSchema>>
export type { PackSize, PriceMap }

/**
 * Firestore's code (the Lite SDK) is requested as soon as a page that reads the catalogue loads,
 * beside that page rather than inside it, so the browser runs it in a task of its own.
 */
const firestoreModule = import('./firestore')
// Failures surface where a read awaits it; this only keeps an unused failure from being reported.
firestoreModule.catch(() => {})

// Running the SDK's code and starting its first read are two tasks, not one long one.
const readCollection: typeof ReadCollection = (...args) =>
  firestoreModule.then(async ({ readCollection: read }) => {
    await nextTask()
    return read(...args)
  })

function parseAll<T, R>(
  docs: StoredDocument[],
  schema: z.ZodMiniType<T>,
  shape: (id: string, data: T) => R,
): R[] {
  return docs.flatMap(({ id, data }) => {
    const result = schema.safeParse(data)
    return result.success ? [shape(id, result.data)] : []
  })
}

/** Each catalogue collection's items as the app holds them. */
export interface CatalogTypes {
  products: Product
  featuredProducts: FeaturedProduct
  blogPosts: BlogPost
  blogShortPosts: BlogShortPost
  jobListings: Job
}
export type CatalogKey = keyof CatalogTypes

interface CollectionReader<T> {
  /** Read in createdAt order, newest first (otherwise in document id order). */
  newestFirst: boolean
  parse: (docs: StoredDocument[]) => T[]
}

const readers: { [K in CatalogKey]: CollectionReader<CatalogTypes[K]> } = {
  products: {
    newestFirst: false,
    parse: (docs) =>
      parseAll(docs, productSchema(), (id, d) => ({
        id,
        name: d.product,
        image: d.image,
        prices: d.prices,
      })),
  },
  featuredProducts: {
    newestFirst: false,
    parse: (docs) => parseAll(docs, featuredSchema(), (id, d) => ({ id, ...d })),
  },
  blogPosts: {
    newestFirst: true,
    parse: (docs) => parseAll(docs, blogPostSchema(), (id, d) => ({ id, ...d })),
  },
  blogShortPosts: {
    newestFirst: true,
    parse: (docs) => parseAll(docs, shortPostSchema(), (id, d) => ({ id, ...d })),
  },
  jobListings: {
    newestFirst: true,
    parse: (docs) => parseAll(docs, jobSchema(), (docId, d) => ({ docId, ...d })),
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
