import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COUNTS, MOBILE_MEDIA_QUERY, TIMINGS } from '@/config/constants'
import { ClientMarquee, marqueeSeconds } from './client-marquee'
import { stubIntersectionObserver } from '@/test/intersection-observer'
import { clientSection } from './sections-content'
import { stubMatchMedia } from '@/test/match-media'

describe('marqueeSeconds', () => {
  it('takes 20 s per loop on desktop and 15 s on mobile', () => {
    expect(marqueeSeconds(false)).toBe(TIMINGS.marqueeDesktopSeconds)
    expect(marqueeSeconds(true)).toBe(TIMINGS.marqueeMobileSeconds)
  })
})

describe('ClientMarquee', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists the nine clients once for assistive tech, twice on screen for the loop', () => {
    stubMatchMedia()
    render(<ClientMarquee />)
    const list = screen.getByRole('list', { name: clientSection.title })
    const logos = within(list).getAllByRole('img')
    expect(logos).toHaveLength(COUNTS.clientLogos)
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(
      clientSection.clients.map((client) => client.name),
    )
    expect(screen.getAllByRole('list')).toHaveLength(1)
    const track = screen.getByTestId('client-marquee-track')
    expect(track.querySelectorAll('img')).toHaveLength(COUNTS.clientLogos * 2)
  })

  it.each([
    [false, TIMINGS.marqueeDesktopSeconds],
    [true, TIMINGS.marqueeMobileSeconds],
  ])('runs one loop in its fixed time (mobile: %s)', (mobile, seconds) => {
    stubMatchMedia((query) => mobile && query === MOBILE_MEDIA_QUERY)
    render(<ClientMarquee />)
    expect(
      screen.getByTestId('client-marquee-track').style.getPropertyValue('--marquee-duration'),
    ).toBe(`${seconds}s`)
  })

  it('shows the placeholder for a logo that fails to load, and only for that one', () => {
    stubMatchMedia()
    const observer = stubIntersectionObserver()
    render(<ClientMarquee />)
    // The logos load as they come near the viewport.
    act(() => observer.report({ isIntersecting: true }))
    const [first, , broken] = clientSection.clients
    const list = within(screen.getByRole('list', { name: clientSection.title }))
    fireEvent.error(list.getByRole('img', { name: broken!.name }))
    expect(list.getByRole('img', { name: broken!.name })).toHaveAttribute(
      'src',
      clientSection.placeholder,
    )
    expect(list.getByRole('img', { name: first!.name })).toHaveAttribute('src', first!.logo)
  })

  it('has a visible pause button that toggles', () => {
    stubMatchMedia()
    render(<ClientMarquee />)
    const button = screen.getByRole('button', { name: /pause client logos/i })
    act(() => button.click())
    expect(button).toHaveAccessibleName(/play client logos/i)
    expect(screen.getByTestId('client-marquee-track').closest('[data-paused]')).not.toBeNull()
  })

  it('stops while it is off screen, and moves again once it is back', () => {
    stubMatchMedia()
    const observer = stubIntersectionObserver()
    render(<ClientMarquee />)
    const marquee = screen.getByTestId('client-marquee-frame').parentElement!
    // Until the observer has reported, it moves (as the prerendered page does).
    expect(marquee).not.toHaveAttribute('data-offscreen')
    const frame = screen.getByTestId('client-marquee-frame')
    expect(observer.observers.some((o) => o.targets.includes(frame))).toBe(true)

    act(() => observer.report({ isIntersecting: false }))
    expect(marquee).toHaveAttribute('data-offscreen')
    act(() => observer.report({ isIntersecting: true }))
    expect(marquee).not.toHaveAttribute('data-offscreen')
  })

  it('keeps its pause button’s choice whether it leaves the screen or comes back', () => {
    stubMatchMedia()
    const observer = stubIntersectionObserver()
    render(<ClientMarquee />)
    const marquee = screen.getByTestId('client-marquee-frame').parentElement!
    act(() => screen.getByRole('button', { name: /pause client logos/i }).click())
    act(() => observer.report({ isIntersecting: false }))
    act(() => observer.report({ isIntersecting: true }))
    expect(marquee).toHaveAttribute('data-paused')
    expect(marquee).not.toHaveAttribute('data-offscreen')
  })
})
