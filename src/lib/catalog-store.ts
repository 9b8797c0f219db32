/**
 * The shared data source for catalogue collections (spec §7: "a shared data context"): each
 * collection is fetched once per session and shared by every page that shows it. Read failures
 * are not thrown at the page (spec: swallowed); the page sees status "error" and may retry.
 *
 * Repeat visits (stale-while-revalidate): the first use of a collection shows the copy the last
 * visit left in localStorage (./catalog-cache.ts), as status "ready" with `stale: true`, while the
 * fresh read runs; its result replaces the copy. If that read fails, the copy stays on screen
 * (still "ready") and the next page that uses the collection tries again.
 */
import { useCallback, useDeferredValue, useEffect, useSyncExternalStore } from 'react'
import type { z } from 'zod/mini'
import { readCachedList, writeCachedList } from './catalog-cache'
import {
  catalogItemSchemas,
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

const itemSchemas: { [K in CatalogKey]: z.ZodMiniType<CatalogTypes[K]> } = catalogItemSchemas

/** `stale`: the items are the last visit's copy and no fresh read has succeeded yet. */
export type CatalogState<T> =
  | { status: 'loading'; items: readonly T[] }
  | { status: 'ready'; items: readonly T[]; stale?: boolean }
  | { status: 'error'; items: readonly T[] }

const EMPTY: readonly never[] = []
const LOADING: CatalogState<never> = { status: 'loading', items: EMPTY }
const states = new Map<CatalogKey, CatalogState<unknown>>()
const inFlight = new Map<CatalogKey, Promise<void>>()
const listeners = new Set<() => void>()
/** Keys whose stored copy has been looked at, so localStorage is parsed once, not per render. */
const restored = new Set<CatalogKey>()

function setState(key: CatalogKey, state: CatalogState<unknown>): void {
  states.set(key, state)
  listeners.forEach((listener) => listener())
}

/**
 * The current state of `key`, taking the stored copy on first use. It runs while rendering, so
 * the first paint already has the copy; it only fills the map (no listeners called), once a key.
 */
function snapshot(key: CatalogKey): CatalogState<unknown> {
  if (!restored.has(key)) {
    restored.add(key)
    const items = readCachedList<unknown>(key, itemSchemas[key])
    if (items && !states.has(key)) states.set(key, { status: 'ready', items, stale: true })
  }
  return states.get(key) ?? LOADING
}

function load(key: CatalogKey, force = false): Promise<void> {
  const pending = inFlight.get(key)
  if (pending) return pending
  const current = snapshot(key)
  const stale = current.status === 'ready' && current.stale === true
  const settled = states.has(key) && current.status !== 'error' && !stale
  if (settled && !force) return Promise.resolve()
  // Items already on screen stay there while the read runs; only an empty page shows loading.
  if (current.status !== 'ready') setState(key, LOADING)
  const promise = loaders[key]()
    .then(
      (items) => {
        setState(key, { status: 'ready', items })
        writeCachedList(key, items)
      },
      () => {
        if (states.get(key)?.status !== 'ready') setState(key, { status: 'error', items: EMPTY })
      },
    )
    .finally(() => inFlight.delete(key))
  inFlight.set(key, promise)
  return promise
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The image a collection's first item leads its page with: that page's largest element. */
const leadImages: { [K in CatalogKey]?: (item: CatalogTypes[K]) => string } = {
  featuredProducts: (product) => product.image,
  blogShortPosts: (post) => post.imageUrl,
}

function leadImage<K extends CatalogKey>(key: K): string | undefined {
  const first = states.get(key)?.items[0] as CatalogTypes[K] | undefined
  const pick = leadImages[key] as ((item: CatalogTypes[K]) => string) | undefined
  return first && pick ? pick(first) || undefined : undefined
}

/**
 * Starts reading `key` ahead of the page that shows it (see catalog-routes.ts), and once the
 * items are in, fetches the image the page will lead with, so it is ready when the page is.
 */
export function preloadCatalog(key: CatalogKey): void {
  void load(key).then(() => {
    const src = leadImage(key)
    if (!src) return
    const image = new Image()
    image.fetchPriority = 'high'
    image.src = src
  })
}

/** A catalogue collection for a component: its state plus a retry for after a failure. */
export function useCatalog<K extends CatalogKey>(
  key: K,
): CatalogState<CatalogTypes[K]> & { retry: () => void } {
  const state = useSyncExternalStore(
    subscribe,
    () => snapshot(key) as CatalogState<CatalogTypes[K]>,
    // A prerendered page shows the loading state; the stored copy or the read follows at once.
    () => LOADING as CatalogState<CatalogTypes[K]>,
  )
  // An external store's updates render synchronously, in one piece; a page of product cards
  // arriving that way blocks a phone's main thread. Deferred, it renders in slices instead, and
  // the page stays responsive while it does.
  const shown = useDeferredValue(state)
  useEffect(() => {
    void load(key)
  }, [key])
  const retry = useCallback(() => void load(key, true), [key])
  return { ...shown, retry }
}

/** Forgets everything loaded (tests). */
export function resetCatalogStore(): void {
  states.clear()
  inFlight.clear()
  restored.clear()
}
