import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LAZY_IMAGE } from '@/config/constants'
import { stubIntersectionObserver } from '@/test/intersection-observer'
import { LazyImage } from './lazy-image'

/** Makes every <img> report the state a browser gives an image that already settled. */
function imagesAlreadySettled({ loaded }: { loaded: boolean }) {
  const proto = HTMLImageElement.prototype
  vi.spyOn(proto, 'complete', 'get').mockReturnValue(true)
  vi.spyOn(proto, 'naturalWidth', 'get').mockReturnValue(loaded ? 120 : 0)
  Object.defineProperty(proto, 'decode', {
    configurable: true,
    value: () => (loaded ? Promise.resolve() : Promise.reject(new Error('broken'))),
  })
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  delete (HTMLImageElement.prototype as { decode?: unknown }).decode
})

describe('LazyImage', () => {
  const props = { alt: 'Pack', width: 120, height: 80, eager: true, fallbackSrc: '/fallback.svg' }

  it('shows the fallback for an image that failed before any handler listened', async () => {
    imagesAlreadySettled({ loaded: false })
    render(<LazyImage src="/broken.svg" {...props} />)
    await waitFor(() => expect(screen.getByRole('img')).toHaveAttribute('src', '/fallback.svg'))
  })

  it('keeps an image that had already loaded', async () => {
    imagesAlreadySettled({ loaded: true })
    render(<LazyImage src="/fine.svg" {...props} />)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.getByRole('img')).toHaveAttribute('src', '/fine.svg')
  })

  it('loads once it comes near the viewport, and watches no further', () => {
    const { observers, report } = stubIntersectionObserver()
    render(<LazyImage src="/later.svg" alt="Later" width={120} height={80} />)
    expect(screen.getByRole('img')).not.toHaveAttribute('src')
    expect(observers.map((observer) => observer.options)).toEqual([LAZY_IMAGE])
    act(() => report({ isIntersecting: true }))
    expect(screen.getByRole('img')).toHaveAttribute('src', '/later.svg')
    expect(observers.every((observer) => !observer.connected)).toBe(true)
  })

  it('watches nothing for an eager image: it loads at once', () => {
    const { observers } = stubIntersectionObserver()
    render(<LazyImage src="/hero.svg" alt="Hero" width={120} height={80} eager />)
    expect(screen.getByRole('img')).toHaveAttribute('src', '/hero.svg')
    expect(observers).toEqual([])
  })
})
