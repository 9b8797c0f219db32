/**
 * The accessibility sweep: axe (WCAG 2.1 A/AA) on every route and on every state that opens
 * something (dialogs, the mobile menu, the legal contents, form errors and outcomes), at a desktop
 * and a phone width, plus the 44 px touch-target rule of the mobile layout.
 *
 * The consent banner is left showing on the route checks (it is part of every first visit) and
 * dismissed for the states, so each state is checked as a returning visitor sees it.
 */
import { readFileSync } from 'node:fs'
import { STORAGE_KEYS } from '../src/config/constants'
import { legalNav, paths, staticPaths } from '../src/config/paths'
import { uiText } from '../src/config/ui-text'
import { authCopy, authMessages } from '../src/features/auth/auth-content'
import { blogCopy } from '../src/features/blog/blog-content'
import { applicationCopy, careersCopy } from '../src/features/careers/careers-content'
import { gstCopy } from '../src/components/gst/gst-content'
import { catalogCopy, orderCopy } from '../src/features/catalog/catalog-content'
import { contactFormText } from '../src/features/home/contact/contact-text'
import {
  contactSection,
  hero,
  motionControls,
  pauseButtonText,
} from '../src/features/home/home-content'
import { legalCopy } from '../src/features/legal/legal-content'
import { locateContent } from '../src/features/locate/locate-content'
import { LOCAL_STACK_DEFAULTS } from '../src/config/env-schema'
import { expectNoA11yViolations, settlePage, standInThirdParties, VIEWPORTS } from './a11y'
import { expect, test, verifyGstForVisit, type Locator, type Page } from './fixtures'
import { messages } from '../src/config/messages'

const read = <T>(name: string) =>
  JSON.parse(readFileSync(new URL(`../seed/${name}.json`, import.meta.url), 'utf8')) as T[]
const products = read<{ product: string }>('products')
const jobs = read<{ title: string; createdAt: string }>('jobListings')
const posts = read<{ id: string; title: string }>('blogPosts')

const FIRESTORE = '**/v1/projects/**'
const MAIL_API = '**/api/v1.0/email/send'
/** A GSTIN of the right shape and check character (the sample in e2e/catalog.spec.ts). */
const VALID_GSTIN = '27AAPFU0939F1ZV'
/** The right shape with a wrong check character. */
const CHECKSUM_FAILS = '27AAPFU0939F1ZO'

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const main = (page: Page) => page.getByRole('main')

interface RouteCase {
  path: string
  /** Resolves once the route shows its real content (not a loading state). */
  ready: (page: Page) => Promise<void>
}

const h1Shown = async (page: Page) => {
  await expect(h1(page).first()).toBeVisible({ timeout: 20_000 })
}

const routes: RouteCase[] = [
  {
    path: paths.home,
    ready: async (page) => {
      await expect(h1(page)).toHaveText(hero.title, { timeout: 20_000 })
    },
  },
  {
    path: paths.products,
    ready: async (page) => {
      const grid = page.getByRole('region', { name: catalogCopy.allHeading })
      await expect(grid.getByRole('article').first()).toBeVisible({ timeout: 20_000 })
    },
  },
  { path: paths.services, ready: h1Shown },
  {
    path: paths.jobs,
    ready: async (page) => {
      const list = page.getByRole('list', { name: careersCopy.listHeading })
      await expect(list.getByRole('article')).toHaveCount(jobs.length, { timeout: 20_000 })
    },
  },
  { path: paths.about, ready: h1Shown },
  {
    path: paths.blogs,
    ready: async (page) => {
      await expect(page.getByRole('region', { name: blogCopy.carouselLabel })).toBeVisible({
        timeout: 20_000,
      })
    },
  },
  {
    path: paths.blogPost(posts[0]!.id),
    ready: async (page) => {
      await expect(h1(page)).toHaveText(posts[0]!.title, { timeout: 20_000 })
    },
  },
  {
    path: paths.blogPost('no-such-post'),
    ready: async (page) => {
      await expect(h1(page)).toHaveText(blogCopy.notFoundTitle, { timeout: 20_000 })
    },
  },
  {
    path: paths.locate,
    ready: async (page) => {
      await expect(page.getByRole('figure', { name: locateContent.legendTitle })).toBeVisible({
        timeout: 20_000,
      })
    },
  },
  { path: paths.login, ready: h1Shown },
  { path: paths.signup, ready: h1Shown },
  { path: paths.emailSignup, ready: h1Shown },
  { path: paths.completeProfile, ready: h1Shown },
  { path: paths.forgotPassword, ready: h1Shown },
  { path: paths.resetPassword, ready: h1Shown },
  { path: paths.account, ready: h1Shown },
  { path: paths.enquiry, ready: h1Shown },
  { path: paths.myEnquiries, ready: h1Shown },
  ...legalNav.map((item) => ({ path: item.to, ready: h1Shown })),
  { path: '/no-such-page', ready: h1Shown },
]

