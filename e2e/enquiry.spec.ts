/**
 * The enquiry list in a browser, against the local stack: built on the products page, kept over a
 * reload, edited, handed to WhatsApp, sent as one order request (one mail, one record) after a
 * failed first try, the whole of it with the keyboard on a phone, and a guest's request still
 * theirs once they sign up, or log in to an account they already have.
 *
 * What the list's parts do on their own is proven beside them: pricing and flagged lines
 * (priced-lines.test.ts, enquiry-page.test.tsx), the mail's and WhatsApp's words
 * (enquiry-request.test.ts), the send form (send-enquiry.test.tsx, send-enquiry-remember.test.tsx),
 * a log-in with no guest behind it (auth.test.ts), and My enquiries' states
 * (my-enquiries-page.test.tsx; a request's card, src/components/leads/order-request-list.test.tsx).
 */
import { buyerStageLabels, orderRequestCopy } from '../src/components/leads/leads-content'
import { STORAGE_KEYS } from '../src/config/constants'
import { LOCAL_STACK_DEFAULTS } from '../src/config/env-schema'
import { paths } from '../src/config/paths'
import { whatsappLink } from '../src/config/site'
import { uiText } from '../src/config/ui-content'
import { authCopy } from '../src/features/auth/auth-content'
import { catalogCopy } from '../src/features/catalog/catalog-content'
import { enquiryCopy, myEnquiriesCopy } from '../src/features/enquiry/enquiry-content'
import type { EnquiryLine } from '../src/lib/storage/enquiry-list'
import {
  appIsLive,
  consentGiven,
  expect,
  FIRESTORE_COMMIT,
  MAIL_API,
  test,
  VERIFIED_GSTIN,
  verifyGstForVisit,
  type Locator,
  type Page,
} from './fixtures'
import { expectNoA11yViolations } from './support/a11y'
import { createAccount, PASSWORD, uniqueEmail } from './support/accounts'
import {
  card,
  cardNames,
  enquiryLink,
  field,
  fillSender,
  openProducts,
  plantEnquiryList,
  searchBox,
  sendButton,
  sendForm,
  shownReference,
} from './support/catalog'
import { shiftTabTo, tabTo } from './support/keyboard'
import { notifiedFlags, storedDocuments, storedLeads } from './support/stack'

/** A line of the list, by the product (or request) it names. */
const line = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })

const banner = (page: Page) => page.getByRole('banner')

/** Picks `size` on a card the way a pointer user does, then adds it to the enquiry. */
async function addToEnquiry(tile: Locator, size: string): Promise<void> {
  await tile.getByText(size, { exact: true }).click()
  await tile
    .getByRole('button', { name: new RegExp(`^${catalogCopy.addToEnquiry}:.*${size}$`) })
    .click()
}

/** The one line of a guest's request in the hand-over tests. */
const BURA: EnquiryLine = { productId: 'bura', name: 'Bura', size: '5kg', packs: 1 }

/** A guest's request of that line, sent from the enquiry page; resolves with its reference. */
async function sendAsGuest(page: Page, email: string): Promise<string> {
  await plantEnquiryList(page, [BURA])
  await verifyGstForVisit(page)
  await page.goto(paths.enquiry)
  await expect(line(page, BURA.name)).toBeVisible()
  await fillSender(page, email)
  await sendButton(page).click()
  await expect(page.getByText(enquiryCopy.sent.title)).toBeVisible()
  return shownReference(page)
}

/** The request of `reference` on My enquiries, with its one line. */
async function expectListed(page: Page, reference: string): Promise<void> {
  const request = page.getByRole('listitem').filter({ hasText: reference })
  await expect(request).toContainText(orderRequestCopy.enquiry)
  await expect(request).toContainText('Bura, 5kg × 1')
}

