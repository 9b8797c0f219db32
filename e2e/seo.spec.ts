/**
 * What search engines and link previews see: one title and one description per page, canonical
 * addresses, share tags, structured data without prices, and the files crawlers fetch.
 */
import { readFileSync } from 'node:fs'
import { absoluteUrl, documentTitle } from '../src/components/seo/head-tags'
import { siteUrlFrom } from '../src/config/env-schema'
import { paths } from '../src/config/paths'
import { appIcons, noindexPaths, seo, seoFiles, siteSeo, sitemapPaths } from '../src/config/seo'
import { site } from '../src/config/site'
import { uiText } from '../src/config/ui-text'
import { aboutHero } from '../src/features/about/about-content'
import { cookiePolicy } from '../src/features/legal/content/cookies'
import { privacyPolicy } from '../src/features/legal/content/privacy'
import { shippingPolicy } from '../src/features/legal/content/shipping'
import { termsOfService } from '../src/features/legal/content/terms'
import { notFoundCopy } from '../src/app/app-content'
import { servicesIntro } from '../src/features/services/services-content'
import { authCopy } from '../src/features/auth/auth-content'
import { blogCopy } from '../src/features/blog/blog-content'
import { careersCopy } from '../src/features/careers/careers-content'
import { catalogCopy } from '../src/features/catalog/catalog-content'
import { hero } from '../src/features/home/home-content'
import { locateContent } from '../src/features/locate/locate-content'
import { appIsLive, expect, test, type Page } from './fixtures'

/** The origin the build under test was given (the same reading as the build's). */
const origin = siteUrlFrom(process.env)

const seed = <T>(name: string) =>
  JSON.parse(readFileSync(new URL(`../seed/${name}.json`, import.meta.url), 'utf8')) as T[]
const posts = seed<{ id: string; title: string; shortDescription: string; imageUrl: string }>(
  'blogPosts',
)
const products = seed<{ id: string; product: string }>('products')
const post = posts[0]!

interface RouteCase {
  path: string
  title: string
  description: string
  /** false: the page has no address of its own (a not-found page). */
  canonical?: false
  noindex?: boolean
  type?: 'article'
  image?: string
}

const legal = [
  [paths.terms, termsOfService],
  [paths.privacy, privacyPolicy],
  [paths.cookies, cookiePolicy],
  [paths.shipping, shippingPolicy],
] as const

const routes: RouteCase[] = [
  { path: paths.home, title: hero.title, description: hero.intro },
  { path: paths.products, title: catalogCopy.metaTitle, description: catalogCopy.metaDescription },
  { path: paths.services, title: servicesIntro.title, description: servicesIntro.metaDescription },
  { path: paths.jobs, title: careersCopy.metaTitle, description: careersCopy.metaDescription },
  { path: paths.about, title: aboutHero.title, description: aboutHero.metaDescription },
  { path: paths.blogs, title: blogCopy.metaTitle, description: blogCopy.metaDescription },
  {
    path: paths.blogPost(post.id),
    title: post.title,
    description: post.shortDescription,
    type: 'article',
    image: post.imageUrl,
  },
  { path: paths.locate, title: locateContent.title, description: locateContent.description },
  ...(
    [
      [paths.login, authCopy.login],
      [paths.signup, authCopy.signup],
      [paths.emailSignup, authCopy.emailSignup],
      [paths.completeProfile, authCopy.completeProfile],
    ] as const
  ).map(([path, copy]) => ({ path, title: copy.title, description: copy.intro, noindex: true })),
  ...legal.map(([path, policy]) => ({
    path,
    title: policy.title,
    description: policy.description,
  })),
  {
    path: '/no-such-page',
    title: notFoundCopy.title,
    description: notFoundCopy.text,
    canonical: false,
    noindex: true,
  },
]

/** Values of every head element matching `selector` (content, or href for links). */
function headValues(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(`head ${selector}`)
    .evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('content') ?? node.getAttribute('href') ?? ''),
    )
}

async function expectOne(page: Page, selector: string, value: string): Promise<void> {
  expect(await headValues(page, selector), selector).toEqual([value])
}

/** Every key anywhere in a JSON value. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys)
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)])
  return []
}

/** The structured data in a document's HTML as served, parsed. */
function structuredDataIn(html: string): Record<string, unknown>[] {
  const blocks = html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)
  return [...blocks].map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
}

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = page.locator('script[type="application/ld+json"]')
  await expect(scripts.first()).toBeAttached()
  return (await scripts.allTextContents()).map((text) => JSON.parse(text))
}

