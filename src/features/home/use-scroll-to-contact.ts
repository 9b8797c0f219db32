import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { TIMINGS } from '@/config/constants'

/**
 * Arriving with the hash #contact scrolls to the contact section after 100 ms (the
 * lazily rendered page is in place by then). Runs again on every navigation to the hash.
 */
export function useScrollToContactOnArrival(sectionId: string): void {
  const { hash, key } = useLocation()
  useEffect(() => {
    if (decodeURIComponent(hash.slice(1)) !== sectionId) return
    const timer = window.setTimeout(() => {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
      document
        .getElementById(sectionId)
        ?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
    }, TIMINGS.scrollToContactDelayMs)
    return () => window.clearTimeout(timer)
  }, [hash, key, sectionId])
}