test.describe('the enquiry list', () => {
  test.beforeEach(async ({ page }) => {
    await consentGiven(page)
    await verifyGstForVisit(page)
  })

  test('built across categories and sizes, kept over a reload, edited and handed to WhatsApp; a send that timed out but landed keeps it, a reload keeps the form, and the retry goes as one mail and one record', async ({
    page,
    outbox,
  }) => {
    await openProducts(page)
    await addToEnquiry(card(page, 'Masoor Dal'), '30kg')
    await addToEnquiry(card(page, 'Masoor Dal'), '30kg')
    await addToEnquiry(card(page, 'Masoor Dal'), '1kg')
    await addToEnquiry(card(page, 'Bura'), '5kg')
    await expect(enquiryLink(page)).toHaveAccessibleName(uiText.enquiryLinkLabel(3))
    await enquiryLink(page).click()
    await expect(page).toHaveURL(paths.enquiry)
    await expect(line(page, 'Bura')).toBeVisible()
    await page.reload()

    // Masoor Dal 30kg × 2 = ₹5,280.00; 1kg × 1 = ₹95.00; Bura 5kg × 4 (after editing) = ₹1,112.00.
    const bura = line(page, 'Bura')
    for (const packs of ['2', '3', '4']) {
      await bura.getByRole('button', { name: uiText.packs.more('Bura') }).click()
      await expect(bura.getByRole('spinbutton', { name: uiText.packs.of('Bura') })).toHaveValue(
        packs,
      )
    }
    await expect(page.getByText('₹6,487.00', { exact: true })).toBeVisible()
    await expect(page.getByText(`${enquiryCopy.totalWeight}: 81 kg`)).toBeVisible()
    await expectNoA11yViolations(page)
    const lines = [
      '1. Masoor Dal, 30kg × 2 packs at ₹2,640.00 = ₹5,280.00',
      '2. Masoor Dal, 1kg × 1 pack at ₹95.00 = ₹95.00',
      '3. Bura, 5kg × 4 packs at ₹278.00 = ₹1,112.00',
    ]
    const whatsapp = page.getByRole('link', { name: new RegExp(enquiryCopy.whatsapp) })
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    const href = new URL((await whatsapp.getAttribute('href')) ?? '')
    expect(`${href.origin}${href.pathname}`).toBe(whatsappLink())
    expect(href.searchParams.get('text')).toBe(
      enquiryCopy.whatsappText(lines, 'Total: 81 kg, ₹6,487.00'),
    )

    // The write lands but its answer never arrives (it timed out), and the mail fails: the list
    // stays, and the request is on record, not marked mailed.
    await page.route(FIRESTORE_COMMIT, async (route) => {
      await route.fetch()
      await route.abort('timedout')
    })
    await page.route(MAIL_API, (route) => route.fulfill({ status: 500, body: 'Mail is down' }))
    const email = uniqueEmail('enquiry')
    await fillSender(page, email)
    await sendButton(page).click()
    const alert = page.getByRole('alert').filter({ hasText: enquiryCopy.notSent.title })
    await expect(alert).toContainText(enquiryCopy.notSent.text)
    await expect(alert.getByRole('link', { name: enquiryCopy.notSent.whatsapp })).toBeVisible()
    await expect(bura).toBeVisible()
    await expect.poll(() => notifiedFlags('orderRequests', 'email', email)).toEqual([false])

    // A reload keeps the list, what was typed and the request's id: sending again is the same
    // request, not a second one. One mail, one record, marked mailed once the buyer is told.
    await page.unroute(FIRESTORE_COMMIT)
    await page.unroute(MAIL_API)
    await page.reload()
    await expect(field(sendForm(page), enquiryCopy.email)).toHaveValue(email)
    await expect(sendForm(page).getByLabel(enquiryCopy.delivery)).toHaveValue('Jaipur 302012')
    await sendButton(page).click()
    await expect(page.getByText(enquiryCopy.sent.title)).toBeVisible()
    const reference = await shownReference(page)
    const sent = await outbox.waitForSend((s) => s.template_params.from_email === email)
    const mails = await outbox.list()
    expect(mails.filter((s) => s.template_params.from_email === email)).toHaveLength(1)
    expect(sent.template_id).toBe(LOCAL_STACK_DEFAULTS.VITE_EMAILJS_TEMPLATE_ORDER)
    expect(sent.template_params).toMatchObject({
      from_name: 'Sharma Kirana',
      from_contact: '98290 11223',
      product_name: 'Masoor Dal (30kg × 2), Masoor Dal (1kg × 1), Bura (5kg × 4)',
      product_weight: '81 kg',
      product_price: '6487.00',
    })
    const message = String(sent.template_params.message)
    for (const text of lines) expect(message).toContain(text)
    expect(message).toContain(`GSTIN: ${VERIFIED_GSTIN.gstin} (${VERIFIED_GSTIN.stateName})`)
    expect(message).toContain(`Reference: ${reference}`)

    const records = await storedLeads('orderRequests', 'email', email)
    expect(records).toHaveLength(1)
    expect(records[0]?.data).toMatchObject({
      source: 'enquiry',
      company: 'Sharma Kirana Stores',
      delivery: 'Jaipur 302012',
      lines: [
        { product: 'Masoor Dal', size: '30kg', packs: 2, packPrice: 2640 },
        { product: 'Masoor Dal', size: '1kg', packs: 1, packPrice: 95 },
        { product: 'Bura', size: '5kg', packs: 4, packPrice: 278 },
      ],
      totalKg: 81,
      total: 6487,
      gstin: VERIFIED_GSTIN.gstin,
      gstState: VERIFIED_GSTIN.stateName,
      status: 'new',
    })
    await expect.poll(() => notifiedFlags('orderRequests', 'email', email)).toEqual([true])
    // Sent: the list is empty, here and for the header.
    expect(
      await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.enquiryList),
    ).toBeNull()
    await expect(enquiryLink(page)).toHaveAccessibleName(uiText.enquiryLinkLabel(0))
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('keyboard only: add from the catalogue, reach the list from the header, send', async ({
      page,
      outbox,
    }) => {
      await openProducts(page)
      await appIsLive(page)
      await tabTo(page, searchBox(page))
      await page.keyboard.type('arhar')
      const tile = card(page, 'Arhar Dal')
      await expect(cardNames(page)).toHaveText(['Arhar Dal'])
      await tabTo(
        page,
        tile.getByRole('button', { name: new RegExp(`^${catalogCopy.addToEnquiry}:`) }),
      )
      await page.keyboard.press('Enter')
      await expect(tile.getByRole('status')).toContainText('Arhar Dal')
      await shiftTabTo(page, enquiryLink(page))
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(paths.enquiry)
      await tabTo(page, page.getByRole('button', { name: uiText.packs.more('Arhar Dal') }))
      await page.keyboard.press('Enter')
      await expect(
        page.getByRole('spinbutton', { name: uiText.packs.of('Arhar Dal') }),
      ).toHaveValue('2')
      await expectNoA11yViolations(page)

      const email = uniqueEmail('enquiry-keys')
      await tabTo(page, field(sendForm(page), enquiryCopy.name))
      await page.keyboard.type('Keyboard Wholesale')
      await page.keyboard.press('Tab')
      await page.keyboard.type(email)
      await page.keyboard.press('Tab')
      await page.keyboard.type('9829011223')
      await tabTo(page, sendButton(page))
      await page.keyboard.press('Enter')
      await expect(page.getByText(enquiryCopy.sent.title)).toBeVisible()
      await expectNoA11yViolations(page)
      const sent = await outbox.waitForSend((s) => s.template_params.from_email === email)
      const mails = await outbox.list()
      expect(mails.filter((s) => s.template_params.from_email === email)).toHaveLength(1)
      expect(sent.template_params).toMatchObject({
        from_name: 'Keyboard Wholesale',
        product_name: 'Arhar Dal (500gm × 2)',
      })
    })
  })

  test.describe('on a phone, a request whose mail failed', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('is sent again from My enquiries as the same request: one record, one mail, its reference, then Received', async ({
      page,
      outbox,
    }) => {
      await plantEnquiryList(page, [BURA])
      await page.goto(paths.enquiry)
      await expect(line(page, BURA.name)).toBeVisible()
      await page.route(MAIL_API, (route) => route.fulfill({ status: 500, body: 'Mail is down' }))
      const email = uniqueEmail('enquiry-again')
      await fillSender(page, email)
      await sendButton(page).click()
      const failure = page.getByRole('alert').filter({ hasText: enquiryCopy.notSent.title })
      const reference = await shownReference(failure)
      await expect.poll(() => notifiedFlags('orderRequests', 'email', email)).toEqual([false])
      await page.unroute(MAIL_API)

      await page.goto(paths.myEnquiries)
      const request = page.getByRole('listitem').filter({ hasText: reference })
      await expect(request).toContainText(orderRequestCopy.notSent)
      await expectNoA11yViolations(page)
      await request.getByRole('button', { name: orderRequestCopy.sendAgain }).click()
      await expect(request).toContainText(buyerStageLabels.new)
      await expect(request.getByRole('button', { name: orderRequestCopy.sendAgain })).toHaveCount(0)
      const sent = await outbox.waitForSend((s) => s.template_params.from_email === email)
      expect(sent.template_params.message).toContain(`Reference: ${reference}`)
      expect(
        (await outbox.list()).filter((s) => s.template_params.from_email === email),
      ).toHaveLength(1)
      await expect.poll(() => notifiedFlags('orderRequests', 'email', email)).toEqual([true])
      expect(await storedLeads('orderRequests', 'email', email)).toHaveLength(1)
    })
  })
})

