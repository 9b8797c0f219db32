/**
 * The shared data source for catalogue collections (spec §7: "a shared data context"): each
 * collection is fetched once per session and shared by every page that shows it. Read failures
 * are not thrown at the page (spec: swallowed); the page sees status "error" and may retry.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import {
  listBlogPosts,
  listBlogShortPosts,
  listFeaturedProducts,
  listJobs,
  listProducts,
  type BlogPost,
  type BlogShortPost,
  type FeaturedProduct,
  type Job,
  type Product,
} from './catalog'

interface CatalogTypes {
  products: Product
  featuredProducts: FeaturedProduct
  blogPosts: BlogPost
  blogShortPosts: BlogShortPost
  jobListings: Job
}
export type CatalogKey = keyof CatalogTypes

const loaders: { [K in CatalogKey]: () => Promise<CatalogTypes[K][]> } = {
  products: listProducts,
  featuredProducts: listFeaturedProducts,
  blogPosts: listBlogPosts,
  blogShortPosts: listBlogShortPosts,
  jobListings: listJobs,
}

export type CatalogState<T> =
  | { status: 'loading'; items: readonly T[] }
  | { status: 'ready'; items: readonly T[] }
  | { status: 'error'; items: readonly T[] }

const EMPTY: readonly never[] = []
const LOADING: CatalogState<never> = { status: 'loading', items: EMPTY }
const states = new Map<CatalogKey, CatalogState<unknown>>()
const inFlight = new Map<CatalogKey, Promise<void>>()
const listeners = new Set<() => void>()

function setState(key: CatalogKey, state: CatalogState<unknown>): void {
  states.set(key, state)
  listeners.forEach((listener) => listener())
}

function load(key: CatalogKey, force = false): Promise<void> {
  const current = states.get(key)
  if (!force && current && current.status !== 'error') return inFlight.get(key) ?? Promise.resolve()
  const pending = inFlight.get(key)
  if (pending) return pending
  setState(key, LOADING)
  const promise = loaders[key]()
    .then(
      (items) => setState(key, { status: 'ready', items }),
      () => setState(key, { status: 'error', items: EMPTY }),
    )
    .finally(() => inFlight.delete(key))
  inFlight.set(key, promise)
  return promise
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A catalogue collection for a component: its state plus a retry for after a failure. */
export function useCatalog<K extends CatalogKey>(
  key: K,
): CatalogState<CatalogTypes[K]> & { retry: () => void } {
  const state = useSyncExternalStore(
    subscribe,
    () => (states.get(key) ?? LOADING) as CatalogState<CatalogTypes[K]>,
  )
  useEffect(() => {
    void load(key)
  }, [key])
  const retry = useCallback(() => void load(key, true), [key])
  return { ...state, retry }
}

/** Forgets everything loaded (tests). */
export function resetCatalogStore(): void {
  states.clear()
  inFlight.clear()
}
