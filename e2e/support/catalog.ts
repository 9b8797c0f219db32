/**
 * The catalogue and the enquiry list as the browser tests of e2e/catalog.spec.ts and
 * e2e/enquiry.spec.ts reach them: the products page's regions, cards and dialogs, the GSTINs the
 * dialog is given, and what a sent request shows and stores.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { gstCopy } from '../../src/components/gst/gst-content'
import { ENQUIRY_LIMITS, STORAGE_KEYS } from '../../src/config/constants'
import { messages } from '../../src/config/messages'
import { paths } from '../../src/config/paths'
import { uiText } from '../../src/config/ui-content'
import { catalogCopy, orderCopy } from '../../src/features/catalog/catalog-content'
import { enquiryCopy } from '../../src/features/enquiry/enquiry-content'
import type { EnquiryLine } from '../../src/lib/storage/enquiry-list'
import { VERIFIED_GSTIN } from '../fixtures'

/** The right shape with a wrong check character: refused by the GST dialog. */
export const CHECKSUM_FAILS = `${VERIFIED_GSTIN.gstin.slice(0, -1)}O`

/** Where the last visit's copy of the products is kept (src/lib/storage/catalog-cache.ts). */
export const PRODUCTS_CACHE_KEY = `${STORAGE_KEYS.catalogCachePrefix}products`

export const main = (page: Page) => page.getByRole('main')
export const grid = (page: Page) => page.getByRole('region', { name: catalogCopy.allHeading })
export const card = (page: Page, name: string) =>
  grid(page).getByRole('article', { name, exact: true })
export const cardNames = (page: Page) => grid(page).getByRole('article').getByRole('heading')
/** The buy button of every card (Buy Now, or Verify GST to Buy). */
export const buyButtons = (page: Page) => grid(page).getByRole('article').getByRole('button')
export const busyGrid = (page: Page) => grid(page).locator('[aria-busy="true"]')
export const searchBox = (page: Page) =>
  page.getByRole('searchbox', { name: catalogCopy.searchLabel })
export const gstDialog = (page: Page) => page.getByRole('dialog', { name: gstCopy.title })
export const orderDialog = (page: Page) => page.getByRole('dialog', { name: orderCopy.title })
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(label, { exact: true })

/** A card's button before GST is verified, and after. */
export const verifyToBuy = (tile: Locator, product: string) =>
  tile.getByRole('button', { name: `${catalogCopy.verifyToBuy}: ${product}` })
export const buyNow = (tile: Locator, product: string) =>
  tile.getByRole('button', { name: `${catalogCopy.buyNow}: ${product}` })

/** The header's link to the enquiry list (its name carries the count of lines). */
export const enquiryLink = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`^${uiText.enquiryLink}`) })
    .first()

/**
 * Waits until the app has taken every card of a prerendered grid over. React marks each element
 * it has taken over with a property of its own.
 */
export async function cardsTakenOver(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('main article')].every((card) =>
          Object.keys(card).some((key) => key.startsWith('__reactFiber')),
        ),
      ),
    )
    .toBe(true)
}

/** Opens /products and waits for the live catalogue (the HTML's copy has no prices). */
export async function openProducts(page: Page): Promise<void> {
  await page.goto(paths.products)
  await expect(cardNames(page).first()).toBeVisible()
  await expect(busyGrid(page)).toHaveCount(0)
}

/** Picks a pack size the way a pointer user does: on its visible label. */
export async function pickSize(tile: Locator, size: string): Promise<void> {
  await tile.getByText(size, { exact: true }).click()
  await expect(tile.getByRole('radio', { name: new RegExp(`^${size}`) })).toBeChecked()
}

/** The reference a sent request's success message gives (the one its mail carries). */
export async function shownReference(within: Locator | Page): Promise<string> {
  const prefix = messages.order.reference('')
  const shown = within.getByText(new RegExp(`^${prefix}`))
  await expect(shown).toBeVisible()
  const reference = ((await shown.textContent()) ?? '').slice(prefix.length)
  expect(reference).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/)
  return reference
}

/** The enquiry list as this browser stores it. */
export const storedEnquiry = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEYS.enquiryList)

/**
 * Starts the visit with `lines` on the enquiry list, as a buyer who added them on an earlier
 * visit: written before the first page of the test runs, once (later pages keep what the site
 * made of it).
 */
export async function plantEnquiryList(page: Page, lines: EnquiryLine[]): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('e2e:planted')) return
      sessionStorage.setItem('e2e:planted', '1')
      localStorage.setItem(key, value)
    },
    {
      key: STORAGE_KEYS.enquiryList,
      value: JSON.stringify({ version: ENQUIRY_LIMITS.version, lines }),
    },
  )
}

/** The enquiry page's send form. */
export const sendForm = (page: Page) => page.getByRole('region', { name: enquiryCopy.sendHeading })
export const sendButton = (page: Page) => page.getByRole('button', { name: enquiryCopy.submit })

/** The sender's details on the enquiry page's form, as a guest types them. */
export async function fillSender(page: Page, email: string): Promise<void> {
  const form = sendForm(page)
  await field(form, enquiryCopy.name).fill('Sharma Kirana')
  await field(form, enquiryCopy.email).fill(email)
  await field(form, enquiryCopy.phone).fill('98290 11223')
  await form.getByLabel(enquiryCopy.company).fill('Sharma Kirana Stores')
  await form.getByLabel(enquiryCopy.delivery).fill('Jaipur 302012')
}
