/**
 * A buyer's account: a forgotten password reset through the e-mail's link, the account page's
 * details prefilling orders, a saved GSTIN opening prices on any device, and every way into
 * signing in coming back to where the buyer was (the page, and the product or job dialog).
 */
import { readFileSync } from 'node:fs'
import { gstCopy } from '../src/components/gst/gst-content'
import { messages } from '../src/config/messages'
import { paths } from '../src/config/paths'
import { accountMenuText } from '../src/app/header/account-menu-text'
import { signInPromptText } from '../src/components/account/account-text'
import { uiText } from '../src/config/ui-text'
import { accountCopy } from '../src/features/account/account-content'
import { authCopy } from '../src/features/auth/auth-content'
import { applicationCopy, careersCopy } from '../src/features/careers/careers-content'
import { catalogCopy, orderCopy } from '../src/features/catalog/catalog-content'
import { hero } from '../src/features/home/home-content'
import { formatRupees } from '../src/lib/pricing'
import type { ProductRecord } from '../src/lib/schema'
import { expectNoA11yViolations } from './a11y'
import {
  appIsLive,
  createAccountInEmulator,
  expect,
  hasPasswordResetLink,
  passwordResetLink,
  storedDocuments,
  test,
  writeUserDocument,
  type Locator,
  type Page,
} from './fixtures'

const PASSWORD = 'harvest-2025'
const GSTIN = '27AAPFU0939F1ZV'
const f = authCopy.fields
const a = accountCopy.fields

type SeedProduct = ProductRecord & { id: string }
const seed: SeedProduct[] = JSON.parse(
  readFileSync(new URL('../seed/products.json', import.meta.url), 'utf8'),
)
const arhar = seed.find((p) => p.id === 'arhar-dal')
if (!arhar) throw new Error('the seed needs Arhar Dal')

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

const header = (page: Page) => page.getByRole('banner')
const grid = (page: Page) => page.getByRole('region', { name: catalogCopy.allHeading })
const card = (page: Page, name: string) => grid(page).getByRole('article', { name, exact: true })
const orderDialog = (page: Page) => page.getByRole('dialog', { name: orderCopy.title })
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true })
const menuButton = (page: Page, who: string) =>
  header(page).getByRole('button', { name: accountMenuText.label(who) })

/** An account with a profile (and a saved GSTIN when given), made straight in the emulators. */
async function accountWithProfile(label: string, gstin?: string) {
  const email = uniqueEmail(label)
  const uid = await createAccountInEmulator(email, PASSWORD)
  const name = 'Meera Kirana Stores'
  await writeUserDocument(uid, {
    name,
    email,
    phone: '+91 98290 11223',
    ...(gstin ? { gstin } : {}),
  })
  return { email, uid, name }
}

/**
 * Waits for the home page a sign-in lands on to show. The address changes as the page starts
 * rendering; a header menu opened before it shows is closed by its arrival, as any navigation
 * closes it.
 */
async function landedHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(paths.home)
  await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible()
}

/** Signs in on the login page the visitor is on. */
async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await appIsLive(page)
  await field(page, f.email).fill(email)
  await field(page, f.password).fill(password)
  await page.getByRole('button', { name: authCopy.login.submit, exact: true }).click()
}

test.describe('forgot password', () => {
  test('the same answer for any address; the e-mail’s link sets a new password to sign in with', async ({
    page,
  }) => {
    const email = uniqueEmail('forgot')
    await createAccountInEmulator(email, PASSWORD)
    await page.goto(paths.login)
    await appIsLive(page)
    await field(page, f.email).fill(email)
    await page.getByRole('link', { name: authCopy.login.forgotPassword }).click()
    await expect(page).toHaveURL(paths.forgotPassword)
    await expect(field(page, f.email)).toHaveValue(email)
    await page.getByRole('button', { name: authCopy.forgotPassword.submit }).click()
    await expect(page.getByRole('status')).toHaveText(authCopy.forgotPassword.sent(email))
    await expectNoA11yViolations(page)

    // An address with no account gets the very same answer, and no link is made for it.
    const nobody = uniqueEmail('nobody')
    await field(page, f.email).fill(nobody)
    await page.getByRole('button', { name: authCopy.forgotPassword.sendAgain }).click()
    await expect(page.getByRole('status')).toHaveText(authCopy.forgotPassword.sent(nobody))
    expect(await hasPasswordResetLink(nobody)).toBe(false)

    // The project's e-mail action address is this site's reset page: the link's query goes there.
    const link = await passwordResetLink(email)
    await page.goto(`${paths.resetPassword}${link.search}`)
    await expect(page.getByText(authCopy.resetPassword.forAccount(email))).toBeVisible()
    await field(page, f.password).fill('new-harvest-7')
    await field(page, f.confirmPassword).fill('new-harvest-7')
    await page.getByRole('button', { name: authCopy.resetPassword.submit }).click()
    await expect(page.getByRole('status')).toHaveText(authCopy.resetPassword.done)
    await page.getByRole('main').getByRole('link', { name: authCopy.resetPassword.signIn }).click()
    await expect(page).toHaveURL(paths.login)
    await expect(field(page, f.email)).toHaveValue(email)

    await field(page, f.password).fill(PASSWORD)
    await page.getByRole('button', { name: authCopy.login.submit, exact: true }).click()
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible()
    await field(page, f.password).fill('new-harvest-7')
    await page.getByRole('button', { name: authCopy.login.submit, exact: true }).click()
    await expect(page).toHaveURL(paths.home)
    await expect(header(page).getByRole('button', { name: uiText.logOut })).toBeVisible()

    // A used link says so, and offers a new one.
    await page.goto(`${paths.resetPassword}${link.search}`)
    await expect(page.getByRole('main').getByRole('alert')).toContainText('not valid any more')
    await expect(page.getByRole('link', { name: authCopy.resetPassword.askAgain })).toHaveAttribute(
      'href',
      paths.forgotPassword,
    )
  })
})

