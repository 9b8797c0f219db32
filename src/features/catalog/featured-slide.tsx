import { Icon } from '@/components/ui/icons'
import { LazyImage } from '@/components/ui/lazy-image'
import { catalogCopy as copy } from './catalog-content'
import { hindiNameOf } from '@/components/catalog/product-names'
import { slideName, type FeaturedSlideItem } from './featured-slides'
import { PRODUCT_PLACEHOLDER_IMAGE } from './product-card'
import { PurchasePanel } from './purchase-panel'
import type { Purchase } from './purchase'

export const featuredSlideClasses =
  'grid overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm lg:h-[26rem] lg:grid-cols-[2fr_3fr] lg:grid-rows-[minmax(0,1fr)]'

export const featuredImageClasses =
  'aspect-[16/9] max-h-72 w-full bg-stone-100 object-cover lg:aspect-auto lg:h-full lg:max-h-none'

interface FeaturedSlideProps {
  /** The featured text and picture, and the product whose prices, name and id buying uses. */
  slide: FeaturedSlideItem
  verified: boolean
  pricesPending: boolean
  onBuy: (purchase: Purchase) => void
  eager: boolean
}

/** One featured product: picture, description, highlights and the purchase controls. */
export function FeaturedSlide({
  slide,
  verified,
  pricesPending,
  onBuy,
  eager,
}: FeaturedSlideProps) {
  const { featured: product, product: priced } = slide
  return (
    <article className={featuredSlideClasses}>
      <LazyImage
        src={product.image || PRODUCT_PLACEHOLDER_IMAGE}
        fallbackSrc={PRODUCT_PLACEHOLDER_IMAGE}
        alt=""
        width={400}
        height={400}
        eager={eager}
        className={featuredImageClasses}
      />
      <div className="grid gap-6 p-6 md:grid-cols-[3fr_2fr] md:p-8">
        <div>
          <h3 className="font-display text-2xl font-bold text-brand-900 md:text-3xl">
            {slideName(slide)}
          </h3>
          <p className="mt-3 text-pretty text-stone-700">{product.description}</p>
          {product.features.length > 0 ? (
            <>
              <h4 className="mt-5 text-xs font-semibold uppercase tracking-wide text-stone-600">
                {copy.features}
              </h4>
              <ul className="mt-2 space-y-1.5 text-sm text-stone-800">
                {product.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Icon name="check" className="mt-0.5 size-4 stroke-[2.5] text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div className="self-end">
          <PurchasePanel
            productName={priced.name}
            hindiName={hindiNameOf(priced)}
            productId={priced.id}
            prices={priced.prices}
            minOrderKg={priced.minOrderKg}
            verified={verified}
            pricesPending={pricesPending}
            onBuy={onBuy}
          />
        </div>
      </div>
    </article>
  )
}
