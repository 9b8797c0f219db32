/**
 * The build served with firebase.json's hosting headers (vite preview applies them, see
 * tools/hosting/vite-plugin.ts): every page, the embeds and the service calls work under the
 * Content-Security-Policy without a single violation, and the caching headers are right.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { BrowserContext } from '@playwright/test'
import { STORAGE_KEYS } from '../src/config/constants'
import { LOCAL_STACK_DEFAULTS, parseEnv } from '../src/config/env-schema'
import { paths, staticPaths } from '../src/config/paths'
import { uiText } from '../src/config/ui-text'
import { authCopy, authMessages } from '../src/features/auth/auth-content'
import { contactFieldText, contactFormText } from '../src/features/home/contact/contact-text'
import { contactSection } from '../src/features/home/home-content'
import { formatCsp, parseCsp, withSources } from '../tools/hosting/csp'
import { cspRequirements } from '../tools/hosting/csp-requirements'
import {
  headersFor,
  headerValue,
  readHostingConfig,
  SECURITY_HEADERS,
} from '../tools/hosting/firebase-headers'
import { expect, test, type Page } from './fixtures'

const hosting = readHostingConfig()
const documentHeaders = headersFor(hosting, '/')
/** What preview serves a local-stack build: production's policy plus the stack's own sources. */
const servedCsp = formatCsp(
  withSources(
    parseCsp(headerValue(documentHeaders, 'Content-Security-Policy') ?? ''),
    cspRequirements(parseEnv({ MODE: 'localstack' })),
  ),
)

const posts = JSON.parse(
  readFileSync(new URL('../seed/blogPosts.json', import.meta.url), 'utf8'),
) as { id: string; videoUrl: string }[]
const postWith = (pattern: RegExp) => {
  const post = posts.find((p) => pattern.test(p.videoUrl))
  if (!post) throw new Error(`seed/blogPosts.json has no post with a video like ${pattern}`)
  return post.id
}

/** A transparent 1×1 PNG, standing in for map tiles (there is no internet here). */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** Third-party hosts the site uses in production, answered locally; counts what got through. */
async function stubThirdParties(context: BrowserContext) {
  const hits = { tiles: 0, officeMap: 0, players: 0, googleScript: 0 }
  const page = (body: string) => ({ contentType: 'text/html', body })
  await context.route('https://tile.openstreetmap.org/**', (route) => {
    hits.tiles++
    return route.fulfill({ contentType: 'image/png', body: PIXEL })
  })
  await context.route('https://www.openstreetmap.org/**', (route) => {
    hits.officeMap++
    return route.fulfill(page('<!doctype html><title>Map</title>'))
  })
  await context.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => {
    hits.players++
    return route.fulfill(page('<!doctype html><title>Player</title>'))
  })
  // Only a request the policy let through reaches the network layer, so counting proves it.
  await context.route('https://apis.google.com/**', (route) => {
    hits.googleScript++
    return route.abort('namenotresolved')
  })
  return hits
}

/**
 * Every policy violation in any page or frame of the context, from the browser's own
 * securitypolicyviolation events and from its console (which also catches a violation in a
 * frame or popup that the event would not reach).
 */
