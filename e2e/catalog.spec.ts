/**
 * The products page in a browser, against the local stack: what only a browser proves. A guest's
 * purchase end to end (GST dialog, order dialog, the mail in the outbox, the record in Firestore
 * and its notified flag), the draft kept through a stray tap, Back and Escape, a failed send and
 * its retry, the keyboard alone, a signed-in buyer's details, the prerendered catalogue taken over
 * by the app, repeat visits from the stored copy, skeletons, and reads or form code that fail.
 *
 * What one component shows and checks on its own is proven beside it instead: filters and
 * categories (product-catalog.test.tsx, product-query.test.ts), sizes and price masking
 * (purchase-panel.test.tsx), the GSTIN input (gst-form.test.tsx, gstin.test.ts), the order form's
 * fields and limits (order-form.test.tsx), other names and "Ask us for it"
 * (no-matches-offer.test.tsx, alias-search.test.ts), the stored copy's rules (catalog-store.test.tsx,
 * catalog-cache.test.ts). The page's shell, head tags and first-load axe pass are the route sweep's.
 */
import { gstCopy } from '../src/components/gst/gst-content'
import {
  CATALOG_CACHE,
  CATALOG_PREVIEW_ELEMENT_ID,
  STORAGE_KEYS,
  TIMINGS,
} from '../src/config/constants'
import { LOCAL_STACK_DEFAULTS } from '../src/config/env-schema'
import { messages } from '../src/config/messages'
import { paths, primaryNav } from '../src/config/paths'
import { uiText } from '../src/config/ui-content'
import { catalogCopy, orderCopy } from '../src/features/catalog/catalog-content'
import { enquiryCopy } from '../src/features/enquiry/enquiry-content'
import { WITHHELD_PRICE } from '../src/lib/catalog/catalog-preview'
import { leadReference } from '../src/lib/leads/submit/lead-id'
import { defaultPackSize, formatRupees } from '../src/lib/util/pricing'
import { orderMailCopy } from '../src/lib/leads/submit/order-mail-content'
import { writtenSum } from '../src/features/catalog/order/order-request'
import type { PackSize } from '../src/lib/schema'
import { TIME_LIMITS } from '../src/lib/util/time-limit'
import {
  appIsLive,
  consentGiven,
  dialogEntryGone,
  expect,
  FIRESTORE_ROUTE,
  holdFirestore,
  MAIL_API,
  test,
  VERIFIED_GSTIN,
  verifyGstForVisit,
  type Locator,
  type Page,
} from './fixtures'
import { expectNoA11yViolations } from './support/a11y'
import { uniqueEmail } from './support/accounts'
import {
  busyGrid,
  buyButtons,
  cardsTakenOver,
  buyNow,
  card,
  cardNames,
  CHECKSUM_FAILS,
  enquiryLink,
  field,
  grid,
  gstDialog,
  main,
  openProducts,
  orderDialog,
  pickSize,
  plantEnquiryList,
  PRODUCTS_CACHE_KEY,
  searchBox,
  sendForm,
  shownReference,
  storedEnquiry,
  verifyToBuy,
} from './support/catalog'
import { shiftTabTo, tabTo } from './support/keyboard'
import { seed, seededProduct, type SeedProduct } from './support/seed'
import { notifiedFlags, storedLeads } from './support/stack'
import { smallTargets } from './support/touch-targets'

/** The product names on the grid, sorted: the grid keeps Firestore's order, not the page's. */
const shownNames = async (page: Page) => (await cardNames(page).allTextContents()).sort()

/** The names the seed holds that contain `text`, as a name search shows them. */
const namesContaining = (text: string) =>
  seed.products
    .map((p) => p.product)
    .filter((name) => name.toLowerCase().includes(text.toLowerCase()))
    .sort()

/** The copy of the products kept for the next visit: its version and items (null: none). */
const storedProducts = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as { v: number; items: unknown[] }) : null
  }, PRODUCTS_CACHE_KEY)

