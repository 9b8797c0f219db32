import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import type { Product } from '@/lib/catalog'
import type { CategoryId } from './categories'
import { EMPTY_QUERY, filterProducts, indexProducts, type ProductQuery } from './product-query'

/** Cards rendered per "Show more": the grid stays cheap however large the catalogue is. */
export const PAGE_SIZE = 24

/**
 * Search, category and paging for the grid. The search box updates at once; filtering runs on
 * a deferred copy of the query, so typing never waits for the grid.
 */
export function useProductQuery(products: readonly Product[]) {
  const [query, setQuery] = useState<ProductQuery>(EMPTY_QUERY)
  const [limit, setLimit] = useState(PAGE_SIZE)
  const deferredQuery = useDeferredValue(query)

  const index = useMemo(() => indexProducts(products), [products])
  const matches = useMemo(() => filterProducts(index, deferredQuery), [index, deferredQuery])
  const visible = useMemo(() => matches.slice(0, limit), [matches, limit])

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
    visible,
    showMore,
    /** True while the grid still shows the results of an older query. */
    stale: query !== deferredQuery,
  }
}
