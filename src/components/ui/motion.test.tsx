import { Profiler } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REDUCED_MOTION, stubMatchMedia } from '@/test/match-media'
import { stubIntersectionObserver } from '@/test/intersection-observer'
import { Reveal } from './motion'

const revealIn = vi.hoisted(() =>
  vi.fn<(element: HTMLElement, delay: number) => Promise<void>>(() => Promise.resolve()),
)
vi.mock('./reveal-animation', () => ({ revealIn }))

const TEXT = 'Clean grain, honest weight'
const revealed = () => screen.getByText(TEXT).parentElement!
/** Holds no style of its own: fully shown, where it was laid out. */
const settled = (element: HTMLElement) =>
  element.style.opacity === '' && element.style.transform === ''

function renderReveal(delay?: number) {
  return render(
    <Reveal as="section" id="mission" className="py-4" delay={delay}>
      <p>{TEXT}</p>
    </Reveal>,
  )
}

let report: ReturnType<typeof stubIntersectionObserver>['report'] = () => {}

beforeEach(() => {
  revealIn.mockClear()
  stubMatchMedia()
  report = stubIntersectionObserver().report
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Reveal', () => {
  it('shows its content at once, without motion, to reduced-motion visitors', () => {
    stubMatchMedia((query) => query === REDUCED_MOTION)
    renderReveal()
    expect(revealed().tagName).toBe('SECTION')
    expect(revealed()).toHaveAttribute('id', 'mission')
    expect(revealed()).toHaveClass('py-4')
    expect(revealed()).not.toHaveAttribute('style')
    expect(revealIn).not.toHaveBeenCalled()
  })

  it('waits below the fold, laid out, in the first frame of the animation', () => {
    renderReveal()
    act(() => report({ isIntersecting: false, bottom: 2000 }))
    expect(revealed().style.opacity).toBe('0')
    expect(revealed().style.transform).toBe('translateY(24px)')
    expect(revealIn).not.toHaveBeenCalled()
  })

  it('animates the same element in when it comes into view, then lets go of its style', async () => {
    renderReveal(0.2)
    const element = revealed()
    act(() => report({ isIntersecting: false, bottom: 2000 }))
    act(() => report({ isIntersecting: true, bottom: 600 }))
    await waitFor(() => expect(revealIn).toHaveBeenCalledWith(element, 0.2))
    await waitFor(() => expect(settled(revealed())).toBe(true))
    expect(revealed()).toBe(element)
  })

  it('shows content already scrolled past as it is, without animating it', async () => {
    renderReveal()
    act(() => report({ isIntersecting: false, bottom: -40 }))
    await waitFor(() => expect(settled(revealed())).toBe(true))
    expect(revealIn).not.toHaveBeenCalled()
  })

  it('shows the content when the animation cannot run', async () => {
    revealIn.mockRejectedValueOnce(new Error('chunk failed to load'))
    renderReveal()
    act(() => report({ isIntersecting: false, bottom: 2000 }))
    act(() => report({ isIntersecting: true, bottom: 600 }))
    await waitFor(() => expect(revealIn).toHaveBeenCalled())
    await waitFor(() => expect(settled(revealed())).toBe(true))
  })

  it('shows content in view when it mounts as it is (a prerendered page, already painted)', () => {
    renderReveal()
    expect(settled(revealed())).toBe(true)
    act(() => report({ isIntersecting: true, bottom: 300 }))
    expect(settled(revealed())).toBe(true)
    expect(revealIn).not.toHaveBeenCalled()
  })

  it('measures nothing itself while the page renders: the observer says where it stands', () => {
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    renderReveal()
    expect(measure).not.toHaveBeenCalled()
  })

  it('shows the content at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    renderReveal()
    expect(settled(revealed())).toBe(true)
  })

  it('mounts in one commit: taking hold of its element schedules no second render', () => {
    const commits: string[] = []
    render(
      <Profiler id="reveal" onRender={(_id, phase) => commits.push(phase)}>
        <Reveal>
          <p>{TEXT}</p>
        </Reveal>
      </Profiler>,
    )
    expect(commits).toEqual(['mount'])
  })
})
