/**
 * The build's copy of a page's catalogue collections (tools/prerender). A prerendered page that
 * shows catalogue data is rendered with it, so the HTML itself holds the products or posts and a
 * phone paints them before any script has run; the same items travel in the page as JSON
 * (an inert `application/json` script element), so the app takes the markup over with the very
 * items it was drawn from (./catalog-store.ts), and replaces them with the first read's.
 *
 * Prices are GST-gated: the real numbers never reach the HTML. A preview keeps which pack sizes
 * are sold (the page shows those, masked) and nothing of what they cost.
 */
import type { CatalogKey } from '@/config/catalog-keys'
import type { CatalogTypes, PriceMap } from './catalog'
import { encodeDates, reviveDates } from '@/lib/storage/catalog-cache'

export type CatalogPreview = { [K in CatalogKey]?: readonly CatalogTypes[K][] }

/**
 * What every sold size costs in a preview. It is never shown: a preview's state says so
 * (`preview: true`), and the page masks prices and holds its buy buttons until the read is in.
 */
export const WITHHELD_PRICE = 1

function withheld(prices: PriceMap): PriceMap {
  const sizes = Object.keys(prices) as (keyof PriceMap)[]
  return Object.fromEntries(sizes.map((size) => [size, WITHHELD_PRICE]))
}

/**
 * `items` of `key` as a preview may hold them: without prices, every other field as it is (a
 * product's Hindi name, which a Hindi page shows, among them). Only products have prices; a
 * featured product shows its product's.
 */
export function previewItems<K extends CatalogKey>(
  key: K,
  items: readonly CatalogTypes[K][],
): CatalogTypes[K][] {
  if (key !== 'products') return [...items]
  return items.map((item) => {
    const priced = item as CatalogTypes['products']
    return { ...priced, prices: withheld(priced.prices) } as CatalogTypes[K]
  })
}

/**
 * The preview as the text of its JSON element. Dates are kept (as for the repeat-visit copy), and
 * every `<` is escaped, so no text in the data can close the element early.
 */
export function serializePreview(preview: CatalogPreview): string {
  return JSON.stringify(preview, encodeDates).replace(/</g, '\\u003c')
}

/** The collections in a preview element's text, still unchecked; null if it is not JSON. */
export function parsePreview(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text, reviveDates)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}
