/**
 * The shared data source for catalogue collections: each collection is fetched once per session
 * and shared by every page that shows it. Read failures are not thrown at the page (they are
 * swallowed); the page sees status "error" and may retry.
 *
 * Repeat visits (stale-while-revalidate): the first use of a collection shows the copy the last
 * visit left in localStorage (src/lib/storage/catalog-cache.ts), as status "ready" with
 * `stale: true`, while the fresh read runs; its result replaces the copy. If that read fails, the
 * copy stays on screen (still "ready", marked `refreshFailed`) and the next page that uses the
 * collection, or a retry, tries again.
 *
 * A prerendered page starts from the build's copy instead where it has one (./catalog-preview.ts):
 * hydration needs the items the HTML was drawn from. That copy has no prices and may be days old,
 * so it is a placeholder with real content, not a copy to fall back on: a failed read shows the
 * error state, as without it.
 */
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react'
import { CATALOG_PREVIEW_ELEMENT_ID } from '@/config/constants'
import { readCachedList, writeCachedList } from '@/lib/storage/catalog-cache'
import type { CatalogKey } from '@/config/catalog-keys'
import { catalogItemCheck, listCatalog, type CatalogTypes } from './catalog'
import { parsePreview, type CatalogPreview } from './catalog-preview'
import { arrayOf, INVALID } from '@/lib/util/check'
import { useClientSnapshot } from '@/lib/util/client-snapshot'
import { sameValue } from '@/lib/util/same-value'

/**
 * `stale`: the items are a copy (the last visit's, or the build's) and no read has succeeded yet.
 * `preview`: the copy is the build's, which has no prices (see ./catalog-preview.ts).
 * `refreshFailed`: the last read of a stale copy failed (the copy stays); a page that cannot do
 * with the copy (it lacks the item asked for) shows its error then, instead of waiting.
 */
export type CatalogState<T> =
  | { status: 'loading'; items: readonly T[] }
  | {
      status: 'ready'
      items: readonly T[]
      stale?: boolean
      preview?: boolean
      refreshFailed?: boolean
    }
  | { status: 'error'; items: readonly T[] }

/** Whether `state` shows the build's copy, whose prices are not in yet. */
export function isPreview(state: CatalogState<unknown>): boolean {
  return state.status === 'ready' && state.preview === true
}

const EMPTY: readonly never[] = []
const LOADING: CatalogState<never> = { status: 'loading', items: EMPTY }
const states = new Map<CatalogKey, CatalogState<unknown>>()
const inFlight = new Map<CatalogKey, Promise<void>>()
const listeners = new Set<() => void>()
/** Keys whose stored copy has been looked at, so localStorage is parsed once, not per render. */
const restored = new Set<CatalogKey>()
/** The build's copy of each key, once looked at (null: the page has none). */
const previews = new Map<CatalogKey, CatalogState<unknown> | null>()
/** Set while the build renders a page; in the browser the copy is read from the page. */
let buildPreview: CatalogPreview | null = null
let pagePreview: Record<string, unknown> | null | undefined
/**
 * Keys read at start-up for the page the app opened on (preloadCatalog). That read is the page's
 * own: the page does not read again as it mounts, which after a failed read would flash its error,
 * then "loading", then the error again (or a result the buyer never asked to retry for).
 */
const startupReads = new Set<CatalogKey>()

function embeddedPreview(): Record<string, unknown> | null {
  if (buildPreview) return buildPreview
  if (pagePreview === undefined) {
    const text =
      typeof document === 'undefined'
        ? null
        : document.getElementById(CATALOG_PREVIEW_ELEMENT_ID)?.textContent
    pagePreview = text ? parsePreview(text) : null
  }
  return pagePreview
}

/** The state the build's copy of `key` gives, checked like any stored copy; undefined if none. */
function previewState(key: CatalogKey): CatalogState<unknown> | undefined {
  if (!previews.has(key)) {
    const items = arrayOf(catalogItemCheck(key))(embeddedPreview()?.[key])
    previews.set(
      key,
      items === INVALID ? null : { status: 'ready', items, stale: true, preview: true },
    )
  }
  return previews.get(key) ?? undefined
}

/** Renders pages from `preview` (the build, tools/prerender); null ends that. */
export function renderWithPreview(preview: CatalogPreview | null): void {
  buildPreview = preview
  previews.clear()
}

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
    const items = readCachedList<unknown>(key, catalogItemCheck(key))
    // The last visit's copy has prices and is likely the newer: it comes before the build's.
    const copy = items ? { status: 'ready' as const, items, stale: true } : previewState(key)
    if (copy && !states.has(key)) states.set(key, copy)
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
  else if (current.refreshFailed)
    setState(key, { status: 'ready', items: current.items, stale: true })
  const promise = listCatalog(key)
    .then(
      (items) => {
        // A read that says what the page already shows (the build's copy of a collection
        // without prices, or the last visit's) keeps the items the page has, so lists built
        // from them are not built and drawn again: only the copy's flags go.
        const shown = states.get(key)
        const same = shown?.status === 'ready' && sameValue(shown.items, items)
        setState(key, { status: 'ready', items: same ? shown.items : items })
        writeCachedList(key, items)
      },
      () => {
        const shown = states.get(key)
        if (shown?.status !== 'ready' || shown.preview) {
          setState(key, { status: 'error', items: EMPTY })
        } else if (shown.stale) {
          setState(key, { ...shown, refreshFailed: true })
        }
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
  // Unless a page is already reading it: then the read is that page's.
  if (!inFlight.has(key)) startupReads.add(key)
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
  const state = useClientSnapshot(
    subscribe,
    () => snapshot(key) as CatalogState<CatalogTypes[K]>,
    // Hydration meets what the build rendered: its copy where it had one, else the loading state.
    (previewState(key) ?? LOADING) as CatalogState<CatalogTypes[K]>,
  )
  // An external store's updates render synchronously, in one piece; a page of product cards
  // arriving that way blocks a phone's main thread. Deferred, it renders in slices instead, and
  // the page stays responsive while it does.
  const shown = useDeferredValue(state)
  useEffect(() => {
    if (startupReads.has(key)) {
      // Every part of the first page that reads `key` mounts in this one commit; a part that
      // mounts later, or another page, reads again as usual.
      queueMicrotask(() => startupReads.delete(key))
      return
    }
    void load(key)
  }, [key])
  const retry = useCallback(() => void load(key, true), [key])
  // The same object until the shown state changes: the store's update first re-renders the caller
  // at once with the old state, and a memoised list given this object skips that render.
  return useMemo(() => ({ ...shown, retry }), [shown, retry])
}

/**
 * Collection `key` was changed at the trade desk: the next page that shows it reads it again,
 * showing the items it has meanwhile, as it does the last visit's copy. Without this, a page
 * opened later in the same session would show what was read before the change.
 */
export function catalogChanged(key: CatalogKey): void {
  const current = states.get(key)
  if (current?.status === 'ready' && !current.stale) states.set(key, { ...current, stale: true })
}

/** Forgets everything loaded (tests). */
export function resetCatalogStore(): void {
  states.clear()
  inFlight.clear()
  startupReads.clear()
  restored.clear()
  previews.clear()
  pagePreview = undefined
  buildPreview = null
}
