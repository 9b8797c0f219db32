/**
 * A buyer who reads Hindi, on a phone: the Hindi products page found in Devanagari, the GST check
 * and an enquiry list sent, everything said in Hindi, and the desk told which language the buyer
 * wrote in; and the language switch, which keeps the page both ways and remembers the choice.
 *
 * Each Hindi page's shell, head and layout at both widths is the route sweep's
 * (route-sweep.spec.ts); the catalogs' completeness is tools/i18n/catalogs.test.ts's.
 */
import { gstCopy } from '../src/components/gst/gst-content'
import { uiText } from '../src/config/ui-content'
import { catalogCopy } from '../src/features/catalog/catalog-content'
import { enquiryCopy } from '../src/features/enquiry/enquiry-content'
import { languageOffer } from '../src/app/language-offer-content'
import { LOCALES } from '../src/config/locales'
import { appIsLive, consentGiven, expect, test, VERIFIED_GSTIN, type Locator, type Page } from './fixtures'
import { expectNoA11yViolations } from './support/a11y'
import { uniqueEmail } from './support/accounts'
import { fillSender, sendButton } from './support/catalog'
import { at, readIn } from './support/locale'
import { seededProduct } from './support/seed'
import { storedLeads } from './support/stack'

const PHONE = { width: 390, height: 844 }

/** A product of the seed, by its English name, with its Hindi one. */
function product(name: string): { name: string; hindiName: string } {
  const { hindiName } = seededProduct(name) as { hindiName?: string }
  if (!hindiName) throw new Error(`seed/products.json has no Hindi name for ${name}`)
  return { name, hindiName }
}

const grid = (page: Page) => page.getByRole('region', { name: catalogCopy.allHeading })
const card = (page: Page, name: string) => grid(page).getByRole('article', { name, exact: true })

/** Picks a pack size on a card and adds it to the list, as a thumb does. */
async function addToEnquiry(tile: Locator, size: string): Promise<void> {
  await tile.getByText(size, { exact: true }).click()
  await tile
    .getByRole('button', { name: new RegExp(`^${catalogCopy.addToEnquiry}:.*${size}$`) })
    .click()
}

test.describe('in Hindi', () => {
  test.use({ viewport: PHONE })

  test.beforeEach(() => readIn('hi'))

  test.afterEach(() => readIn('en'))

  test('a buyer finds तूर in Devanagari, verifies GST, sends two products as an enquiry and is answered in Hindi; the desk is told the buyer wrote in Hindi', async ({
    page,
    outbox,
  }) => {
    await consentGiven(page)
    const toor = product('Arhar Dal')
    const masoor = product('Masoor Dal')
    await page.goto(at('hi', '/products'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')

    // Typed in Devanagari, found by its Hindi name.
    await page.getByRole('searchbox', { name: catalogCopy.searchLabel }).fill('तूर')
    await expect(grid(page).getByRole('article')).toHaveCount(1)
    await expect(card(page, toor.hindiName)).toBeVisible()

    // The GST check, in Hindi.
    await page.getByRole('button', { name: gstCopy.verifyButton, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: gstCopy.title })
    await dialog.getByLabel(gstCopy.label, { exact: true }).fill(VERIFIED_GSTIN.gstin)
    await dialog.getByRole('button', { name: gstCopy.submit, exact: true }).click()
    await expect(dialog.getByText(gstCopy.verifiedTitle)).toBeVisible()
    await expect(dialog).toContainText('महाराष्ट्र')
    await dialog.getByRole('button', { name: gstCopy.viewPrices }).click()
    await expect(dialog).toBeHidden()

    await addToEnquiry(card(page, toor.hindiName), '30kg')
    await page.getByRole('searchbox', { name: catalogCopy.searchLabel }).fill('मसूर')
    await addToEnquiry(card(page, masoor.hindiName), '5kg')
    const enquiryLink = page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(`^${uiText.enquiryLink}`) })
      .first()
    await enquiryLink.click()
    await expect(page).toHaveURL(at('hi', '/enquiry'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enquiryCopy.title)
    for (const { hindiName } of [toor, masoor])
      await expect(page.getByRole('heading', { name: hindiName, exact: true })).toBeVisible()
    await expectNoA11yViolations(page)

    const email = uniqueEmail('hindi')
    await fillSender(page, email)
    await sendButton(page).click()
    await expect(page.getByText(enquiryCopy.sent.title)).toBeVisible()

    const sent = await outbox.waitForSend((s) => s.template_params.from_email === email)
    expect(String(sent.template_params.message)).toContain(
      'Language: Hindi (the buyer wrote in Hindi)',
    )
    const [record] = await storedLeads('orderRequests', 'email', email)
    // The record keeps the catalogue's own names, which the desk knows the products by.
    expect(record?.data).toMatchObject({
      language: 'hi',
      lines: [{ product: toor.name }, { product: masoor.name }],
    })
  })
})

test.describe('the language switch', () => {
  test.use({ viewport: PHONE })

  test('keeps the page both ways, and the reader’s choice is offered again after a reload of an English page', async ({
    page,
  }) => {
    await consentGiven(page)
    await page.goto('/jobs')
    await appIsLive(page)
    const banner = page.getByRole('banner')
    await banner.getByRole('link', { name: LOCALES.hi.name, exact: true }).click()
    await expect(page).toHaveURL(at('hi', '/jobs'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')

    // The choice is kept: an English page (a shared link, say) offers Hindi, in Hindi, and does
    // not move the reader; over a reload too.
    await page.goto('/about')
    const offer = page.getByRole('complementary', { name: languageOffer.hi.text })
    await expect(offer).toBeVisible()
    await page.reload()
    await expect(offer).toBeVisible()
    await expect(page).toHaveURL('/about')
    await offer.getByRole('link', { name: languageOffer.hi.go }).click()
    await expect(page).toHaveURL(at('hi', '/about'))
    await expect(offer).toBeHidden()

    await appIsLive(page)
    await banner.getByRole('link', { name: LOCALES.en.name, exact: true }).click()
    await expect(page).toHaveURL('/about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
    await page.reload()
    await expect(page.getByRole('complementary', { name: languageOffer.en.text })).toHaveCount(0)
  })
})

test.describe('a browser that asks for Hindi', () => {
  test.use({ viewport: PHONE, locale: 'hi-IN' })

  test('is offered Hindi on its first visit, not sent there; Close keeps English', async ({
    page,
  }) => {
    await page.goto('/products')
    const offer = page.getByRole('complementary', { name: languageOffer.hi.text })
    await expect(offer).toBeVisible()
    await expect(page).toHaveURL('/products')
    await offer.getByRole('button', { name: languageOffer.hi.close }).click()
    await expect(offer).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(offer).toHaveCount(0)
  })
})
