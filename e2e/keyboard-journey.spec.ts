/**
 * The main flows with the keyboard alone: Tab, Shift+Tab, Enter, Space, Escape and the arrow keys.
 * No mouse click, no `fill`: every character is typed where focus is.
 */
import { STORAGE_KEYS } from '../src/config/constants'
import { paths, primaryNav } from '../src/config/paths'
import { uiText } from '../src/config/ui-content'
import { authCopy } from '../src/features/auth/auth-content'
import { careersCopy } from '../src/features/careers/careers-content'
import { gstCopy } from '../src/components/gst/gst-content'
import { catalogCopy, orderCopy } from '../src/features/catalog/catalog-content'
import { hero } from '../src/features/home/home-content'
import { messages } from '../src/config/messages'
import { appIsLive, expect, test, VERIFIED_GSTIN, type Page } from './fixtures'
import { createAccount, uniqueEmail } from './support/accounts'
import { openProducts } from './support/catalog'
import { expectFocusTrapped, shiftTabTo, tabTo } from './support/keyboard'
import { seed } from './support/seed'

const products = seed.products
const jobs = seed.jobs

const navLink = (page: Page, to: string) => {
  const label = primaryNav.find((item) => item.to === to)?.label ?? to
  return page
    .getByRole('navigation', { name: uiText.mainNav })
    .getByRole('link', { name: label, exact: true })
}

