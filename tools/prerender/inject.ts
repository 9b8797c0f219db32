/**
 * Putting a prerendered page into its HTML file: pure string work, tested on its own.
 * React renders a page's <title>, <meta> and <link> elements first, before its markup (they
 * belong in <head>); they replace the file's default page tags there, marked like them so the app
 * drops them before it renders its own (removeStaticDefaults).
 */
import { seo } from '../../src/config/seo.ts'
import { CATALOG_PREVIEW_ELEMENT_ID } from '../../src/config/constants.ts'
import { inertUntilLive, PRERENDERED_PATH_ATTRIBUTE } from '../../src/app/prerendered.ts'
import { NOT_YET_LIVE_ATTRIBUTE } from '../../src/components/ui/live.ts'

const EMPTY_ROOT = '<div id="root"></div>'
/** A leading <title>…</title>, or a leading void <meta>/<link> element. */
const LEADING_HEAD_TAG = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)/
/** What renderToString leaves where rendering failed and the browser would have to start over. */
const CLIENT_RENDER_MARK = '<!--$!-->'

export interface RenderedPage {
  /** Elements that belong in <head>, in render order. */
  head: string[]
  /** The page's markup, for #root. */
  body: string
  /** The text of its catalogue preview element (already safe inside one), if it has one. */
  preview?: string | null
}

/** Splits React's output into the hoisted head elements and the page markup. */
export function splitRendered(html: string): RenderedPage {
  const head: string[] = []
  let rest = html
  for (let match = LEADING_HEAD_TAG.exec(rest); match; match = LEADING_HEAD_TAG.exec(rest)) {
    head.push(match[0])
    rest = rest.slice(match[0].length)
  }
  if (rest.includes(CLIENT_RENDER_MARK)) {
    const at = rest.indexOf(CLIENT_RENDER_MARK)
    const reason = /data-msg="([^"]*)"/.exec(rest)?.[1] ?? rest.slice(at, at + 300)
    throw new Error(`part of the page could not be prerendered: ${reason}`)
  }
  return { head, body: rest }
}

/** Marks a page tag so the app removes it before rendering its own; other tags are left alone. */
function markAsDefault(tag: string): string {
  const pageTag =
    /^<title>/.test(tag) || /^<meta\b/.test(tag) || /^<link rel="(canonical|alternate)"/.test(tag)
  if (!pageTag) return tag
  return tag.replace(/^<(\w+)/, `<$1 ${seo.staticDefaultAttribute}=""`)
}

/** `template` (an index.html copy) with `page` for `path` in #root and its tags in <head>. */
export function injectPage(template: string, path: string, page: RenderedPage): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`no empty ${EMPTY_ROOT} to prerender into`)
  const defaults = new RegExp(
    `\\s*<(?:title|meta|link)\\b[^>]*\\b${seo.staticDefaultAttribute}\\b[^>]*>(?:[^<]*</title>)?`,
    'g',
  )
  const withoutDefaults = template.replace(defaults, '')
  const headEnd = withoutDefaults.search(/<\/head>/i)
  if (headEnd < 0) throw new Error('the HTML has no </head>')
  const tags = page.head.map((tag) => `    ${markAsDefault(tag)}\n`).join('')
  const withHead = `${withoutDefaults.slice(0, headEnd).replace(/[ \t]*$/, '')}${tags}  ${withoutDefaults.slice(headEnd)}`
  const attribute = `${PRERENDERED_PATH_ATTRIBUTE}="${path.replace(/"/g, '&quot;')}"`
  // Data for the app, not a script: the browser runs nothing of it (nor does the CSP object).
  const preview = page.preview
    ? `\n    <script type="application/json" id="${CATALOG_PREVIEW_ELEMENT_ID}">${page.preview}</script>`
    : ''
  return withHead.replace(
    EMPTY_ROOT,
    () =>
      `<div id="root" ${attribute} ${NOT_YET_LIVE_ATTRIBUTE}>${inertUntilLive(page.body)}</div>${preview}`,
  )
}