/** A visitor who has already answered the consent notice. */
async function consentGiven(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ choice: 'accepted', at: '2025-01-01' }))
  }, STORAGE_KEYS.consent)
}

/** The pause buttons of everything that moves by itself (hidden under reduced motion). */
const pauseNames = [
  uiText.carousel.pause,
  ...Object.values(motionControls).map((what) =>
    pauseButtonText.label(pauseButtonText.pause, what),
  ),
]

/**
 * Pauses whatever moves by itself, as a visitor may: a best-seller name caught mid-fade by axe
 * would read as low contrast, and a slide changing mid-run would report a page that never was.
 */
async function holdStill(page: Page): Promise<void> {
  for (const name of pauseNames) {
    for (const button of await page.getByRole('button', { name, exact: true }).all()) {
      if (await button.isVisible()) await button.click()
    }
  }
  await page.mouse.move(0, 0)
}

/** Opens `path` and waits for its content, with motion paused and every reveal finished. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await (routes.find((r) => r.path === path)?.ready ?? h1Shown)(page)
  await holdStill(page)
  await settlePage(page)
}

async function openProducts(page: Page): Promise<Locator> {
  await visit(page, paths.products)
  return page
    .getByRole('region', { name: catalogCopy.allHeading })
    .getByRole('article', { name: products[0]!.product, exact: true })
}

async function openJobs(page: Page): Promise<Locator> {
  await visit(page, paths.jobs)
  return page
    .getByRole('list', { name: careersCopy.listHeading })
    .getByRole('article', { name: jobs[0]!.title, exact: true })
}

/** Submits the open dialog's form with nothing filled in. */
async function submitEmpty(dialog: Locator, submitName: string): Promise<void> {
  for (const box of await dialog.getByRole('textbox').all()) await box.fill('')
  await dialog.getByRole('button', { name: submitName }).click()
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeFocused()
}

