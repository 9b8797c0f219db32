import type { Product } from '@/lib/catalog/catalog'
import { GRID_CLASSES, GRID_ITEM_CLASSES } from './catalog-states'
import { ProductCard } from './product-card'
import type { Purchase } from './purchase'

export interface ProductListProps {
  products: readonly Product[]
  verified: boolean
  pricesPending: boolean
  onBuy: (purchase: Purchase) => void
}

/** Product cards in the grid's columns. */
export function ProductList({ products, verified, pricesPending, onBuy }: ProductListProps) {
  return (
    <ul className={GRID_CLASSES}>
      {products.map((product) => (
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
  )
}
