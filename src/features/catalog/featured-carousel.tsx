import { memo } from 'react'
import { Carousel } from '@/components/ui/carousel'
import { TIMINGS } from '@/config/constants'
import type { FeaturedProduct } from '@/lib/catalog/catalog'
import { isPreview, type CatalogState } from '@/lib/catalog/catalog-store'
import { catalogCopy as copy } from './catalog-content'
import { FeaturedSlide } from './featured-slide'
import type { Purchase } from './purchase'
import { FeaturedSlideSkeleton } from './skeletons'

interface FeaturedCarouselProps {
  state: CatalogState<FeaturedProduct>
  /** The catalogue's product id for each featured name (what the enquiry list holds). */
  productIds: ReadonlyMap<string, string>
  verified: boolean
  onBuy: (purchase: Purchase) => void
}

/**
 * The featured products: auto-advances every 5 s and wraps both ways. While loading a
 * slide-shaped placeholder holds the space; with nothing to show the section is left out.
 */
export const FeaturedCarousel = memo(function FeaturedCarousel({
  state,
  productIds,
  verified,
  onBuy,
}: FeaturedCarouselProps) {
  if (state.status !== 'loading' && state.items.length === 0) return null
  return (
    <div className="container-page pt-12">
      <h2 className="mb-6 font-display text-2xl font-bold text-brand-900 md:text-3xl">
        {copy.featuredHeading}
      </h2>
      {state.status === 'loading' ? (
        <FeaturedSlideSkeleton />
      ) : (
        <FeaturedSlides
          items={state.items}
          productIds={productIds}
          verified={verified}
          pricesPending={isPreview(state)}
          onBuy={onBuy}
        />
      )}
    </div>
  )
})

function FeaturedSlides({
  items,
  productIds,
  verified,
  pricesPending,
  onBuy,
}: Omit<FeaturedCarouselProps, 'state'> & {
  items: readonly FeaturedProduct[]
  pricesPending: boolean
}) {
  return (
    <Carousel
      items={items}
      intervalMs={TIMINGS.featuredCarouselMs}
      label={copy.featuredLabel}
      itemLabel={(product) => product.name}
      renderItem={(product, index) => (
        <FeaturedSlide
          product={product}
          productId={productIds.get(product.name)}
          verified={verified}
          pricesPending={pricesPending}
          onBuy={onBuy}
          eager={index === 0}
        />
      )}
    />
  )
}