/** A fresh email/password account in the Auth emulator, signed in through the login form. */
async function signIn(page: Page): Promise<void> {
  const email = `sweep-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const password = 'harvest-2025'
  const created = await page.request.post(
    `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${LOCAL_STACK_DEFAULTS.VITE_FIREBASE_API_KEY}`,
    { data: { email, password, returnSecureToken: true } },
  )
  expect(created.ok()).toBe(true)
  await page.goto(paths.login)
  await page.getByLabel(authCopy.fields.email, { exact: true }).fill(email)
  await page.getByLabel(authCopy.fields.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: authCopy.login.submit, exact: true }).click()
  await expect(page).toHaveURL(paths.home)
  // On a phone the button sits in the closed menu, so look for it hidden or not.
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: uiText.logOut, includeHidden: true })
      .first(),
  ).toBeAttached()
}

test('the sweep visits every address of the route table', () => {
  const swept = new Set(routes.map((route) => route.path))
  expect(staticPaths.filter((path) => !swept.has(path))).toEqual([])
})

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    test.beforeEach(async ({ page }) => standInThirdParties(page))

    test.describe('every route, consent notice showing', () => {
      for (const route of routes) {
        test(route.path, async ({ page }) => {
          await visit(page, route.path)
          await expect(page.getByRole('region', { name: uiText.consent.region })).toBeVisible()
          await expectNoA11yViolations(page)
        })
      }
    })

    test.describe('open states', () => {
      // Each state test runs axe up to five times over the whole page, a few seconds a pass.
      test.describe.configure({ timeout: 120_000 })
      test.beforeEach(async ({ page }) => consentGiven(page))

      if (viewport.name === 'mobile') {
        test('mobile menu open', async ({ page }) => {
          await visit(page, paths.services)
          await page.getByRole('button', { name: uiText.openMenu }).click()
          await expect(page.getByRole('navigation', { name: uiText.mobileNav })).toBeVisible()
          await expectNoA11yViolations(page)
        })

        test('legal contents open', async ({ page }) => {
          await visit(page, paths.privacy)
          const toggle = page
            .getByRole('navigation', { name: legalCopy.onThisPage })
            .getByRole('button', { name: legalCopy.onThisPage })
          await toggle.click()
          await expect(toggle).toHaveAttribute('aria-expanded', 'true')
          await expectNoA11yViolations(page)
        })
      }

      test('signed in: header, menu and profile form', async ({ page }) => {
        await signIn(page)
        await visit(page, paths.home)
        await expectNoA11yViolations(page)
        if (viewport.name === 'mobile') {
          await page.getByRole('button', { name: uiText.openMenu }).click()
          await expect(
            page
              .getByRole('navigation', { name: uiText.mobileNav })
              .getByRole('button', { name: uiText.logOut }),
          ).toBeVisible()
          await expectNoA11yViolations(page)
        }
        await visit(page, paths.completeProfile)
        await expectNoA11yViolations(page)
        // A new account has no name yet: the form's first error.
        await main(page).locator('button[type="submit"]').click()
        await expect(main(page).getByRole('alert')).toHaveText(authMessages.nameRequired)
        await expectNoA11yViolations(page)
      })

      test('footer office map dialog', async ({ page }) => {
        await visit(page, paths.about)
        await page.getByRole('button', { name: uiText.officeMap.open }).click()
        const dialog = page.getByRole('dialog', { name: uiText.officeMap.title })
        await expect(dialog.locator('iframe')).toBeVisible()
        await expectNoA11yViolations(page)
      })

      test('home contact form: errors, then a failed send', async ({ page }) => {
        await visit(page, paths.home)
        const form = page.locator(`#${contactSection.id}`)
        const send = form.getByRole('button', { name: contactFormText.submit })
        await expect(send).toBeEnabled({ timeout: 20_000 })
        await send.click()
        await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused()
        await expectNoA11yViolations(page)

        await page.route(MAIL_API, (route) => route.fulfill({ status: 500, body: 'Mail is down' }))
        for (const box of await form.getByRole('textbox').all()) {
          const type = await box.getAttribute('type')
          await box.fill(type === 'email' ? 'buyer@example.com' : 'Quote for dal')
        }
        await send.click()
        await expect(form.getByRole('alert')).toBeVisible()
        await expectNoA11yViolations(page)
      })

      test('GST dialog: empty, refused, verified', async ({ page }) => {
        const card = await openProducts(page)
        await card.getByRole('button', { name: new RegExp(catalogCopy.verifyToBuy) }).click()
        const dialog = page.getByRole('dialog', { name: gstCopy.title })
        await expect(dialog).toBeVisible()
        await expectNoA11yViolations(page)

        const input = dialog.getByLabel(gstCopy.label, { exact: true })
        await input.fill(CHECKSUM_FAILS)
        await dialog.getByRole('button', { name: gstCopy.submit, exact: true }).click()
        await expect(dialog.getByRole('alert')).toHaveText(gstCopy.invalid)
        await expectNoA11yViolations(page)

        await input.fill(VALID_GSTIN)
        await dialog.getByRole('button', { name: gstCopy.submit, exact: true }).click()
        await expect(dialog.getByText(gstCopy.verifiedTitle)).toBeVisible()
        await expectNoA11yViolations(page)
      })

      test('order dialog: errors, failed send, success', async ({ page }) => {
        await verifyGstForVisit(page)
        const card = await openProducts(page)
        await card.getByRole('button', { name: new RegExp(catalogCopy.buyNow) }).click()
        const dialog = page.getByRole('dialog', { name: orderCopy.title })
        await expect(dialog).toBeVisible()
        await expectNoA11yViolations(page)

        await submitEmpty(dialog, orderCopy.submit)
        await expectNoA11yViolations(page)

        await page.route(MAIL_API, (route) => route.fulfill({ status: 500, body: 'Mail is down' }))
        await dialog.getByLabel(orderCopy.name, { exact: true }).fill('Sweep Traders')
        await dialog.getByLabel(orderCopy.email, { exact: true }).fill('sweep@example.com')
        await dialog.getByLabel(orderCopy.phone, { exact: true }).fill('9829011223')
        await dialog.getByRole('button', { name: orderCopy.submit }).click()
        await expect(dialog.getByRole('alert')).toContainText(messages.order.failureTitle)
        await expectNoA11yViolations(page)

        await page.unroute(MAIL_API)
        await dialog.getByRole('button', { name: orderCopy.submit }).click()
        await expect(dialog.getByText(messages.order.successTitle)).toBeVisible()
        await expectNoA11yViolations(page)
      })

      test('job details and application dialogs: errors, failed send, success', async ({
        page,
      }) => {
        const card = await openJobs(page)
        await card.getByRole('button', { name: careersCopy.viewDetails }).click()
        const details = page.getByRole('dialog', { name: jobs[0]!.title, exact: true })
        await expect(details).toBeVisible()
        await expectNoA11yViolations(page)
        await details.getByRole('button', { name: uiText.closeDialog }).click()

        await card.getByRole('button', { name: careersCopy.applyNow }).click()
        const form = page.getByRole('dialog', { name: careersCopy.applyTitle(jobs[0]!.title) })
        await expect(form).toBeVisible()
        await expectNoA11yViolations(page)

        await submitEmpty(form, careersCopy.submit)
        await expectNoA11yViolations(page)

        await page.route(MAIL_API, (route) => route.fulfill({ status: 500, body: 'Mail is down' }))
        for (const box of await form.getByRole('textbox').all()) {
          const type = await box.getAttribute('type')
          const value =
            type === 'email'
              ? 'applicant@example.com'
              : type === 'url'
                ? 'https://drive.example.com/cv.pdf'
                : type === 'tel'
                  ? '9829011223'
                  : 'Meera Sharma'
          await box.fill(value)
        }
        await form.getByRole('button', { name: careersCopy.submit }).click()
        await expect(form.getByRole('alert')).toHaveText(applicationCopy.failure)
        await expectNoA11yViolations(page)

        await page.unroute(MAIL_API)
        await form.getByRole('button', { name: careersCopy.submit }).click()
        await expect(form.getByRole('status')).toHaveText(applicationCopy.success)
        await expectNoA11yViolations(page)
      })

      test('account forms with their error showing', async ({ page }) => {
        // /complete-profile shows its form to signed-in visitors only (checked above).
        for (const path of [paths.login, paths.signup, paths.emailSignup]) {
          await visit(page, path)
          await main(page).locator('button[type="submit"]').click()
          await expect(main(page).getByRole('alert')).toBeVisible()
          await expectNoA11yViolations(page)
        }
      })

      test('failed catalogue reads: products, jobs, blog and map', async ({ page }) => {
        await page.route(FIRESTORE, (route) => route.abort())
        const failures = [
          { path: paths.products, text: catalogCopy.loadErrorTitle },
          { path: paths.jobs, text: careersCopy.loadError },
          { path: paths.blogs, text: blogCopy.loadError },
          { path: paths.locate, text: locateContent.loadError('') },
        ]
        for (const { path, text } of failures) {
          await page.goto(path)
          await expect(main(page).getByText(text).first()).toBeVisible({ timeout: 20_000 })
          await settlePage(page)
          await expectNoA11yViolations(page)
        }
      })
    })
  })
}

