import { memo } from 'react'
import type { Product } from '@/lib/catalog/catalog'
import { isPreview, type CatalogState } from '@/lib/catalog/catalog-store'
import { catalogCopy as copy } from './catalog-content'
import { CatalogError, CatalogLoading } from './catalog-states'
import { CatalogToolbar } from './catalog-toolbar'
import { CATALOG_SEARCH_ID } from './search-jump'
import { ProductGrid } from './product-grid'
import type { Purchase } from './purchase'
import { useProductQuery } from './use-product-query'

interface ProductCatalogProps {
  state: CatalogState<Product>
  verified: boolean
  onBuy: (purchase: Purchase) => void
  onRetry: () => void
}

/** "All products": search, category filters and the grid in its loading/error/ready states. */
export const ProductCatalog = memo(function ProductCatalog({
  state,
  verified,
  onBuy,
  onRetry,
}: ProductCatalogProps) {
  const pricesPending = isPreview(state)
  const { query, setSearch, setCategory, reset, matches, suggestions, visible, showMore, stocked } =
    useProductQuery(state.items)
  return (
    <section aria-labelledby="all-products" className="container-page py-12">
      <h2
        id="all-products"
        className="mb-6 font-display text-2xl font-bold text-brand-900 md:text-3xl"
      >
        {copy.allHeading}
      </h2>
      <div id={CATALOG_SEARCH_ID} className="scroll-mt-24">
        <CatalogToolbar
          query={query}
          stocked={stocked}
          onSearch={setSearch}
          onCategory={setCategory}
        />
      </div>
      <div className="mt-6" aria-busy={state.status === 'loading' || pricesPending}>
        {state.status === 'loading' ? <CatalogLoading /> : null}
        {state.status === 'error' ? <CatalogError onRetry={onRetry} /> : null}
        {state.status === 'ready' ? (
          <ProductGrid
            total={state.items.length}
            query={query}
            matches={matches}
            suggestions={suggestions}
            visible={visible}
            verified={verified}
            pricesPending={pricesPending}
            onBuy={onBuy}
            onShowMore={showMore}
            onReset={reset}
          />
        ) : null}
      </div>
    </section>
  )
})
