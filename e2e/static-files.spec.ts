/**
 * What the server hands out before any script runs, fetched without a page: the security and
 * caching headers of firebase.json (which `vite preview` serves too: tools/hosting/vite-plugin.ts),
 * the prerendered HTML's head and structured data, the shell for addresses without a file of
 * their own, and the files crawlers and browsers fetch. (One test opens a page: whether the
 * browser knows every Permissions-Policy feature named.)
 */
import { createHash } from 'node:crypto'
import { absoluteUrl, documentTitle } from '../src/components/seo/head-tags'
import { parseEnv, siteUrlFrom } from '../src/config/env-schema'
import { paths } from '../src/config/paths'
import { LOCALE_LIST, pathInLocale } from '../src/config/locales'
import {
  appIcons,
  noindexPaths,
  seo,
  seoFiles,
  siteSeoByLocale,
  sitemapPaths,
} from '../src/config/seo'
import { site } from '../src/config/site'
import { catalogCopy } from '../src/features/catalog/catalog-content'
import { hero } from '../src/features/home/home-content'
import { formatCsp, parseCsp, withSources } from '../tools/hosting/csp'
import { cspRequirements } from '../tools/hosting/csp-requirements'
import {
  headersFor,
  headerValue,
  readHostingConfig,
  SECURITY_HEADERS,
} from '../tools/hosting/firebase-headers'
import { expect, test } from './fixtures'
import { seed } from './support/seed'

/** The origin the build under test was given (the same reading as the build's). */
const origin = siteUrlFrom(process.env)

const documentHeaders = headersFor(readHostingConfig(), '/')
/** What preview serves a local-stack build: production's policy plus the stack's own sources. */
const servedCsp = formatCsp(
  withSources(
    parseCsp(headerValue(documentHeaders, 'Content-Security-Policy') ?? ''),
    cspRequirements(parseEnv({ MODE: 'localstack' })),
  ),
)

/** The structured data in a document's HTML as served, parsed. */
function structuredDataIn(html: string): Record<string, unknown>[] {
  const blocks = html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)
  return [...blocks].map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
}

const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : []

