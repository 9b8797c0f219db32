/**
 * The enquiry list, as a buyer uses it: products added from the catalogue, kept across reloads,
 * edited, sent as one order request (one mail, one record) or handed to WhatsApp, a failed send
 * kept, a guest's details remembered only on request, a guest's request still theirs after they
 * sign up or log in to an account they already have, and My enquiries when its read fails.
 */
import { ENQUIRY_LIMITS, STORAGE_KEYS } from '../src/config/constants'
import { LOCAL_STACK_DEFAULTS } from '../src/config/env-schema'
import { messages } from '../src/config/messages'
import { paths } from '../src/config/paths'
import { whatsappLink } from '../src/config/site'
import { uiText } from '../src/config/ui-text'
import { storedUserKey } from '../src/lib/stored-user'
import { authCopy } from '../src/features/auth/auth-content'
import { catalogCopy } from '../src/features/catalog/catalog-content'
import { enquiryCopy, myEnquiriesCopy } from '../src/features/enquiry/enquiry-content'
import { expectNoA11yViolations } from './a11y'
import {
  appIsLive,
  expect,
  notifiedFlags,
  storedDocuments,
  tabTo,
  test,
  VERIFIED_GSTIN,
  verifyGstForVisit,
  type Locator,
  type Page,
} from './fixtures'

const MAIL_API = '**/api/v1.0/email/send'
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

const grid = (page: Page) => page.getByRole('region', { name: catalogCopy.allHeading })
const card = (page: Page, name: string) => grid(page).getByRole('article', { name, exact: true })
const headerLink = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^Enquiry list/ })
    .first()
const line = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })

async function openProducts(page: Page): Promise<void> {
  await page.goto(paths.products)
  await expect(card(page, 'Masoor Dal')).toBeVisible()
  await expect(grid(page).locator('[aria-busy="true"]')).toHaveCount(0)
  await appIsLive(page)
}

/** Picks `size` on a card the way a pointer user does, then adds it to the enquiry. */
async function addToEnquiry(tile: Locator, size: string): Promise<void> {
  await tile.getByText(size, { exact: true }).click()
  await tile
    .getByRole('button', { name: new RegExp(`^${catalogCopy.addToEnquiry}:.*${size}$`) })
    .click()
}

async function fillSender(page: Page, email: string): Promise<void> {
  const form = page.getByRole('region', { name: enquiryCopy.sendHeading })
  await form.getByLabel(enquiryCopy.name, { exact: true }).fill('Sharma Kirana')
  await form.getByLabel(enquiryCopy.email, { exact: true }).fill(email)
  await form.getByLabel(enquiryCopy.phone, { exact: true }).fill('98290 11223')
  await form.getByLabel(enquiryCopy.company).fill('Sharma Kirana Stores')
  await form.getByLabel(enquiryCopy.delivery).fill('Jaipur 302012')
}

const sendButton = (page: Page) => page.getByRole('button', { name: enquiryCopy.submit })

/** Sends the filled form; resolves with the reference its success message gives. */
async function sendForReference(page: Page): Promise<string> {
  await sendButton(page).click()
  await expect(page.getByText(messages.order.successTitle)).toBeVisible()
  const prefix = messages.order.reference('')
  const shown = await page.getByText(new RegExp(`^${prefix}`)).textContent()
  const reference = (shown ?? '').slice(prefix.length)
  expect(reference).not.toBe('')
  return reference
}

/** Three lines across two categories and two sizes of one product. */
async function buildList(page: Page): Promise<void> {
  await openProducts(page)
  await addToEnquiry(card(page, 'Masoor Dal'), '30kg')
  await addToEnquiry(card(page, 'Masoor Dal'), '30kg')
  await addToEnquiry(card(page, 'Masoor Dal'), '1kg')
  await addToEnquiry(card(page, 'Bura'), '5kg')
  await expect(headerLink(page)).toHaveAccessibleName(uiText.enquiryLinkLabel(3))
}

