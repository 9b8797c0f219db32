import { act, render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '@/config/constants'
import { useScrollToContactOnArrival } from './use-scroll-to-contact'
import { stubMatchMedia } from './test-utils'

function Page() {
  useScrollToContactOnArrival('contact')
  return <section id="contact">Get in Touch</section>
}

function renderAt(url: string) {
  const utils = render(
    <MemoryRouter initialEntries={[url]}>
      <Page />
    </MemoryRouter>,
  )
  const section = utils.container.querySelector('#contact') as HTMLElement
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
