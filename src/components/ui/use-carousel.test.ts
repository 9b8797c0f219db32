import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubMatchMedia } from '@/test/match-media'
import { useCarousel, wrapIndex } from './use-carousel'

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(4, 3)).toBe(1)
    expect(wrapIndex(0, 0)).toBe(0)
  })
})

describe('useCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    stubMatchMedia()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('advances on the interval and wraps', () => {
    const { result } = renderHook(() => useCarousel(3, 5000))
    expect(result.current.index).toBe(0)
    act(() => vi.advanceTimersByTime(5000))
    expect(result.current.index).toBe(1)
    act(() => vi.advanceTimersByTime(10000))
    expect(result.current.index).toBe(0)
  })

  it('stops advancing while paused by the visitor', () => {
    const { result } = renderHook(() => useCarousel(3, 5000))
    act(() => result.current.toggleAutoplay())
    act(() => vi.advanceTimersByTime(20000))
    expect(result.current.index).toBe(0)
    expect(result.current.playing).toBe(false)
  })

  it('goes backwards from the first slide to the last', () => {
    const { result } = renderHook(() => useCarousel(4, 5000))
    act(() => result.current.previous())
    expect(result.current.index).toBe(3)
  })
})
