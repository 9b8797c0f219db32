import { STORAGE_KEYS } from '../src/config/constants'
import { legalNav, paths, primaryNav } from '../src/config/paths'
import { site } from '../src/config/site'
import { animationsFinished, expectNoA11yViolations } from './a11y'
import { appIsLive, expect, test, type Page } from './fixtures'

const footer = (page: Page) => page.getByRole('contentinfo')
const mapDialog = (page: Page) => page.getByRole('dialog', { name: 'Our office' })
const mapFrame = (page: Page) => page.locator('iframe[title^="Map of"]')

/** The embed's host is outside the local stack: answer it with a small stand-in page. */
async function stubMapService(page: Page): Promise<string[]> {
  const requests: string[] = []
  await page.route('https://www.openstreetmap.org/**', (route) => {
    requests.push(route.request().url())
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Map</title><a href="#">Map stand-in</a>',
    })
  })
  return requests
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ choice: 'accepted', at: '2025-01-01' }))
  }, STORAGE_KEYS.consent)
})

test('lists the quick, legal, subdomain and social links with the 2020 copyright', async ({
  page,
}) => {
  await page.goto(paths.about)
  const links = footer(page).getByRole('link')
  for (const item of [...primaryNav, ...legalNav]) {
    await expect(links.filter({ hasText: item.label }).first()).toHaveAttribute('href', item.to)
  }
  await expect(footer(page).getByRole('link', { name: 'Locate Us' })).toHaveAttribute(
    'href',
    paths.locate,
  )
  for (const item of [...site.subdomains, ...site.social]) {
    const link = footer(page).getByRole('link', { name: item.label, exact: true })
    await expect(link).toHaveAttribute('href', item.href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  expect(site.subdomains).toHaveLength(3)
  await expect(footer(page)).toContainText(`© ${site.copyrightYear} ${site.brand}`)
  expect(site.copyrightYear).toBe(2020)
})

test('View on Map opens an accessible map modal, loaded only on opening', async ({ page }) => {
  const requests = await stubMapService(page)
  await page.goto(paths.home)
  await appIsLive(page)
  await footer(page).scrollIntoViewIfNeeded()
  await expect(mapFrame(page)).toHaveCount(0)
  expect(requests).toEqual([])

  const open = footer(page).getByRole('button', { name: 'View on Map' })
  await open.focus()
  await page.keyboard.press('Enter')
  const dialog = mapDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(site.address.lines[0]!)
  await expect(mapFrame(page)).toBeVisible()
  const src = (await mapFrame(page).getAttribute('src')) ?? ''
  expect(src).toContain(`marker=${site.office.lat},${site.office.lng}`)
  await expect.poll(() => requests.length).toBeGreaterThan(0)
  // Sections scrolled past on the way to the footer may still be fading in behind the modal.
  await animationsFinished(page)
  await expectNoA11yViolations(page)

  // Focus stays in the modal: Tab and Shift+Tab never reach the page behind it.
  const outside = () =>
    page.evaluate(() => {
      const active = document.activeElement
      return active && active !== document.body && !active.closest('dialog')
        ? active.outerHTML
        : null
    })
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused()
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    expect(await outside(), `after ${key}`).toBeNull()
  }
  // The page behind is inert: not even a script can focus it.
  expect(
    await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('header a')
      link?.focus()
      return document.activeElement === link
    }),
  ).toBe(false)

  // Keys pressed inside the embedded map stay in its frame, so step back out before Escape.
  for (let i = 0; i < 5; i++) {
    const inFrame = await page.evaluate(() => document.activeElement?.tagName !== 'BUTTON')
    if (!inFrame) break
    await page.keyboard.press('Shift+Tab')
  }
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(mapFrame(page)).toHaveCount(0)
  await expect(open).toBeFocused()
})

test('the map modal closes with its close button too', async ({ page }) => {
  await stubMapService(page)
  await page.goto(paths.home)
  await footer(page).getByRole('button', { name: 'View on Map' }).click()
  await expect(mapDialog(page)).toBeVisible()
  await mapDialog(page).getByRole('button', { name: 'Close dialog' }).click()
  await expect(mapDialog(page)).toBeHidden()
})

test('the footer reads well on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(paths.home)
  await footer(page).scrollIntoViewIfNeeded()
  await expectNoA11yViolations(page, { exclude: ['main'] })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
})
