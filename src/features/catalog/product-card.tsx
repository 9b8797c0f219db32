import { memo, useId } from 'react'
import { LazyImage } from '@/components/ui/lazy-image'
import { hindiNameOf, shownProductName } from '@/components/catalog/product-names'
import type { Product } from '@/lib/catalog/catalog'
import { PurchasePanel } from './purchase-panel'
import type { Purchase } from './purchase'

export const PRODUCT_PLACEHOLDER_IMAGE = '/images/products/placeholder.svg'

/** Classes shared with the skeleton so loading never shifts the layout. */
export const cardClasses =
  'flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm'
export const cardImageClasses = 'aspect-[16/10] w-full bg-stone-100 object-cover'

interface ProductCardProps {
  product: Product
  verified: boolean
  pricesPending: boolean
  onBuy: (purchase: Purchase) => void
}

/** One product: image (placeholder if it fails), name, pack sizes, price and the buy button. */
export const ProductCard = memo(function ProductCard({
  product,
  verified,
  pricesPending,
  onBuy,
}: ProductCardProps) {
  const headingId = useId()
  return (
    <article aria-labelledby={headingId} className={cardClasses}>
      <LazyImage
        src={product.image || PRODUCT_PLACEHOLDER_IMAGE}
        fallbackSrc={PRODUCT_PLACEHOLDER_IMAGE}
        alt=""
        width={400}
        height={250}
        className={cardImageClasses}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 id={headingId} className="line-clamp-1 font-display text-lg font-bold text-brand-900">
          {shownProductName(product)}
        </h3>
        <div className="mt-auto">
          <PurchasePanel
            productName={product.name}
            hindiName={hindiNameOf(product)}
            productId={product.id}
            prices={product.prices}
            minOrderKg={product.minOrderKg}
            verified={verified}
            pricesPending={pricesPending}
            onBuy={onBuy}
          />
        </div>
      </div>
    </article>
  )
})
