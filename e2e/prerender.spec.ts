/**
 * Fixed addresses are prerendered at build (tools/prerender): the HTML itself holds the page, the
 * browser paints it before any script runs, and the app then takes the same elements over.
 */
import { NOT_YET_LIVE_ATTRIBUTE } from '../src/app/prerendered'
import { paths } from '../src/config/paths'
import { hero } from '../src/features/home/home-content'
import { servicesIntro } from '../src/features/services/services-content'
import { appIsLive, expect, test } from './fixtures'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the home page, its header and its hero are in the HTML', async ({ page }) => {
    await page.goto(paths.home)
    await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible()
    await expect(page.getByRole('img', { name: hero.images[0]!.alt })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(hero.title))
    // Its forms and controls cannot be focused, typed into or pressed until the app runs; its
    // links work as they are.
    await expect(page.locator('#root')).toHaveAttribute(NOT_YET_LIVE_ATTRIBUTE)
    const focused: string[] = []
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      focused.push(await page.evaluate(() => document.activeElement?.tagName ?? ''))
    }
    expect(focused).toContain('A')
    expect(focused.filter((tag) => /^(INPUT|BUTTON|SELECT|TEXTAREA)$/.test(tag))).toEqual([])
    await expect(page.locator('form').first()).toHaveAttribute('inert')
  })

  test('a form cannot be sent before the app runs', async ({ page }) => {
    // Sent natively, the sign-in form would put the password in the address.
    await page.goto(paths.login)
    const submit = page.locator('button[type="submit"]')
    const box = await submit.boundingBox()
    if (!box) throw new Error('no submit button in the prerendered sign-in page')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.keyboard.press('Enter')
    await page.waitForTimeout(300)
    expect(new URL(page.url()).search).toBe('')
    expect(new URL(page.url()).pathname).toBe(paths.login)
  })

  test('a content page is in the HTML, styled for a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(paths.services)
    await expect(page.getByRole('heading', { level: 1, name: servicesIntro.title })).toBeVisible()
    const padding = await page
      .locator('.container-page')
      .first()
      .evaluate((el) => getComputedStyle(el).paddingLeft)
    expect(padding).toBe('16px')
  })
})

test('the app takes the prerendered elements over instead of drawing them again', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { __prerenderedHeading: document.querySelector('h1') })
    })
  })
  await page.goto(paths.services)
  // Once the app has taken the page over (not when the network falls quiet, which on a busy
  // machine can come first), the heading painted from the HTML must still be there.
  await appIsLive(page)
  const kept = await page.evaluate(() => {
    const heading = (window as unknown as { __prerenderedHeading: Element | null })
      .__prerenderedHeading
    return heading !== null && document.contains(heading)
  })
  expect(kept, 'the heading painted from the HTML is still the one on the page').toBe(true)
  // And the page is the app's now: a header link navigates without loading a new document.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(paths.about)
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true)
  expect(errors).toEqual([])
})

test('the page code is fetched by the app after the first paint, not by the HTML', async ({
  page,
}) => {
  const initiators = new Map<string, string>()
  const cdp = await page.context().newCDPSession(page)
  cdp.on('Network.requestWillBeSent', (event) => {
    if (/\.js$/.test(event.request.url)) {
      initiators.set(new URL(event.request.url).pathname, event.initiator.type)
    }
  })
  await cdp.send('Network.enable')
  await page.goto(paths.products)
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
  // Live, the app runs the page's code, so the chunk has been asked for. (The network falling
  // quiet is no sign of it: on a busy machine the app's scripts can take longer to run than the
  // half second of silence that counts as idle.)
  await appIsLive(page)
  const pageChunk = [...initiators.keys()].find((p) =>
    /\/assets\/products-page-[\w-]+\.js$/.test(p),
  )
  expect(pageChunk, 'the products page chunk was requested').toBeDefined()
  expect(initiators.get(pageChunk!)).toBe('script')
})

test('an address without its own file gets the empty shell, not the home page', async ({
  request,
}) => {
  const html = await (await request.get('/blog/no-such-post')).text()
  expect(html).toContain('<div id="root"></div>')
  expect(html).not.toContain(hero.title)
  const home = await (await request.get(paths.home)).text()
  expect(home).toContain(hero.title)
})
