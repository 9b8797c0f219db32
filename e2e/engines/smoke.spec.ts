/**
 * The journeys that matter, in Firefox (Gecko) and WebKit (Safari's engine): the playwright.config
 * projects `firefox` and `webkit` run this file, each in its own engine (fixtures.ts). Chromium
 * runs the whole suite; here each journey is walked once, for what differs between engines: that
 * the app starts whatever the first screen holds (a prerendered page, the empty shell, a page
 * hidden while a session is restored), the sign-in state, the dialogs, the forms and their sends.
 */
import { gstCopy } from '../../src/components/gst/gst-content'
import { ENQUIRY_LIMITS, STORAGE_KEYS } from '../../src/config/constants'
import { messages } from '../../src/config/messages'
import { paths, primaryNav } from '../../src/config/paths'
import { uiText } from '../../src/config/ui-content'
import { notFoundCopy } from '../../src/app/app-content'
import { authCopy } from '../../src/features/auth/auth-content'
import { catalogCopy, orderCopy } from '../../src/features/catalog/catalog-content'
import { deskCopy } from '../../src/features/desk/desk-content'
import { enquiryCopy } from '../../src/features/enquiry/enquiry-content'
import { hero } from '../../src/features/home/home-content'
import { NOT_YET_LIVE_ATTRIBUTE } from '../../src/components/ui/live'
import { TIME_LIMITS } from '../../src/lib/util/time-limit'
import { VERIFIED_GSTIN } from '../fixtures'
import { createAccount, PASSWORD, uniqueEmail } from '../support/accounts'
import { notifiedFlags } from '../support/stack'
import type { EnginePage } from './engine-page'
import type { Query } from './in-page'
import { expect, test } from './fixtures'

const banner: Query = { role: 'banner' }
const signInLink: Query = { role: 'link', name: uiText.signIn, within: banner }
const logOutButton: Query = { role: 'button', name: uiText.logOut, within: banner }
const heading = (name: string): Query => ({ role: 'heading', name })
/**
 * How long a send's outcome may take to show: the site ends every send within its own limit, and
 * an engine on a busy machine needs a while more to load the send's code and draw the answer.
 */
const SEND_OUTCOME_MS = TIME_LIMITS.sendMs + 10_000

/** Waits until the app has taken the page over: nothing of it is still marked as not live. */
async function appIsLive(site: EnginePage): Promise<void> {
  await site.holds(
    'the app is live',
    (attribute: string) =>
      document.querySelector('#root')?.hasChildNodes() === true &&
      document.querySelector(`#root[${attribute}], #root [${attribute}]`) === null,
    NOT_YET_LIVE_ATTRIBUTE,
  )
}

/** Waits until the catalogue's live read has answered: no part of the page is busy. */
async function catalogueRead(site: EnginePage): Promise<void> {
  await site.holds('the catalogue has loaded', () => !document.querySelector('[aria-busy="true"]'))
}

/** Writes `entries` into this origin's storage (the site must be open on it). */
async function store(site: EnginePage, area: 'local' | 'session', entries: Record<string, string>) {
  await site.evaluate(
    (which: string, values: Record<string, string>) => {
      const storage = which === 'local' ? localStorage : sessionStorage
      for (const [key, value] of Object.entries(values)) storage.setItem(key, value)
    },
    area,
    entries,
  )
}

const consentAnswered = {
  [STORAGE_KEYS.consent]: JSON.stringify({ choice: 'accepted', at: '2025-01-01' }),
}
const gstVerified = {
  [STORAGE_KEYS.gstVerified]: 'true',
  [STORAGE_KEYS.gstDetails]: JSON.stringify(VERIFIED_GSTIN),
}

test('a first visit: the home page and the catalogue come alive, the consent notice is answered, and an unknown address says so', async ({
  site,
}) => {
  await site.goto(paths.home)
  await site.shows(heading(hero.title))
  await appIsLive(site)
  await site.shows(signInLink)
  const consent: Query = { role: 'region', name: uiText.consent.region }
  await site.click({ role: 'button', name: uiText.consent.accept, within: consent })
  await site.showsNo(consent)

  // A link followed inside the app, then a full load of the same page.
  const productsLink = primaryNav.find((link) => link.to === paths.products)!.label
  await site.click({ role: 'link', name: productsLink, within: banner })
  await site.isAt(paths.products)
  await site.shows(heading(catalogCopy.title))
  await catalogueRead(site)
  await site.reload()
  await site.shows(heading(catalogCopy.title))
  await appIsLive(site)

  // Served as the empty shell, with nothing painted until the app renders it.
  await site.goto('/no-such-page')
  await site.shows(heading(notFoundCopy.title))
  await site.shows(signInLink)
})

