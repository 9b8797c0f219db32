import { describe, expect, it } from 'vitest'
import { paths } from '../../src/config/paths'
import { seoFiles, sitemapPaths } from '../../src/config/seo'
import { robotsTxt, sitemapXml } from './sitemap'

const origin = 'https://shop.example.in'

/** The <loc> values of a sitemap, decoded. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
}

describe('sitemapXml', () => {
  it('lists absolute addresses in a sitemaps.org urlset', () => {
    const xml = sitemapXml(
      [{ path: paths.home }, { path: paths.blogPost('post-1'), lastModified: '2026-07-14' }],
      origin,
    )
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(xml)).toEqual([`${origin}/`, `${origin}/blog/post-1`])
    expect(xml).toContain(`<loc>${origin}/blog/post-1</loc><lastmod>2026-07-14</lastmod>`)
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  })

  it('lists each page in every language, each naming all its languages', () => {
    const xml = sitemapXml([{ path: paths.products }], origin, { alternates: true })
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(locs(xml)).toEqual([`${origin}/products`, `${origin}/hi/products`])
    const links =
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${origin}/products"/>` +
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${origin}/hi/products"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/products"/>`
    expect(xml).toContain(`<loc>${origin}/hi/products</loc>${links}</url>`)
    expect(xml).toContain(`<loc>${origin}/products</loc>${links}</url>`)
  })

  it('escapes what XML does not allow and lists each address once', () => {
    const xml = sitemapXml(
      [{ path: '/blog/a&b' }, { path: paths.blogPost('<x>') }, { path: '/blog/a&b' }],
      origin,
    )
    expect(xml).toContain('<loc>https://shop.example.in/blog/a&amp;b</loc>')
    expect(xml).not.toMatch(/<x>/)
    expect(locs(xml)).toHaveLength(2)
  })

  it('covers every static route of the sitemap list', () => {
    const xml = sitemapXml(
      sitemapPaths.map((path) => ({ path })),
      origin,
    )
    expect(locs(xml)).toEqual(sitemapPaths.map((path) => new URL(path, origin).href))
  })
})

describe('robotsTxt', () => {
  it('allows everything and names the sitemap by absolute URL', () => {
    const text = robotsTxt(origin)
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Allow: \/$/m)
    expect(text).not.toMatch(/Disallow/)
    expect(text).toContain(`Sitemap: ${origin}${seoFiles.sitemap}\n`)
  })
})
