/**
 * Nothing is shown until the auth state is known. A signed-out visitor's
 * state is known from storage, without the Auth SDK (src/lib/stored-user.ts, before the first
 * paint); these tests hold that shortcut to the SDK's real storage and check that no wrong state
 * ever shows, also on pages prerendered signed out.
 */
import { readFileSync } from 'node:fs'
import { LOCAL_STACK_DEFAULTS } from '../src/config/env-schema'
import { paths } from '../src/config/paths'
import { routeList, routes } from '../src/config/routes'
import { authCopy } from '../src/features/auth/auth-content'
import { storedUserKey } from '../src/lib/stored-user'
import { appHasSettled, expect, test, type Page } from './fixtures'

const blogPosts = JSON.parse(
  readFileSync(new URL('../seed/blogPosts.json', import.meta.url), 'utf8'),
) as { id: string | number }[]

const API_KEY = LOCAL_STACK_DEFAULTS.VITE_FIREBASE_API_KEY ?? ''
const PASSWORD = 'harvest-2025'

/**
 * Records, from the first paint on, whether the header ever offered "Sign In" or "Log out" where
 * a person could see it: checked on every DOM change and on every frame, since a prerendered page
 * is in the document from the start and only CSS decides whether it shows.
 */
async function watchHeader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { signIn: false, logOut: false }
    Object.assign(window, { __headerSeen: seen })
    const look = () => {
      const header = document.querySelector('header')
      if (!header || !header.checkVisibility()) return
      const names = Array.from(header.querySelectorAll('a, button'))
        .filter((el) => el.checkVisibility())
        .map((el) => el.textContent ?? '')
      if (names.some((n) => n.includes('Sign In'))) seen.signIn = true
      if (names.some((n) => n.includes('Log out'))) seen.logOut = true
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
  })
}

/**
 * Requests for the Auth SDK's chunk. Vite names a chunk after its module and an 8-character
 * hash: src/lib/auth.ts becomes assets/auth-<hash>.js (auth-started.ts, part of the start, does
 * not match).
 */
function trackSdkRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/auth-[\w-]{8}\.js$/.test(request.url())) urls.push(request.url())
  })
  return urls
}

const headerSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __headerSeen: object }).__headerSeen)

test('a signed-out visit renders signed out, without downloading the Auth SDK', async ({
  page,
}) => {
  const sdkRequests = trackSdkRequests(page)
  await watchHeader(page)
  await page.goto(paths.services)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
  // The app has run and settled first: the network falling quiet can come before it does.
  await appHasSettled(page)
  await page.waitForLoadState('networkidle')
  expect(await headerSeen(page)).toEqual({ signIn: true, logOut: false })
  expect(sdkRequests).toEqual([])
})

/** The account screens, which sign in or up: they are the pages that need Auth at once. */
const ACCOUNT_PATHS: readonly string[] = [
  routes.login.path,
  routes.signup.path,
  routes.emailSignup.path,
  routes.completeProfile.path,
]
const blogPost = `/blog/${String(blogPosts[0]?.id)}`

test('no other page fetches the Auth SDK for a visitor who is not signed in', async ({ page }) => {
  test.slow() // every public page, each until the network falls quiet
  const sdkRequests = trackSdkRequests(page)
  const visited: string[] = []
  for (const route of routeList) {
    if (ACCOUNT_PATHS.includes(route.path)) continue
    const path = route.path.includes(':') ? blogPost : route.path
    await page.goto(path)
    await appHasSettled(page)
    await page.waitForLoadState('networkidle')
    visited.push(path)
  }
  // My enquiries among them: a browser that never sent anything is told so without Auth.
  expect(visited).toContain(paths.myEnquiries)
  expect(sdkRequests).toEqual([])
})

test('the SDK stores a signed-in user where start-up looks, and a reload never shows Sign In', async ({
  page,
}) => {
  const email = `start-up-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const created = await page.request.post(
    `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    { data: { email, password: PASSWORD, returnSecureToken: true } },
  )
  expect(created.ok()).toBe(true)
  const sdkRequests = trackSdkRequests(page)
  await page.goto(paths.login)
  await page.getByLabel(authCopy.fields.email, { exact: true }).fill(email)
  await page.getByLabel(authCopy.fields.password, { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: authCopy.login.submit, exact: true }).click()
  await expect(page).toHaveURL(paths.home)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()
  // Signing in loads the SDK: proof that the signed-out test above looks for the right file.
  expect(sdkRequests.length).toBeGreaterThan(0)

  const key = storedUserKey(API_KEY)
  const stored = await page.evaluate((k) => localStorage.getItem(k) !== null, key)
  expect(stored, `the Auth SDK no longer stores its user under ${key}`).toBe(true)

  await watchHeader(page)
  await page.reload()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()
  expect(await headerSeen(page)).toEqual({ signIn: false, logOut: true })
})
