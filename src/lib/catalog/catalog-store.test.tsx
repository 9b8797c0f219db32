import { act, render, renderHook, waitFor } from '@testing-library/react'
import { memo } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CATALOG_PREVIEW_ELEMENT_ID, STORAGE_KEYS } from '@/config/constants'
import { readCachedList, writeCachedList } from '@/lib/storage/catalog-cache'
import type { CatalogKey } from '@/config/catalog-keys'
import { catalogItemCheck, type FeaturedProduct, type Product } from './catalog'
import { serializePreview, WITHHELD_PRICE } from './catalog-preview'
import {
  catalogChanged,
  preloadCatalog,
  renderWithPreview,
  resetCatalogStore,
  useCatalog,
} from './catalog-store'

const listProducts = vi.hoisted(() => vi.fn<() => Promise<Product[]>>())
const listFeaturedProducts = vi.hoisted(() => vi.fn<() => Promise<FeaturedProduct[]>>())
vi.mock('./catalog', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./catalog')>()),
  listCatalog: (key: CatalogKey) => {
    if (key === 'products') return listProducts()
    if (key === 'featuredProducts') return listFeaturedProducts()
    throw new Error(`no read of ${key} expected`)
  },
}))

const cached: Product[] = [
  { id: 'old', name: 'Old Dal', image: '/old.svg', prices: { '1kg': 100 } },
]
const fresh: Product[] = [
  { id: 'new', name: 'New Dal', image: '/new.svg', prices: { '1kg': 110 } },
  { id: 'rice', name: 'Rice', image: '/rice.svg', prices: { '5kg': 400 } },
]

