/** The local stack's demo data, as the tests read it to know what the pages should show. */
import { readFileSync } from 'node:fs'
import type {
  BlogPostRecord,
  BlogShortPostRecord,
  JobRecord,
  ProductRecord,
} from '../../src/lib/schema'

function read<T>(name: string): T[] {
  return JSON.parse(
    readFileSync(new URL(`../../seed/${name}.json`, import.meta.url), 'utf8'),
  ) as T[]
}

/** A record as the seed files hold it: its times as ISO text, and its id beside it. */
type Seeded<T, Id = string> = { id: Id } & { [K in keyof T]: T[K] extends Date ? string : T[K] }

export type SeedProduct = Seeded<ProductRecord>
export type SeedJob = Seeded<JobRecord, number>
export type SeedPost = Seeded<BlogPostRecord>
export type SeedShortPost = Seeded<BlogShortPostRecord>

export const seed = {
  products: read<SeedProduct>('products'),
  jobs: read<SeedJob>('jobListings'),
  posts: read<SeedPost>('blogPosts'),
  shortPosts: read<SeedShortPost>('blogShortPosts'),
  maplist: read<Record<string, unknown>>('maplist'),
}

/** The seeded product named `name`; fails loudly when the seed has lost it. */
export function seededProduct(name: string): SeedProduct {
  const found = seed.products.find((p) => p.product === name)
  if (!found) throw new Error(`seed/products.json has no "${name}"`)
  return found
}