test.describe('the enquiry list', () => {
  test.beforeEach(async ({ page }) => {
    await verifyGstForVisit(page)
  })

  test('built across categories and sizes, kept over a reload, edited, sent as one mail and one record', async ({
    page,
    outbox,
  }) => {
    await buildList(page)
    await page.reload()
    await appIsLive(page)
    await headerLink(page).click()
    await expect(page).toHaveURL(paths.enquiry)

    // Masoor Dal 30kg × 2 = ₹5,280.00; 1kg × 1 = ₹95.00; Bura 5kg × 4 (after editing) = ₹1,112.00.
    const bura = line(page, 'Bura')
    for (let i = 0; i < 3; i++) {
      await bura.getByRole('button', { name: enquiryCopy.morePacks('Bura') }).click()
    }
    await expect(bura.getByRole('spinbutton', { name: enquiryCopy.packsOf('Bura') })).toHaveValue(
      '4',
    )
    await expect(page.getByText('₹6,487.00', { exact: true })).toBeVisible()
    await expect(page.getByText(`${enquiryCopy.totalWeight}: 81 kg`)).toBeVisible()
    await expectNoA11yViolations(page)

    const email = uniqueEmail('enquiry')
    await fillSender(page, email)
    const reference = await sendForReference(page)

    const sent = await outbox.waitForSend((s) => s.template_params.from_email === email)
    expect(sent.template_id).toBe(LOCAL_STACK_DEFAULTS.VITE_EMAILJS_TEMPLATE_ORDER)
    expect(sent.template_params).toMatchObject({
      from_name: 'Sharma Kirana',
      from_contact: '98290 11223',
      product_name: 'Masoor Dal (30kg × 2), Masoor Dal (1kg × 1), Bura (5kg × 4)',
      product_weight: '81 kg',
      product_price: '6487.00',
    })
    const message = String(sent.template_params.message)
    expect(message).toContain('1. Masoor Dal, 30kg × 2 packs at ₹2,640.00 = ₹5,280.00')
    expect(message).toContain('2. Masoor Dal, 1kg × 1 pack at ₹95.00 = ₹95.00')
    expect(message).toContain('3. Bura, 5kg × 4 packs at ₹278.00 = ₹1,112.00')
    expect(message).toContain(`GSTIN: ${VERIFIED_GSTIN.gstin} (${VERIFIED_GSTIN.stateName})`)
    expect(message).toContain(`Reference: ${reference}`)

    const records = await storedDocuments('orderRequests', 'email', email)
    expect(records).toHaveLength(1)
    expect(JSON.stringify(records[0]?.fields.lines)).toBe(
      JSON.stringify({
        arrayValue: {
          values: [
            ['Masoor Dal', '30kg', 2, 2640],
            ['Masoor Dal', '1kg', 1, 95],
            ['Bura', '5kg', 4, 278],
          ].map(([product, size, packs, packPrice]) => ({
            mapValue: {
              fields: {
                product: { stringValue: product },
                size: { stringValue: size },
                packs: { integerValue: String(packs) },
                packPrice: { integerValue: String(packPrice) },
              },
            },
          })),
        },
      }),
    )
    expect(records[0]?.fields).toMatchObject({
      gstin: { stringValue: VERIFIED_GSTIN.gstin },
      gstState: { stringValue: VERIFIED_GSTIN.stateName },
      status: { stringValue: 'new' },
    })
    // Marked mailed once the buyer has been told, without keeping them waiting for it.
    await expect.poll(() => notifiedFlags('orderRequests', 'email', email)).toEqual([true])
    // Sent: the list is empty, here and for the header.
    expect(
      await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.enquiryList),
    ).toBeNull()
    await expect(headerLink(page)).toHaveAccessibleName(uiText.enquiryLinkLabel(0))
  })

  test('a failed send keeps the list and says so; the retry is the same request, recorded once', async ({
    page,
    outbox,
  }) => {
    await buildList(page)
    await page.goto(paths.enquiry)
    await page.route(MAIL_API, (route) => route.fulfill({ status: 500, body: 'Mail is down' }))
    const email = uniqueEmail('enquiry-fail')
    await fillSender(page, email)
    await sendButton(page).click()
    const alert = page.getByRole('alert').filter({ hasText: messages.order.failureTitle })
    await expect(alert).toContainText(messages.order.failureText)
    await expect(line(page, 'Bura')).toBeVisible()
    // The record is written even though the mail failed (it is kept, unnotified).
    await expect
      .poll(async () => (await storedDocuments('orderRequests', 'email', email)).length)
      .toBe(1)

    await page.unroute(MAIL_API)
    await sendButton(page).click()
    await expect(page.getByText(messages.order.successTitle)).toBeVisible()
    await outbox.waitForSend((s) => s.template_params.from_email === email)
    await expect.poll(() => notifiedFlags('orderRequests', 'email', email)).toEqual([true])
  })

  test('the whole list goes to WhatsApp as one readable message, lines and total', async ({
    page,
  }) => {
    await buildList(page)
    await headerLink(page).click()
    await expect(page).toHaveURL(paths.enquiry)
    const whatsapp = page.getByRole('link', { name: new RegExp(enquiryCopy.whatsapp) })
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    const href = new URL((await whatsapp.getAttribute('href')) ?? '')
    expect(`${href.origin}${href.pathname}`).toBe(whatsappLink())
    // 30kg × 2 = ₹5,280.00, 1kg × 1 = ₹95.00 and 5kg × 1 = ₹278.00: 66 kg, ₹5,653.00.
    expect(href.searchParams.get('text')).toBe(
      enquiryCopy.whatsappText(
        [
          '1. Masoor Dal, 30kg × 2 packs at ₹2,640.00 = ₹5,280.00',
          '2. Masoor Dal, 1kg × 1 pack at ₹95.00 = ₹95.00',
          '3. Bura, 5kg × 1 pack at ₹278.00 = ₹278.00',
        ],
        'Total: 66 kg, ₹5,653.00',
      ),
    )
  })

  test('a guest’s details come back on the next request only if they ask, and go when they untick', async ({
    page,
    outbox,
  }) => {
    const form = page.getByRole('region', { name: enquiryCopy.sendHeading })
    const remember = form.getByRole('checkbox', { name: uiText.rememberDetails.label })
    const stored = () =>
      page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.rememberedContact)

    await openProducts(page)
    await addToEnquiry(card(page, 'Bura'), '5kg')
    await page.goto(paths.enquiry)
    await expect(remember).not.toBeChecked()
    const email = uniqueEmail('remember')
    await fillSender(page, email)
    await remember.check()
    await sendButton(page).click()
    await expect(page.getByText(messages.order.successTitle)).toBeVisible()
    await outbox.waitForSend((s) => s.template_params.from_email === email)
    expect(await stored()).toContain(email)

    // The next request on this device starts from them.
    await openProducts(page)
    await addToEnquiry(card(page, 'Masoor Dal'), '1kg')
    await page.goto(paths.enquiry)
    await expect(form.getByLabel(enquiryCopy.name, { exact: true })).toHaveValue('Sharma Kirana')
    await expect(form.getByLabel(enquiryCopy.email, { exact: true })).toHaveValue(email)
    await expect(form.getByLabel(enquiryCopy.phone, { exact: true })).toHaveValue('98290 11223')
    await expect(remember).toBeChecked()

    // Unticking forgets them at once: a fresh load of the form is empty.
    await remember.uncheck()
    await expect.poll(stored).toBeNull()
    await page.reload()
    await appIsLive(page)
    await expect(form.getByLabel(enquiryCopy.email, { exact: true })).toHaveValue('')
    await expect(remember).not.toBeChecked()
  })

  test('a line whose product has left the catalogue is flagged and holds the send back', async ({
    page,
  }) => {
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: STORAGE_KEYS.enquiryList,
      value: JSON.stringify({
        version: ENQUIRY_LIMITS.version,
        lines: [
          { productId: 'masoor-dal', name: 'Masoor Dal', size: '1kg', packs: 2 },
          { productId: 'gone-dal', name: 'Discontinued Dal', size: '1kg', packs: 1 },
        ],
      }),
    })
    await page.goto(paths.enquiry)
    await expect(line(page, 'Discontinued Dal').getByRole('note')).toHaveText(enquiryCopy.missing)
    await expect(sendButton(page)).toBeDisabled()
    await line(page, 'Discontinued Dal')
      .getByRole('button', { name: enquiryCopy.remove('Discontinued Dal') })
      .click()
    await expect(sendButton(page)).toBeEnabled()
  })

  test('keyboard only, at 390 px: add from the catalogue, reach the list from the header, send', async ({
    page,
    outbox,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openProducts(page)
    const add = card(page, 'Arhar Dal').getByRole('button', { name: /^Add to enquiry:/ })
    await tabTo(page, add, { limit: 250 })
    await page.keyboard.press('Enter')
    await expect(card(page, 'Arhar Dal').getByRole('status')).toContainText('Arhar Dal')
    await tabTo(page, headerLink(page), { key: 'Shift+Tab', limit: 250 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.enquiry)
    await expectNoA11yViolations(page)
    const more = page.getByRole('button', { name: enquiryCopy.morePacks('Arhar Dal') })
    await tabTo(page, more)
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('spinbutton', { name: enquiryCopy.packsOf('Arhar Dal') }),
    ).toHaveValue('2')
    const email = uniqueEmail('enquiry-keys')
    const form = page.getByRole('region', { name: enquiryCopy.sendHeading })
    await tabTo(page, form.getByLabel(enquiryCopy.name, { exact: true }))
    await page.keyboard.type('Keyboard Wholesale')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type('9829011223')
    await tabTo(page, sendButton(page))
    await page.keyboard.press('Enter')
    await expect(page.getByText(messages.order.successTitle)).toBeVisible()
    await outbox.waitForSend((s) => s.template_params.from_email === email)
    await expectNoA11yViolations(page)
  })
})