/** A read that settles when the test says so. */
function deferred() {
  let resolve: (items: Product[]) => void = () => {}
  let reject: (error: Error) => void = () => {}
  const promise = new Promise<Product[]>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const storedProducts = () => readCachedList('products', catalogItemCheck('products'))

describe('useCatalog with a stored copy', () => {
  beforeEach(() => {
    localStorage.clear()
    resetCatalogStore()
    listProducts.mockReset()
  })

  it('shows the stored copy on the first render and replaces it with the fresh read', async () => {
    writeCachedList('products', cached)
    const read = deferred()
    listProducts.mockReturnValue(read.promise)
    const { result } = renderHook(() => useCatalog('products'))
    expect(result.current).toMatchObject({ status: 'ready', items: cached, stale: true })
    expect(listProducts).toHaveBeenCalledTimes(1)

    read.resolve(fresh)
    await waitFor(() => expect(result.current.items).toEqual(fresh))
    expect(result.current).not.toHaveProperty('stale')
    expect(storedProducts()).toEqual(fresh)
  })

  it('keeps the items shown when the fresh read brings the same ones, dropping only the flags', async () => {
    writeCachedList('products', cached)
    const read = deferred()
    listProducts.mockReturnValue(read.promise)
    const { result } = renderHook(() => useCatalog('products'))
    const shown = result.current.items
    read.resolve(cached.map((product) => ({ ...product })))
    await waitFor(() => expect(result.current).not.toHaveProperty('stale'))
    expect(result.current.items).toBe(shown)
  })

  it('keeps the stored copy when the fresh read fails, and tries again on next use', async () => {
    writeCachedList('products', cached)
    listProducts.mockRejectedValueOnce(new Error('offline'))
    const first = renderHook(() => useCatalog('products'))
    await waitFor(() => expect(listProducts).toHaveBeenCalledTimes(1))
    // Let the failed read settle.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(first.result.current).toMatchObject({ status: 'ready', items: cached, stale: true })
    expect(storedProducts()).toEqual(cached)
    first.unmount()

    listProducts.mockResolvedValueOnce(fresh)
    const second = renderHook(() => useCatalog('products'))
    expect(second.result.current.items).toEqual(cached)
    await waitFor(() => expect(second.result.current.items).toEqual(fresh))
    expect(listProducts).toHaveBeenCalledTimes(2)
  })

  it('marks the stored copy when its refresh fails, and unmarks it while a retry reads', async () => {
    writeCachedList('products', cached)
    listProducts.mockRejectedValueOnce(new Error('offline'))
    const { result } = renderHook(() => useCatalog('products'))
    await waitFor(() => expect(result.current).toMatchObject({ refreshFailed: true }))
    expect(result.current).toMatchObject({ status: 'ready', items: cached, stale: true })

    const read = deferred()
    listProducts.mockReturnValueOnce(read.promise)
    act(() => result.current.retry())
    expect(result.current).toMatchObject({ status: 'ready', items: cached, stale: true })
    expect(result.current).not.toHaveProperty('refreshFailed')
    read.resolve(fresh)
    await waitFor(() => expect(result.current.items).toEqual(fresh))
    expect(result.current).not.toHaveProperty('stale')
  })

  it('reads once per session once the fresh read succeeded', async () => {
    listProducts.mockResolvedValue(fresh)
    const first = renderHook(() => useCatalog('products'))
    await waitFor(() => expect(first.result.current.status).toBe('ready'))
    first.unmount()
    const second = renderHook(() => useCatalog('products'))
    expect(second.result.current).toMatchObject({ status: 'ready', items: fresh })
    expect(listProducts).toHaveBeenCalledTimes(1)
  })

  it('reads again on next use after a change at the desk, showing the last read meanwhile', async () => {
    listProducts.mockResolvedValueOnce(cached)
    const first = renderHook(() => useCatalog('products'))
    await waitFor(() => expect(first.result.current.items).toEqual(cached))
    first.unmount()

    catalogChanged('products')
    listProducts.mockResolvedValueOnce(fresh)
    const second = renderHook(() => useCatalog('products'))
    expect(second.result.current).toMatchObject({ status: 'ready', items: cached, stale: true })
    await waitFor(() => expect(second.result.current.items).toEqual(fresh))
    expect(listProducts).toHaveBeenCalledTimes(2)
    expect(storedProducts()).toEqual(fresh)
  })
})

describe('useCatalog without a stored copy', () => {
  beforeEach(() => {
    localStorage.clear()
    resetCatalogStore()
    listProducts.mockReset()
  })

  it('loads, then shows the read and stores it for the next visit', async () => {
    const read = deferred()
    listProducts.mockReturnValue(read.promise)
    const { result } = renderHook(() => useCatalog('products'))
    expect(result.current.status).toBe('loading')
    read.resolve(fresh)
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', items: fresh }))
    expect(storedProducts()).toEqual(fresh)
  })

  it('reports a failed read as an error, and retry recovers', async () => {
    listProducts.mockRejectedValueOnce(new Error('offline'))
    const { result } = renderHook(() => useCatalog('products'))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.items).toEqual([])
    expect(storedProducts()).toBeNull()

    listProducts.mockResolvedValueOnce(fresh)
    act(() => result.current.retry())
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', items: fresh }))
  })

  it('ignores a damaged copy and takes the normal loading path', async () => {
    localStorage.setItem(`${STORAGE_KEYS.catalogCachePrefix}products`, '{"v":1,"savedAt":')
    listProducts.mockResolvedValue(fresh)
    const { result } = renderHook(() => useCatalog('products'))
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.items).toEqual(fresh))
    expect(storedProducts()).toEqual(fresh)
  })
  it('gives a memoised consumer each state once: the update never renders it again with the old one', async () => {
    const read = deferred()
    listProducts.mockReturnValue(read.promise)
    const seen: string[] = []
    const List = memo(function List({ state }: { state: { status: string } }) {
      seen.push(state.status)
      return null
    })
    function Page() {
      return <List state={useCatalog('products')} />
    }
    render(<Page />)
    read.resolve(fresh)
    await waitFor(() => expect(seen).toContain('ready'))
    expect(seen).toEqual(['loading', 'ready'])
  })
})

