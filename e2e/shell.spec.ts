/**
 * The frame around every page, as a visitor moves through it: the header's links (and the head
 * tags and scroll position they bring), the not-found page's way back, the phone menu, the
 * consent notice remembered, and what a visitor sees when a page's code or its catalogue data
 * does not arrive. Each page's own shell, head and axe are checked in route-sweep.spec.ts.
 */
import { notFoundCopy, routeErrorCopy } from '../src/app/app-content'
import { absoluteUrl, documentTitle } from '../src/components/seo/head-tags'
import { STORAGE_KEYS } from '../src/config/constants'
import { siteUrlFrom } from '../src/config/env-schema'
import { paths, primaryNav } from '../src/config/paths'
import { uiText } from '../src/config/ui-content'
import { aboutHero } from '../src/features/about/about-content'
import { blogCopy } from '../src/features/blog/blog-content'
import { careersCopy } from '../src/features/careers/careers-content'
import { catalogCopy } from '../src/features/catalog/catalog-content'
import { locateContent } from '../src/features/locate/locate-content'
import { toRetailerPoints } from '../src/features/locate/map-records'
import { TIME_LIMITS } from '../src/lib/util/time-limit'
import { appHasSettled, appIsLive, expect, FIRESTORE_ROUTE, test, type Page } from './fixtures'
import { expectNoA11yViolations } from './support/a11y'
import { tabTo } from './support/keyboard'
import { standInThirdParties } from './support/policy'
import { seed } from './support/seed'

/** The origin the build under test was given (the same reading as the build's). */
const origin = siteUrlFrom(process.env)
const banner = (page: Page) => page.getByRole('banner')
const mainNav = (page: Page) => page.getByRole('navigation', { name: uiText.mainNav })
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

test('the header leads everywhere, each page arriving at its top with its own head tags', async ({
  page,
}) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: notFoundCopy.title })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: notFoundCopy.home }).click()
  await expect(page).toHaveURL(paths.home)

  await page.goto(paths.services)
  for (const item of primaryNav) {
    // Scrolled down first: every page change starts at the top.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    expect(await scrollY(page)).toBeGreaterThan(0)
    await mainNav(page).getByRole('link', { name: item.label, exact: true }).click()
    await expect(page).toHaveURL(item.to)
    await expect.poll(() => scrollY(page)).toBe(0)
  }
  // The head follows the page: swapped, not added to.
  await mainNav(page).getByRole('link', { name: 'About', exact: true }).click()
  await expect(page).toHaveTitle(documentTitle(aboutHero.title))
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    'content',
    aboutHero.metaDescription,
  )
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    absoluteUrl(paths.about, origin),
  )

  await banner(page).getByRole('link', { name: uiText.locateUs }).click()
  await expect(page).toHaveURL(paths.locate)
  await banner(page).getByRole('link', { name: uiText.signIn }).click()
  // Sign In comes back to the page it was pressed on.
  await expect(page).toHaveURL(`${paths.login}?next=${encodeURIComponent(paths.locate)}`)
  await banner(page).getByRole('link', { name: /home/i }).first().click()
  await expect(page).toHaveURL(paths.home)
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu mirrors the header, opens and closes by touch and by keyboard, and a link navigates', async ({
    page,
  }) => {
    await page.goto(paths.home)
    await expect(mainNav(page)).toBeHidden()
    const toggle = banner(page).getByRole('button', { name: uiText.openMenu })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const menu = page.getByRole('navigation', { name: uiText.mobileNav })
    for (const item of primaryNav) {
      await expect(menu.getByRole('link', { name: item.label, exact: true })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: uiText.locateUs })).toBeVisible()
    await expect(menu.getByRole('link', { name: uiText.signIn })).toBeVisible()
    await expectNoA11yViolations(page)

    // Escape closes it and hands focus back to its button; Space opens it again.
    const about = menu.getByRole('link', { name: 'About', exact: true })
    await tabTo(page, about, { limit: 10 })
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Space')
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: uiText.closeMenu })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await tabTo(page, about, { limit: 10 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.about)
    await expect(menu).toBeHidden()
  })

  test('every catalogue page whose read fails says so, and its Retry brings the data', async ({
    page,
    context,
  }) => {
    await standInThirdParties(context)
    const main = page.getByRole('main')
    const grid = main.getByRole('region', { name: catalogCopy.allHeading })
    const articles = main.getByRole('region', { name: blogCopy.latestHeading })
    const pages = [
      {
        path: paths.products,
        failed: grid.getByText(catalogCopy.loadErrorTitle),
        retry: grid.getByRole('button', { name: catalogCopy.retry }),
        loaded: grid.getByRole('article'),
        count: seed.products.length,
      },
      {
        path: paths.jobs,
        failed: main.getByRole('alert').filter({ hasText: careersCopy.loadError }),
        retry: main.getByRole('button', { name: careersCopy.retry }),
        loaded: main.getByRole('list', { name: careersCopy.listHeading }).getByRole('article'),
        count: seed.jobs.length,
      },
      {
        path: paths.blogs,
        failed: articles.getByRole('alert').filter({ hasText: blogCopy.loadError }),
        retry: articles.getByRole('button', { name: blogCopy.retry }),
        loaded: articles.getByRole('listitem'),
        count: seed.posts.length,
      },
      {
        path: paths.locate,
        failed: main.getByText(locateContent.loadError('')),
        retry: main.getByRole('button', { name: locateContent.retry }),
        loaded: page.locator('.leaflet-overlay-pane path'),
        count: toRetailerPoints(seed.maplist).length,
      },
    ]
    for (const { path, failed, retry, loaded, count } of pages) {
      await page.route(FIRESTORE_ROUTE, (route) => route.abort())
      await page.goto(path)
      await expect(failed.first()).toBeVisible()
      await expectNoA11yViolations(page)
      await page.unroute(FIRESTORE_ROUTE)
      await retry.click()
      await expect(loaded, path).toHaveCount(count)
    }
  })
})

