import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COUNTS, TIMINGS } from '@/config/constants'
import { paths } from '@/config/paths'
import { BestSellers } from './best-sellers'
import { bestSellerSection, bestSellers } from './sections-content'
import { REDUCED_MOTION, stubMatchMedia } from '@/test/match-media'

const cardNames = () =>
  screen.getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)

const renderSection = () =>
  render(
    <MemoryRouter>
      <BestSellers />
    </MemoryRouter>,
  )

describe('BestSellers', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('shows four cards that switch between their two products every 5 s', () => {
    stubMatchMedia()
    renderSection()
    expect(bestSellers).toHaveLength(COUNTS.bestSellerCards)
    const first = bestSellers.map((card) => card.name[0])
    const second = bestSellers.map((card) => card.name[1])
    expect(cardNames()).toEqual(first)

    act(() => vi.advanceTimersByTime(TIMINGS.bestSellerToggleMs - 1))
    expect(cardNames()).toEqual(first)
    act(() => vi.advanceTimersByTime(1))
    expect(cardNames()).toEqual(second)
    act(() => vi.advanceTimersByTime(TIMINGS.bestSellerToggleMs))
    expect(cardNames()).toEqual(first)
  })

  it('links to the whole range with VIEW ALL', () => {
    stubMatchMedia()
    renderSection()
    expect(screen.getByRole('link', { name: bestSellerSection.viewAll })).toHaveAttribute(
      'href',
      paths.products,
    )
  })

  it('shows the current product’s image and hides the other from assistive tech', () => {
    stubMatchMedia()
    renderSection()
    const card = screen.getAllByTestId('best-seller-card')[0]!
    expect(within(card).getByRole('img')).toHaveAccessibleName(bestSellers[0]!.name[0])
    act(() => vi.advanceTimersByTime(TIMINGS.bestSellerToggleMs))
    expect(within(card).getByRole('img')).toHaveAccessibleName(bestSellers[0]!.name[1])
  })

  it('stops when the visitor pauses it', () => {
    stubMatchMedia()
    renderSection()
    act(() => screen.getByRole('button', { name: /pause best seller rotation/i }).click())
    act(() => vi.advanceTimersByTime(TIMINGS.bestSellerToggleMs * 3))
    expect(cardNames()).toEqual(bestSellers.map((card) => card.name[0]))
  })

  it('stays still under prefers-reduced-motion', () => {
    stubMatchMedia((query) => query === REDUCED_MOTION)
    renderSection()
    act(() => vi.advanceTimersByTime(TIMINGS.bestSellerToggleMs * 3))
    expect(cardNames()).toEqual(bestSellers.map((card) => card.name[0]))
    expect(screen.queryByRole('button', { name: /best seller rotation/i })).toBeNull()
  })
})
