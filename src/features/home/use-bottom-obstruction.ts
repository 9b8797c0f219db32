import { useLayoutEffect, useState } from 'react'
import { CONSENT_BANNER_ID } from '@/config/constants'

/**
 * Height in px of the fixed banner at the bottom of the viewport (0 when there is none), kept
 * current as it appears, resizes or is dismissed. Measured before the first paint (a layout
 * effect), so whatever sits above the banner does not visibly jump up (a layout shift).
 */
export function useBottomObstruction(): number {
  const [height, setHeight] = useState(0)
  useLayoutEffect(() => {
    let observed: Element | null = null
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) =>
            setHeight(entry ? entry.target.getBoundingClientRect().height : 0),
          )
    const check = () => {
      // The app's cookie banner (src/app/consent-banner.tsx), at the bottom edge while undecided.
      const banner = document.getElementById(CONSENT_BANNER_ID)
      if (banner === observed) return
      if (observed) resize?.unobserve(observed)
      observed = banner
      if (banner) resize?.observe(banner)
      setHeight(banner ? banner.getBoundingClientRect().height : 0)
    }
    check()
    const mutations = new MutationObserver(check)
    mutations.observe(document.body, { childList: true, subtree: true })
    return () => {
      mutations.disconnect()
      resize?.disconnect()
    }
  }, [])
  return height
}