test('a buyer signed in on an earlier visit: every full load of / and /products shows their account', async ({
  site,
}) => {
  const buyer = await createAccount({
    label: 'engine-buyer',
    profile: { name: 'Meena Agarwal', phone: '9829011223' },
  })
  await site.goto(paths.home)
  await appIsLive(site)
  await store(site, 'local', {
    ...consentAnswered,
    ...Object.fromEntries(buyer.session.map(({ name, value }) => [name, value])),
  })
  // The prerendered page is hidden while the session is restored: the app must start anyway.
  for (const path of [paths.home, paths.products]) {
    await site.goto(path)
    await site.shows(logOutButton)
    await site.showsNo(signInLink)
    await appIsLive(site)
  }
})

test('staff open /desk signed out, sign in and come straight back to it', async ({ site }) => {
  const staff = await createAccount({ label: 'engine-staff', staff: true })
  await site.goto(paths.desk)
  await site.isAt(`${paths.login}?next=${encodeURIComponent(paths.desk)}`)
  await site.fill({ label: authCopy.fields.email }, staff.email)
  await site.fill({ label: authCopy.fields.password }, staff.password)
  await site.click({ role: 'button', name: authCopy.login.submit, within: { role: 'main' } })
  await site.isAt(paths.desk)
  await site.shows(heading(deskCopy.title))
})

test('on a phone: a guest verifies their GST number from a product and sends its order once, which is mailed', async ({
  site,
  outbox,
}) => {
  const product = 'Arhar Dal'
  const email = uniqueEmail('engine-order')
  await site.setViewport(390, 844)
  await site.goto(paths.home)
  await appIsLive(site)
  await store(site, 'local', consentAnswered)
  await site.goto(paths.products)
  await appIsLive(site)

  await site.click({ role: 'button', name: `${catalogCopy.verifyToBuy}: ${product}` })
  const gst: Query = { role: 'dialog', name: gstCopy.title }
  await site.fill({ label: gstCopy.label, within: gst }, VERIFIED_GSTIN.gstin)
  await site.click({ role: 'button', name: gstCopy.submit, within: gst })
  // The check's simulated delay passes on the page's own clock; the wait polls for its answer.
  await site.shows({ text: gstCopy.verifiedTitle, within: gst })
  await site.click({ role: 'button', name: gstCopy.continueToOrder, within: gst })

  const order: Query = { role: 'dialog', name: orderCopy.title }
  await site.fill({ label: orderCopy.name, within: order }, 'Sharma Kirana')
  await site.fill({ label: orderCopy.email, within: order }, email)
  await site.fill({ label: orderCopy.phone, within: order }, '+91 98290 11223')
  await site.click({ role: 'button', name: orderCopy.submit, within: order })
  await site.shows({ text: messages.order.successTitle, within: order }, SEND_OUTCOME_MS)

  const sent = await outbox.waitForSend((send) => send.template_params.from_email === email)
  await expect.poll(() => notifiedFlags('orderRequests', 'email', email)).toEqual([true])
  expect(sent.template_params.product_name).toBe(product)
  expect(String(sent.template_params.message)).toContain(`GSTIN: ${VERIFIED_GSTIN.gstin}`)
})

test('a guest sends their enquiry list, then signs up: the header shows the account at once', async ({
  site,
  outbox,
}) => {
  const email = uniqueEmail('engine-guest')
  await site.goto(paths.home)
  await appIsLive(site)
  await store(site, 'local', {
    ...consentAnswered,
    [STORAGE_KEYS.enquiryList]: JSON.stringify({
      version: ENQUIRY_LIMITS.version,
      lines: [{ productId: 'bura', name: 'Bura', size: '5kg', packs: 2 }],
    }),
  })
  await store(site, 'session', gstVerified)
  await site.goto(paths.enquiry)
  await site.shows(heading('Bura'))
  const form: Query = { role: 'region', name: enquiryCopy.sendHeading }
  await site.fill({ label: enquiryCopy.name, within: form }, 'Sharma Kirana')
  await site.fill({ label: enquiryCopy.email, within: form }, email)
  await site.fill({ label: enquiryCopy.phone, within: form }, '98290 11223')
  await site.click({ role: 'button', name: enquiryCopy.submit })
  await site.shows({ text: enquiryCopy.sent.title }, SEND_OUTCOME_MS)
  await outbox.waitForSend((send) => send.template_params.from_email === email)
  await expect.poll(() => notifiedFlags('orderRequests', 'email', email)).toEqual([true])
  // Sent as a guest: still signed out to the site.
  await site.shows(signInLink)

  await site.goto(paths.emailSignup)
  await site.fill({ label: authCopy.fields.email }, email)
  await site.fill({ label: authCopy.fields.password }, PASSWORD)
  await site.fill({ label: authCopy.fields.confirmPassword }, PASSWORD)
  await site.click({ role: 'button', name: authCopy.continue, within: { role: 'main' } })
  await site.isAt(paths.completeProfile)
  await site.shows(logOutButton)
  await site.showsNo(signInLink)
})
