/**
 * Search and category filter for the product grid (case-insensitive substring of the name, of its
 * Hindi name or of one of the other names staff gave the product, combined with the category
 * filter; Devanagari compared as search-key.ts says). Products are indexed once so a keystroke
 * is a plain substring scan, fast enough for thousands of products.
 */
import { hindiNameOf, shownProductName } from '@/components/catalog/product-names'
import { keyHolds, searchKey, searchNeedle, searchText } from '@/components/catalog/search-key'
import type { Product } from '@/lib/catalog/catalog'
import { productCategory, type CategoryId, type ProductCategory } from './categories'

export interface IndexedProduct {
  product: Product
  /** The name, the Hindi name and the product's other names, as searched (searchKey), a line each. */
  key: string
  category: ProductCategory | null
}

export interface ProductQuery {
  search: string
  category: CategoryId
}

export const EMPTY_QUERY: ProductQuery = { search: '', category: 'all' }

export function indexProducts(products: readonly Product[]): IndexedProduct[] {
  return products.map((product) => ({
    product,
    key: searchKey([product.name, hindiNameOf(product), ...(product.aliases ?? [])]),
    category: productCategory(product),
  }))
}

export function filterProducts(index: readonly IndexedProduct[], query: ProductQuery): Product[] {
  const needle = searchNeedle(query.search)
  const result: Product[] = []
  for (const entry of index) {
    if (query.category !== 'all' && entry.category !== query.category) continue
    if (needle && !keyHolds(entry.key, needle)) continue
    result.push(entry.product)
  }
  return result
}

export function isFiltered(query: ProductQuery): boolean {
  return query.search.trim() !== '' || query.category !== 'all'
}

/**
 * The names of `matches` as the page shows them when the search is in none of their own names
 * (the name and the Hindi name: each was found by another of its names, as "toor" finds Arhar
 * Dal), else null.
 */
export function soldUnderOtherNames(
  matches: readonly Product[],
  search: string,
): readonly string[] | null {
  const needle = searchText(search)
  if (!needle || matches.length === 0) return null
  return matches.some((product) => searchKey([product.name, hindiNameOf(product)]).includes(needle))
    ? null
    : matches.map(shownProductName)
}
