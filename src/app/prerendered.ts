import { INERT_UNTIL_LIVE_ATTRIBUTE } from '../components/ui/live.ts'

/** Set on #root by the prerender (tools/prerender): the path whose page the document holds. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered'

/** Whether two paths name the same page: `/products` and `/products/` do. */
export function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)
  return trim(a) === trim(b)
}

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
