import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REDUCED_MOTION, stubMatchMedia } from '@/test/match-media'
import { TIMINGS } from '@/config/constants'
import { uiText } from '@/config/ui-text'
import type { FeaturedProduct } from '@/lib/catalog/catalog'
import { catalogCopy } from './catalog-content'
import { FeaturedCarousel } from './featured-carousel'

const product = (id: string, name: string): FeaturedProduct => ({
  id,
  name,
  description: `${name}, cleaned and graded.`,
  image: `/images/products/${id}.svg`,
  prices: { '500gm': 49.5, '1kg': 95 },
  features: ['Machine cleaned'],
})
const products = [
  product('masoor-dal', 'Masoor Dal'),
  product('arhar-dal', 'Arhar Dal'),
  product('kabuli-channa', 'Kabuli Channa'),
]

function renderCarousel() {
  render(
    <MemoryRouter>
      <FeaturedCarousel
        state={{ status: 'ready', items: products }}
        productIds={new Map()}
        verified={false}
        onBuy={() => {}}
      />
    </MemoryRouter>,
  )
  return screen.getByRole('region', { name: catalogCopy.featuredLabel })
}

/** The name of the product on the slide showing (the others are hidden). */
const showing = (carousel: HTMLElement) =>
  carousel.querySelector('[aria-roledescription="slide"]:not([hidden])')?.getAttribute('aria-label')
const slide = (index: number) =>
  uiText.carousel.slide(index + 1, products.length, products[index]!.name)

describe('FeaturedCarousel (products)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('shows the next product every interval, with a pause button', () => {
    stubMatchMedia()
    const carousel = renderCarousel()
    expect(showing(carousel)).toBe(slide(0))
    act(() => vi.advanceTimersByTime(TIMINGS.featuredCarouselMs))
    expect(showing(carousel)).toBe(slide(1))
    expect(within(carousel).getByRole('button', { name: uiText.carousel.pause })).toBeVisible()
  })

  it('stays on its slide under prefers-reduced-motion', () => {
    stubMatchMedia((query) => query === REDUCED_MOTION)
    const carousel = renderCarousel()
    act(() => vi.advanceTimersByTime(TIMINGS.featuredCarouselMs * 2))
    expect(showing(carousel)).toBe(slide(0))
    expect(within(carousel).queryByRole('button', { name: uiText.carousel.pause })).toBeNull()
  })
})
