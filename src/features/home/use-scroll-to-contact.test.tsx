import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '@/config/constants'
import { useScrollToContactOnArrival } from './use-scroll-to-contact'
import { stubMatchMedia } from '@/test/match-media'

/** `named`: whether the section has its id yet (a prerendered page gets it only once live). */
function Page({ named }: { named: boolean }) {
  const section = useRef<HTMLElement>(null)
  useScrollToContactOnArrival('contact', section)
  return (
    <section ref={section} id={named ? 'contact' : undefined} aria-label="Get in Touch">
      Get in Touch
    </section>
  )
}

function renderAt(url: string, named = true) {
  const utils = render(
    <MemoryRouter initialEntries={[url]}>
      <Page named={named} />
    </MemoryRouter>,
  )
  const section = utils.getByRole('region', { name: 'Get in Touch' })
  const scroll = vi.fn()
  section.scrollIntoView = scroll
  return scroll
}

describe('useScrollToContactOnArrival', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    stubMatchMedia()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('scrolls smoothly to #contact 100 ms after arriving with that hash', () => {
    const scroll = renderAt('/#contact')
    act(() => vi.advanceTimersByTime(TIMINGS.scrollToContactDelayMs - 1))
    expect(scroll).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  it('scrolls to the section even while it has no id yet', () => {
    const scroll = renderAt('/#contact', false)
    act(() => vi.advanceTimersByTime(TIMINGS.scrollToContactDelayMs))
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  it('jumps without animation under prefers-reduced-motion', () => {
    stubMatchMedia(() => true)
    const scroll = renderAt('/#contact')
    act(() => vi.advanceTimersByTime(TIMINGS.scrollToContactDelayMs))
    expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
  })

  it('leaves the page alone without the hash', () => {
    const scroll = renderAt('/#products')
    act(() => vi.advanceTimersByTime(1000))
    expect(scroll).not.toHaveBeenCalled()
  })
})
