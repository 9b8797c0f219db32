import { memo, useMemo } from 'react'
import { Carousel } from '@/components/ui/carousel'
import { TIMINGS } from '@/config/constants'
import type { FeaturedProduct, Product } from '@/lib/catalog/catalog'
import { isPreview, type CatalogState } from '@/lib/catalog/catalog-store'
import { catalogCopy as copy } from './catalog-content'
import { FeaturedSlide } from './featured-slide'
import { featuredSlides, slideName, type FeaturedSlideItem } from './featured-slides'
import type { Purchase } from './purchase'
import { FeaturedSlideSkeleton } from './skeletons'

interface FeaturedCarouselProps {
  featured: CatalogState<FeaturedProduct>
  /** The catalogue, whose prices the slides show. */
  products: CatalogState<Product>
  verified: boolean
  onBuy: (purchase: Purchase) => void
}

/**
 * The featured products: auto-advances every 5 s and wraps both ways. A slide shows its product's
 * prices, so it waits for both reads: meanwhile a slide-shaped placeholder holds the space. With
 * nothing to show (no featured product names a product in the catalogue, or a read failed) the
 * section is left out.
 */
export const FeaturedCarousel = memo(function FeaturedCarousel({
  featured,
  products,
  verified,
  onBuy,
}: FeaturedCarouselProps) {
  const slides = useMemo(
    () => featuredSlides(featured.items, products.items),
    [featured.items, products.items],
  )
  const loading = featured.status === 'loading' || products.status === 'loading'
  if (!loading && slides.length === 0) return null
  return (
    <div className="container-page pt-12">
      <h2 className="mb-6 font-display text-2xl font-bold text-brand-900 md:text-3xl">
        {copy.featuredHeading}
      </h2>
      {loading ? (
        <FeaturedSlideSkeleton />
      ) : (
        <FeaturedSlides
          slides={slides}
          verified={verified}
          // The prices are the products': pending while those are the build's copy.
          pricesPending={isPreview(products)}
          onBuy={onBuy}
        />
      )}
    </div>
  )
})

function FeaturedSlides({
  slides,
  verified,
  pricesPending,
  onBuy,
}: Pick<FeaturedCarouselProps, 'verified' | 'onBuy'> & {
  slides: readonly FeaturedSlideItem[]
  pricesPending: boolean
}) {
  return (
    <Carousel
      items={slides}
      intervalMs={TIMINGS.featuredCarouselMs}
      label={copy.featuredLabel}
      itemLabel={slideName}
      renderItem={(slide, index) => (
        <FeaturedSlide
          slide={slide}
          verified={verified}
          pricesPending={pricesPending}
          onBuy={onBuy}
          eager={index === 0}
        />
      )}
    />
  )
}
