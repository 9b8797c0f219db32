import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CATALOG_CACHE, STORAGE_KEYS } from '@/config/constants'
import { readCachedList, writeCachedList } from './catalog-cache'
import { catalogItemCheck, type BlogShortPost, type Product } from '@/lib/catalog/catalog'

const NOW = Date.UTC(2025, 5, 1, 10, 0, 0)
const MAX_AGE_MS = CATALOG_CACHE.maxAgeDays * 24 * 60 * 60 * 1000
const KEY = `${STORAGE_KEYS.catalogCachePrefix}products`
const products: Product[] = [
  { id: 'p1', name: 'Masoor Dal', image: '/images/p1.svg', prices: { '500gm': 60, '1kg': 115 } },
  { id: 'p2', name: 'Sugar', image: '/images/p2.svg', prices: { '30kg': 1290.5 } },
]
const read = (now = NOW) => readCachedList('products', catalogItemCheck('products'), { now })
const envelope = (patch: Record<string, unknown> = {}) =>
  JSON.stringify({ v: CATALOG_CACHE.version, savedAt: NOW, items: products, ...patch })

describe('catalogue cache', () => {
  beforeEach(() => localStorage.clear())

  it('gives back what was written, under its own key', () => {
    expect(writeCachedList('products', products, { now: NOW })).toBe(true)
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toMatchObject({
      v: CATALOG_CACHE.version,
      savedAt: NOW,
    })
    expect(read(NOW + 1000)).toEqual(products)
  })

  it('keeps dates as dates', () => {
    const posts: BlogShortPost[] = [
      {
        id: 's1',
        title: 'Storing pulses',
        date: '2025-05-01',
        readTime: '4 min read',
        shortDescription: 'Dry and cool.',
        imageUrl: '/images/s1.svg',
        postId: 'b1',
        createdAt: new Date('2025-05-01T08:30:00.000Z'),
      },
    ]
    writeCachedList('blogShortPosts', posts, { now: NOW })
    const back = readCachedList('blogShortPosts', catalogItemCheck('blogShortPosts'), { now: NOW })
    expect(back).toEqual(posts)
    expect(back?.[0]?.createdAt).toBeInstanceOf(Date)
    // The display date stays the text it was.
    expect(back?.[0]?.date).toBe('2025-05-01')
  })

  it('shows a copy up to the maximum age and removes it after', () => {
    writeCachedList('products', products, { now: NOW })
    expect(read(NOW + MAX_AGE_MS)).toEqual(products)
    expect(read(NOW + MAX_AGE_MS + 1)).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('ignores and removes a copy saved in the future', () => {
    writeCachedList('products', products, { now: NOW + 60_000 })
    expect(read()).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it.each([
    ['another version', envelope({ v: CATALOG_CACHE.version + 1 })],
    ['no version', envelope({ v: undefined })],
    ['no save time', envelope({ savedAt: 'yesterday' })],
    ['corrupted JSON', envelope().slice(0, -10)],
    ['not JSON at all', 'undefined'],
    ['JSON that is not an envelope', '[1,2,3]'],
    [
      'an item of an older shape',
      envelope({ items: [{ id: 'p1', product: 'Dal', image: '', prices: {} }] }),
    ],
    ['an item with a wrong type', envelope({ items: [{ ...products[0], name: 42 }] })],
    ['items that are not a list', envelope({ items: { p1: products[0] } })],
  ])('ignores and removes %s', (_label, raw) => {
    localStorage.setItem(KEY, raw)
    expect(read()).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('rejects an unreadable stored date', () => {
    localStorage.setItem(
      `${STORAGE_KEYS.catalogCachePrefix}blogShortPosts`,
      JSON.stringify({
        v: CATALOG_CACHE.version,
        savedAt: NOW,
        items: [
          {
            id: 's1',
            title: 't',
            date: '2025-05-01',
            readTime: '1 min read',
            shortDescription: '',
            imageUrl: '',
            postId: 'b1',
            createdAt: { $date: 'not a date' },
          },
        ],
      }),
    )
    expect(
      readCachedList('blogShortPosts', catalogItemCheck('blogShortPosts'), { now: NOW }),
    ).toBeNull()
  })

  it('returns null when nothing is stored', () => {
    expect(read()).toBeNull()
  })

  it('does not keep a list over the size budget, nor the older copy', () => {
    writeCachedList('products', products, { now: NOW })
    const huge = [{ ...products[0], name: 'x'.repeat(CATALOG_CACHE.maxChars) }]
    expect(writeCachedList('products', huge, { now: NOW })).toBe(false)
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('drops the copy when storage is full', () => {
    writeCachedList('products', products, { now: NOW })
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    expect(writeCachedList('products', products, { now: NOW + 1 })).toBe(false)
    expect(setItem).toHaveBeenCalled()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('does nothing where storage is unavailable', () => {
    const blocked = {
      getItem: vi.fn(() => {
        throw new DOMException('denied', 'SecurityError')
      }),
      setItem: vi.fn(() => {
        throw new DOMException('denied', 'SecurityError')
      }),
      removeItem: vi.fn(() => {
        throw new DOMException('denied', 'SecurityError')
      }),
    }
    expect(writeCachedList('products', products, { storage: blocked })).toBe(false)
    expect(
      readCachedList('products', catalogItemCheck('products'), { storage: blocked }),
    ).toBeNull()
    expect(writeCachedList('products', products, { storage: null })).toBe(false)
    expect(readCachedList('products', catalogItemCheck('products'), { storage: null })).toBeNull()
  })
})