test('a guest’s request stays theirs when they sign up: My enquiries lists it', async ({
  page,
}) => {
  await verifyGstForVisit(page)
  await buildList(page)
  await page.goto(paths.enquiry)
  const email = uniqueEmail('guest')
  await fillSender(page, email)
  const reference = await sendForReference(page)
  // Still signed out to the site after sending as a guest.
  await expect(page.getByRole('banner').getByRole('link', { name: uiText.signIn })).toBeVisible()

  await page.goto(paths.emailSignup)
  await page.getByLabel(authCopy.fields.email, { exact: true }).fill(email)
  await page.getByLabel(authCopy.fields.password, { exact: true }).fill('harvest-2025')
  await page.getByLabel(authCopy.fields.confirmPassword, { exact: true }).fill('harvest-2025')
  await page.getByRole('button', { name: authCopy.continue }).click()
  await expect(page).toHaveURL(paths.completeProfile)

  await page.goto(paths.myEnquiries)
  const request = page.getByRole('listitem').filter({ hasText: reference })
  await expect(request).toBeVisible()
  await expect(request).toContainText(myEnquiriesCopy.enquiry)
  await expect(request).toContainText('Bura, 5kg × 1')
  await expectNoA11yViolations(page)
})

const PASSWORD = 'harvest-2025'
const banner = (page: Page) => page.getByRole('banner')

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto(paths.login)
  await page.getByLabel(authCopy.fields.email, { exact: true }).fill(email)
  await page.getByLabel(authCopy.fields.password, { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: authCopy.login.submit, exact: true }).click()
  await expect(page).toHaveURL(paths.home)
  await expect(banner(page).getByRole('button', { name: 'Log out' })).toBeVisible()
}

