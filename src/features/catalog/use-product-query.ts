import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Product } from '@/lib/catalog/catalog'
import type { CategoryId } from './categories'
import { EMPTY_QUERY, filterProducts, indexProducts, type ProductQuery } from './product-query'
import { loadAliasSearch, loadedAliasSearch, noMatchesPart } from './search-fallback'

/** Cards rendered per "Show more": the grid stays cheap however large the catalogue is. */
export const PAGE_SIZE = 24

/**
 * Search, category and paging for the grid; when no name holds the search, the products it names
 * by another name, paged the same way. A keystroke filters and renders in the same update:
 * the scan over a pre-indexed catalogue is well under a millisecond even at thousands of
 * products, and at most a page of cards is rendered. (Deferring the grid, with
 * useDeferredValue, cost an extra frame and a second paint of the whole page per keystroke:
 * 2,000 products at 4× CPU throttling took about twice as long to show the new results.)
 */
export function useProductQuery(products: readonly Product[]) {
  const [query, setQuery] = useState<ProductQuery>(EMPTY_QUERY)
  const [limit, setLimit] = useState(PAGE_SIZE)
  const [withAliases, setWithAliases] = useState(loadedAliasSearch)

  const typed = query.search.trim() !== ''
  useEffect(() => {
    if (!typed || withAliases) return
    void noMatchesPart.preload()
    // Until it is in (or if it cannot be fetched) the name search works alone.
    loadAliasSearch().then(
      (search) => setWithAliases(() => search),
      () => {},
    )
  }, [typed, withAliases])

  const index = useMemo(() => indexProducts(products), [products])
  const stocked = useMemo(
    () => new Set(index.flatMap((entry) => (entry.category ? [entry.category] : []))),
    [index],
  )
  const { matches, suggestions } = useMemo(
    () =>
      withAliases
        ? withAliases(index, query)
        : { matches: filterProducts(index, query), suggestions: [] },
    [withAliases, index, query],
  )
  // The page shown: of the matches, or of the suggestions when nothing matches.
  const listed = matches.length > 0 ? matches : suggestions
  const visible = useMemo(() => listed.slice(0, limit), [listed, limit])

  const setSearch = useCallback((search: string) => {
    setQuery((current) => ({ ...current, search }))
    setLimit(PAGE_SIZE)
  }, [])
  const setCategory = useCallback((category: CategoryId) => {
    setQuery((current) => ({ ...current, category }))
    setLimit(PAGE_SIZE)
  }, [])
  const reset = useCallback(() => {
    setQuery(EMPTY_QUERY)
    setLimit(PAGE_SIZE)
  }, [])
  const showMore = useCallback(() => setLimit((current) => current + PAGE_SIZE), [])

  return {
    query,
    setSearch,
    setCategory,
    reset,
    matches,
    suggestions,
    visible,
    showMore,
    stocked,
  }
}
