import { HydrationWave } from '@/components/ui/hydration-wave'
import type { Product } from '@/lib/catalog/catalog'
import { GRID_CLASSES, GRID_ITEM_CLASSES } from './catalog-states'
import { ProductCard } from './product-card'
import type { Purchase } from './purchase'

/**
 * Taking a prerendered grid over: the cards of a first screen with the page, the rest a few at a
 * time afterwards (components/ui/hydration-wave.tsx). A phone shows one or two cards at first;
 * a wide screen a row of four.
 */
export const CARDS_WITH_THE_PAGE = 4
export const CARDS_PER_WAVE = 4

/** The wave that takes the card at `index` over, or null for a card with the page. */
export function cardWave(index: number): number | null {
  return index < CARDS_WITH_THE_PAGE
    ? null
    : Math.floor((index - CARDS_WITH_THE_PAGE) / CARDS_PER_WAVE)
}

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
      {products.map((product, index) => (
        // Each card its own boundary, keyed like the card, so a search moves cards, not remakes them.
        <HydrationWave key={product.id} wave={cardWave(index)}>
          <li className={GRID_ITEM_CLASSES}>
            <ProductCard
              product={product}
              verified={verified}
              pricesPending={pricesPending}
              onBuy={onBuy}
            />
          </li>
        </HydrationWave>
      ))}
    </ul>
  )
}
