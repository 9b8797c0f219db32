/**
 * The search with the other names buyers use (product-aliases.ts): the name search's own
 * matches, and only when there are none the products the search names otherwise. Loaded apart
 * from the page, once the visitor types.
 */
import { hindiNameOf } from '@/components/catalog/product-names'
import { searchPhrase } from '@/components/catalog/search-phrase'
import type { Product } from '@/lib/catalog/catalog'
import { PRODUCT_ALIASES } from './product-aliases'
import { filterProducts, type IndexedProduct, type ProductQuery } from './product-query'

const ALIASES = PRODUCT_ALIASES.map((alias) => ({
  words: alias.words.map(searchPhrase),
  category: alias.category ?? null,
}))

/** Each product's name and Hindi name as whole words, a line each: made once per catalogue. */
const namePhrases = new WeakMap<readonly IndexedProduct[], readonly string[]>()

function phrasesOf(index: readonly IndexedProduct[]): readonly string[] {
  let phrases = namePhrases.get(index)
  if (!phrases) {
    phrases = index.map(({ product }) =>
      [product.name, hindiNameOf(product)]
        .flatMap((name) => (name ? [searchPhrase(name)] : []))
        .join('\n'),
    )
    namePhrases.set(index, phrases)
  }
  return phrases
}

/**
 * The products the search names by another name, within the chosen category and in catalogue
 * order. Naming a product outranks naming a category: "toor dal" means Arhar Dal, not every dal.
 * A product's name and its Hindi name are both what a group's words are looked for in.
 */
export function aliasMatches(index: readonly IndexedProduct[], query: ProductQuery): Product[] {
  const said = searchPhrase(query.search)
  const named = ALIASES.filter((alias) => alias.words.some((word) => said.includes(word)))
  if (named.length === 0) return []
  const productNames = named.filter((alias) => alias.category === null).flatMap((a) => a.words)
  const categories = productNames.length ? [] : named.map((alias) => alias.category)
  const phrases = phrasesOf(index)
  const result: Product[] = []
  for (const [i, entry] of index.entries()) {
    if (query.category !== 'all' && entry.category !== query.category) continue
    const names = phrases[i] ?? ''
    if (
      productNames.some((word) => names.includes(word)) ||
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
