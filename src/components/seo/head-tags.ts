/**
 * The head tags of a page as plain data, shared by <PageMeta> and the build (tools/seo), which
 * writes the same tags into index.html for crawlers that run no scripts. Relative imports only:
 * the build loads this file outside Vite's `@` alias.
 */
import { noindexPaths, seo, siteSeo, siteSeoByLocale } from '../../config/seo.ts'
import { site } from '../../config/site.ts'
import {
  LOCALE_LIST,
  LOCALES,
  pathInLocale,
  SOURCE_LOCALE,
  type Locale,
} from '../../config/locales.ts'

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

/**
 * The page in every language, for search engines (`hreflang`): each language's address, and
 * English as the default for readers of any other.
 */
function alternateLinks(path: string, origin: string): HeadTag[] {
  const link = (hreflang: string, locale: Locale): HeadTag => ({
    tag: 'link',
    attrs: { rel: 'alternate', hreflang, href: absoluteUrl(pathInLocale(path, locale), origin) },
  })
  return [
    ...LOCALE_LIST.map((locale) => link(LOCALES[locale].hreflang, locale)),
    link('x-default', SOURCE_LOCALE),
  ]
}

/**
 * Description, robots, canonical, language alternates and Open Graph tags of one page in
 * `locale`, in a stable order. `page.path` is the route's address (`/products`); the page's own
 * address is in its language (`/hi/products`).
 */
export function pageHeadTags(
  page: PageHead,
  origin: string,
  locale: Locale = SOURCE_LOCALE,
): HeadTag[] {
  const url = page.path === undefined ? null : absoluteUrl(pathInLocale(page.path, locale), origin)
  const image = page.image ?? seo.shareImage.path
  const noindex = page.noindex || (page.path !== undefined && noindexPaths.includes(page.path))
  const tags: HeadTag[] = [meta('name', 'description', page.description)]
  if (noindex) tags.push(meta('name', 'robots', seo.noindex))
  if (url) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } })
  if (url && !noindex && page.path !== undefined) tags.push(...alternateLinks(page.path, origin))
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

/**
 * Tags that are the same on every page of a language, so its index.html carries them once and no
 * page repeats them.
 */
export function siteHeadTags(locale: Locale = SOURCE_LOCALE): HeadTag[] {
  return [
    meta('property', 'og:site_name', site.brand),
    meta('property', 'og:locale', siteSeoByLocale[locale].locale),
    ...LOCALE_LIST.filter((other) => other !== locale).map((other) =>
      meta('property', 'og:locale:alternate', siteSeoByLocale[other].locale),
    ),
    meta('name', 'twitter:card', siteSeo.twitterCard),
  ]
}

/** The page tags index.html carries until the app renders a page's own (see removeStaticDefaults). */
export function staticDefaultTags(origin: string, locale: Locale = SOURCE_LOCALE): HeadTag[] {
  const { defaultTitle, defaultDescription } = siteSeoByLocale[locale]
  return pageHeadTags({ title: defaultTitle, description: defaultDescription }, origin, locale).map(
    (tag) => ({ tag: tag.tag, attrs: { ...tag.attrs, [seo.staticDefaultAttribute]: '' } }),
  )
}

/**
 * Drops index.html's default title and page tags. Called once before the first render: React
 * adds its own <title> and <meta> elements beside existing ones (it adopts them only in some
 * cases, and never a page first rendered while suspended), so the defaults must go first.
 */
export function removeStaticDefaults(doc: Document): void {
  doc.head.querySelectorAll(`[${seo.staticDefaultAttribute}]`).forEach((node) => node.remove())
}

/**
 * The name a head element is told apart by: its tag and its name, property or rel (and the
 * language of a language alternate).
 */
function elementKey(element: Element): string {
  const id =
    element.getAttribute('name') ?? element.getAttribute('property') ?? element.getAttribute('rel')
  const hreflang = element.getAttribute('hreflang')
  return `${element.localName}:${id ?? ''}${hreflang ? `:${hreflang}` : ''}`
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
  const key = `${tag}:${attrs.name ?? attrs.property ?? attrs.rel ?? ''}`
  return attrs.hreflang ? `${key}:${attrs.hreflang}` : key
}