test.describe('account page', () => {
  test('bad phone and GSTIN are refused; saved details prefill the order form (keyboard only)', async ({
    page,
  }) => {
    const email = uniqueEmail('account')
    const uid = await createAccountInEmulator(email, PASSWORD)
    await page.goto(paths.login)
    await signIn(page, email)
    await landedHome(page)

    // The header's menu, by keyboard.
    const toggle = menuButton(page, email)
    await toggle.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(header(page).getByRole('link', { name: accountMenuText.account })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.account)

    const name = field(page, a.name)
    await name.focus()
    await page.keyboard.type('Sharma Wholesale')
    await page.keyboard.press('Tab')
    await page.keyboard.type('abc')
    await field(page, a.gstin).focus()
    await page.keyboard.type('27AAPFU0939F1ZX')
    await page.keyboard.press('Enter')
    await expect(field(page, a.phone)).toHaveAccessibleDescription(messages.profile.phoneInvalid)
    await expect(field(page, a.gstin)).toHaveAccessibleDescription(
      new RegExp(gstCopy.invalid.replace('.', '\\.')),
    )
    expect(await storedDocuments('users', 'userId', uid)).toHaveLength(0)
    await expectNoA11yViolations(page)

    await field(page, a.phone).fill('98290 44556')
    await field(page, a.businessName).fill('Sharma Wholesale Pvt Ltd')
    await field(page, a.address).fill('22 Grain Market, Chandpole\nJaipur, Rajasthan')
    await field(page, a.pinCode).fill('302001')
    await field(page, a.gstin).fill(' 27 aapfu 0939 f1zv ')
    await expect(field(page, a.gstin)).toHaveValue(GSTIN)
    await expect(page.getByText(accountCopy.gstinState('Maharashtra'))).toBeVisible()
    await page.getByRole('button', { name: accountCopy.submit }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: accountCopy.saved })).toBeVisible()

    const [stored] = await storedDocuments('users', 'userId', uid)
    expect(stored?.fields).toMatchObject({
      name: { stringValue: 'Sharma Wholesale' },
      email: { stringValue: email },
      phone: { stringValue: '98290 44556' },
      businessName: { stringValue: 'Sharma Wholesale Pvt Ltd' },
      address: { stringValue: '22 Grain Market, Chandpole\nJaipur, Rajasthan' },
      pinCode: { stringValue: '302001' },
      gstin: { stringValue: GSTIN },
      type: { stringValue: 'b2b' },
    })
    await expect(menuButton(page, 'Sharma Wholesale')).toContainText('SW')

    // The saved GSTIN verified this tab: straight on to the order, prefilled with the new details.
    await page.goto(paths.products)
    const buy = card(page, 'Arhar Dal').getByRole('button', { name: /^Buy Now/ })
    await expect(buy).toBeEnabled()
    await buy.click()
    await expect(field(orderDialog(page), orderCopy.name)).toHaveValue('Sharma Wholesale')
    await expect(field(orderDialog(page), orderCopy.email)).toHaveValue(email)
    await expect(field(orderDialog(page), orderCopy.phone)).toHaveValue('98290 44556')
  })

  test('at 390 px: the signed-in menu leads to the account and My enquiries', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const { email, name } = await accountWithProfile('narrow')
    await page.goto(paths.login)
    await signIn(page, email)
    await landedHome(page)
    await header(page).getByRole('button', { name: uiText.openMenu }).click()
    const menu = header(page).getByRole('navigation', { name: uiText.mobileNav })
    await expect(menu).toContainText(name)
    await expect(menu.getByRole('button', { name: uiText.logOut })).toBeVisible()
    await expectNoA11yViolations(page)
    await menu.getByRole('link', { name: accountMenuText.account }).click()
    await expect(page).toHaveURL(paths.account)
    await expect(field(page, a.name)).toHaveValue(name)
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: accountCopy.myEnquiries }).click()
    await expect(page).toHaveURL(paths.myEnquiries)
  })
})

