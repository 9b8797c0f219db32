/** Set on #root by the prerender (tools/prerender): the path whose page the document holds. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered'

/** Whether two paths name the same page: `/products` and `/products/` do. */
export function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)
  return trim(a) === trim(b)
}

/** Also set on a prerendered #root, and removed once the app has taken the page over. */
export const NOT_YET_LIVE_ATTRIBUTE = 'data-not-live'

/**
 * Until then the page is on screen but its forms and controls do nothing: text typed would be
 * lost and a form would submit natively. So the prerender makes each of them `inert` (it cannot
 * be focused, typed into or pressed) and marks it with this attribute. Links stay as they are:
 * they work without the app. (Making all of #root inert would do the same, but lifting it restyles
 * the whole page in one long task on a phone; lifting it from a few controls costs next to nothing.)
 */
export const INERT_UNTIL_LIVE_ATTRIBUTE = 'data-inert-until-live'

/** The prerender's start tags that are made inert until the app is live, and the containers' end tags. */
const CONTROL_TAG = /<(form|fieldset|button|input|select|textarea)\b([^>]*)>|<\/(form|fieldset)>/g
/** Made inert as a whole, with all they hold: fewer elements to change when the app is live. */
const CONTAINERS = new Set(['form', 'fieldset'])

/**
 * `html` (React's markup for #root) with every form and fieldset, and every control outside
 * them, inert and marked. Elements already inert are left alone, so the app's own `inert` is never
 * lifted.
 */
export function inertUntilLive(html: string): string {
  let depth = 0
  return html.replace(
    CONTROL_TAG,
    (tag, name: string | undefined, attributes: string, closing: string | undefined) => {
      if (closing !== undefined) {
        depth = Math.max(0, depth - 1)
        return tag
      }
      if (name === undefined) return tag
      const outside = depth === 0
      if (CONTAINERS.has(name)) depth++
      if (!outside) return tag
      if (/(?:^|\s)inert(?:[\s=/]|$)/.test(attributes)) return tag
      return `<${name} ${INERT_UNTIL_LIVE_ATTRIBUTE}="" inert=""${attributes}>`
    },
  )
}

/** Lifts what inertUntilLive put on the page, and says the app is live. */
export function makeLive(root: HTMLElement): void {
  for (const element of root.querySelectorAll(`[${INERT_UNTIL_LIVE_ATTRIBUTE}]`)) {
    element.removeAttribute('inert')
    element.removeAttribute(INERT_UNTIL_LIVE_ATTRIBUTE)
  }
  root.removeAttribute(NOT_YET_LIVE_ATTRIBUTE)
}
