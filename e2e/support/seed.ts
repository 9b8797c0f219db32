/** The local stack's demo data, as the tests read it to know what the pages should show. */
import { readFileSync } from 'node:fs'
import type { ProductRecord } from '../../src/lib/schema'

function read<T>(name: string): T[] {
  return JSON.parse(
    readFileSync(new URL(`../../seed/${name}.json`, import.meta.url), 'utf8'),
  ) as T[]
}

export type SeedProduct = ProductRecord & { id: string }

export interface SeedJob {
  id: number
  title: string
  department: string
  location: string
  type: string
  experience: string
  salary: string
  duration?: string
  reportingTo?: string
  description: string
  requirements: string[]
  responsibilities: string[]
  createdAt: string
}

export interface SeedPost {
  id: string
  title: string
  date: string
  readTime: string
  description: string
  shortDescription: string
  imageUrl: string
  videoUrl: string
  authorAdvice: string
  createdAt: string
}

export interface SeedShortPost {
  id: string
  title: string
  postId: string
  createdAt: string
}

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