test.describe('response headers', () => {
  test('documents carry the security headers and are revalidated on every visit', async ({
    request,
  }) => {
    for (const path of [paths.home, paths.products, '/index.html', '/no-such-page']) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(200)
      const served = res.headers()
      expect(served['content-security-policy'], path).toBe(servedCsp)
      // The policy itself is compared above, with the local stack's sources added.
      for (const name of SECURITY_HEADERS.filter((n) => n !== 'Content-Security-Policy')) {
        expect(served[name.toLowerCase()], `${name} on ${path}`).toBe(
          headerValue(documentHeaders, name),
        )
      }
      expect(served['cache-control'], path).toBe('no-cache')
    }
    const scriptSrc = parseCsp(servedCsp).get('script-src') ?? []
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
  })

  test('the browser understands every Permissions-Policy feature, and enforces them', async ({
    page,
  }) => {
    await page.goto(paths.home)
    const policy = headerValue(documentHeaders, 'Permissions-Policy') ?? ''
    const listed = policy.split(',').map((item) => item.trim().split('=')[0]!)
    // Chromium's own view (document.featurePolicy): an unknown name would be silently ignored.
    const state = await page.evaluate((names) => {
      const fp = (
        document as unknown as {
          featurePolicy: {
            features(): string[]
            allowsFeature(feature: string, origin?: string): boolean
          }
        }
      ).featurePolicy
      const known = new Set(fp.features())
      return {
        unknown: names.filter((name) => !known.has(name)),
        camera: fp.allowsFeature('camera'),
        geolocation: fp.allowsFeature('geolocation'),
        playerFullscreen: fp.allowsFeature('fullscreen', 'https://www.youtube-nocookie.com'),
        otherFullscreen: fp.allowsFeature('fullscreen', 'https://elsewhere.example'),
      }
    }, listed)
    expect(state).toEqual({
      unknown: [],
      camera: false,
      geolocation: false,
      playerFullscreen: true,
      otherFullscreen: false,
    })
  })

  test('every inline script is allowed by its hash, and hashed assets are cached for good', async ({
    request,
  }) => {
    const response = await request.get(paths.home)
    const html = await response.text()
    const scriptSrc = parseCsp(response.headers()['content-security-policy'] ?? '').get(
      'script-src',
    )
    // Data blocks (JSON-LD) are never executed, so script-src does not govern them.
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attrs]) => !/\bsrc=/.test(attrs!) && !/type="application\/ld\+json"/.test(attrs!))
      .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`)
    expect(inline, 'the session hint before the first paint').toHaveLength(1)
    for (const hash of inline)
      expect(scriptSrc, 'an inline script the policy would block').toContain(hash)
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!)
    expect(assets.length).toBeGreaterThan(0)
    for (const asset of assets) {
      const res = await request.get(asset)
      expect(res.status(), asset).toBe(200)
      expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable')
      expect(res.headers()['x-content-type-options'], asset).toBe('nosniff')
    }
  })
})

test.describe('the HTML before scripts run', () => {
  test('a prerendered page has its own tags once, and its structured data', async ({ request }) => {
    const html = await (await request.get(paths.products)).text()
    expect(html.match(/<title\b/g)).toHaveLength(1)
    expect(html).toContain(`>${documentTitle(catalogCopy.metaTitle)}</title>`)
    expect(html.match(/<meta [^>]*name="description"/g)).toHaveLength(1)
    expect(html.match(/rel="canonical"/g)).toHaveLength(1)
    expect(html).toContain(`rel="canonical" href="${absoluteUrl(paths.products, origin)}"`)
    // The products in the build's copy of the catalogue, and never a price.
    const [list, ...others] = structuredDataIn(html)
    expect(others).toEqual([])
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: seed.products.length })
    expect(keysOf(list).filter((key) => /price|offer/i.test(key))).toEqual([])

    const home = structuredDataIn(await (await request.get(paths.home)).text())
    expect(home).toEqual([expect.objectContaining({ '@type': 'Organization', name: site.brand })])
  })

  test('any other address gets the empty shell with the default tags once, and no canonical', async ({
    request,
  }) => {
    const html = await (await request.get('/blog/no-such-post')).text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain(hero.title)
    expect(html.match(/<title\b/g)).toHaveLength(1)
    expect(html).toContain(`>${siteSeoByLocale.en.defaultTitle}</title>`)
    expect(html.match(/<meta [^>]*name="description"/g)).toHaveLength(1)
    expect(html).toContain(
      `property="og:image" content="${absoluteUrl(seo.shareImage.path, origin)}"`,
    )
    expect(html).not.toContain('rel="canonical"')
    expect(await (await request.get(paths.home)).text()).toContain(hero.title)
  })
})

test.describe('files for crawlers and browsers', () => {
  test('sitemap.xml lists every indexable route and every blog post, in every language, absolutely', async ({
    request,
  }) => {
    const response = await request.get(seoFiles.sitemap)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/xml/)
    const xml = await response.text()
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    const pages = [...sitemapPaths, ...seed.posts.map((p) => paths.blogPost(p.id))]
    const everyLanguage = (path: string) =>
      LOCALE_LIST.map((locale) => absoluteUrl(pathInLocale(path, locale), origin))
    expect(locs).toEqual(expect.arrayContaining(pages.flatMap(everyLanguage)))
    expect(locs).toHaveLength(pages.length * LOCALE_LIST.length)
    for (const path of noindexPaths)
      for (const loc of everyLanguage(path)) expect(locs).not.toContain(loc)
  })

  test('robots.txt points at the sitemap', async ({ request }) => {
    const response = await request.get(seoFiles.robots)
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain(`Sitemap: ${absoluteUrl(seoFiles.sitemap, origin)}`)
  })

  test('the manifest and every icon it and the head name are served', async ({ request }) => {
    const response = await request.get(seoFiles.manifest)
    expect(response.status()).toBe(200)
    const manifest = (await response.json()) as {
      name: string
      icons: { src: string; type: string }[]
    }
    expect(manifest.name).toBe(site.brand)
    const icons = [
      ...manifest.icons,
      { src: appIcons.appleTouch.path, type: 'image/png' },
      { src: appIcons.tab.path, type: 'image/png' },
      { src: seo.shareImage.path, type: 'image/png' },
    ]
    for (const icon of icons) {
      const file = await request.get(icon.src)
      expect(file.status(), icon.src).toBe(200)
      expect(file.headers()['content-type'], icon.src).toContain(icon.type)
    }
  })
})