/** The products' own read (the page asks for the featured products too). */
const isProductsRead = (body: string | null) => (body ?? '').includes('"collectionId":"products"')

/**
 * Sends the GST dialog's number and lets the check's simulated delay pass on the page's clock
 * (installed by the test): the check is under way once the button says so.
 */
async function checkGstin(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: gstCopy.submit, exact: true }).click()
  await expect(dialog.getByRole('button', { name: gstCopy.checking })).toBeDisabled()
  await page.clock.runFor(TIMINGS.gstVerifyDelayMs)
}

test.describe('buying from the catalogue', () => {
  test.beforeEach(({ page }) => consentGiven(page))

  test('a guest buys a product found by another name: GST refused then verified, the draft kept through a stray tap, Back and Escape, one mail and one record under the reference shown; a reload prices the catalogue at once, then takes the live read', async ({
    page,
    outbox,
  }) => {
    const product = seededProduct('Arhar Dal')
    const gone = seededProduct('Lobiya')
    const price = product.prices['1kg'] ?? 0
    await page.clock.install()
    await openProducts(page)

    // "toor" is what traders call Arhar Dal: found as a match, and the page says what it is sold as.
    await searchBox(page).fill('toor')
    await expect(grid(page).getByRole('status')).toContainText(
      catalogCopy.soldAs('toor', [product.product]),
    )
    await expect(grid(page).getByRole('article')).toHaveCount(1)
    const tile = grid(page).getByRole('article', { name: product.product, exact: true })

    // Unverified: a blurred mask stands in for each price, and no price is on the page at all.
    await expect(main(page)).not.toContainText(/₹\s?\d/)
    const mask = tile.getByText(catalogCopy.priceMask)
    await expect(mask).toHaveAttribute('aria-hidden', 'true')
    await expect(mask).toHaveCSS('filter', /blur/)

    // The GST dialog from the card: empty, refused, verified (axe on each).
    await pickSize(tile, '1kg')
    await verifyToBuy(tile, product.product).click()
    const gst = gstDialog(page)
    const gstin = field(gst, gstCopy.label)
    await expect(gstin).toBeVisible()
    await expectNoA11yViolations(page)
    await gstin.fill(CHECKSUM_FAILS)
    await checkGstin(page, gst)
    await expect(gst.getByRole('alert')).toHaveText(gstCopy.refused('checksum'))
    await expectNoA11yViolations(page)
    await gstin.fill(VERIFIED_GSTIN.gstin)
    await checkGstin(page, gst)
    await expect(gst.getByText(gstCopy.verifiedTitle)).toBeVisible()
    await expect(gst.getByText(VERIFIED_GSTIN.stateName, { exact: true })).toBeVisible()
    await expectNoA11yViolations(page)

    // Came from a product: straight on to its order, the size picked on the card.
    await gst.getByRole('button', { name: gstCopy.continueToOrder }).click()
    await expect(gst).toBeHidden()
    const dialog = orderDialog(page)
    const message = field(dialog, orderCopy.message)
    await expect(message).toHaveValue(
      orderCopy.prefilledMessage(product.product, '1kg', formatRupees(price)),
    )
    const email = uniqueEmail('order')
    await field(dialog, orderCopy.name).fill('Sharma Kirana')
    await field(dialog, orderCopy.email).fill(email)
    await field(dialog, orderCopy.phone).fill('+91 98290 11223')

    // A tap on the dimmed backdrop (outside the box) leaves the form as it is.
    await page.mouse.click(5, 5)
    await expect(field(dialog, orderCopy.name)).toHaveValue('Sharma Kirana')
    // Back closes the form instead of leaving the page; opened again, it has what was typed.
    await page.goBack()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(paths.products)
    await buyNow(tile, product.product).click()
    await expect(field(dialog, orderCopy.name)).toHaveValue('Sharma Kirana')
    // Escape too keeps the draft.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await buyNow(tile, product.product).click()
    await expect(field(dialog, orderCopy.phone)).toHaveValue('+91 98290 11223')

    await message.fill('Please deliver to Sitapura.')
    await dialog.getByRole('button', { name: orderCopy.submit }).click()
    await expect(dialog.getByText(messages.order.successTitle)).toBeVisible()
    await expect(dialog.getByText(messages.order.successText)).toBeVisible()
    const reference = await shownReference(dialog)
    // A double tap whose second tap lands outside the success box does not close it.
    await page.mouse.dblclick(5, 5)
    await expect(dialog.getByText(messages.order.successTitle)).toBeVisible()

    // The mail: the buyer's words, then the verified GSTIN and the reference shown.
    const sent = await outbox.waitForSend((s) => s.template_params.from_email === email)
    expect(sent.template_id).toBe(LOCAL_STACK_DEFAULTS.VITE_EMAILJS_TEMPLATE_ORDER)
    expect(sent.template_params).toEqual({
      from_name: 'Sharma Kirana',
      from_email: email,
      from_contact: '+91 98290 11223',
      product_name: product.product,
      product_weight: '1kg',
      product_price: price.toFixed(2),
      message: `Please deliver to Sitapura.\n\n${onePack(product, '1kg')}\nGSTIN: ${VERIFIED_GSTIN.gstin} (${VERIFIED_GSTIN.stateName})\nReference: ${reference}\n${orderMailCopy.language('en')}`,
    })
    expect(String(sent.template_params.product_price)).toMatch(/^\d+\.00$/)
    // One record of it, with the form's fields, under the reference shown; marked mailed.
    const records = await storedLeads('orderRequests', 'email', email)
    expect(records).toHaveLength(1)
    expect(leadReference(records[0]?.id ?? '')).toBe(reference)
    expect(records[0]?.data).toMatchObject({
      source: 'buy-now',
      name: 'Sharma Kirana',
      email,
      phone: '+91 98290 11223',
      company: '',
      delivery: '',
      message: 'Please deliver to Sitapura.',
      gstin: VERIFIED_GSTIN.gstin,
      gstState: VERIFIED_GSTIN.stateName,
      lines: [{ product: product.product, size: '1kg', packs: 1, packPrice: price }],
      totalKg: 1,
      total: price,
      status: 'new',
    })
    await expect.poll(() => notifiedFlags('orderRequests', 'email', email)).toEqual([true])

    // Closing clears the result: the next order starts with a fresh form.
    await dialog.getByRole('button', { name: orderCopy.close, exact: true }).click()
    await expect(dialog).toBeHidden()
    await buyNow(tile, product.product).click()
    await expect(field(dialog, orderCopy.name)).toHaveValue('')
    await expect(dialog.getByText(messages.order.successTitle)).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await dialogEntryGone(page)

    // The next visit: the stored copy (it has prices) and the tab's GST flag show prices and
    // Buy Now at once, while the live read, which has lost a product since, is held back.
    await expect
      .poll(async () => (await storedProducts(page))?.items.length)
      .toBe(seed.products.length)
    expect(
      await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.gstVerified),
    ).toBe('true')
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await page.route(FIRESTORE_ROUTE, async (route) => {
      if (!isProductsRead(route.request().postData())) return route.fallback()
      const response = await route.fetch()
      const rows = (await response.json()) as { document?: { name?: string } }[]
      const json = rows.filter((row) => !row.document?.name?.endsWith(`/products/${gone.id}`))
      await answered
      await route.fulfill({ response, json })
    })
    await page.reload()
    await expect(cardNames(page)).toHaveCount(seed.products.length)
    await expect(busyGrid(page)).toHaveCount(0)
    const again = card(page, product.product)
    const smallest = formatRupees(product.prices['500gm'] ?? 0)
    await expect(again.getByText(smallest, { exact: true })).toBeVisible()
    await expect(buyNow(again, product.product)).toBeEnabled()
    answer()
    await expect(cardNames(page)).toHaveCount(seed.products.length - 1)
    await expect(card(page, gone.product)).toHaveCount(0)
    await expect
      .poll(async () => (await storedProducts(page))?.items.length)
      .toBe(seed.products.length - 1)

    // Closing the dialogs took their history entries out: Back leaves the products page.
    await page.goBack()
    await expect(page).not.toHaveURL(new RegExp(`${paths.products}$`))
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('a failed send keeps what was typed and its retry is the same record; the dialogs’ states pass axe and their controls are 44 px', async ({
      page,
      outbox,
    }) => {
      const product = seededProduct('Moong Mogar')
      await page.clock.install()
      await openProducts(page)
      // One card on the grid behind the dialogs: axe's passes over the page are the quicker.
      await searchBox(page).fill(product.product)
      await expect(cardNames(page)).toHaveText([product.product])
      await verifyToBuy(card(page, product.product), product.product).click()
      const gst = gstDialog(page)
      await field(gst, gstCopy.label).fill(VERIFIED_GSTIN.gstin)
      expect(await smallTargets(gst)).toEqual([])
      await checkGstin(page, gst)
      await gst.getByRole('button', { name: gstCopy.continueToOrder }).click()

      const dialog = orderDialog(page)
      const submit = dialog.getByRole('button', { name: orderCopy.submit })
      await expect(field(dialog, orderCopy.name)).toBeVisible()
      expect(await smallTargets(dialog)).toEqual([])

      // Sent empty: each field says what is wrong, and the first has focus.
      await field(dialog, orderCopy.message).fill('')
      await submit.click()
      await expect(field(dialog, orderCopy.name)).toBeFocused()
      await expect(field(dialog, orderCopy.name)).toHaveAccessibleDescription(orderCopy.errors.name)
      await expectNoA11yViolations(page)

      // The mail fails: the buyer is told, and nothing typed is lost.
      await page.route(MAIL_API, (route) => route.fulfill({ status: 500, body: 'Mail is down' }))
      const email = uniqueEmail('order-fail')
      await field(dialog, orderCopy.name).fill('Gupta Traders')
      await field(dialog, orderCopy.email).fill(email)
      await field(dialog, orderCopy.phone).fill('9876543210')
      await field(dialog, orderCopy.message).fill('Two bags, please.')
      await submit.click()
      const alert = dialog.getByRole('alert')
      await expect(alert).toContainText(messages.order.failureTitle)
      await expect(alert).toContainText(messages.order.failureText)
      await expect(field(dialog, orderCopy.name)).toHaveValue('Gupta Traders')
      await expect(field(dialog, orderCopy.email)).toHaveValue(email)
      await expect(field(dialog, orderCopy.phone)).toHaveValue('9876543210')
      await expect(field(dialog, orderCopy.message)).toHaveValue('Two bags, please.')
      await expectNoA11yViolations(page)
      // The request is on record all the same, not marked mailed.
      await expect.poll(() => notifiedFlags('orderRequests', 'email', email)).toEqual([false])

      // The retry is the same request: the same record, now marked mailed.
      await page.unroute(MAIL_API)
      await submit.click()
      await expect(dialog.getByText(messages.order.successTitle)).toBeVisible()
      const reference = await shownReference(dialog)
      await expectNoA11yViolations(page)
      const sent = await outbox.waitForSend((s) => s.template_params.from_email === email)
      expect(sent.template_params.message).toBe(
        `Two bags, please.\n\n${onePack(product, defaultPackSize(product.prices) ?? '500gm')}\nGSTIN: ${VERIFIED_GSTIN.gstin} (${VERIFIED_GSTIN.stateName})\nReference: ${reference}\n${orderMailCopy.language('en')}`,
      )
      await expect.poll(() => notifiedFlags('orderRequests', 'email', email)).toEqual([true])
    })

    test('a GST check lasts the tab: a new tab asks again, unless the buyer asked this device to remember it; Forget asks again everywhere', async ({
      page,
      context,
    }) => {
      /** Verifies from the banner, ticking "remember" or not, and leaves prices open. */
      async function verifyFromBanner(tab: Page, remember: boolean) {
        await tab.getByRole('button', { name: gstCopy.verifyButton, exact: true }).click()
        const gst = gstDialog(tab)
        await field(gst, gstCopy.label).fill(VERIFIED_GSTIN.gstin)
        const keep = gst.getByRole('checkbox', { name: gstCopy.rememberLabel })
        await expect(keep).not.toBeChecked()
        await keep.setChecked(remember)
        await gst.getByRole('button', { name: gstCopy.submit, exact: true }).click()
        await gst.getByRole('button', { name: gstCopy.viewPrices }).click()
        await expect(gst).toBeHidden()
        await expectVerified(tab, true)
      }
      async function expectVerified(tab: Page, verified: boolean) {
        await expect(tab.getByText(gstCopy.bannerVerified)).toBeVisible({ visible: verified })
        await expect(tab.getByText(gstCopy.bannerUnverified)).toBeVisible({ visible: !verified })
      }
      async function newTab(): Promise<Page> {
        const tab = await context.newPage()
        await openProducts(tab)
        return tab
      }

      await openProducts(page)
      await verifyFromBanner(page, false)
      const second = await newTab()
      await expectVerified(second, false)
      await verifyFromBanner(second, true)
      const third = await newTab()
      await expectVerified(third, true)
      await third.getByRole('button', { name: gstCopy.forgetLabel }).click()
      await expectVerified(third, false)
      await expect(
        third.getByRole('button', { name: gstCopy.verifyButton, exact: true }),
      ).toBeFocused()
      await expectVerified(await newTab(), false)
      // The first tab's own check lasts as long as the tab.
      await expectVerified(page, true)
    })
  })

  test('keyboard only: ask for what is not listed, then search, pick a size and verify GST from the card on the way to its order', async ({
    page,
  }) => {
    const product = seededProduct('Kabuli Channa')
    const askButton = grid(page).getByRole('button', { name: catalogCopy.askButton })
    await page.clock.install()
    await openProducts(page)
    await appIsLive(page)

    // A name the catalogue does not use: what it names instead, and a request of one's own.
    await tabTo(page, searchBox(page))
    await page.keyboard.type('urad dal')
    const suggestions = grid(page).getByRole('region', {
      name: catalogCopy.suggestionsHeading('urad dal'),
    })
    await expect(suggestions.getByRole('article')).toHaveCount(2)
    await tabTo(page, askButton)
    await page.keyboard.press('Enter')
    await expect(grid(page)).toContainText(catalogCopy.asked.added('urad dal'))
    await expect(askButton).toBeFocused()
    // The suggestions and the request's own message, as a buyer finds them.
    await expectNoA11yViolations(page)
    await tabTo(page, grid(page).getByRole('link', { name: catalogCopy.viewEnquiry }))
    expect(await storedEnquiry(page)).toEqual({
      version: 1,
      lines: [{ productId: null, name: 'urad dal', size: null, packs: 1 }],
    })

    // The product by name, its 1kg pack with an arrow key, then GST from its card.
    await shiftTabTo(page, searchBox(page))
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(product.product.toLowerCase())
    await expect.poll(() => shownNames(page)).toEqual(namesContaining(product.product))
    const tile = card(page, product.product)
    await tabTo(page, tile.getByRole('radio', { name: /^500gm/ }))
    await page.keyboard.press('ArrowRight')
    await expect(tile.getByRole('radio', { name: /^1kg/ })).toBeChecked()
    await tabTo(page, verifyToBuy(tile, product.product))
    await page.keyboard.press('Enter')

    const gst = gstDialog(page)
    await tabTo(page, field(gst, gstCopy.label))
    await page.keyboard.type(VERIFIED_GSTIN.gstin.toLowerCase())
    await page.keyboard.press('Enter')
    await expect(gst.getByRole('button', { name: gstCopy.checking })).toBeDisabled()
    await page.clock.runFor(TIMINGS.gstVerifyDelayMs)
    const next = gst.getByRole('button', { name: gstCopy.continueToOrder })
    await expect(next).toBeFocused()
    await page.keyboard.press('Enter')

    // The order of the size picked, its form in the dialog. (Typing and sending an order with
    // the keyboard is the keyboard journey's: e2e/keyboard-journey.spec.ts.)
    const dialog = orderDialog(page)
    await expect(dialog).toContainText('1kg')
    await expect(field(dialog, orderCopy.name)).toBeVisible()
    await expect(dialog.locator(':focus')).toHaveCount(1)
    // Escape closes it, and focus goes back to the card's button (now Buy Now).
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(buyNow(tile, product.product)).toBeFocused()
  })

  test.describe('signed in, on a phone', () => {
    test.use({
      viewport: { width: 390, height: 844 },
      account: {
        label: 'signed-in',
        profile: {
          name: 'Signed In Traders',
          phone: '9876501234',
          businessName: 'Signed In Traders Pvt Ltd',
          address: 'Shop 4, Station Road\nJaipur',
          pinCode: '302006',
        },
      },
    })

    test('a buyer finds their details and business filled in, and they, the packs and the user id go with the order; the enquiry form has them too; a second order moments later is refused with the seconds to wait, the words kept', async ({
      page,
      buyer,
      outbox,
    }) => {
      const product = seededProduct('Moong Dal')
      // One line on the enquiry list from an earlier visit, for its form at the end.
      await plantEnquiryList(page, [
        { productId: product.id, name: product.product, size: '30kg', packs: 2 },
      ])
      await verifyGstForVisit(page)
      await openProducts(page)
      await buyNow(card(page, product.product), product.product).click()
      const dialog = orderDialog(page)
      await expect(field(dialog, orderCopy.email)).toHaveValue(buyer.email)
      await expect(field(dialog, orderCopy.name)).toHaveValue('Signed In Traders')
      await expect(field(dialog, orderCopy.phone)).toHaveValue('9876501234')
      // The account holds them: nothing to remember on the device.
      await expect(
        dialog.getByRole('checkbox', { name: uiText.rememberDetails.label }),
      ).toHaveCount(0)
      await dialog
        .getByRole('spinbutton', { name: uiText.packs.of(`${product.product} 500gm`) })
        .fill('6')
      await dialog.getByRole('button', { name: orderCopy.submit }).click()
      await expect(dialog.getByText(messages.order.successTitle)).toBeVisible()

      const sent = await outbox.waitForSend((s) => s.template_params.from_email === buyer.email)
      const mailed = String(sent.template_params.message)
      expect(mailed).toContain(buyer.uid)
      expect(mailed).toContain('Packs: 6 × 500gm')
      expect(mailed).toContain('Company: Signed In Traders Pvt Ltd')
      expect(mailed).toContain('Delivery: Shop 4, Station Road, Jaipur, 302006')
      const records = await storedLeads('orderRequests', 'email', buyer.email)
      expect(records.map(({ data }) => data.authorUid)).toEqual([buyer.uid])
      expect(records[0]?.data).toMatchObject({
        company: 'Signed In Traders Pvt Ltd',
        delivery: 'Shop 4, Station Road, Jaipur, 302006',
        lines: [{ product: product.product, size: '500gm', packs: 6 }],
      })

      // Another product straight away: the rules take one request per buyer in a short while.
      await dialog.getByRole('button', { name: orderCopy.close, exact: true }).click()
      const next = seededProduct('Masoor Dal')
      await buyNow(card(page, next.product), next.product).click()
      const second = orderDialog(page)
      await field(second, orderCopy.message).fill('Also 2 bags, please.')
      await second.getByRole('button', { name: orderCopy.submit }).click()
      await expect(second.getByRole('alert')).toContainText(anyWait)
      await expect(field(second, orderCopy.message)).toHaveValue('Also 2 bags, please.')
      expect(await storedLeads('orderRequests', 'email', buyer.email)).toHaveLength(1)
      const mails = await outbox.list()
      expect(mails.filter((s) => s.template_params.from_email === buyer.email)).toHaveLength(1)

      // The enquiry list's form starts from the same account details.
      await dialog.press('Escape')
      await dialogEntryGone(page)
      await enquiryLink(page).click()
      const form = sendForm(page)
      await expect(form.getByLabel(enquiryCopy.company)).toHaveValue('Signed In Traders Pvt Ltd')
      await expect(form.getByLabel(enquiryCopy.delivery)).toHaveValue(
        'Shop 4, Station Road, Jaipur, 302006',
      )
      await expectNoA11yViolations(page)
    })
  })
})

