/** sitemap.xml and robots.txt (sitemaps.org 0.9 and RFC 9309), as text. */
import { absoluteUrl } from '../../src/components/seo/head-tags.ts'
import { seoFiles } from '../../src/config/seo.ts'

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

export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const seen = new Set<string>()
  const urls = entries.flatMap(({ path, lastModified }) => {
    const loc = absoluteUrl(path, origin)
    if (seen.has(loc)) return []
    seen.add(loc)
    const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : ''
    return [`  <url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`]
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
