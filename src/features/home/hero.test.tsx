import { act, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COUNTS, TIMINGS } from '@/config/constants'
import { paths } from '@/config/paths'
import { uiText } from '@/config/ui-content'
import { Hero } from './hero'
import { hero, motionControls, pauseButtonText } from './home-content'
import { REDUCED_MOTION, stubMatchMedia } from '@/test/match-media'

const renderHero = () =>
  render(
    <MemoryRouter>
      <Hero />
    </MemoryRouter>,
  )

const currentImage = () => screen.getByRole('img')

describe('Hero', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('has the badge, the one h1 and both calls to action', () => {
    stubMatchMedia()
    renderHero()
    expect(screen.getByText(hero.badge)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hero.title)
    expect(screen.getByText(hero.intro)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: uiText.exploreRange })).toHaveAttribute(
      'href',
      paths.products,
    )
    expect(screen.getByRole('link', { name: hero.supplierLabel })).toHaveAttribute(
      'href',
      '#contact',
    )
  })

  it('loads the first image as the LCP element: eager, high priority, sized', () => {
    stubMatchMedia()
    renderHero()
    const first = currentImage()
    expect(first).toHaveAttribute('src', hero.images[0]!.src)
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('fetchpriority', 'high')
    expect(first).toHaveAttribute('width', String(hero.imageSize.width))
    expect(first).toHaveAttribute('height', String(hero.imageSize.height))
  })

  it('requests the other images only once the first has loaded, not beside it', () => {
    stubMatchMedia()
    const { container } = renderHero()
    const sources = () =>
      Array.from(container.querySelectorAll('img'), (img) => img.getAttribute('src'))
    expect(sources()).toEqual([hero.images[0]!.src, null, null])
    fireEvent.load(currentImage())
    expect(sources()).toEqual(hero.images.map((image) => image.src))
  })

  it('cycles the three images every 4 s and wraps around', () => {
    stubMatchMedia()
    renderHero()
    expect(hero.images).toHaveLength(COUNTS.heroImages)
    const seen = [currentImage().getAttribute('src')]
    for (let i = 0; i < COUNTS.heroImages; i++) {
      act(() => vi.advanceTimersByTime(TIMINGS.heroSlideMs))
      seen.push(currentImage().getAttribute('src'))
    }
    expect(seen).toEqual([...hero.images.map((image) => image.src), hero.images[0]!.src])
  })

  it('stands still while paused, and moves on again from Play', () => {
    stubMatchMedia()
    renderHero()
    const pause = pauseButtonText.label(pauseButtonText.pause, motionControls.hero)
    const play = pauseButtonText.label(pauseButtonText.play, motionControls.hero)
    fireEvent.click(screen.getByRole('button', { name: pause }))
    // Not a whole round of the three images: that would land back on the first.
    act(() => vi.advanceTimersByTime(TIMINGS.heroSlideMs * 2))
    expect(currentImage()).toHaveAttribute('src', hero.images[0]!.src)

    fireEvent.click(screen.getByRole('button', { name: play }))
    act(() => vi.advanceTimersByTime(TIMINGS.heroSlideMs))
    expect(currentImage()).toHaveAttribute('src', hero.images[1]!.src)
  })

  it('does not cycle under prefers-reduced-motion', () => {
    stubMatchMedia((query) => query === REDUCED_MOTION)
    renderHero()
    act(() => vi.advanceTimersByTime(TIMINGS.heroSlideMs * 2))
    expect(currentImage()).toHaveAttribute('src', hero.images[0]!.src)
    // Nothing moves, so there is nothing to pause.
    expect(screen.queryByRole('button', { name: new RegExp(motionControls.hero) })).toBeNull()
  })
})