/** The user id this browser is signed in as, from Firebase Auth's stored user. */
const signedInUid = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { uid?: string }).uid,
    storedUserKey(LOCAL_STACK_DEFAULTS.VITE_FIREBASE_API_KEY ?? ''),
  )

const storedClaim = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.pendingClaim)

test('a guest’s request stays theirs when they log in to an account they already have', async ({
  page,
}) => {
  test.slow() // A sign-up, a request and a log-in in one test.
  const accountEmail = uniqueEmail('account')
  await page.goto(paths.emailSignup)
  await page.getByLabel(authCopy.fields.email, { exact: true }).fill(accountEmail)
  await page.getByLabel(authCopy.fields.password, { exact: true }).fill(PASSWORD)
  await page.getByLabel(authCopy.fields.confirmPassword, { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: authCopy.continue }).click()
  await expect(page).toHaveURL(paths.completeProfile)
  await banner(page).getByRole('button', { name: 'Log out' }).click()
  await expect(banner(page).getByRole('link', { name: uiText.signIn })).toBeVisible()

  // Back as a guest: the request is recorded under an anonymous sign-in.
  await verifyGstForVisit(page)
  await buildList(page)
  await page.goto(paths.enquiry)
  const guestEmail = uniqueEmail('guest')
  await fillSender(page, guestEmail)
  const reference = await sendForReference(page)
  const [sent] = await storedDocuments('orderRequests', 'email', guestEmail)
  const guestUid = (sent?.fields.authorUid as { stringValue?: string } | undefined)?.stringValue
  expect(guestUid).toBeTruthy()

  await logIn(page, accountEmail)
  const accountUid = await signedInUid(page)
  expect(accountUid).not.toBe(guestUid)

  await page.goto(paths.myEnquiries)
  const request = page.getByRole('listitem').filter({ hasText: reference })
  await expect(request).toBeVisible()
  await expect(request).toContainText('Bura, 5kg × 1')

  // The request itself is untouched, still the guest's; the hand-over names the account.
  const [record] = await storedDocuments('orderRequests', 'email', guestEmail)
  expect(record?.fields.authorUid).toEqual({ stringValue: guestUid })
  const handovers = await storedDocuments('leadHandovers', 'to', accountUid ?? '')
  expect(handovers.map((h) => h.id)).toEqual([guestUid])
  expect(handovers[0]?.fields.orderRequests).toEqual({
    arrayValue: { values: [{ stringValue: sent?.id }] },
  })
  await expect.poll(() => storedClaim(page)).toBeNull()
})

