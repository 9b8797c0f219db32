/** sitemap.xml and robots.txt (sitemaps.org 0.9 and RFC 9309), as text. */
import { absoluteUrl } from '../../src/components/seo/head-tags.ts'
import { seoFiles } from '../../src/config/seo.ts'
import { LOCALE_LIST, LOCALES, pathInLocale, SOURCE_LOCALE } from '../../src/config/locales.ts'

export interface SitemapEntry {
  /** Site-relative path, e.g. "/products". */
  path: string
  /** W3C date (yyyy-mm-dd) the page last changed, when known. */
  lastModified?: string
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)
}

/**
 * The sitemap of `entries`. With `alternates`, each page is listed in every language, each entry
 * naming all of its languages' addresses (`xhtml:link`, as search engines read `hreflang` from a
 * sitemap) and English as the default.
 */
export function sitemapXml(
  entries: readonly SitemapEntry[],
  origin: string,
  { alternates = false }: { alternates?: boolean } = {},
): string {
  const seen = new Set<string>()
  const locales = alternates ? LOCALE_LIST : [SOURCE_LOCALE]
  const links = (path: string) =>
    alternates
      ? [
          ...LOCALE_LIST.map((l) => [LOCALES[l].hreflang, pathInLocale(path, l)] as const),
          ['x-default', pathInLocale(path, SOURCE_LOCALE)] as const,
        ]
          .map(
            ([hreflang, href]) =>
              `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(href, origin))}"/>`,
          )
          .join('')
      : ''
  const urls = entries.flatMap(({ path, lastModified }) =>
    locales.flatMap((locale) => {
      const loc = absoluteUrl(pathInLocale(path, locale), origin)
      if (seen.has(loc)) return []
      seen.add(loc)
      const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : ''
      return [`  <url><loc>${escapeXml(loc)}</loc>${lastmod}${links(path)}</url>`]
    }),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    alternates
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * Every crawler may fetch everything: pages that should stay out of search results say so with
 * a robots meta tag, which a crawler can only read on a page it is allowed to fetch.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(seoFiles.sitemap, origin)}`,
    '',
  ].join('\n')
}
