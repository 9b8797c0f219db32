/**
 * A page's first load. Fixed addresses are prerendered at build (tools/prerender): the HTML holds
 * the page, painted before any script runs, with its forms inert until the app takes the same
 * elements over. Nothing is shown until the sign-in state is known: a signed-out visitor's state
 * is read from storage without the Auth SDK (src/lib/session/stored-user.ts), and no wrong header
 * ever shows, also on pages prerendered signed out.
 */
import { NOT_YET_LIVE_ATTRIBUTE } from '../src/components/ui/live'
import { LOCAL_STACK_DEFAULTS } from '../src/config/env-schema'
import { paths, primaryNav } from '../src/config/paths'
import { uiText } from '../src/config/ui-content'
import { authCopy } from '../src/features/auth/auth-content'
import { catalogCopy } from '../src/features/catalog/catalog-content'
import { hero } from '../src/features/home/home-content'
import { servicesIntro } from '../src/features/services/services-content'
import { storedUserKey } from '../src/lib/session/stored-user'
import { appHasSettled, appIsLive, expect, test, type Page } from './fixtures'
import { createAccount } from './support/accounts'

const banner = (page: Page) => page.getByRole('banner')

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the pages are in the HTML, styled for a phone, and nothing can be typed or sent', async ({
    page,
  }) => {
    await page.goto(paths.home)
    await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible()
    await expect(page.getByRole('img', { name: hero.images[0]!.alt })).toBeVisible()
    await expect(banner(page).getByRole('link', { name: uiText.signIn })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(hero.title))
    // Its controls cannot be focused, typed into or pressed until the app runs (a form sent
    // natively would put a password in the address); its links work as they are.
    await expect(page.locator('#root')).toHaveAttribute(NOT_YET_LIVE_ATTRIBUTE)
    const focused: string[] = []
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      focused.push(await page.evaluate(() => document.activeElement?.tagName ?? ''))
    }
    expect(focused).toContain('A')
    expect(focused.filter((tag) => /^(INPUT|BUTTON|SELECT|TEXTAREA)$/.test(tag))).toEqual([])
    await expect(page.locator('form').first()).toHaveAttribute('inert')

    await page.goto(paths.login)
    await expect(page.locator('main form')).toHaveAttribute('inert')

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(paths.services)
    await expect(page.getByRole('heading', { level: 1, name: servicesIntro.title })).toBeVisible()
    await expect(page.locator('.container-page').first()).toHaveCSS('padding-left', '16px')
  })
})

test('the app takes the prerendered page over after its first paint, without drawing it again', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const initiators = new Map<string, string>()
  const cdp = await page.context().newCDPSession(page)
  cdp.on('Network.requestWillBeSent', (event) => {
    if (/\.js$/.test(event.request.url)) {
      initiators.set(new URL(event.request.url).pathname, event.initiator.type)
    }
  })
  await cdp.send('Network.enable')
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { __prerenderedHeading: document.querySelector('h1') })
    })
  })
  await page.goto(paths.products)
  await expect(page.getByRole('heading', { level: 1, name: catalogCopy.title })).toBeVisible()
  await appIsLive(page)
  // The heading painted from the HTML is still the one on the page.
  const kept = await page.evaluate(() => {
    const heading = (window as unknown as { __prerenderedHeading: Element | null })
      .__prerenderedHeading
    return heading !== null && document.contains(heading)
  })
  expect(kept, 'the prerendered heading was kept').toBe(true)
  // The page's code was asked for by the app's script after the paint, not by the HTML.
  const pageChunk = [...initiators.keys()].find((p) =>
    /\/assets\/products-page-[\w-]+\.js$/.test(p),
  )
  expect(pageChunk, 'the products page chunk was requested').toBeDefined()
  expect(initiators.get(pageChunk!)).toBe('script')
  // And the page is the app's now: a header link navigates without loading a new document.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  const about = primaryNav.find((link) => link.to === paths.about)!.label
  await banner(page).getByRole('link', { name: about, exact: true }).click()
  await expect(page).toHaveURL(paths.about)
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true)
  expect(errors).toEqual([])
})

/**
 * Records, from the first paint on, whether the header ever offered "Sign In" or "Log out" where
 * a person could see it: checked on every DOM change and on every frame, since a prerendered page
 * is in the document from the start and only CSS decides whether it shows.
 */
async function watchHeader(page: Page): Promise<void> {
  await page.addInitScript(
    ({ signIn, logOut }) => {
      const seen = { signIn: false, logOut: false }
      Object.assign(window, { __headerSeen: seen })
      const look = () => {
        const header = document.querySelector('header')
        if (!header || !header.checkVisibility()) return
        const names = Array.from(header.querySelectorAll('a, button'))
          .filter((el) => el.checkVisibility())
          .map((el) => el.textContent ?? '')
        if (names.some((n) => n.includes(signIn))) seen.signIn = true
        if (names.some((n) => n.includes(logOut))) seen.logOut = true
      }
      new MutationObserver(look).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      })
      const everyFrame = () => {
        look()
        requestAnimationFrame(everyFrame)
      }
      requestAnimationFrame(everyFrame)
    },
    { signIn: uiText.signIn, logOut: uiText.logOut },
  )
}

const headerSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __headerSeen: object }).__headerSeen)

/** Requests for the Auth SDK's chunk (src/lib/session/auth.ts; auth-started.ts does not match). */
function trackSdkRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/auth-[\w-]{8}\.js$/.test(request.url())) urls.push(request.url())
  })
  return urls
}

test('a signed-out visit renders signed out from the first paint, without the Auth SDK', async ({
  page,
}) => {
  const sdkRequests = trackSdkRequests(page)
  await watchHeader(page)
  await page.goto(paths.services)
  await expect(banner(page).getByRole('link', { name: uiText.signIn })).toBeVisible()
  await appHasSettled(page)
  expect(await headerSeen(page)).toEqual({ signIn: true, logOut: false })
  expect(sdkRequests).toEqual([])
})

test('the SDK stores a signed-in user where start-up looks, and a reload never shows Sign In', async ({
  page,
}) => {
  // An account to sign in to through the form: this is a test of what signing in leaves behind.
  const { email, password } = await createAccount({ label: 'start-up' })
  const sdkRequests = trackSdkRequests(page)
  await page.goto(paths.login)
  await page.getByLabel(authCopy.fields.email, { exact: true }).fill(email)
  await page.getByLabel(authCopy.fields.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: authCopy.login.submit, exact: true }).click()
  await expect(page).toHaveURL(paths.home)
  await expect(banner(page).getByRole('button', { name: uiText.logOut })).toBeVisible()
  // Signing in loads the SDK: proof that the signed-out test above looks for the right file.
  expect(sdkRequests.length).toBeGreaterThan(0)

  const key = storedUserKey(LOCAL_STACK_DEFAULTS.VITE_FIREBASE_API_KEY ?? '')
  const stored = await page.evaluate((k) => localStorage.getItem(k) !== null, key)
  expect(stored, `the Auth SDK no longer stores its user under ${key}`).toBe(true)

  await watchHeader(page)
  await page.reload()
  await expect(banner(page).getByRole('button', { name: uiText.logOut })).toBeVisible()
  expect(await headerSeen(page)).toEqual({ signIn: false, logOut: true })
})
