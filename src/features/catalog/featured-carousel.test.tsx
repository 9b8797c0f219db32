import { act, cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REDUCED_MOTION, stubMatchMedia } from '@/test/match-media'
import { TIMINGS } from '@/config/constants'
import { uiText } from '@/config/ui-content'
import type { FeaturedProduct, Product } from '@/lib/catalog/catalog'
import type { CatalogState } from '@/lib/catalog/catalog-store'
import { formatRupees } from '@/lib/util/pricing'
import { catalogCopy } from './catalog-content'
import { FeaturedCarousel } from './featured-carousel'

const featuredItem = (productId: string, name: string): FeaturedProduct => ({
  id: `featured-${productId}`,
  name,
  description: `${name}, cleaned and graded.`,
  image: `/images/products/${productId}.svg`,
  productId,
  features: ['Machine cleaned'],
})
const product = (id: string, name: string, prices: Product['prices']): Product => ({
  id,
  name,
  image: `/images/products/${id}.svg`,
  prices,
})
const featured = [
  featuredItem('masoor-dal', 'Masoor Dal'),
  featuredItem('arhar-dal', 'Arhar Dal'),
  featuredItem('kabuli-channa', 'Kabuli Channa'),
]
const products = [
  product('arhar-dal', 'Arhar Dal', { '500gm': 76, '1kg': 148 }),
  product('kabuli-channa', 'Kabuli Channa', { '1kg': 122 }),
  product('masoor-dal', 'Masoor Dal', { '500gm': 49.5, '1kg': 95 }),
]
const ready = <T,>(items: readonly T[], extra = {}): CatalogState<T> => ({
  status: 'ready',
  items,
  ...extra,
})

function renderCarousel(
  productsState: CatalogState<Product> = ready(products),
  featuredState: CatalogState<FeaturedProduct> = ready(featured),
  verified = false,
) {
  render(
    <MemoryRouter>
      <FeaturedCarousel
        featured={featuredState}
        products={productsState}
        verified={verified}
        onBuy={() => {}}
      />
    </MemoryRouter>,
  )
  return screen.queryByRole('region', { name: catalogCopy.featuredLabel })
}

/** The slide showing (the others are hidden). */
const showingSlide = (carousel: HTMLElement) =>
  carousel.querySelector<HTMLElement>('[aria-roledescription="slide"]:not([hidden])')
const showing = (carousel: HTMLElement) => showingSlide(carousel)?.getAttribute('aria-label')
const slide = (index: number, of = featured) =>
  uiText.carousel.slide(index + 1, of.length, of[index]!.name)

describe('FeaturedCarousel (products)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('shows the next product every interval, with a pause button', () => {
    stubMatchMedia()
    const carousel = renderCarousel()!
    expect(showing(carousel)).toBe(slide(0))
    act(() => vi.advanceTimersByTime(TIMINGS.featuredCarouselMs))
    expect(showing(carousel)).toBe(slide(1))
    expect(within(carousel).getByRole('button', { name: uiText.carousel.pause })).toBeVisible()
  })

  it('stays on its slide under prefers-reduced-motion', () => {
    stubMatchMedia((query) => query === REDUCED_MOTION)
    const carousel = renderCarousel()!
    act(() => vi.advanceTimersByTime(TIMINGS.featuredCarouselMs * 2))
    expect(showing(carousel)).toBe(slide(0))
    expect(within(carousel).queryByRole('button', { name: uiText.carousel.pause })).toBeNull()
  })

  it('prices a slide with its product’s prices, as the grid does', () => {
    stubMatchMedia((query) => query === REDUCED_MOTION)
    const carousel = renderCarousel(ready(products), ready(featured), true)!
    const shown = showingSlide(carousel)!
    expect(within(shown).getByText(formatRupees(49.5))).toBeInTheDocument()
    expect(
      within(shown).getByRole('button', { name: `${catalogCopy.buyNow}: Masoor Dal` }),
    ).toBeEnabled()
  })

  it('holds prices back while the products are the build’s copy', () => {
    stubMatchMedia((query) => query === REDUCED_MOTION)
    const carousel = renderCarousel(
      ready(products, { stale: true, preview: true }),
      undefined,
      true,
    )!
    const shown = showingSlide(carousel)!
    expect(within(shown).queryByText(formatRupees(49.5))).toBeNull()
    expect(within(shown).getByText(catalogCopy.priceHidden)).toBeInTheDocument()
  })

  it('leaves out a featured product that names no product in the catalogue', () => {
    stubMatchMedia((query) => query === REDUCED_MOTION)
    const carousel = renderCarousel(ready(products.filter((p) => p.id !== 'masoor-dal')))!
    const left = featured.slice(1)
    expect(showing(carousel)).toBe(slide(0, left))
    expect(within(carousel).queryByText('Masoor Dal')).toBeNull()
  })

  it('waits for the products with a placeholder, and is left out without them', () => {
    stubMatchMedia()
    expect(renderCarousel({ status: 'loading', items: [] })).toBeNull()
    expect(screen.getByRole('heading', { name: catalogCopy.featuredHeading })).toBeInTheDocument()
    cleanup()
    expect(renderCarousel({ status: 'error', items: [] })).toBeNull()
    expect(renderCarousel(ready([]))).toBeNull()
    expect(screen.queryByRole('heading', { name: catalogCopy.featuredHeading })).toBeNull()
  })
})
