import { useCallback, useState } from 'react'
import { usePrefersReducedMotion } from '@/hooks/use-media-query'
import { useInterval } from '@/hooks/use-interval'

/** Index arithmetic that wraps at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/**
 * State for an auto-advancing carousel: wraps both ways, pauses while hovered or focused, when the
 * visitor pauses it, and always under prefers-reduced-motion.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [userPaused, setUserPaused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()

  const goTo = useCallback((next: number) => setIndex(wrapIndex(next, count)), [count])
  const next = useCallback(() => setIndex((i) => wrapIndex(i + 1, count)), [count])
  const previous = useCallback(() => setIndex((i) => wrapIndex(i - 1, count)), [count])

  const playing = count > 1 && !reducedMotion && !userPaused && !hovered && !focused
  useInterval(next, intervalMs, playing)

  return {
    index: wrapIndex(index, count),
    goTo,
    next,
    previous,
    playing,
    /** Whether auto-advance is on at all (the pause button's state). */
    autoplay: !userPaused && !reducedMotion,
    reducedMotion,
    toggleAutoplay: () => setUserPaused((p) => !p),
    /** Spread on the carousel's root element. */
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}
