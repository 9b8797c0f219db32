/**
 * The search with the other names buyers use (product-aliases.ts): the name search's own
 * matches, and only when there are none the products the search names otherwise. Loaded apart
 * from the page, once the visitor types.
 */
import type { Product } from '@/lib/catalog/catalog'
import { phraseKey } from './categories'
import { PRODUCT_ALIASES } from './product-aliases'
import { filterProducts, type IndexedProduct, type ProductQuery } from './product-query'

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