test('a choice made in the consent notice is remembered, though the prerendered page cannot know it', async ({
  page,
}) => {
  await page.goto(paths.services)
  const notice = page.getByRole('region', { name: uiText.consent.region })
  await notice.getByRole('button', { name: uiText.consent.decline }).click()
  await expect(notice).toBeHidden()
  await page.reload()
  await appHasSettled(page)
  await expect(notice).toHaveCount(0)
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.consent)
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ choice: 'declined' })
})

test.describe('a page whose code never arrives', () => {
  /** The about page's chunk (Vite names it after its module): held unanswered, as on a stalled network. */
  const ABOUT_PAGE_CODE = '**/assets/about-page-*.js'
  const stallAboutPage = (page: Page) => page.route(ABOUT_PAGE_CODE, () => {})
  const aboutHeading = (page: Page) =>
    page.getByRole('main').getByRole('heading', { level: 1, name: aboutHero.title })

  /**
   * Moves the page's clock past the time limit until the page has given up: the limit runs from
   * when the app asked for the code, which the page does not show.
   */
  async function runUntilGivenUp(page: Page) {
    await expect(async () => {
      await page.clock.runFor(TIME_LIMITS.readMs)
      await expect(page.getByRole('alert')).toHaveText(routeErrorCopy.downloadFailed, {
        timeout: 1000,
      })
    }).toPass({ timeout: 10_000 })
  }

  test('on the way there, ends in the page’s error, and Try again loads it', async ({ page }) => {
    await page.clock.install()
    await page.goto(paths.services)
    await appIsLive(page)
    await stallAboutPage(page)
    await mainNav(page).getByRole('link', { name: 'About' }).click()
    await runUntilGivenUp(page)
    await expect(page).toHaveURL(paths.about)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeErrorCopy.title)
    await expect(banner(page)).toBeVisible()

    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.getByRole('button', { name: routeErrorCopy.retry }).click()
    await expect(aboutHeading(page)).toBeVisible()
    await appIsLive(page)
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('on arrival, ends in the page’s error instead of a page that never comes alive', async ({
    page,
  }) => {
    await page.clock.install()
    await stallAboutPage(page)
    await page.goto(paths.about)
    // The prerendered page can be read meanwhile.
    await expect(aboutHeading(page)).toBeVisible()
    await runUntilGivenUp(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeErrorCopy.title)
    await appIsLive(page)

    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.getByRole('button', { name: routeErrorCopy.retry }).click()
    await expect(aboutHeading(page)).toBeVisible()
    await appIsLive(page)
  })
})