test.describe('keyboard only', () => {
  test('skip link, consent, products with GST and an order, careers, then sign in', async ({
    page,
    outbox,
  }) => {
    test.slow() // one visitor's whole visit, a key at a time
    const account = await createAccount({ label: 'keyboard-account' })
    const product = products.find((p) => p.prices['1kg'] && p.prices['500gm']) ?? products[0]!

    // Home: the first Tab reaches the skip link, which moves focus to the content.
    await page.goto(paths.home)
    await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible()
    await appIsLive(page)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: uiText.skipToContent })).toBeFocused()
    await page.keyboard.press('Enter')
    const main = page.getByRole('main')
    await expect(main).toBeFocused()

    // The consent notice, answered with Space; focus carries on from the content, not from nowhere.
    const consent = page.getByRole('region', { name: uiText.consent.region })
    await tabTo(page, consent.getByRole('button', { name: uiText.consent.accept }))
    await page.keyboard.press('Space')
    await expect(consent).toHaveCount(0)
    await expect(main).toBeFocused()
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.consent)).toContain(
      'accepted',
    )

    // Back up into the header and on to the products.
    await shiftTabTo(page, navLink(page, paths.products))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.products)
    const grid = page.getByRole('region', { name: catalogCopy.allHeading })
    await expect(grid.getByRole('article').first()).toBeVisible({ timeout: 20_000 })

    // GST verification from the banner: typed in lower case, sent with Enter.
    await tabTo(page, page.getByRole('button', { name: gstCopy.verifyButton, exact: true }))
    await page.keyboard.press('Enter')
    const gst = page.getByRole('dialog', { name: gstCopy.title })
    await expect(gst).toBeVisible()
    await expectFocusTrapped(page, gst)
    await tabTo(page, gst.getByLabel(gstCopy.label, { exact: true }))
    await page.keyboard.type(VERIFIED_GSTIN.gstin.toLowerCase())
    await page.keyboard.press('Enter')
    const viewPrices = gst.getByRole('button', { name: gstCopy.viewPrices })
    await expect(viewPrices).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(gst).toBeHidden()
    // The banner's button is gone once verified: focus stays in the content, not on <body>.
    await expect(main).toBeFocused()
    await expect(page.getByText(gstCopy.bannerVerified)).toBeVisible()

    // An order: search, pick a size with the arrow keys, Buy Now, type the details, send.
    await tabTo(page, page.getByRole('searchbox', { name: catalogCopy.searchLabel }))
    await page.keyboard.type(product.product)
    const card = grid.getByRole('article', { name: product.product, exact: true })
    await expect(grid.getByRole('article')).toHaveCount(
      products.filter((p) => p.product.toLowerCase().includes(product.product.toLowerCase()))
        .length,
    )
    await tabTo(page, card.getByRole('radio', { name: /^500gm/ }))
    await page.keyboard.press('ArrowRight')
    await expect(card.getByRole('radio', { name: /^1kg/ })).toBeChecked()
    const buy = card.getByRole('button', { name: new RegExp(catalogCopy.buyNow) })
    await tabTo(page, buy)
    await page.keyboard.press('Enter')
    const order = page.getByRole('dialog', { name: orderCopy.title })
    await expect(order).toBeVisible()
    await expect(order).toContainText('1kg')
    await expectFocusTrapped(page, order)

    const buyer = uniqueEmail('keyboard-order')
    await tabTo(page, order.getByLabel(orderCopy.name, { exact: true }))
    await page.keyboard.type('Keyboard Kirana')
    await tabTo(page, order.getByLabel(orderCopy.email, { exact: true }))
    await page.keyboard.type(buyer)
    await tabTo(page, order.getByLabel(orderCopy.phone, { exact: true }))
    await page.keyboard.type('9829011223')
    await tabTo(page, order.getByRole('button', { name: orderCopy.submit }))
    await page.keyboard.press('Enter')
    await expect(order.getByText(messages.order.successTitle)).toBeVisible()
    const sent = await outbox.waitForSend((s) => s.template_params.from_email === buyer)
    expect(sent.template_params).toMatchObject({
      from_name: 'Keyboard Kirana',
      from_contact: '9829011223',
      product_name: product.product,
      product_weight: '1kg',
      product_price: (product.prices['1kg'] ?? 0).toFixed(2),
    })
    const close = order.getByRole('button', { name: orderCopy.close, exact: true })
    await expect(close).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(order).toBeHidden()
    await expect(buy).toBeFocused()

    // Careers: an application opened with Space and dismissed with Escape hands focus back.
    await shiftTabTo(page, navLink(page, paths.jobs))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.jobs)
    const job = page
      .getByRole('list', { name: careersCopy.listHeading })
      .getByRole('article', { name: jobs[0]!.title, exact: true })
    const apply = job.getByRole('button', { name: careersCopy.applyNow })
    await expect(apply).toBeVisible({ timeout: 20_000 })
    await tabTo(page, apply)
    await page.keyboard.press('Space')
    const application = page.getByRole('dialog', { name: careersCopy.applyTitle(jobs[0]!.title) })
    await expect(application).toBeVisible()
    await expectFocusTrapped(page, application)
    await page.keyboard.press('Escape')
    await expect(application).toBeHidden()
    await expect(apply).toBeFocused()

    // Sign in from the header.
    await shiftTabTo(page, page.getByRole('banner').getByRole('link', { name: uiText.signIn }))
    await page.keyboard.press('Enter')
    // Signing in comes back to the careers page it was started from.
    await expect(page).toHaveURL(`${paths.login}?next=${encodeURIComponent(paths.jobs)}`)
    await tabTo(page, page.getByLabel(authCopy.fields.email, { exact: true }))
    await page.keyboard.type(account.email)
    await tabTo(page, page.getByLabel(authCopy.fields.password, { exact: true }))
    await page.keyboard.type(account.password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.jobs)
    await expect(
      page.getByRole('banner').getByRole('button', { name: uiText.logOut }),
    ).toBeVisible()
  })

  test('before a busy page draws a frame, a dialog keeps Tab inside, and once closed lets it out from its opener', async ({
    page,
  }) => {
    // A dialog is shown at once and made modal once a frame is drawn, and closed it is hidden at
    // once and closed once a frame is drawn; a page too busy to draw holds both back, as a loaded
    // phone does. A Tab in between must not reach the page behind an open dialog, nor be lost
    // behind a closed one.
    await openProducts(page)
    await appIsLive(page)
    await page.evaluate(() => {
      const draw = window.requestAnimationFrame.bind(window)
      window.requestAnimationFrame = (callback) => window.setTimeout(() => draw(callback), 5_000)
    })
    const opener = page.getByRole('button', { name: gstCopy.verifyButton, exact: true })
    await opener.focus()
    await page.keyboard.press('Shift+Tab')
    const beforeOpener = await page.evaluateHandle(() => document.activeElement)
    await page.keyboard.press('Tab')
    await expect(opener).toBeFocused()
    await page.keyboard.press('Enter')
    const gst = page.getByRole('dialog', { name: gstCopy.title })
    await expect(gst).toBeVisible()
    await expectFocusTrapped(page, gst)

    await page.keyboard.press('Escape')
    const shown = page.locator('dialog[open]')
    await expect(shown).toBeHidden()
    // Still open for the browser (the frame that closes it has not come), yet out of sight.
    await expect(shown).toHaveCount(1)
    // The key closes it at once, from the opener: Shift+Tab reaches what comes before it.
    await page.keyboard.press('Shift+Tab')
    await expect(shown).toHaveCount(0)
    expect(await beforeOpener.evaluate((element) => element === document.activeElement)).toBe(true)
  })
})
