/**
 * Search and category filter for the product grid (case-insensitive substring of the name, or of
 * one of the other names staff gave the product, combined with the category filter). Products are
 * indexed once so a keystroke is a plain substring scan, fast enough for thousands of products.
 */
import type { Product } from '@/lib/catalog/catalog'
import { productCategory, type CategoryId, type ProductCategory } from './categories'

export interface IndexedProduct {
  product: Product
  /** The name and the product's other names, lower-cased, a line each, for the search. */
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
    key: [product.name, ...(product.aliases ?? [])].join('\n').toLowerCase(),
    category: productCategory(product),
  }))
}

export function filterProducts(index: readonly IndexedProduct[], query: ProductQuery): Product[] {
  const needle = query.search.trim().toLowerCase()
  const result: Product[] = []
  for (const entry of index) {
    if (query.category !== 'all' && entry.category !== query.category) continue
    if (needle && !entry.key.includes(needle)) continue
    result.push(entry.product)
  }
  return result
}

export function isFiltered(query: ProductQuery): boolean {
  return query.search.trim() !== '' || query.category !== 'all'
}

/**
 * The names of `matches` when the search is in none of them (each was found by another of its
 * names, as "toor" finds Arhar Dal), else null.
 */
export function soldUnderOtherNames(
  matches: readonly Product[],
  search: string,
): readonly string[] | null {
  const needle = search.toLowerCase()
  if (!needle || matches.length === 0) return null
  return matches.some((product) => product.name.toLowerCase().includes(needle))
    ? null
    : matches.map((product) => product.name)
}
