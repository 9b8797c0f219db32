/**
 * The route sweep: every address of the route table, a blog post (one with each kind of video),
 * a post that does not exist and an address that does not, in every language (English at the
 * root, Hindi under /hi), each loaded once at a laptop width and once at a phone width, by a
 * first-time visitor who prefers reduced motion (so nothing is caught mid-fade). On that one load:
 *  - the shell: the header, the page's h1, the footer, and no "Page not found" but where meant;
 *  - the head: the document's language, one title and one description, canonical, language
 *    alternates and share tags, noindex where meant, and the structured data the page carries
 *    (laptop width; the head does not change with the width);
 *  - axe (WCAG 2.1 AA), with the consent notice showing, as every first visit has it;
 *  - the layout of the width: no sideways scrolling, no clipped words (Devanagari lines are
 *    taller) and 44 px touch targets on a phone, the mobile-view class only there, the 80 px
 *    header on a laptop;
 *  - what a signed-out visitor must not download: the Auth SDK (but on the sign-in screens),
 *    crypto-js (no hand-over waiting), Leaflet (but on /locate);
 *  - and, as in every test (fixtures.ts), not one Content-Security-Policy violation.
 */
import { notFoundCopy } from '../src/app/app-content'
import { absoluteUrl, documentTitle } from '../src/components/seo/head-tags'
import { MOBILE_BODY_CLASS } from '../src/config/constants'
import { siteUrlFrom } from '../src/config/env-schema'
import { legalNav, paths, staticPaths } from '../src/config/paths'
import { noindexPaths, seo, seoFiles, siteSeo, siteSeoByLocale } from '../src/config/seo'
import { site } from '../src/config/site'
import { uiText } from '../src/config/ui-content'
import { aboutHero } from '../src/features/about/about-content'
import { authCopy } from '../src/features/auth/auth-content'
import { blogCopy } from '../src/features/blog/blog-content'
import { careersCopy } from '../src/features/careers/careers-content'
import { catalogCopy } from '../src/features/catalog/catalog-content'
import { enquiryCopy, myEnquiriesCopy } from '../src/features/enquiry/enquiry-content'
import { contactFormText } from '../src/features/home/contact/contact-content'
import { contactSection, hero } from '../src/features/home/home-content'
import { locateContent } from '../src/features/locate/locate-content'
import { servicesIntro } from '../src/features/services/services-content'
import type { BrowserContext } from '@playwright/test'
import { expect, test, type Locator, type Page } from './fixtures'
import { bringEverythingIn, expectNoA11yViolations, VIEWPORTS } from './support/a11y'
import { standInThirdParties, type ThirdPartyHits } from './support/policy'
import { seed } from './support/seed'
import { smallTargets } from './support/touch-targets'
import { clippedText } from './support/clipped-text'
import { at, readIn, readingIn } from './support/locale'
import { LOCALE_LIST, LOCALES, type Locale } from '../src/config/locales'
import { legalDocuments } from '../src/features/legal/content/documents'

/** The origin the build under test was given (the same reading as the build's). */
const origin = siteUrlFrom(process.env)

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

/**
 * Scrolls `target` into view by the page's own scrollIntoView: Playwright's scroll first waits
 * for the element to hold still over two drawn frames, and headless Chromium now and then draws
 * none (see bringEverythingIn).
 */
const scrollTo = (target: Locator) =>
  target.evaluate((element) => element.scrollIntoView({ block: 'center' }))
const h1Shown = (page: Page) => expect(h1(page).first()).toBeVisible()

const videoPost = (pattern: RegExp) => {
  const post = seed.posts.find((p) => pattern.test(p.videoUrl))
  if (!post) throw new Error(`seed/blogPosts.json has no post with a video like ${pattern}`)
  return post
}
const post = seed.posts[0]!
const youtubePost = videoPost(/youtube/)
const vimeoPost = videoPost(/vimeo\.com/)

interface Head {
  title: string
  description: string
  /** false: the page has no address of its own (a not-found page). */
  canonical?: false
  type?: 'article'
  image?: string
}

interface RouteCase {
  path: string
  /** Resolves once the route shows its real content (not a loading state). */
  ready: (page: Page) => Promise<void>
  /** Resolves once what loads as it nears the viewport has, after a pass through the page. */
  scrolledIn?: (page: Page) => Promise<void>
  /** Read when the test runs, in its language (the content's words are read then). */
  head?: () => Head
  /** The @type of each block of structured data the page carries. */
  structuredData?: string[]
  /** Sign-in screens load the Auth SDK at once: they exist to use it. */
  usesAuth?: boolean
  /** Third parties the page embeds, each of which the policy must let through. */
  embeds?: (keyof ThirdPartyHits)[]
}

