/**
 * The head tags of a page as plain data, shared by <PageMeta> and the build (tools/seo), which
 * writes the same tags into index.html for crawlers that run no scripts. Relative imports only:
 * the build loads this file outside Vite's `@` alias.
 */
import { noindexPaths, seo, siteSeo } from '../../config/seo.ts'
import { site } from '../../config/site.ts'

export interface PageHead {
  /** The page's own title, without the brand. */
  title: string
  description: string
  /** The page's route, for its canonical address; omitted where a page has none (a 404). */
  path?: string
  /** Share image, site-relative or absolute; the site's default image when omitted. */
  image?: string
  type?: 'website' | 'article'
  /** Keeps the page out of search results; pages on `noindexPaths` are kept out regardless. */
  noindex?: boolean
}

export interface HeadTag {
  tag: 'meta' | 'link'
  attrs: Record<string, string>
}

/** The browser-tab title: the page's title and the brand, or the brand alone. */
export function documentTitle(title: string): string {
  return title === site.brand ? title : `${title}${seo.titleSeparator}${site.brand}`
}

/** `pathOrUrl` as an absolute URL on `origin`; absolute URLs are returned unchanged. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).href
}

const meta = (key: 'name' | 'property', id: string, content: string): HeadTag => ({
  tag: 'meta',
  attrs: { [key]: id, content },
})

/** Description, robots, canonical and Open Graph tags of one page, in a stable order. */
export function pageHeadTags(page: PageHead, origin: string): HeadTag[] {
  const url = page.path === undefined ? null : absoluteUrl(page.path, origin)
  const image = page.image ?? seo.shareImage.path
  const noindex = page.noindex || (page.path !== undefined && noindexPaths.includes(page.path))
  const tags: HeadTag[] = [meta('name', 'description', page.description)]
  if (noindex) tags.push(meta('name', 'robots', seo.noindex))
  if (url) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } })
  tags.push(
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
  )
  if (url) tags.push(meta('property', 'og:url', url))
  tags.push(meta('property', 'og:image', absoluteUrl(image, origin)))
  // The default image's size and text are known; a post's own image is described by its page.
  if (image === seo.shareImage.path) {
    tags.push(
      meta('property', 'og:image:width', String(seo.shareImage.width)),
      meta('property', 'og:image:height', String(seo.shareImage.height)),
      meta('property', 'og:image:alt', seo.shareImage.alt),
    )
  }
  return tags
}

/** Tags that are the same on every page, so index.html carries them once and no page repeats them. */
export function siteHeadTags(): HeadTag[] {
  return [
    meta('property', 'og:site_name', site.brand),
    meta('property', 'og:locale', siteSeo.locale),
    meta('name', 'twitter:card', siteSeo.twitterCard),
  ]
}

/** The page tags index.html carries until the app renders a page's own (see removeStaticDefaults). */
export function staticDefaultTags(origin: string): HeadTag[] {
  return pageHeadTags(
    { title: siteSeo.defaultTitle, description: siteSeo.defaultDescription },
    origin,
  ).map((tag) => ({ tag: tag.tag, attrs: { ...tag.attrs, [seo.staticDefaultAttribute]: '' } }))
}

/**
 * Drops index.html's default title and page tags. Called once before the first render: React
 * adds its own <title> and <meta> elements beside existing ones (it adopts them only in some
 * cases, and never a page first rendered while suspended), so the defaults must go first.
 */
export function removeStaticDefaults(doc: Document): void {
  doc.head.querySelectorAll(`[${seo.staticDefaultAttribute}]`).forEach((node) => node.remove())
}

/** The name a head element is told apart by: its tag and its name, property or rel. */
function elementKey(element: Element): string {
  const id =
    element.getAttribute('name') ?? element.getAttribute('property') ?? element.getAttribute('rel')
  return `${element.localName}:${id ?? ''}`
}

/**
 * After the app has taken a prerendered page over: drops the prerendered page tags that React
 * rendered again beside them; those it adopted instead (no unmarked twin) are the app's now and
 * lose the mark.
 */
export function dropReplacedDefaults(doc: Document): void {
  const marked = [...doc.head.querySelectorAll(`[${seo.staticDefaultAttribute}]`)]
  const rendered = new Set(
    [...doc.head.querySelectorAll(`title, meta, link`)]
      .filter((element) => !element.hasAttribute(seo.staticDefaultAttribute))
      .map(elementKey),
  )
  for (const element of marked) {
    if (rendered.has(elementKey(element))) element.remove()
    else element.removeAttribute(seo.staticDefaultAttribute)
  }
}

/** A key that tells a page's tags apart (one of each name, property or rel). */
export function headTagKey({ tag, attrs }: HeadTag): string {
  return `${tag}:${attrs.name ?? attrs.property ?? attrs.rel ?? ''}`
}
