/** Set on #root by the prerender (tools/prerender): the path whose page the document holds. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered'

/** Whether two paths name the same page: `/products` and `/products/` do. */
export function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)
  return trim(a) === trim(b)
}

/**
 * Also set on a prerendered #root, and removed once the app has taken the page over: until then
 * the page is on screen but nothing in it works, so nothing may be focused, typed into or pressed
 * (text typed then would be lost, and a form would submit natively).
 */
export const NOT_YET_LIVE_ATTRIBUTE = 'inert'
