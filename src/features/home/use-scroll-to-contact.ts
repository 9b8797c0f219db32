import { useEffect, type RefObject } from 'react'
import { useLocation } from 'react-router-dom'
import { REDUCED_MOTION_QUERY, TIMINGS } from '@/config/constants'

const nothingToWaitFor = () => Promise.resolve()

/**
 * Arriving with the hash #`sectionId` scrolls to the contact section 100 ms after what stands
 * above it is in place (`contentAbove` settles; the lazily rendered page is in place by then).
 * Runs again on every navigation to the hash.
 *
 * The section is taken from `section`, not looked up by its id: a prerendered page gets the id
 * only once the app has taken it over, in a transition that a busy phone may not have committed
 * 100 ms later, and a lookup then found nothing and the page stayed at the top.
 */
export function useScrollToContactOnArrival(
  sectionId: string,
  section: RefObject<HTMLElement | null>,
  contentAbove: () => Promise<void> = nothingToWaitFor,
): void {
  const { hash, key } = useLocation()
  useEffect(() => {
    if (decodeURIComponent(hash.slice(1)) !== sectionId) return
    let timer: number | undefined
    let left = false
    void contentAbove().then(() => {
      if (left) return
      timer = window.setTimeout(() => {
        const reduced = window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false
        section.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
      }, TIMINGS.scrollToContactDelayMs)
    })
    return () => {
      left = true
      window.clearTimeout(timer)
    }
  }, [hash, key, sectionId, section, contentAbove])
}