/** 44 px minimum touch size below 768 px (WCAG 2.5.5's size). */
const MIN_TARGET_PX = 44

interface SmallTarget {
  target: string
  width: number
  height: number
}

/**
 * Every visible control and link inside `scope` smaller than 44 × 44 px. A radio or checkbox is
 * measured by its label (the label is what a finger presses). Links inside running text are
 * exempt (WCAG 2.5.8's inline exception): their size is the line's.
 */
function smallTargets(scope: Locator): Promise<SmallTarget[]> {
  return scope.evaluate((root, min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]'
    const candidates = [root, ...Array.from(root.querySelectorAll<HTMLElement>(selector))].filter(
      (el) => el.matches(selector),
    )
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)
      return `<${el.tagName.toLowerCase()}> "${name}"`
    }
    const inRunningText = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false
      const block = el.parentElement?.closest('p, li, dd, td, span, div')
      const own = (el.textContent ?? '').trim().length
      return (block?.textContent ?? '').trim().length > own
    }
    const found: { target: string; width: number; height: number }[] = []
    for (const el of candidates) {
      if (el.closest('[hidden], [aria-hidden="true"], [inert]')) continue
      const choice = el instanceof HTMLInputElement && ['radio', 'checkbox'].includes(el.type)
      const measured: Element = (choice && (el.closest('label') ?? el.labels?.[0])) || el
      const box = measured.getBoundingClientRect()
      if (getComputedStyle(measured).visibility === 'hidden') continue
      // Not rendered, or visually hidden until focused (the skip link): not a target to touch.
      if (box.width <= 1 || box.height <= 1) continue
      if (inRunningText(el)) continue
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        found.push({
          target: describe(el),
          width: Math.round(box.width),
          height: Math.round(box.height),
        })
      }
    }
    return found
  }, MIN_TARGET_PX)
}

