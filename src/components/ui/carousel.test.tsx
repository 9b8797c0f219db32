import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REDUCED_MOTION, stubMatchMedia } from '@/test/match-media'
import { uiText } from '@/config/ui-content'
import { Carousel } from './carousel'

const INTERVAL_MS = 5000
const items = ['Masoor Dal', 'Arhar Dal', 'Kabuli Channa'] as const

/** The accessible name of the slide showing, e.g. "2 of 3: Arhar Dal". */
const currentSlide = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => !slide.hidden)
    .map((slide) => slide.getAttribute('aria-label'))

const slideName = (index: number) => uiText.carousel.slide(index + 1, items.length, items[index]!)
const tick = (ms = INTERVAL_MS) => act(() => vi.advanceTimersByTime(ms))

function renderCarousel() {
  render(
    <Carousel
      items={items}
      intervalMs={INTERVAL_MS}
      label="Featured"
      itemLabel={(item) => item}
      renderItem={(item) => <p>{item}</p>}
    />,
  )
  return screen.getByRole('region', { name: 'Featured' })
}

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('moves on by itself every interval, wrapping at the end', () => {
    stubMatchMedia()
    renderCarousel()
    expect(currentSlide()).toEqual([slideName(0)])
    tick(INTERVAL_MS - 1)
    expect(currentSlide()).toEqual([slideName(0)])
    tick(1)
    expect(currentSlide()).toEqual([slideName(1)])
    tick(INTERVAL_MS * 2)
    expect(currentSlide()).toEqual([slideName(0)])
  })

  it('stands still once paused with its button, and moves on again from Play', () => {
    stubMatchMedia()
    renderCarousel()
    fireEvent.click(screen.getByRole('button', { name: uiText.carousel.pause }))
    tick(INTERVAL_MS * 2)
    expect(currentSlide()).toEqual([slideName(0)])

    fireEvent.click(screen.getByRole('button', { name: uiText.carousel.play }))
    tick()
    expect(currentSlide()).toEqual([slideName(1)])
  })

  it('stands still while hovered or while focus is inside it', () => {
    stubMatchMedia()
    const region = renderCarousel()
    fireEvent.mouseEnter(region)
    tick(INTERVAL_MS * 2)
    expect(currentSlide()).toEqual([slideName(0)])
    fireEvent.mouseLeave(region)
    tick()
    expect(currentSlide()).toEqual([slideName(1)])

    const next = screen.getByRole('button', { name: uiText.carousel.next })
    act(() => next.focus())
    tick(INTERVAL_MS * 2)
    expect(currentSlide()).toEqual([slideName(1)])
    act(() => next.blur())
    tick()
    expect(currentSlide()).toEqual([slideName(2)])
  })

  it('under prefers-reduced-motion: never moves by itself, offers no pause, still steps on request', () => {
    stubMatchMedia((query) => query === REDUCED_MOTION)
    renderCarousel()
    tick(INTERVAL_MS * 2)
    expect(currentSlide()).toEqual([slideName(0)])
    expect(screen.queryByRole('button', { name: uiText.carousel.pause })).toBeNull()
    expect(screen.queryByRole('button', { name: uiText.carousel.play })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: uiText.carousel.next }))
    expect(currentSlide()).toEqual([slideName(1)])
    fireEvent.click(screen.getByRole('button', { name: uiText.carousel.previous }))
    fireEvent.click(screen.getByRole('button', { name: uiText.carousel.previous }))
    expect(currentSlide()).toEqual([slideName(2)])
  })
})
