import { Button } from '@/components/ui/button'
import type { Product } from '@/lib/catalog'
import { catalogCopy as copy } from './catalog-content'
import { CatalogEmpty, GRID_CLASSES, GRID_ITEM_CLASSES } from './catalog-states'
import { ProductCard } from './product-card'
import { isFiltered, type ProductQuery } from './product-query'
import type { Purchase } from './purchase'

interface ProductGridProps {
  total: number
  query: ProductQuery
  matches: readonly Product[]
  visible: readonly Product[]
  verified: boolean
  pricesPending: boolean
  onBuy: (purchase: Purchase) => void
  onShowMore: () => void
  onReset: () => void
}

/** The filtered products, a page at a time ("Show more"), with a live count. */
export function ProductGrid({
  total,
  query,
  matches,
  visible,
  verified,
  pricesPending,
  onBuy,
  onShowMore,
  onReset,
}: ProductGridProps) {
  if (total === 0) return <CatalogEmpty message={copy.emptyCatalogue} />
  return (
    <div>
      <p role="status" className="mb-4 text-sm text-stone-700">
        {copy.resultCount(visible.length, matches.length)}
      </p>
      {matches.length === 0 ? (
        <CatalogEmpty message={copy.noMatches} onReset={isFiltered(query) ? onReset : undefined} />
      ) : (
        <ul className={GRID_CLASSES}>
          {visible.map((product) => (
            <li key={product.id} className={GRID_ITEM_CLASSES}>
              <ProductCard
                product={product}
                verified={verified}
                pricesPending={pricesPending}
                onBuy={onBuy}
              />
            </li>
          ))}
        </ul>
      )}
      {visible.length < matches.length ? (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" onClick={onShowMore}>
            {copy.showMore}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