test.describe('a guest’s request after they sign in', () => {
  test.beforeEach(({ page }) => consentGiven(page))

  test('it stays theirs when they sign up: My enquiries lists it, and says when its read fails, with a Retry that reads again', async ({
    page,
  }) => {
    const email = uniqueEmail('guest')
    const reference = await sendAsGuest(page, email)
    // Still signed out to the site after sending as a guest.
    await expect(banner(page).getByRole('link', { name: uiText.signIn })).toBeVisible()

    await page.goto(paths.emailSignup)
    await page.getByLabel(authCopy.fields.email, { exact: true }).fill(email)
    await page.getByLabel(authCopy.fields.password, { exact: true }).fill(PASSWORD)
    await page.getByLabel(authCopy.fields.confirmPassword, { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: authCopy.continue }).click()
    await expect(page).toHaveURL(paths.completeProfile)
    // The guest became the account under the same user id; the header follows without a reload.
    await expect(banner(page).getByRole('button', { name: uiText.logOut })).toBeVisible()
    await expect(banner(page).getByRole('link', { name: uiText.signIn })).toHaveCount(0)

    // Firestore is out of reach as they look for their requests.
    const QUERIES = '**/documents:runQuery*'
    await page.route(QUERIES, (route) => route.fulfill({ status: 503, body: 'Unavailable' }))
    await page.goto(paths.myEnquiries)
    await expect(page.getByRole('alert')).toHaveText(myEnquiriesCopy.failed)
    await expectNoA11yViolations(page)
    await page.unroute(QUERIES)
    await page.getByRole('button', { name: myEnquiriesCopy.retry }).click()
    await expectListed(page, reference)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expectNoA11yViolations(page)
  })

  test('it stays theirs when they log in to an account they already have', async ({ page }) => {
    const account = await createAccount({ label: 'account' })
    // As a guest: the request is recorded under an anonymous sign-in.
    const guestEmail = uniqueEmail('guest')
    const reference = await sendAsGuest(page, guestEmail)
    const [sent] = await storedDocuments('orderRequests', 'email', guestEmail)
    const guestUid = (sent?.fields.authorUid as { stringValue?: string } | undefined)?.stringValue
    expect(guestUid).toBeTruthy()
    expect(guestUid).not.toBe(account.uid)

    await page.goto(paths.login)
    await page.getByLabel(authCopy.fields.email, { exact: true }).fill(account.email)
    await page.getByLabel(authCopy.fields.password, { exact: true }).fill(account.password)
    await page.getByRole('button', { name: authCopy.login.submit, exact: true }).click()
    await expect(page).toHaveURL(paths.home)
    await expect(banner(page).getByRole('button', { name: uiText.logOut })).toBeVisible()

    await page.goto(paths.myEnquiries)
    await expectListed(page, reference)

    // The request itself is untouched, still the guest's; the hand-over names the account.
    const [record] = await storedDocuments('orderRequests', 'email', guestEmail)
    expect(record?.fields.authorUid).toEqual({ stringValue: guestUid })
    const handovers = await storedDocuments('leadHandovers', 'to', account.uid)
    expect(handovers.map((h) => h.id)).toEqual([guestUid])
    expect(handovers[0]?.fields.orderRequests).toEqual({
      arrayValue: { values: [{ stringValue: sent?.id }] },
    })
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.pendingClaim))
      .toBeNull()
  })
})