test.describe('touch targets at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test.beforeEach(async ({ page }) => standInThirdParties(page))

  test('header, mobile menu, consent notice and footer', async ({ page }) => {
    await visit(page, paths.about)
    await page.getByRole('button', { name: uiText.openMenu }).click()
    await expect(page.getByRole('navigation', { name: uiText.mobileNav })).toBeVisible()
    expect(await smallTargets(page.getByRole('banner'))).toEqual([])
    expect(await smallTargets(page.getByRole('region', { name: uiText.consent.region }))).toEqual(
      [],
    )
    expect(await smallTargets(page.getByRole('contentinfo'))).toEqual([])
  })

  const sampled: string[] = [
    paths.home,
    paths.products,
    paths.jobs,
    paths.blogs,
    paths.login,
    paths.privacy,
  ]
  for (const route of routes.filter((r) => sampled.includes(r.path))) {
    test(`main content of ${route.path}`, async ({ page }) => {
      await consentGiven(page)
      await visit(page, route.path)
      expect(await smallTargets(main(page))).toEqual([])
    })
  }

  test('dialogs: GST, order and job application', async ({ page }) => {
    await consentGiven(page)
    const card = await openProducts(page)
    await card.getByRole('button', { name: new RegExp(catalogCopy.verifyToBuy) }).click()
    const gst = page.getByRole('dialog', { name: gstCopy.title })
    await gst.getByLabel(gstCopy.label, { exact: true }).fill(VALID_GSTIN)
    expect(await smallTargets(gst)).toEqual([])
    await gst.getByRole('button', { name: gstCopy.submit, exact: true }).click()
    await gst.getByRole('button', { name: gstCopy.continueToOrder }).click()
    const order = page.getByRole('dialog', { name: orderCopy.title })
    await expect(order).toBeVisible()
    expect(await smallTargets(order)).toEqual([])

    const job = await openJobs(page)
    await job.getByRole('button', { name: careersCopy.applyNow }).click()
    const form = page.getByRole('dialog', { name: careersCopy.applyTitle(jobs[0]!.title) })
    await expect(form).toBeVisible()
    expect(await smallTargets(form)).toEqual([])
  })
})
