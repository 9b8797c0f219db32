import { appHasSettled, appIsLive, expect, test, type Page } from './fixtures'
import { routeErrorCopy } from '../src/app/app-content'
import { MOBILE_BODY_CLASS, STORAGE_KEYS } from '../src/config/constants'
import { paths, primaryNav, staticPaths } from '../src/config/paths'
import { uiText } from '../src/config/ui-text'
import { aboutHero } from '../src/features/about/about-content'
import { TIME_LIMITS } from '../src/lib/time-limit'

test.describe('app shell', () => {
  for (const route of staticPaths) {
    test(`${route} renders inside the header and footer`, async ({ page }) => {
      await page.goto(route)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
      await expect(page.getByRole('contentinfo')).toContainText('© 2020')
      await expect(page).toHaveTitle(/\S/)
    })
  }

  test('an unknown address shows the 404 page with a way back', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page).toHaveURL(paths.home)
  })

  test('header links navigate and the logo leads home', async ({ page }) => {
    await page.goto(paths.about)
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const item of primaryNav) {
      await nav.getByRole('link', { name: item.label, exact: true }).click()
      await expect(page).toHaveURL(item.to)
    }
    await page.getByRole('banner').getByRole('link', { name: 'Locate Us' }).click()
    await expect(page).toHaveURL(paths.locate)
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click()
    // Sign In comes back to the page it was pressed on.
    await expect(page).toHaveURL(`${paths.login}?next=${encodeURIComponent(paths.locate)}`)
    await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click()
    await expect(page).toHaveURL(paths.home)
  })

  test('the header is h-20 tall', async ({ page }) => {
    await page.goto(paths.services)
    const box = await page.getByRole('banner').boundingBox()
    expect(box?.height).toBe(80)
  })

  test('every route change starts at the top of the page', async ({ page }) => {
    await page.goto(paths.about)
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping Policy' }).click()
    await expect(page).toHaveURL(paths.shipping)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto(paths.services)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await appIsLive(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })
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
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click()
    await runUntilGivenUp(page)
    await expect(page).toHaveURL(paths.about)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeErrorCopy.title)
    await expect(page.getByRole('banner')).toBeVisible()

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

test.describe('mobile layout', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('below 768 px the body is mobile-view and the menu mirrors the header', async ({ page }) => {
    await page.goto(paths.home)
    await expect(page.locator('body')).toHaveClass(new RegExp(MOBILE_BODY_CLASS))
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    for (const item of primaryNav) {
      await expect(menu.getByRole('link', { name: item.label, exact: true })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: 'Locate Us' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible()
    const box = await menu.getByRole('link', { name: 'Products' }).boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(44)
    await menu.getByRole('link', { name: 'Products' }).click()
    await expect(page).toHaveURL(paths.products)
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
  })

  test('Escape closes the mobile menu', async ({ page }) => {
    await page.goto(paths.services)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
  })

  test('no page is wider than a phone’s screen', async ({ page }) => {
    for (const path of staticPaths) {
      await page.goto(path)
      await appIsLive(page)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, path).toBe(0)
    }
  })

  test('the desktop width has no mobile-view class', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(paths.services)
    await expect(page.locator('body')).not.toHaveClass(new RegExp(MOBILE_BODY_CLASS))
  })
})

test.describe('consent banner', () => {
  for (const choice of [uiText.consent.accept, uiText.consent.decline] as const) {
    test(`${choice} is remembered across reloads`, async ({ page }) => {
      await page.goto(paths.services)
      const banner = page.getByRole('region', { name: uiText.consent.region })
      await expect(banner).toBeVisible()
      await banner.getByRole('button', { name: choice }).click()
      await expect(banner).toBeHidden()
      await page.reload()
      // The prerendered page never holds the banner: only the app, once it runs, can tell.
      await appHasSettled(page)
      await expect(page.getByRole('region', { name: uiText.consent.region })).toHaveCount(0)
      const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.consent)
      expect(JSON.parse(stored ?? '{}').choice).toBe(
        choice === uiText.consent.accept ? 'accepted' : 'declined',
      )
    })
  }

  test('can be answered with the keyboard alone', async ({ page }) => {
    await page.goto(paths.services)
    const accept = page
      .getByRole('region', { name: uiText.consent.region })
      .getByRole('button', { name: uiText.consent.accept })
    for (
      let i = 0;
      i < 60 && !(await accept.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(accept).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: uiText.consent.region })).toHaveCount(0)
  })
})
