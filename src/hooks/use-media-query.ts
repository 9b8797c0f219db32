import { useCallback } from 'react'
import { MOBILE_MEDIA_QUERY, REDUCED_MOTION_QUERY } from '@/config/constants'
import { useClientSnapshot } from '@/lib/util/client-snapshot'

/** Whether a media query matches, kept up to date. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const matches = useCallback(() => window.matchMedia(query).matches, [query])
  return useClientSnapshot(subscribe, matches, false)
}

/** True below the 768 px breakpoint. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY)
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY)
}