const postCase = (p: typeof post): RouteCase => ({
  path: paths.blogPost(p.id),
  ready: (page) => expect(h1(page)).toHaveText(p.title),
  head: () => ({
    title: p.title,
    description: p.shortDescription,
    type: 'article',
    image: p.imageUrl,
  }),
  structuredData: ['BlogPosting'],
  embeds: p.videoUrl ? ['players'] : [],
})

const authScreen = (path: string, copy: () => { title: string; intro: string }): RouteCase => ({
  path,
  ready: h1Shown,
  head: () => ({ title: copy().title, description: copy().intro }),
  usesAuth: true,
})

const legal = [
  legalDocuments.terms,
  legalDocuments.privacy,
  legalDocuments.cookies,
  legalDocuments.shipping,
]

/**
 * Every address the build writes a page for. Pages behind a sign-in (the account, the desk) are
 * checked on the journeys that open them (account.spec.ts, desk.spec.ts).
 */
const routes: RouteCase[] = [
  {
    path: paths.home,
    ready: (page) => expect(h1(page)).toHaveText(hero.title),
    // The contact form's code arrives as its section nears the viewport: taken there, however
    // quickly the pass through the page went by it.
    scrolledIn: async (page) => {
      // The section's heading stays put while the form's placeholder gives way to the form:
      // scroll to it, then to the real form's button once it is there.
      await scrollTo(page.getByRole('heading', { level: 2, name: contactSection.title }))
      const send = page.getByRole('button', { name: contactFormText.submit })
      await expect(send).toBeEnabled()
      await scrollTo(send)
    },
    head: () => ({ title: hero.title, description: hero.intro }),
    structuredData: ['Organization'],
  },
  {
    path: paths.products,
    ready: async (page) => {
      const grid = page.getByRole('region', { name: catalogCopy.allHeading })
      await expect(grid.getByRole('article')).toHaveCount(seed.products.length)
      await expect(grid.locator('[aria-busy="true"]')).toHaveCount(0)
    },
    head: () => ({ title: catalogCopy.metaTitle, description: catalogCopy.metaDescription }),
    structuredData: ['ItemList'],
  },
  {
    path: paths.services,
    ready: h1Shown,
    head: () => ({ title: servicesIntro.title, description: servicesIntro.metaDescription }),
  },
  {
    path: paths.jobs,
    ready: async (page) => {
      const list = page.getByRole('list', { name: careersCopy.listHeading })
      await expect(list.getByRole('article')).toHaveCount(seed.jobs.length)
    },
    head: () => ({ title: careersCopy.metaTitle, description: careersCopy.metaDescription }),
  },
  {
    path: paths.about,
    ready: h1Shown,
    head: () => ({ title: aboutHero.title, description: aboutHero.metaDescription }),
  },
  {
    path: paths.blogs,
    ready: (page) =>
      expect(page.getByRole('region', { name: blogCopy.carouselLabel })).toBeVisible(),
    head: () => ({ title: blogCopy.metaTitle, description: blogCopy.metaDescription }),
  },
  // The first post, and one post with each kind of video player (the first may be one of them).
  ...[...new Set([post, youtubePost, vimeoPost])].map(postCase),
  {
    path: paths.blogPost('no-such-post'),
    ready: (page) => expect(h1(page)).toHaveText(blogCopy.notFoundTitle),
  },
  {
    path: paths.locate,
    ready: async (page) => {
      await expect(page.getByRole('figure', { name: locateContent.legendTitle })).toBeVisible()
      await expect(page.locator('.leaflet-overlay-pane path').first()).toBeVisible()
      await expect(page.locator('.leaflet-tile-loaded').first()).toBeAttached()
    },
    head: () => ({ title: locateContent.title, description: locateContent.description }),
    embeds: ['tiles'],
  },
  authScreen(paths.login, () => authCopy.login),
  authScreen(paths.signup, () => authCopy.signup),
  authScreen(paths.emailSignup, () => authCopy.emailSignup),
  authScreen(paths.completeProfile, () => authCopy.completeProfile),
  {
    path: paths.forgotPassword,
    ready: h1Shown,
    head: () => ({
      title: authCopy.forgotPassword.title,
      description: authCopy.forgotPassword.intro,
    }),
  },
  {
    path: paths.resetPassword,
    ready: h1Shown,
    head: () => ({
      title: authCopy.resetPassword.title,
      description: authCopy.resetPassword.intro,
    }),
  },
  {
    path: paths.enquiry,
    ready: h1Shown,
    head: () => ({ title: enquiryCopy.metaTitle, description: enquiryCopy.metaDescription }),
  },
  {
    path: paths.myEnquiries,
    ready: h1Shown,
    head: () => ({
      title: myEnquiriesCopy.metaTitle,
      description: myEnquiriesCopy.metaDescription,
    }),
  },
  ...legalNav.map((item, i) => ({
    path: item.to,
    ready: h1Shown,
    head: () => {
      // The policy as the page's language has it: the English, or its twin.
      const policy = legal[i]![readingIn()] ?? legal[i]!.en
      return { title: policy.title, description: policy.description }
    },
  })),
  {
    path: '/no-such-page',
    ready: (page) => expect(h1(page)).toHaveText(notFoundCopy.title),
    head: () => ({ title: notFoundCopy.title, description: notFoundCopy.text, canonical: false }),
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

async function checkHead(page: Page, route: RouteCase, locale: Locale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALES[locale].htmlLang)
  // HTML titles anywhere in the document (an inline SVG may carry its own).
  const titles = await page
    .locator('title')
    .evaluateAll(
      (nodes) => nodes.filter((n) => n.namespaceURI === 'http://www.w3.org/1999/xhtml').length,
    )
  expect(titles, 'HTML <title> elements').toBe(1)
  expect(await headValues(page, 'meta[name="description"]'), 'descriptions').toHaveLength(1)
  await expect(page.locator(`[${seo.staticDefaultAttribute}]`)).toHaveCount(0)
  const indexable = !noindexPaths.includes(route.path) && !route.path.includes('no-such')
  expect(await headValues(page, 'meta[name="robots"]'), 'robots').toEqual(
    indexable ? [] : [seo.noindex],
  )
  if (!route.head) return
  const head = route.head()
  await expect(page).toHaveTitle(documentTitle(head.title))
  const one = (selector: string, value: string) =>
    expect(headValues(page, selector), selector).resolves.toEqual([value])
  await one('meta[name="description"]', head.description)
  const url = absoluteUrl(at(locale, route.path), origin)
  for (const selector of ['link[rel="canonical"]', 'meta[property="og:url"]']) {
    expect(await headValues(page, selector), selector).toEqual(
      head.canonical === false ? [] : [url],
    )
  }
  // The page in every language, English the default; none on pages kept out of search.
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
    )
  const everyLanguage = [
    ...LOCALE_LIST.map((l) => `${LOCALES[l].hreflang} ${absoluteUrl(at(l, route.path), origin)}`),
    `x-default ${absoluteUrl(route.path, origin)}`,
  ]
  expect(alternates, 'hreflang alternates').toEqual(
    indexable && head.canonical !== false ? everyLanguage : [],
  )
  await one('meta[property="og:title"]', head.title)
  await one('meta[property="og:description"]', head.description)
  await one('meta[property="og:type"]', head.type ?? 'website')
  await one('meta[property="og:image"]', absoluteUrl(head.image ?? seo.shareImage.path, origin))
  await one('meta[property="og:site_name"]', site.brand)
  await one('meta[property="og:locale"]', siteSeoByLocale[locale].locale)
  await one('meta[name="twitter:card"]', siteSeo.twitterCard)
  await one('link[rel="manifest"]', seoFiles.manifest)
}