test.describe('saved GSTIN', () => {
  test('opens prices in a fresh browser after signing in, and goes again on signing out', async ({
    browser,
  }) => {
    const { email } = await accountWithProfile('saved-gst', GSTIN)
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(paths.login)
    await signIn(page, email)
    await expect(page).toHaveURL(paths.home)
    await page.goto(paths.products)
    const tile = card(page, 'Arhar Dal')
    await expect(
      tile.getByText(formatRupees(arhar.prices['500gm'] ?? 0), { exact: true }),
    ).toBeVisible()
    await expect(tile.getByRole('button', { name: /^Buy Now/ })).toHaveText(catalogCopy.buyNow)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await header(page).getByRole('button', { name: uiText.logOut }).click()
    await expect(header(page).getByRole('link', { name: uiText.signIn })).toBeVisible()
    await page.goto(paths.products)
    await expect(
      card(page, 'Arhar Dal').getByRole('button', { name: /^Verify GST to Buy/ }),
    ).toHaveText(catalogCopy.verifyToBuy)
    await context.close()
  })
})

test.describe('back to where you were', () => {
  test('signing in from a product’s “Verify GST to Buy” lands back on /products with its order ready', async ({
    page,
  }) => {
    const { email, name } = await accountWithProfile('from-product', GSTIN)
    await page.goto(paths.products)
    await appIsLive(page)
    const tile = card(page, 'Arhar Dal')
    await tile.getByText('5kg', { exact: true }).click()
    await tile.getByRole('button', { name: /^Verify GST to Buy/ }).click()
    const gst = page.getByRole('dialog', { name: gstCopy.title })
    await gst.getByRole('link', { name: signInPromptText.savedGstin.action }).click()
    await expect(page).toHaveURL(
      `${paths.login}?next=${encodeURIComponent(paths.productOrder('arhar-dal', '5kg'))}`,
    )

    await signIn(page, email)
    await expect(page).toHaveURL(paths.products)
    const order = orderDialog(page)
    await expect(order).toBeVisible()
    await expect(order).toContainText('Arhar Dal')
    await expect(order).toContainText('5kg')
    await expect(order).toContainText(formatRupees(arhar.prices['5kg'] ?? 0))
    await expect(field(order, orderCopy.name)).toHaveValue(name)
    await expectNoA11yViolations(page)
    // Back closes the order, and stays on the products.
    await page.goBack()
    await expect(order).toBeHidden()
    await expect(page).toHaveURL(paths.products)
  })

  test('signing up from a job’s application comes back to it, through profile completion', async ({
    page,
  }) => {
    await page.goto(paths.jobs)
    const list = page.getByRole('list', { name: careersCopy.listHeading })
    const firstJob = list.getByRole('article').first()
    await expect(firstJob).toBeVisible()
    await appIsLive(page)
    const title = (await firstJob.getByRole('heading', { level: 3 }).textContent()) ?? ''
    await firstJob.getByRole('button', { name: new RegExp(careersCopy.applyNow) }).click()
    const application = page.getByRole('dialog', { name: careersCopy.applyTitle(title) })
    await application.getByRole('link', { name: signInPromptText.details.action }).click()
    await expect(page).toHaveURL(/\/login\?next=%2Fjobs%3Fapply%3D/)

    await page.getByRole('link', { name: authCopy.login.createAccount }).click()
    await page.getByRole('link', { name: authCopy.signup.withEmailOnly }).click()
    await expect(page).toHaveURL(/\/email-signup\?next=%2Fjobs%3Fapply%3D/)
    const email = uniqueEmail('applicant')
    await appIsLive(page)
    await field(page, f.email).fill(email)
    await field(page, f.password).fill(PASSWORD)
    await field(page, f.confirmPassword).fill(PASSWORD)
    await page.getByRole('button', { name: authCopy.continue }).click()
    await expect(page).toHaveURL(/\/complete-profile\?next=%2Fjobs%3Fapply%3D/)
    await field(page, f.name).fill('Ravi Verma')
    await field(page, f.phone).fill('98290 77881')
    await page.getByRole('button', { name: authCopy.continue }).click()

    await expect(page).toHaveURL(paths.jobs)
    await expect(application).toBeVisible()
    await expect(application.getByLabel(applicationCopy.name, { exact: true })).toHaveValue(
      'Ravi Verma',
    )
    await expect(
      application.getByRole('link', { name: signInPromptText.details.action }),
    ).toHaveCount(0)
  })

  test('a direct visit to /login lands on the home page', async ({ page }) => {
    const { email } = await accountWithProfile('direct')
    await page.goto(paths.login)
    await signIn(page, email)
    await expect(page).toHaveURL(paths.home)
  })
})
