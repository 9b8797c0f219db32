import { sessionPendingMark } from '@/lib/session/session-mark'

/**
 * How long a page with something to show waits for the browser to report its first paint before
 * the app starts anyway: the report is an event an engine may never send (see afterFirstPaint),
 * and no page may stay without its app for want of it. main.tsx runs once the stylesheet is in,
 * so the paint it waits for is normally a frame or two away; a second is far beyond that on a
 * slow phone. A tab sent to the background meanwhile, which paints nothing, starts then too.
 */
export const FIRST_PAINT_WAIT_LIMIT_MS = 1000

/**
 * Whether #root shows anything the app's start could hold back from the screen: a prerendered
 * page does, unless it is hidden while a user may be signed in (SESSION_HINT_SCRIPT). The empty
 * shell (the pages served without a prerender, the 404, every page of the dev server) shows
 * nothing.
 */
export function showsPrerenderedPage(root: HTMLElement): boolean {
  return !!root.firstElementChild && !sessionPendingMark()
}

/**
 * Runs `start` once the page the HTML holds has been painted, so that starting the app never holds
 * its first paint back. It never waits for a paint report alone, since an engine may never send
 * one: where #root shows nothing (see showsPrerenderedPage), or the tab is in the background,
 * there is no paint to protect and it starts at once; otherwise at the browser's first report of
 * a paint or after FIRST_PAINT_WAIT_LIMIT_MS, whichever comes first.
 *
 * The report is a `paint` performance entry, delivered after the paint in a task of its own.
 * Chromium reports first-paint; Gecko and WebKit report only first-contentful-paint, so a page
 * that paints nothing contentful gets no report there at all. An engine without paint entries
 * ignores the request, and the time limit starts the app.
 */
export function afterFirstPaint(root: HTMLElement, start: () => void): void {
  if (!showsPrerenderedPage(root) || document.hidden) {
    start()
    return
  }
  const once = () => {
    clearTimeout(limit)
    observer.disconnect()
    start()
  }
  const limit = setTimeout(once, FIRST_PAINT_WAIT_LIMIT_MS)
  const observer = new PerformanceObserver(once)
  observer.observe({ type: 'paint', buffered: true })
}