/** Every key anywhere in a JSON value. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys)
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)])
  return []
}

async function checkStructuredData(page: Page, types: readonly string[]): Promise<void> {
  const blocks = page.locator('script[type="application/ld+json"]')
  const raw = await blocks.allTextContents()
  const data = raw.map((text) => JSON.parse(text) as Record<string, unknown>)
  // Each kind once, also after the app has taken the prerendered page over.
  expect(data.map((block) => block['@type'])).toEqual(types)
  // Text from data cannot close its script element.
  for (const text of await blocks.evaluateAll((nodes) => nodes.map((n) => n.innerHTML))) {
    expect(text).not.toMatch(/[<>]/)
  }
  // Prices are for verified buyers only: never in what crawlers read.
  expect(allKeys(data).filter((key) => /price|offer/i.test(key))).toEqual([])
}

/** The chunks a visitor's first look at a page may not fetch, by what they hold. */
const HEAVY_CHUNKS = {
  authSdk: /\/assets\/auth-[\w-]{8}\.js$/,
  cryptoJs: /\/assets\/pending-claim-[\w-]{8}\.js$/,
  leaflet: /\/assets\/leaflet-src-[\w-]{8}\.js$/,
  /** The trade desk's pages, with the full Firestore SDK they listen with: /desk only. */
  desk: /\/assets\/desk-pages-[\w-]{8}\.js$/,
}

function trackChunks(page: Page): Record<keyof typeof HEAVY_CHUNKS, number> {
  const fetched = { authSdk: 0, cryptoJs: 0, leaflet: 0, desk: 0 }
  page.on('request', (request) => {
    for (const [name, pattern] of Object.entries(HEAVY_CHUNKS)) {
      if (pattern.test(request.url())) fetched[name as keyof typeof fetched]++
    }
  })
  return fetched
}

test('the sweep visits every address of the route table', () => {
  const swept = new Set(routes.map((route) => route.path))
  expect(staticPaths.filter((path) => !swept.has(path))).toEqual([])
  expect(swept.has(paths.blogPost(post.id))).toBe(true)
})

