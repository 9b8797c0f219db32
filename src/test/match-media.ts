import { vi } from 'vitest'

/** jsdom has no matchMedia: answer each query with `matches(query)`. Undo with vi.unstubAllGlobals(). */
export function stubMatchMedia(matches: (query: string) => boolean = () => false): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
