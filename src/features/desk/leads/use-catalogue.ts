import { useMemo } from 'react'
import { useDeskProducts } from '@/features/desk/prices/use-desk-products'
import { catalogueOf } from '@/lib/leads/desk/lead-check'

/**
 * Today's catalogue by product name, to check order requests' figures against: read once when the
 * page opens, as the prices grid reads it (the desk's own code, which no public page loads), and
 * again on `retry`. `catalogue` is null until it is in, and after a failed read.
 */
export function useCatalogue() {
  const { state, retry } = useDeskProducts()
  const catalogue = useMemo(
    () => (state.status === 'ready' ? catalogueOf(state.products) : null),
    [state],
  )
  return { status: state.status, catalogue, retry }
}

export type CatalogueRead = ReturnType<typeof useCatalogue>