async function watchPolicy(context: BrowserContext): Promise<string[]> {
  const problems: string[] = []
  await context.exposeBinding('reportPolicyViolation', ({ frame }, text: string) => {
    problems.push(`${frame.url()}: ${text}`)
  })
  await context.addInitScript(() => {
    const report = (window as unknown as { reportPolicyViolation(text: string): void })
      .reportPolicyViolation
    document.addEventListener(
      'securitypolicyviolation',
      (e) => report(`${e.effectiveDirective} blocked ${e.blockedURI} ${e.sample}`.trim()),
      true,
    )
  })
  context.on('console', (message) => {
    if (/content.security.policy|permissions.policy|refused to/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`)
    }
  })
  return problems
}

let problems: string[] = []
let hits: Awaited<ReturnType<typeof stubThirdParties>>

test.beforeEach(async ({ context }) => {
  problems = await watchPolicy(context)
  hits = await stubThirdParties(context)
  await context.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ choice: 'accepted', at: '2025-01-01' }))
  }, STORAGE_KEYS.consent)
})

test.afterEach(() => {
  expect(problems, 'Content-Security-Policy violations').toEqual([])
})

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('main')).toBeVisible()
  await page.waitForLoadState('networkidle')
}

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
    await open(page, paths.home)
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
    expect(inline.length, 'the session hint before the first paint').toBe(1)
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

test.describe('every page loads without a policy violation', () => {
  // /locate is opened below, with its map tiles.
  const routes = [...staticPaths.filter((path) => path !== paths.locate), '/no-such-page']
  for (const path of routes) {
    test(path, async ({ page }) => {
      await open(page, path)
    })
  }

  for (const [player, pattern] of [
    ['YouTube', /youtube/],
    ['Vimeo', /vimeo\.com/],
  ] as const) {
    test(`a blog post with a ${player} video`, async ({ page }) => {
      await open(page, paths.blogPost(postWith(pattern)))
      await page.locator('iframe').scrollIntoViewIfNeeded()
      await expect.poll(() => hits.players).toBeGreaterThan(0)
    })
  }

  test(`${paths.locate} with its map tiles`, async ({ page }) => {
    await open(page, paths.locate)
    await expect(page.locator('.leaflet-overlay-pane path').first()).toBeVisible()
    await expect.poll(() => hits.tiles).toBeGreaterThan(0)
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeAttached()
  })
})

test.describe('embeds and services under the policy', () => {
  test('the office map opens in its dialog', async ({ page }) => {
    await open(page, paths.about)
    await page.getByRole('contentinfo').getByRole('button', { name: uiText.officeMap.open }).click()
    const dialog = page.getByRole('dialog', { name: uiText.officeMap.title })
    await expect(dialog.locator('iframe')).toBeVisible()
    await expect.poll(() => hits.officeMap).toBeGreaterThan(0)
  })

  test("Google sign-in may load Google's popup script (refused here only for want of internet)", async ({
    page,
  }) => {
    await open(page, paths.login)
    await page.getByRole('button', { name: authCopy.login.google }).click()
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      authMessages.googleLoginFailed,
    )
    expect(hits.googleScript).toBeGreaterThan(0)
  })

  test('signing in through the Auth emulator and reading the profile', async ({ page }) => {
    const email = `csp-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
    const password = 'harvest-2025'
    const created = await page.request.post(
      `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${LOCAL_STACK_DEFAULTS.VITE_FIREBASE_API_KEY}`,
      { data: { email, password, returnSecureToken: true } },
    )
    expect(created.ok()).toBe(true)
    await open(page, paths.login)
    await page.getByLabel(authCopy.fields.email, { exact: true }).fill(email)
    await page.getByLabel(authCopy.fields.password, { exact: true }).fill(password)
    await page.getByRole('button', { name: authCopy.login.submit, exact: true }).click()
    const logOut = page.getByRole('banner').getByRole('button', { name: uiText.logOut })
    await expect(logOut).toBeVisible()
    await page.waitForLoadState('networkidle')
  })

  test('sending the contact form through the mail API', async ({ page, outbox }) => {
    const email = `csp-${Date.now()}@example.com`
    await open(page, paths.contactSection)
    const form = page.locator(`#${contactSection.id}`)
    // The form's code loads as the section nears the viewport: bring it there, whether or not the
    // browser kept the page at the #contact it opened on (this test is about the policy).
    await form.scrollIntoViewIfNeeded()
    const values = { from_name: 'Asha', from_email: email, subject: 'Rates', message: 'Hello' }
    for (const [name, value] of Object.entries(values)) {
      const { label } = contactFieldText[name as keyof typeof contactFieldText]
      await form.getByRole('textbox', { name: label, exact: true }).fill(value)
    }
    await form.getByRole('button', { name: contactFormText.submit }).click()
    await expect(form.getByRole('status')).toHaveText(contactFormText.success)
    await outbox.waitForSend((send) => send.template_params.from_email === email)
  })
})
