import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMINGS } from '@/config/constants'
import { useScrollToContactOnArrival } from './use-scroll-to-contact'
import { stubMatchMedia } from '@/test/match-media'

/**
 * `named`: whether the section has its id yet (a prerendered page gets it only once live).
 * `above`: what stands above the section, when it is not in place at once.
 */
function Page({ named, above }: { named: boolean; above?: () => Promise<void> }) {
  const section = useRef<HTMLElement>(null)
  useScrollToContactOnArrival('contact', section, above)
  return (
    <section ref={section} id={named ? 'contact' : undefined} aria-label="Get in Touch">
      Get in Touch
    </section>
  )
}

function renderAt(url: string, named = true, above?: () => Promise<void>) {
  const utils = render(
    <MemoryRouter initialEntries={[url]}>
      <Page named={named} above={above} />
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

  it('scrolls smoothly to #contact 100 ms after arriving with that hash', async () => {
    const scroll = renderAt('/#contact')
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.scrollToContactDelayMs - 1))
    expect(scroll).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  it('scrolls to the section even while it has no id yet', async () => {
    const scroll = renderAt('/#contact', false)
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.scrollToContactDelayMs))
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  it('jumps without animation under prefers-reduced-motion', async () => {
    stubMatchMedia(() => true)
    const scroll = renderAt('/#contact')
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.scrollToContactDelayMs))
    expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
  })

  it('counts the 100 ms from when what stands above the section is in place', async () => {
    let arrive: () => void = () => {}
    const above = new Promise<void>((resolve) => (arrive = resolve))
    const scroll = renderAt('/#contact', true, () => above)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(scroll).not.toHaveBeenCalled()
    await act(async () => arrive())
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.scrollToContactDelayMs - 1))
    expect(scroll).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  it('leaves the page alone without the hash', async () => {
    const scroll = renderAt('/#products')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(scroll).not.toHaveBeenCalled()
  })
})