/**
 * A phone: the mobile-view class, 44 px touch targets in the header, the page and the footer, and
 * no words cut off by a box too small for them.
 */
async function checkPhoneLayout(page: Page): Promise<void> {
  expect(await clippedText(page), 'clipped words').toEqual([])
  await expect(page.locator('body')).toHaveClass(new RegExp(MOBILE_BODY_CLASS))
  for (const part of [
    page.getByRole('banner'),
    page.getByRole('main'),
    page.getByRole('contentinfo'),
  ]) {
    expect(await smallTargets(part)).toEqual([])
  }
}

/** A laptop: no mobile-view class, the 80 px header, and the head (which no width changes). */
async function checkLaptopLayoutAndHead(
  page: Page,
  route: RouteCase,
  locale: Locale,
): Promise<void> {
  await expect(page.locator('body')).not.toHaveClass(new RegExp(MOBILE_BODY_CLASS))
  expect((await page.getByRole('banner').boundingBox())?.height).toBe(80)
  await checkHead(page, route, locale)
  await checkStructuredData(page, route.structuredData ?? [])
}

/**
 * The third parties a route embeds, answered locally and counted; only those routes route their
 * requests, as routing slows every request of a page and turns its cache off.
 */
async function standInEmbeds(context: BrowserContext, route: RouteCase): Promise<ThirdPartyHits> {
  const none: ThirdPartyHits = { tiles: 0, officeMap: 0, players: 0, googleScript: 0 }
  return route.embeds?.length ? standInThirdParties(context) : none
}

/** What the route may fetch of the heavy chunks: none, but its own. */
function allowedChunks(route: RouteCase, fetched: Record<keyof typeof HEAVY_CHUNKS, number>) {
  return {
    authSdk: route.usesAuth ? fetched.authSdk : 0,
    cryptoJs: 0,
    leaflet: route.path === paths.locate ? Math.max(1, fetched.leaflet) : 0,
    desk: 0,
  }
}

test.use({ reducedMotion: 'reduce' })
// Each visit is a page of its own: the sweep is shared between the workers.
test.describe.configure({ mode: 'parallel' })

for (const locale of LOCALE_LIST) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${LOCALES[locale].name}, ${viewport.name} (${viewport.width} px)`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } })
      const checkLayout = viewport.width < 768 ? checkPhoneLayout : checkLaptopLayoutAndHead

      // The content modules' words, in the pages' language, while these tests run.
      test.beforeEach(() => readIn(locale))

      test.afterEach(() => readIn('en'))

      for (const route of routes) {
        const address = at(locale, route.path)

        test(`${address}`, async ({ page, context }) => {
          const hits = await standInEmbeds(context, route)
          const fetched = trackChunks(page)
          await page.goto(address)
          await route.ready(page)
          await bringEverythingIn(page)
          await route.scrolledIn?.(page)
          for (const embed of route.embeds ?? [])
            await expect.poll(() => hits[embed], embed).toBeGreaterThan(0)

          await expect(page.getByRole('banner')).toBeVisible()
          await expect(page.getByRole('contentinfo')).toContainText(`© ${site.copyrightYear}`)
          const notFound = page.getByRole('heading', {
            level: 1,
            name: new RegExp(`^(${notFoundCopy.title}|${blogCopy.notFoundTitle})$`),
          })
          await expect(notFound).toHaveCount(route.path.includes('no-such') ? 1 : 0)
          await expect(page.getByRole('region', { name: uiText.consent.region })).toBeVisible()
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          )
          expect(overflow, 'sideways scrolling').toBe(0)
          await checkLayout(page, route, locale)
          await expectNoA11yViolations(page)
          expect(fetched).toEqual(allowedChunks(route, fetched))
        })
      }
    })
  }
}

/**
 * What a phone paints before any script has run: each language's prerendered pages carry their
 * language and their words in the HTML itself, and name their twins in the head.
 */
test('every Hindi page is in Hindi in its HTML, before any script', async ({ request }) => {
  for (const path of staticPaths) {
    const response = await request.get(at('hi', path))
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html, path).toContain('<html lang="hi">')
    const root = html.slice(html.indexOf('<div id="root"'))
    expect(root, `${path}: Devanagari in the page`).toMatch(/[\u0900-\u097F]/)
  }
  // The indexable ones name their Hindi address as an alternate (the others name none).
  for (const path of staticPaths.filter((p) => !noindexPaths.includes(p))) {
    const html = await (await request.get(at('hi', path))).text()
    const href = absoluteUrl(at('hi', path), origin)
    expect(html, path).toMatch(new RegExp(`<link [^>]*href="${href}"[^>]*hreflang="hi-IN"`, 'i'))
  }
})