test.describe('page head', () => {
  for (const route of routes) {
    test(`${route.path}: one title, one description, canonical and share tags`, async ({
      page,
    }) => {
      await page.goto(route.path)
      await expect(page).toHaveTitle(documentTitle(route.title))
      // HTML titles anywhere in the document (an inline SVG may carry its own).
      const titles = await page
        .locator('title')
        .evaluateAll(
          (nodes) => nodes.filter((n) => n.namespaceURI === 'http://www.w3.org/1999/xhtml').length,
        )
      expect(titles).toBe(1)
      await expectOne(page, 'meta[name="description"]', route.description)
      await expect(page.locator(`[${seo.staticDefaultAttribute}]`)).toHaveCount(0)

      const url = absoluteUrl(route.path, origin)
      if (route.canonical === false) {
        expect(await headValues(page, 'link[rel="canonical"]')).toEqual([])
        expect(await headValues(page, 'meta[property="og:url"]')).toEqual([])
      } else {
        await expectOne(page, 'link[rel="canonical"]', url)
        await expectOne(page, 'meta[property="og:url"]', url)
      }
      expect(await headValues(page, 'meta[name="robots"]')).toEqual(
        route.noindex ? [seo.noindex] : [],
      )
      await expectOne(page, 'meta[property="og:title"]', route.title)
      await expectOne(page, 'meta[property="og:description"]', route.description)
      await expectOne(page, 'meta[property="og:type"]', route.type ?? 'website')
      await expectOne(
        page,
        'meta[property="og:image"]',
        absoluteUrl(route.image ?? seo.shareImage.path, origin),
      )
      await expectOne(page, 'meta[property="og:site_name"]', site.brand)
      await expectOne(page, 'meta[property="og:locale"]', siteSeo.locale)
      await expectOne(page, 'meta[name="twitter:card"]', siteSeo.twitterCard)
      await expectOne(page, 'link[rel="manifest"]', seoFiles.manifest)
    })
  }

  test('moving between pages swaps the tags rather than adding to them', async ({ page }) => {
    await page.goto(paths.services)
    await expect(page).toHaveTitle(documentTitle(servicesIntro.title))
    await page
      .getByRole('navigation', { name: uiText.mainNav })
      .getByRole('link', { name: 'About' })
      .click()
    await expect(page).toHaveTitle(documentTitle(aboutHero.title))
    await expectOne(page, 'meta[name="description"]', aboutHero.metaDescription)
    await expectOne(page, 'link[rel="canonical"]', absoluteUrl(paths.about, origin))
  })

  test('the HTML before scripts run: a prerendered page has its own tags once', async ({
    request,
  }) => {
    const html = await (await request.get(paths.products)).text()
    expect(html.match(/<title\b/g)).toHaveLength(1)
    expect(html).toContain(`>${documentTitle(catalogCopy.metaTitle)}</title>`)
    expect(html.match(/<meta [^>]*name="description"/g)).toHaveLength(1)
    expect(html.match(/rel="canonical"/g)).toHaveLength(1)
    expect(html).toContain(`rel="canonical" href="${absoluteUrl(paths.products, origin)}"`)
  })

  test('the HTML before scripts run: any other address has the defaults once, and no canonical', async ({
    request,
  }) => {
    const html = await (await request.get('/blogs/any-post')).text()
    expect(html.match(/<title\b/g)).toHaveLength(1)
    expect(html).toContain(`>${siteSeo.defaultTitle}</title>`)
    expect(html.match(/<meta [^>]*name="description"/g)).toHaveLength(1)
    expect(html).toContain(
      `property="og:image" content="${absoluteUrl(seo.shareImage.path, origin)}"`,
    )
    expect(html).not.toContain('rel="canonical"')
  })
})

test.describe('structured data', () => {
  test('the home page describes the company', async ({ page }) => {
    await page.goto(paths.home)
    const [organization, ...others] = await structuredData(page)
    expect(others).toEqual([])
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.brand,
      url: absoluteUrl(paths.home, origin),
      email: site.email,
    })
  })

  test('the products page lists the products without prices or offers', async ({ page }) => {
    await page.goto(paths.products)
    const [list, ...others] = await structuredData(page)
    expect(others).toEqual([])
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: products.length })
    const items = (list!.itemListElement as { item: Record<string, unknown> }[]).map((e) => e.item)
    expect(items.map((item) => item.name)).toEqual(
      expect.arrayContaining(products.map((p) => p.product)),
    )
    for (const item of items) {
      expect(item).toMatchObject({ '@type': 'Product', brand: { name: site.brand } })
      expect(typeof item.description).toBe('string')
      expect(String(item.image)).toMatch(new RegExp(`^${origin}/`))
    }
    const keys = allKeys(list).map((key) => key.toLowerCase())
    expect(keys.filter((key) => key.includes('price') || key.includes('offer'))).toEqual([])
  })

  test('the HTML before scripts run already carries each page’s structured data', async ({
    request,
  }) => {
    const home = structuredDataIn(await (await request.get(paths.home)).text())
    expect(home).toEqual([expect.objectContaining({ '@type': 'Organization', name: site.brand })])
    // The products in the build's copy of the catalogue, and still never a price.
    const [list, ...others] = structuredDataIn(await (await request.get(paths.products)).text())
    expect(others).toEqual([])
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: products.length })
    expect(allKeys(list).filter((key) => /price|offer/i.test(key))).toEqual([])
  })

  test('once the app has taken the page over, each kind of structured data is there once', async ({
    page,
  }) => {
    for (const [path, type] of [
      [paths.home, 'Organization'],
      [paths.products, 'ItemList'],
    ] as const) {
      await page.goto(path)
      await appIsLive(page)
      // The live catalogue read is in: the app has rendered everything it will on its own.
      await page.waitForLoadState('networkidle')
      const types = (await structuredData(page)).map((data) => data['@type'])
      expect(types, path).toEqual([type])
    }
  })

  test('a blog post is a BlogPosting whose text cannot break out of its script', async ({
    page,
  }) => {
    await page.goto(paths.blogPost(post.id))
    const [article] = await structuredData(page)
    expect(article).toMatchObject({ '@type': 'BlogPosting', headline: post.title })
    const raw = await page.locator('script[type="application/ld+json"]').first().innerHTML()
    expect(raw).not.toMatch(/[<>]/)
  })
})

test.describe('files for crawlers and browsers', () => {
  test('sitemap.xml lists every indexable route and every blog post, absolutely', async ({
    request,
  }) => {
    const response = await request.get(seoFiles.sitemap)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/xml/)
    const xml = await response.text()
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(
      expect.arrayContaining([
        ...sitemapPaths.map((path) => absoluteUrl(path, origin)),
        ...posts.map((p) => absoluteUrl(paths.blogPost(p.id), origin)),
      ]),
    )
    expect(locs).toHaveLength(sitemapPaths.length + posts.length)
    for (const path of noindexPaths) expect(locs).not.toContain(absoluteUrl(path, origin))
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
