import { sessionPendingMark } from '@/lib/session/stored-user'

/**
 * How long a page with something to show waits for the browser to report its first paint before
 * the app starts anyway. The report is an event some engines never send for a page (see
 * afterFirstPaint); no page may stay without its app for want of it. Main.tsx runs once the
 * stylesheet is in, so the paint it waits for is normally a frame or two away: the limit is far
 * beyond that on a slow phone, and short enough that a page whose report never comes is still
 * usable at once to a person.
 */
export const FIRST_PAINT_WAIT_LIMIT_MS = 1000

/**
 * Whether #root shows anything the app's start could hold back from the screen: a prerendered
 * page does, unless it is hidden while a user may be signed in (SESSION_HINT_SCRIPT). The empty
 * shell (the pages served without a prerender, the 404, every page of the dev server) shows
 * nothing.
 */
export function showsPrerenderedPage(root: HTMLElement): boolean {
  return root.firstElementChild !== null && !sessionPendingMark()
}

/** Calls `painted` once the browser has reported a paint; returns a function that stops watching. */
export type PaintWatch = (painted: () => void) => () => void

/**
 * The browser's own report of a paint (a `paint` performance entry, delivered after it). Chromium
 * reports first-paint; Gecko and WebKit report only first-contentful-paint, so a page that paints
 * nothing contentful gets no report there at all.
 */
export const watchPaintEntries: PaintWatch = (painted) => {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    painted()
    return () => {}
  }
  const observer = new PerformanceObserver(() => painted())
  observer.observe({ type: 'paint', buffered: true })
  return () => observer.disconnect()
}

/**
 * Runs `start` once the page the HTML holds has been painted, so that starting the app never holds
 * its first paint back. It never waits for a paint report alone, since an engine may never send
 * one:
 *  - nothing to show (see showsPrerenderedPage): at once; there is no paint to protect, and
 *    Gecko and WebKit would report none;
 *  - a tab in the background, which paints nothing: at once;
 *  - otherwise at the first paint report, the tab coming to the front, or after
 *    FIRST_PAINT_WAIT_LIMIT_MS, whichever comes first.
 */
export function afterFirstPaint(
  root: HTMLElement,
  start: () => void,
  { watchPaint = watchPaintEntries, limitMs = FIRST_PAINT_WAIT_LIMIT_MS } = {},
): void {
  if (!showsPrerenderedPage(root) || document.visibilityState === 'hidden') {
    start()
    return
  }
  let started = false
  let stopWatching = () => {}
  const once = () => {
    if (started) return
    started = true
    stopWatching()
    clearTimeout(limit)
    document.removeEventListener('visibilitychange', once)
    start()
  }
  const limit = setTimeout(once, limitMs)
  document.addEventListener('visibilitychange', once)
  stopWatching = watchPaint(once)
  if (started) stopWatching()
}
