/**
 * Playwright's `test` with this project's fixtures; every spec imports `test` and `expect` from
 * here. What every test gets without asking:
 *  - the site's Content-Security-Policy and Permissions-Policy watched in every page and frame:
 *    a test whose pages break either fails;
 * and what a test asks for:
 *  - `outbox`: the mails the site sent through this run's stack;
 *  - `test.use({ account: {…} })` and `buyer`: a buyer already signed in when the test starts
 *    (support/accounts.ts), with a profile or a saved GSTIN if the options say so.
 */
import { DIALOG_HISTORY_MARKER } from '../src/hooks/use-close-on-back'
import { expect, test as base, type Page } from '@playwright/test'
import { NOT_YET_LIVE_ATTRIBUTE } from '../src/components/ui/live'
import { STORAGE_KEYS } from '../src/config/constants'
import { createAccount, type Account, type AccountOptions } from './support/accounts'
import { watchPolicy } from './support/policy'
import { outboxClient, type OutboxFixture } from './support/stack'

export { expect }
export type { Locator, Page } from '@playwright/test'
export type { Account }

/** The mail API's path (EmailJS's, answered by the stack's outbox). */
export const MAIL_API = '**/api/v1.0/email/send'

/** Every Firestore request the app makes (the Lite SDK's REST calls). */
export const FIRESTORE_ROUTE = '**/v1/projects/**'
/** Firestore's write requests (a commit of one or more writes), as the page sends them (the API key follows). */
export const FIRESTORE_COMMIT = '**/documents:commit*'

/**
 * Waits until the app has taken a prerendered page over. Pointer and typing actions wait for
 * this by themselves (forms and controls are inert until then); keys pressed on the page as a
 * whole do not.
 */
export async function appIsLive(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute(NOT_YET_LIVE_ATTRIBUTE)
  // Parts of the page taken over once their own code has arrived (the home page's sections).
  await expect(page.locator(`#root [${NOT_YET_LIVE_ATTRIBUTE}]`)).toHaveCount(0)
}

/**
 * Waits until the app is live and has then rendered what only the browser knows (stored choices,
 * media queries): a page taken over from its prerender renders those in a transition scheduled as
 * it goes live, which has committed once the browser is next idle. Check for something's absence
 * after this, not just after appIsLive.
 */
export async function appHasSettled(page: Page): Promise<void> {
  await appIsLive(page)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))))
}

/**
 * Waits until a closed dialog's history entry is taken back out (a moment after it closes, by a
 * Back of the page's own): a navigation the test starts before then would be cut short by it.
 */
export async function dialogEntryGone(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (marker) => (history.state as Record<string, unknown> | null)?.[marker],
        DIALOG_HISTORY_MARKER,
      ),
    )
    .toBeUndefined()
}

/** Holds every Firestore request until the returned function is called. */
export async function holdFirestore(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(FIRESTORE_ROUTE, async (route) => {
    await held
    await route.fallback()
  })
  return release
}

/** Marks this visit GST-verified, as the GST dialog does: the flag and the verified GSTIN. */
export const VERIFIED_GSTIN = { gstin: '27AAPFU0939F1ZV', stateName: 'Maharashtra' } as const

/** A GSTIN registered in Rajasthan, the seller's own state: a quote charges it CGST and SGST. */
export const RAJASTHAN_GSTIN = { gstin: '08AAPFU0939F1ZV', stateName: 'Rajasthan' } as const

export async function verifyGstForVisit(
  page: Page,
  verified: { gstin: string; stateName: string } = VERIFIED_GSTIN,
): Promise<void> {
  await page.addInitScript(
    ({ flag, details, value }) => {
      sessionStorage.setItem(flag, 'true')
      sessionStorage.setItem(details, JSON.stringify(value))
    },
    { flag: STORAGE_KEYS.gstVerified, details: STORAGE_KEYS.gstDetails, value: verified },
  )
}

/** A visitor who has already answered the consent notice (it has tests of its own). */
export async function consentGiven(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ choice: 'accepted', at: '2025-01-01' }))
  }, STORAGE_KEYS.consent)
}

interface Fixtures {
  outbox: OutboxFixture
  /** Set with test.use to start the test signed in as a new buyer; null: signed out. */
  account: AccountOptions | null
  /** The signed-in buyer (the test must have set `account`). */
  buyer: Account
  signedIn: Account | null
  policyViolations: string[]
}

export const test = base.extend<Fixtures>({
  outbox: async ({}, use) => {
    await use(outboxClient())
  },
  account: [null, { option: true }],
  signedIn: async ({ account }, use) => {
    await use(account ? await createAccount(account) : null)
  },
  storageState: async ({ storageState, signedIn, baseURL }, use) => {
    if (!signedIn || !baseURL) return use(storageState)
    await use({
      cookies: [],
      origins: [{ origin: new URL(baseURL).origin, localStorage: signedIn.session }],
    })
  },
  buyer: async ({ signedIn }, use) => {
    if (!signedIn) throw new Error('`buyer` needs test.use({ account: { … } }) in its describe')
    await use(signedIn)
  },
  policyViolations: [
    async ({ context }, use) => {
      const problems = await watchPolicy(context)
      await use(problems)
      expect(problems, 'Content-Security-Policy or Permissions-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})