test('a log-in with no guest behind it hands nothing over', async ({ page }) => {
  const email = uniqueEmail('no-guest')
  const response = await page.request.post(
    `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${LOCAL_STACK_DEFAULTS.VITE_FIREBASE_API_KEY}`,
    { data: { email, password: PASSWORD, returnSecureToken: true } },
  )
  const { localId } = (await response.json()) as { localId: string }
  const handoverRequests: string[] = []
  page.on('request', (sent) => {
    if (sent.postData()?.includes('leadHandovers')) handoverRequests.push(sent.url())
  })
  await logIn(page, email)
  expect(handoverRequests).toEqual([])
  expect(await storedClaim(page)).toBeNull()

  await page.goto(paths.myEnquiries)
  await expect(page.getByText(myEnquiriesCopy.empty)).toBeVisible()
  expect(await storedDocuments('leadHandovers', 'to', localId)).toEqual([])
})

test('My enquiries says when its read fails, and Retry reads again', async ({ page }) => {
  await verifyGstForVisit(page)
  await openProducts(page)
  await addToEnquiry(card(page, 'Bura'), '5kg')
  await page.goto(paths.enquiry)
  const email = uniqueEmail('my-retry')
  await fillSender(page, email)
  const reference = await sendForReference(page)

  // The guest comes back to their requests while Firestore is unreachable.
  const QUERIES = '**/documents:runQuery*'
  await page.route(QUERIES, (route) => route.fulfill({ status: 503, body: 'Unavailable' }))
  await page.goto(paths.myEnquiries)
  await expect(page.getByRole('alert')).toHaveText(myEnquiriesCopy.failed)
  await expectNoA11yViolations(page)

  await page.unroute(QUERIES)
  await page.getByRole('button', { name: myEnquiriesCopy.retry }).click()
  const request = page.getByRole('listitem').filter({ hasText: reference })
  await expect(request).toContainText('Bura, 5kg × 1')
  await expect(page.getByRole('alert')).toHaveCount(0)
})