describe('preloadCatalog', () => {
  beforeEach(() => {
    localStorage.clear()
    resetCatalogStore()
    listFeaturedProducts.mockReset()
  })

  it('reads before any page asks, once, and fetches the image the page leads with', async () => {
    const requested: string[] = []
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((src: string) => {
      requested.push(src)
    })
    const featured: FeaturedProduct = {
      id: 'arhar',
      name: 'Arhar Dal',
      description: 'Unpolished',
      image: '/images/products/arhar-dal.svg',
      productId: 'arhar-dal',
      features: [],
    }
    listFeaturedProducts.mockResolvedValue([featured])
    preloadCatalog('featuredProducts')
    expect(listFeaturedProducts).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(requested).toEqual([featured.image]))

    // The page then finds the items there, without a second read.
    const { result } = renderHook(() => useCatalog('featuredProducts'))
    expect(result.current).toMatchObject({ status: 'ready', items: [featured] })
    expect(listFeaturedProducts).toHaveBeenCalledTimes(1)
    vi.restoreAllMocks()
  })

  it('stands for the first page’s read: after it fails, that page shows the error, not a second read', async () => {
    listFeaturedProducts.mockRejectedValue(new Error('offline'))
    preloadCatalog('featuredProducts')
    await waitFor(() => expect(listFeaturedProducts).toHaveBeenCalledTimes(1))
    await act(() => Promise.resolve())

    const seen: string[] = []
    const { result } = renderHook(() => {
      const state = useCatalog('featuredProducts')
      seen.push(state.status)
      return state
    })
    await act(() => Promise.resolve())
    expect(listFeaturedProducts).toHaveBeenCalledTimes(1)
    expect(new Set(seen)).toEqual(new Set(['error']))

    // Retry reads; so does the next page that uses the collection.
    listFeaturedProducts.mockResolvedValue([])
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(listFeaturedProducts).toHaveBeenCalledTimes(2)
  })

  it('leaves a later page free to read again after it failed', async () => {
    listFeaturedProducts.mockRejectedValue(new Error('offline'))
    preloadCatalog('featuredProducts')
    const first = renderHook(() => useCatalog('featuredProducts'))
    await waitFor(() => expect(first.result.current.status).toBe('error'))
    first.unmount()

    listFeaturedProducts.mockResolvedValue([])
    const next = renderHook(() => useCatalog('featuredProducts'))
    await waitFor(() => expect(next.result.current.status).toBe('ready'))
    expect(listFeaturedProducts).toHaveBeenCalledTimes(2)
  })
})

describe('useCatalog on a page with the build’s copy', () => {
  const preview: Product[] = [
    { id: 'new', name: 'New Dal', image: '/new.svg', prices: { '1kg': WITHHELD_PRICE } },
  ]

  beforeEach(() => {
    localStorage.clear()
    resetCatalogStore()
    listProducts.mockReset()
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${CATALOG_PREVIEW_ELEMENT_ID}">${serializePreview({ products: preview })}</script>`,
    )
    return () => document.getElementById(CATALOG_PREVIEW_ELEMENT_ID)?.remove()
  })

  it('starts from it, marked as a preview, and replaces it with the read', async () => {
    const read = deferred()
    listProducts.mockReturnValue(read.promise)
    const { result } = renderHook(() => useCatalog('products'))
    expect(result.current).toMatchObject({ status: 'ready', items: preview, preview: true })
    read.resolve(fresh)
    await waitFor(() => expect(result.current.items).toEqual(fresh))
    expect(result.current).not.toHaveProperty('preview')
  })

  it('gives way to the error state when the read fails: it has no prices to buy at', async () => {
    listProducts.mockRejectedValueOnce(new Error('offline'))
    const { result } = renderHook(() => useCatalog('products'))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.items).toEqual([])
  })

  it('comes after the last visit’s copy, which has prices', () => {
    writeCachedList('products', cached)
    listProducts.mockReturnValue(deferred().promise)
    const { result } = renderHook(() => useCatalog('products'))
    expect(result.current).toMatchObject({ status: 'ready', items: cached, stale: true })
    expect(result.current).not.toHaveProperty('preview')
  })

  it('is ignored when it does not parse', () => {
    document.getElementById(CATALOG_PREVIEW_ELEMENT_ID)!.textContent = '{"products":[{"id":"x"}]}'
    listProducts.mockReturnValue(deferred().promise)
    const { result } = renderHook(() => useCatalog('products'))
    expect(result.current.status).toBe('loading')
  })

  it('is what the build renders with, given to the store for the render', () => {
    resetCatalogStore()
    renderWithPreview({ products: fresh })
    document.getElementById(CATALOG_PREVIEW_ELEMENT_ID)?.remove()
    listProducts.mockReturnValue(deferred().promise)
    const { result } = renderHook(() => useCatalog('products'))
    expect(result.current).toMatchObject({ status: 'ready', items: fresh, preview: true })
    renderWithPreview(null)
  })
})
