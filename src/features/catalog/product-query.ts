/**
 * Search and category filter for the product grid (case-insensitive
 * substring on the name, combined with the category filter). Products are indexed once so a
 * keystroke is a plain substring scan, fast enough for thousands of products. When the search
 * finds nothing, the products it names by another name (product-aliases.ts) are offered beside.
 */
import type { Product } from '@/lib/catalog'
import { categoryOf, phraseKey, type CategoryId, type ProductCategory } from './categories'
import { PRODUCT_ALIASES } from './product-aliases'

export interface IndexedProduct {
  product: Product
  /** Lower-cased name for the search. */
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
    key: product.name.toLowerCase(),
    category: categoryOf(product.name),
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

const ALIASES = PRODUCT_ALIASES.map((alias) => ({
  words: alias.words.map(phraseKey),
  category: alias.category ?? null,
}))

/**
 * The products the search names by another name, within the chosen category and in catalogue
 * order. Naming a product outranks naming a category: "toor dal" means Arhar Dal, not every dal.
 */
export function aliasMatches(index: readonly IndexedProduct[], query: ProductQuery): Product[] {
  const said = phraseKey(query.search)
  const named = ALIASES.filter((alias) => alias.words.some((word) => said.includes(word)))
  if (named.length === 0) return []
  const productNames = named.filter((alias) => alias.category === null).flatMap((a) => a.words)
  const categories = productNames.length ? [] : named.map((alias) => alias.category)
  const result: Product[] = []
  for (const entry of index) {
    if (query.category !== 'all' && entry.category !== query.category) continue
    const name = phraseKey(entry.product.name)
    if (
      productNames.some((word) => name.includes(word)) ||
      (entry.category !== null && categories.includes(entry.category))
    ) {
      result.push(entry.product)
    }
  }
  return result
}

export interface SearchResult {
  /** The products whose name holds the search, in the chosen category. */
  matches: Product[]
  /** When there are none: the products the search names by another name. */
  suggestions: Product[]
}

/** The search's own matches; only when there are none, the products its aliases name. */
export function searchProducts(
  index: readonly IndexedProduct[],
  query: ProductQuery,
): SearchResult {
  const matches = filterProducts(index, query)
  const suggestions =
    matches.length === 0 && query.search.trim() !== '' ? aliasMatches(index, query) : []
  return { matches, suggestions }
}

export function isFiltered(query: ProductQuery): boolean {
  return query.search.trim() !== '' || query.category !== 'all'
}
