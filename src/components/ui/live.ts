/**
 * A prerendered page is on screen before the app has taken it over ("live"), and so may a part of
 * it be after that: a part whose code arrives apart is taken over once it has (home-page.tsx).
 * Until then its forms and controls do nothing, so they are inert; this lifts that.
 */

/**
 * Set on a prerendered #root, and on a part of the page taken over later than the rest; removed
 * once the app has taken it over.
 */
export const NOT_YET_LIVE_ATTRIBUTE = 'data-not-live'

/** The attribute as a prop, for a part that the app takes over later than the page. */
export const notYetLive = { [NOT_YET_LIVE_ATTRIBUTE]: '' } as const

/**
 * Until then the page is on screen but its forms and controls do nothing: text typed would be
 * lost and a form would submit natively. So the prerender makes each of them `inert` (it cannot
 * be focused, typed into or pressed) and marks it with this attribute (app/prerendered.ts). Links
 * stay as they are: they work without the app. (Making all of #root inert would do the same, but
 * lifting it restyles the whole page in one long task on a phone; lifting it from a few controls
 * costs next to nothing.)
 */
export const INERT_UNTIL_LIVE_ATTRIBUTE = 'data-inert-until-live'

/**
 * Lifts the prerender's inert from the controls in `area` and says it is live. Controls inside a
 * part of it that is not live yet stay inert: that part is made live on its own, once taken over.
 */
export function makeLive(area: HTMLElement): void {
  for (const element of area.querySelectorAll(`[${INERT_UNTIL_LIVE_ATTRIBUTE}]`)) {
    if (element.parentElement?.closest(`[${NOT_YET_LIVE_ATTRIBUTE}]`) !== area) continue
    element.removeAttribute('inert')
    element.removeAttribute(INERT_UNTIL_LIVE_ATTRIBUTE)
  }
  area.removeAttribute(NOT_YET_LIVE_ATTRIBUTE)
}
