/**
 * The trade desk as staff and buyers meet it: who gets in, and (further down) the journeys staff
 * make there. Staff accounts are made for the test and given the claim as `npm run staff -- grant`
 * gives it (support/accounts.ts).
 */
import { accessCopy } from '../src/app/access-content'
import { paths, primaryNav } from '../src/config/paths'
import { uiText } from '../src/config/ui-content'
import { authCopy } from '../src/features/auth/auth-content'
import { buyerStageLabels, leadStatusLabels } from '../src/components/leads/leads-content'
import { orderCopy } from '../src/features/catalog/catalog-content'
import { careersCopy } from '../src/features/careers/careers-content'
import { catalogueCopy } from '../src/features/desk/catalogue/catalogue-content'
import { deskCopy } from '../src/features/desk/desk-content'
import { figuresCopy, inboxCopy, statusCopy } from '../src/features/desk/leads/desk-leads-content'
import { pricesCopy } from '../src/features/desk/prices/prices-content'
import { formatRupees } from '../src/lib/util/pricing'
import {
  consentGiven,
  dialogEntryGone,
  expect,
  FIRESTORE_COMMIT,
  test,
  VERIFIED_GSTIN,
  verifyGstForVisit,
  type Page,
} from './fixtures'
import { expectNoA11yViolations } from './support/a11y'
import { createAccount, uniqueEmail } from './support/accounts'
import {
  buyNow,
  card,
  field,
  main,
  openProducts,
  orderDialog,
  shownReference,
} from './support/catalog'
import { tabTo, typeInto } from './support/keyboard'
import { seededProduct } from './support/seed'

const f = authCopy.fields
const careersLabel = primaryNav.find((link) => link.to === paths.jobs)?.label ?? '-'
const deskNav = (page: Page) => main(page).getByRole('navigation', { name: deskCopy.navLabel })

/** The desk, open: its heading and its three sections. */
async function deskIsOpen(page: Page): Promise<void> {
  await expect(main(page).getByRole('heading', { level: 1, name: deskCopy.title })).toBeVisible()
  for (const section of Object.values(deskCopy.nav)) {
    await expect(deskNav(page).getByRole('link', { name: section, exact: true })).toBeVisible()
  }
}

/** Every request the page makes for a lead collection. */
function leadReads(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const body = request.postData() ?? ''
    if (/orderRequests|contactMessages|jobApplications/.test(request.url() + body)) {
      seen.push(request.url())
    }
  })
  return seen
}

test('staff who open /desk signed out sign in and come straight back to it', async ({ page }) => {
  const staff = await createAccount({ label: 'desk-staff', staff: true })
  await page.goto(paths.desk)
  await expect(page).toHaveURL(`${paths.login}?next=${encodeURIComponent(paths.desk)}`)
  await field(page, f.email).fill(staff.email)
  await field(page, f.password).fill(staff.password)
  await main(page).getByRole('button', { name: authCopy.login.submit, exact: true }).click()
  await expect(page).toHaveURL(paths.desk)
  await deskIsOpen(page)
  await expectNoA11yViolations(page)
})

