import { useEffect, type RefObject } from 'react'
import { useLocation } from 'react-router-dom'
import { TIMINGS } from '@/config/constants'

/**
 * Arriving with the hash #`sectionId` scrolls to the contact section after 100 ms (the
 * lazily rendered page is in place by then). Runs again on every navigation to the hash.
 *
 * The section is taken from `section`, not looked up by its id: a prerendered page gets the id
 * only once the app has taken it over, in a transition that a busy phone may not have committed
 * 100 ms later, and a lookup then found nothing and the page stayed at the top.
 */
export function useScrollToContactOnArrival(
  sectionId: string,
  section: RefObject<HTMLElement | null>,
): void {
  const { hash, key } = useLocation()
  useEffect(() => {
    if (decodeURIComponent(hash.slice(1)) !== sectionId) return
    const timer = window.setTimeout(() => {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
      section.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
    }, TIMINGS.scrollToContactDelayMs)
    return () => window.clearTimeout(timer)
  }, [hash, key, sectionId, section])
}