/** The throttle's refusal, whatever the seconds it names. */
const anyWait = new RegExp(
  messages
    .leadThrottled(0)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('0 seconds', '\\d+ seconds?'),
)

/** The mail's line for one pack of `size` (a Buy Now's packs start at 1). */
const onePack = (product: SeedProduct, size: PackSize) =>
  orderMailCopy.packsFact(
    writtenSum({ productName: product.product, size, price: product.prices[size] ?? 0, packs: 1 }),
  )

/** The GST form's chunk at the address the build gave it (no query). */
const gstFormAtUsualAddress = (url: URL) =>
  /\/assets\/gst-form-[\w-]+\.js$/.test(url.pathname) && url.search === ''

/** The queries of every GST form chunk the page fetched, in order. */
function gstFormQueries(page: Page): string[] {
  const queries: string[] = []
  page.on('requestfinished', (request) => {
    const url = new URL(request.url())
    if (/\/assets\/gst-form-/.test(url.pathname)) queries.push(url.search)
  })
  return queries
}

test.describe('loading the catalogue', () => {
  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false })

    test('the catalogue is in the HTML, its prices are not', async ({ page }) => {
      await page.goto(paths.products)
      await expect(cardNames(page)).toHaveCount(seed.products.length)
      expect(await shownNames(page)).toEqual(seed.products.map((p) => p.product).sort())
      // The data beside the markup says which sizes are sold, never what they cost.
      const preview = JSON.parse(
        (await page.locator(`#${CATALOG_PREVIEW_ELEMENT_ID}`).textContent()) ?? '{}',
      ) as { products: { id: string; prices: Record<string, number> }[] }
      expect(preview.products.map((p) => p.id).sort()).toEqual(
        seed.products.map((p) => p.id).sort(),
      )
      const prices = new Set(preview.products.flatMap((p) => Object.values(p.prices)))
      expect(prices).toEqual(new Set([WITHHELD_PRICE]))
      await expect(main(page)).not.toContainText(/₹\s*\d/)
      await expect(buyButtons(page).first()).toBeDisabled()
    })
  })

  test('the app takes the prerendered catalogue over without touching a size option, passing over a damaged stored copy', async ({
    page,
  }) => {
    // Last visit's copy, cut short: ignored, so the page starts from the build's copy.
    await page.addInitScript(
      ({ key, version }) => localStorage.setItem(key, `{"v":${version},"savedAt":1,"items":[{"id"`),
      { key: PRODUCTS_CACHE_KEY, version: CATALOG_CACHE.version },
    )
    const release = await holdFirestore(page)
    await page.goto(paths.products)
    await appIsLive(page)
    // The build's copy: the products, but no prices yet, so nothing to buy.
    await expect(cardNames(page)).toHaveCount(seed.products.length)
    await expect(busyGrid(page)).toHaveCount(1)
    await expect(buyButtons(page).first()).toBeDisabled()
    // Taking a card over sets its radios up; what must not touch them is the prices arriving.
    await cardsTakenOver(page)
    // React re-sets a radio's name and type whenever it updates it, which restyles every card.
    await page.evaluate(() => {
      const writes: string[] = []
      Object.assign(window, { __radioWrites: writes })
      new MutationObserver((records) => {
        for (const { target, attributeName } of records) {
          if (target instanceof HTMLInputElement && target.type === 'radio') {
            writes.push(`${target.value} ${attributeName ?? ''}`)
          }
        }
      }).observe(document.body, { subtree: true, attributes: true })
    })
    release()
    await expect(busyGrid(page)).toHaveCount(0)
    await expect(buyButtons(page).first()).toBeEnabled()
    expect(
      await page.evaluate(() => (window as unknown as { __radioWrites: string[] }).__radioWrites),
    ).toEqual([])
    // The live read is stored for the next visit in place of the damaged copy.
    await expect.poll(async () => (await storedProducts(page))?.v).toBe(CATALOG_CACHE.version)
  })

  test('arriving from another page, skeleton cards hold the size of the real cards', async ({
    page,
  }) => {
    const release = await holdFirestore(page)
    // The app renders the catalogue itself, skeletons first (a page loaded at /products starts
    // from the copy in its HTML instead).
    await page.goto(paths.about)
    await appIsLive(page)
    const productsLabel = primaryNav.find((item) => item.to === paths.products)?.label ?? ''
    await page
      .getByRole('banner')
      .getByRole('link', { name: productsLabel, exact: true })
      .first()
      .click()
    await expect(page).toHaveURL(paths.products)
    const skeleton = page.getByTestId('product-skeleton').first()
    await expect(skeleton).toBeVisible()
    const before = await skeleton.boundingBox()
    release()
    const first = grid(page).getByRole('article').first()
    await expect(first).toBeVisible()
    const after = await first.boundingBox()
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0)
    expect(after?.width).toBeCloseTo(before?.width ?? 0, 0)
  })

  test('a read that never answers ends in the error with Retry once its time is up', async ({
    page,
  }) => {
    await page.clock.install()
    const release = await holdFirestore(page)
    const asked = page.waitForRequest(
      (request) => request.method() === 'POST' && isProductsRead(request.postData()),
    )
    await page.goto(paths.products)
    await asked
    await expect(busyGrid(page).first()).toBeVisible()
    // The prerendered grid is busy too: once the app has taken it over, the read it shows is
    // the one under way (an app that starts after the time is up reads again, with a new limit).
    await appIsLive(page)
    await page.clock.runFor(TIME_LIMITS.readMs)
    await expect(grid(page)).toContainText(catalogCopy.loadErrorTitle)
    await page.unroute(FIRESTORE_ROUTE)
    release()
    await page.clock.resume()
    await grid(page).getByRole('button', { name: catalogCopy.retry }).click()
    await expect(cardNames(page)).toHaveCount(seed.products.length)
    await expect(busyGrid(page)).toHaveCount(0)
  })

  test('a failed read, with no usable stored copy, shows the error with Retry instead of a blank page', async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'not json'), PRODUCTS_CACHE_KEY)
    await page.route(FIRESTORE_ROUTE, (route) => route.abort('failed'))
    await page.goto(paths.products)
    await expect(grid(page)).toContainText(catalogCopy.loadErrorTitle)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogCopy.title)
    await expectNoA11yViolations(page)
    await page.unroute(FIRESTORE_ROUTE)
    await grid(page).getByRole('button', { name: catalogCopy.retry }).click()
    await expect(cardNames(page)).toHaveCount(seed.products.length)
  })

  test('a modal whose form fails to download says so, and Retry loads it, also where the browser keeps the failure', async ({
    page,
  }) => {
    // The GST form's chunk at its usual address fails every time: as a connection that drops
    // it would, and then as a browser that keeps a module that failed (Safari, Firefox and older
    // Chromium answer every later import of the address with the same error).
    const asked: string[] = []
    await page.route(gstFormAtUsualAddress, (route) => {
      asked.push(route.request().url())
      return route.abort('failed')
    })
    const fetched = gstFormQueries(page)
    await openProducts(page)
    await page.getByRole('button', { name: gstCopy.verifyButton, exact: true }).click()
    const dialog = gstDialog(page)
    await expect(dialog.getByRole('alert')).toHaveText(uiText.lazyForm.failed)
    expect(asked.length).toBeGreaterThan(0)

    await dialog.getByRole('button', { name: uiText.lazyForm.retry }).click()
    await expect(field(dialog, gstCopy.label)).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    expect(fetched).toEqual(['?retry=1'])
    // Escape still closes the modal, and the page is still there.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(cardNames(page).first()).toBeVisible()
  })
})