test.describe('staff granted the claim after signing in', () => {
  test.use({ account: { label: 'desk-granted', staff: true } })

  test('find the desk open without waiting for their token to renew', async ({ page }) => {
    // The desk's own chunk, which no public route fetches (route-sweep.spec.ts), comes here.
    const deskChunk = page.waitForRequest(/\/assets\/desk-pages-[\w-]{8}\.js$/)
    await page.goto(paths.deskPrices)
    await deskChunk
    await deskIsOpen(page)
    await expect(
      deskNav(page).getByRole('link', { name: deskCopy.nav.prices, exact: true }),
    ).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('a buyer', () => {
  test.use({
    account: { label: 'desk-buyer', profile: { name: 'Gupta Kirana', phone: '9829011223' } },
  })

  test('who opens /desk is told it is for staff only, and no lead is read', async ({ page }) => {
    const reads = leadReads(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(paths.desk)
    await expect(
      main(page).getByRole('heading', { level: 1, name: accessCopy.staffOnlyTitle }),
    ).toBeVisible()
    await expect(main(page).getByRole('heading', { name: deskCopy.title })).toHaveCount(0)
    await expectNoA11yViolations(page)
    expect(reads).toEqual([])
  })
})

test.describe('staff at Prices today', () => {
  test.use({ account: { label: 'desk-prices', staff: true } })

  // Products no other browser test prices: the suite shares one catalogue.
  const changes = [
    { product: seededProduct('Urad Chilka'), price: 61.5 },
    { product: seededProduct('Chitra Rajma'), price: 74 },
    { product: seededProduct('Jhambo Rajma'), price: 69 },
  ]
  const priceField = (page: Page, name: string) => field(main(page), `${name} 500gm`)

  test('change three prices, see them listed, save once, and buyers see the new prices', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto(paths.deskPrices)
    for (const { product, price } of changes) {
      await expect(priceField(page, product.product)).toHaveValue(String(product.prices['500gm']))
      await priceField(page, product.product).fill(String(price))
    }
    await expect(main(page).getByText(pricesCopy.changesHeading(3))).toBeVisible()
    for (const { product, price } of changes) {
      const line = pricesCopy.changeLine(product.product, '500gm', product.prices['500gm'], price)
      await expect(main(page).getByText(line)).toBeVisible()
    }

    // Leaving for another section with changes unsaved asks first; staying keeps them.
    await deskNav(page).getByRole('link', { name: deskCopy.nav.leads, exact: true }).click()
    const leave = page.getByRole('dialog', { name: pricesCopy.leave.title })
    await expect(leave).toBeVisible()
    await leave.getByRole('button', { name: pricesCopy.leave.stay }).click()
    await expect(leave).toBeHidden()
    await expect(priceField(page, changes[0]!.product.product)).toHaveValue('61.5')

    let commits = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/documents:commit')) commits++
    })
    await main(page).getByRole('button', { name: pricesCopy.save, exact: true }).click()
    await expect(main(page).getByRole('status').filter({ hasText: pricesCopy.saved })).toBeVisible()
    expect(commits).toBe(1)
    await expectNoA11yViolations(page)

    // A buyer with GST verified, in a browser of their own, sees the new prices.
    const buyerContext = await browser.newContext({ baseURL })
    const buyer = await buyerContext.newPage()
    await verifyGstForVisit(buyer)
    await openProducts(buyer)
    for (const { product, price } of changes) {
      const tile = card(buyer, product.product)
      await expect(tile.getByText(formatRupees(price), { exact: true })).toBeVisible()
    }
    await buyerContext.close()
  })
})

/** A Firestore commit as the page sends it, in the parts a forged order changes. */
interface ForgedCommit {
  writes: {
    update?: {
      fields?: {
        lines?: {
          arrayValue: {
            values: { mapValue: { fields: Record<string, { integerValue: string }> } }[]
          }
        }
        total?: unknown
      }
    }
  }[]
}

test.describe('staff working the leads', () => {
  test.use({ account: { label: 'desk-leads', staff: true } })

  test('a buyer’s new order, its price per pack forged in their browser, appears flagged in the open inbox; staff see today’s figures, mark it Quoted with a note, which stays, and the buyer sees Quoted', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto(paths.desk)
    // The inbox has loaded (with or without leads, whatever tests ran before).
    const inbox = main(page)
    await expect(
      inbox
        .getByRole('list', { name: inboxCopy.listLabel })
        .or(inbox.getByText(inboxCopy.empty, { exact: true })),
    ).toBeVisible()

    // A buyer, in a browser of their own, sends a Buy Now order while the inbox is open.
    const buyerContext = await browser.newContext({ baseURL })
    const buyer = await buyerContext.newPage()
    await consentGiven(buyer)
    await verifyGstForVisit(buyer)
    await openProducts(buyer)
    const product = seededProduct('Moong Dal')
    await buyNow(card(buyer, product.product), product.product).click()
    const order = orderDialog(buyer)
    const company = `Desk Journey Traders ${Date.now()}`
    await field(order, orderCopy.name).fill(company)
    await field(order, orderCopy.email).fill(uniqueEmail('desk-lead'))
    await field(order, orderCopy.phone).fill('+91 98290 44556')
    // The buyer's browser is made to say ₹1 a pack, with a total to match: the rules take it
    // (the total is the lines'), and the desk must not believe it.
    await buyer.route(FIRESTORE_COMMIT, async (route) => {
      const body = route.request().postDataJSON() as ForgedCommit
      for (const { update } of body.writes) {
        const fields = update?.fields
        const line = fields?.lines?.arrayValue.values[0]?.mapValue.fields
        if (!fields || !line) continue
        line.packPrice = { integerValue: '1' }
        fields.total = { integerValue: line.packs?.integerValue ?? '1' }
      }
      await route.continue({ postData: JSON.stringify(body) })
    })
    await order.getByRole('button', { name: orderCopy.submit }).click()
    const reference = await shownReference(order)

    // Staff see it arrive without reloading, flagged, and open it: the desk's own figures, and
    // where the buyer's page said otherwise.
    const row = inbox.getByRole('link', {
      name: new RegExp(`^${company}.* · ${figuresCopy.differ}$`),
    })
    await expect(row).toBeVisible()
    await row.click()
    const forgedTotal = figuresCopy.total(1, 0).split(';')[0] ?? ''
    await expect(main(page).getByText(figuresCopy.differ).first()).toBeVisible()
    await expect(main(page).getByText(`${figuresCopy.flag} ${forgedTotal};`)).toBeVisible()
    await expect(main(page).getByText(reference).first()).toBeVisible()
    await expect(main(page).getByText(product.product).first()).toBeVisible()
    await expect(main(page).getByText(VERIFIED_GSTIN.gstin)).toBeVisible()
    await expect(
      main(page).getByText(VERIFIED_GSTIN.stateName, { exact: false }).first(),
    ).toBeVisible()

    // Quoted, with a note; both are there after a reload.
    const note = 'Quoted ₹118 per kg, delivery on Friday.'
    await main(page)
      .getByLabel(statusCopy.status, { exact: true })
      .selectOption({ label: leadStatusLabels.quoted })
    await main(page).getByLabel(statusCopy.note, { exact: true }).fill(note)
    await main(page).getByRole('button', { name: statusCopy.save, exact: true }).click()
    await expect(main(page).getByRole('status').filter({ hasText: statusCopy.saved })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.reload()
    await expect(main(page).getByLabel(statusCopy.status, { exact: true })).toHaveValue('quoted')
    await expect(main(page).getByText(note).first()).toBeVisible()

    // The buyer's own list says where the desk has got with it, in the buyer's words.
    await buyer.goto(paths.myEnquiries)
    await expect(main(buyer).getByText(reference).first()).toBeVisible()
    await expect(main(buyer).getByText(buyerStageLabels.quoted, { exact: true })).toBeVisible()
    await expect(main(buyer).getByText(note)).toHaveCount(0)
    await buyerContext.close()
  })
})

test.describe('staff keeping the catalogue, on a phone, by keyboard', () => {
  test.use({
    account: { label: 'desk-catalogue', staff: true },
    viewport: { width: 390, height: 844 },
  })

  test('add a job opening, which /jobs then lists, and remove it again', async ({ page }) => {
    const c = catalogueCopy
    const f = c.fields
    const title = `Godown Supervisor ${Date.now()}`
    const jobsList = page.getByRole('list', { name: careersCopy.listHeading })
    await page.goto(paths.deskCatalogue)
    const sections = main(page).getByRole('navigation', { name: c.navLabel })
    await sections.getByRole('link', { name: c.sections.jobListings.title, exact: true }).click()

    const add = main(page).getByRole('button', { name: c.sections.jobListings.add, exact: true })
    await tabTo(page, add)
    await page.keyboard.press('Enter')
    const form = page.getByRole('dialog')
    await expect(form).toBeVisible()
    await expectNoA11yViolations(page)
    for (const [label, text] of [
      [f.title, title],
      [f.department, 'Operations'],
      [f.location, 'Jaipur'],
      [f.type, 'Full-time'],
      [f.experience, '3-5 years'],
      [f.salary, '₹3.6-4.8 LPA'],
      [f.description, 'Runs the Sitapura godown: receipts, stacking, fumigation and dispatch.'],
    ] as const) {
      await typeInto(page, form, label, text)
    }
    await tabTo(page, form.getByRole('button', { name: c.save, exact: true }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: c.saved(title) })).toBeVisible()

    // The site's careers page, reached through the phone's menu, lists it.
    const banner = page.getByRole('banner')
    await banner.getByRole('button', { name: uiText.openMenu, exact: true }).click()
    await banner
      .getByRole('navigation', { name: uiText.mobileNav })
      .getByRole('link', { name: careersLabel, exact: true })
      .click()
    await expect(jobsList.getByRole('article', { name: title, exact: true })).toBeVisible()

    // Back at the desk's jobs, removed after being asked, it leaves /jobs again.
    await page.goBack()
    const remove = main(page).getByRole('button', { name: c.named(c.remove, title), exact: true })
    await tabTo(page, remove)
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: c.confirmRemove.title(title) })
    await confirm.getByRole('button', { name: c.confirmRemove.confirm, exact: true }).press('Enter')
    await expect(page.getByRole('status').filter({ hasText: c.removed(title) })).toBeVisible()
    await dialogEntryGone(page)
    await page.goto(paths.jobs)
    await expect(jobsList.getByRole('article').first()).toBeVisible()
    await expect(jobsList.getByRole('article', { name: title, exact: true })).toHaveCount(0)
  })
})
