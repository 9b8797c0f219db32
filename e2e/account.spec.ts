/**
 * Signing in, signing up and the buyer's account, as journeys through the local stack (the Auth
 * emulator, Firestore, the password-reset links the emulator records). What each screen says on
 * its own (validation, busy buttons, provider errors in plain words, the signed-in note) is proved
 * by the component tests beside it (src/features/auth, src/features/account), who may read or
 * write `users/{uid}` by the rules table (tools/firestore-rules/scenarios.ts), and each screen as
 * first loaded by the route sweep. Here is what only a browser proves: keyboard use, the real
 * services' answers, failures through the network, the way back to where the buyer was, and axe
 * on the states these journeys open (forms with their first error, the signed-in menus).
 *
 * Only these tests sign in through the sign-in screens (they are what is tested); the account
 * page starts signed in through the `account` fixture.
 */
import { gstCopy } from '../src/components/gst/gst-content'
import { signInPromptText } from '../src/components/account/sign-in-prompt-content'
import { accountMenuText } from '../src/app/header/account-menu-content'
import { messages } from '../src/config/messages'
import { paths, primaryNav } from '../src/config/paths'
import { uiText } from '../src/config/ui-content'
import { accountCopy } from '../src/features/account/account-content'
import {
  AUTH_ERROR_SENTENCES,
  authCopy,
  authMessages,
  INCORRECT_CREDENTIALS,
} from '../src/features/auth/auth-content'
import { applicationCopy, careersCopy } from '../src/features/careers/careers-content'
import { catalogCopy, orderCopy } from '../src/features/catalog/catalog-content'
import { orderPacksCopy } from '../src/features/catalog/order/order-content'
import { hero } from '../src/features/home/home-content'
import { welcomeText } from '../src/components/account/welcome-content'
import { formatRupees } from '../src/lib/util/pricing'
import { withReturnPath } from '../src/lib/util/return-path'
import {
  appIsLive,
  consentGiven,
  dialogEntryGone,
  expect,
  FIRESTORE_ROUTE,
  test,
  VERIFIED_GSTIN,
  type Locator,
  type Page,
} from './fixtures'
import { expectNoA11yViolations } from './support/a11y'
import { createAccount, PASSWORD, uniqueEmail } from './support/accounts'
import {
  buyNow,
  card,
  field,
  gstDialog,
  main,
  orderDialog,
  searchBox,
  verifyToBuy,
} from './support/catalog'
import { keyTo, tabTo, shiftTabTo, typeInto } from './support/keyboard'
import { seed, seededProduct } from './support/seed'
import { hasPasswordResetLink, passwordResetLink, storedDocuments } from './support/stack'

const f = authCopy.fields
const m = authMessages
const a = accountCopy.fields

const arhar = seededProduct('Arhar Dal')
const job = seed.jobs[0]!
/** The details a buyer gives, as the profile screens save them. */
const MEERA = { name: 'Meera Kirana Stores', phone: '+91 98290 11223' }

const header = (page: Page) => page.getByRole('banner')
const alertIn = (page: Page) => main(page).getByRole('alert')
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true })
const logOut = (page: Page) => header(page).getByRole('button', { name: uiText.logOut })
const signInLink = (page: Page) => header(page).getByRole('link', { name: uiText.signIn })
const mobileMenu = (page: Page) => header(page).getByRole('navigation', { name: uiText.mobileNav })
const productsLabel = primaryNav.find((link) => link.to === paths.products)?.label ?? '-'
/** The header's Products link: a move within the app, not a new page load. */
const productsLink = (page: Page) =>
  header(page).getByRole('link', { name: productsLabel, exact: true })

/**
 * Google's sign-in script cannot load, as on a machine without internet; with internet it would,
 * so the refusal is made explicit. The SDK must then reject, and the button must not hang.
 */
const refuseGoogleScript = (page: Page) =>
  page.route(/^https:\/\/apis\.google\.com\//, (route) => route.abort('namenotresolved'))

/**
 * The home page a sign-in lands on, shown. The address changes as the page starts rendering; a
 * header menu opened before it shows is closed by its arrival, as any navigation closes it.
 */
async function landedHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(paths.home)
  await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible()
}

/** Signs in with the form of the login page the visitor is on. */
async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await field(page, f.email).fill(email)
  await field(page, f.password).fill(password)
  await button(page, authCopy.login.submit).click()
}

/** Presses the Google button by keyboard; with the script refused, the failure shows beside it. */
async function googleFails(page: Page, label: string, failure: string): Promise<void> {
  const google = button(page, label)
  await shiftTabTo(page, google)
  await page.keyboard.press('Enter')
  await expect(alertIn(page)).toContainText(failure)
  await expect(google).toBeEnabled()
  await expect(google).toBeFocused()
}

test.beforeEach(async ({ page }) => consentGiven(page))

test.describe('at 390 px, keyboard only', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a guest finds sabudana from the top of /products and verifies GST, asking this device to remember it, which another tab then shares; signing up keeps the GSTIN and comes back to the catalogue with a welcome', async ({
    page,
    context,
  }) => {
    await refuseGoogleScript(page)
    const email = uniqueEmail('gstin-offer')
    const { product: sabu, prices } = seededProduct('Sabu Dana')
    const packPrice = prices['500gm'] ?? 0

    await page.goto(paths.products)
    await appIsLive(page)
    // The header's enquiry link shows its name under the icon on a phone.
    const enquiry = header(page).getByRole('link', { name: uiText.enquiryLinkLabel(0) })
    const shown = await enquiry
      .locator('span', { hasText: uiText.enquiryLinkShort })
      .first()
      .boundingBox()
    expect(shown?.width, 'the name is drawn, not only read out').toBeGreaterThan(20)
    // The search box is more than a screen down: the link under the heading brings it up.
    await tabTo(page, main(page).getByRole('link', { name: catalogCopy.searchJump }))
    await page.keyboard.press('Enter')
    await expect(searchBox(page)).toBeFocused()
    await expect(searchBox(page)).toBeInViewport()
    await page.keyboard.type('sabudana')
    await expect(main(page)).toContainText(catalogCopy.soldAs('sabudana', [sabu]))
    await expect(card(page, sabu)).toBeInViewport()

    await tabTo(page, verifyToBuy(card(page, sabu), sabu))
    await page.keyboard.press('Enter')
    await tabTo(page, field(gstDialog(page), gstCopy.label))
    await page.keyboard.type(VERIFIED_GSTIN.gstin)
    await tabTo(page, gstDialog(page).getByRole('checkbox', { name: gstCopy.rememberLabel }))
    await page.keyboard.press('Space')
    await tabTo(page, gstDialog(page).getByRole('button', { name: gstCopy.submit, exact: true }))
    await page.keyboard.press('Enter')
    const next = gstDialog(page).getByRole('button', { name: gstCopy.continueToOrder })
    await expect(next).toBeFocused()
    await page.keyboard.press('Enter')
    // Verified, the card's order opens: 4 packs, and what they come to, said as they change.
    const order = orderDialog(page)
    await tabTo(page, order.getByRole('button', { name: uiText.packs.more(`${sabu} 500gm`) }))
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Enter')
    await expect(order).toContainText(
      orderPacksCopy.packsTotal({
        packs: 4,
        size: '500gm',
        price: formatRupees(packPrice),
        total: formatRupees(packPrice * 4),
        kg: '2',
      }),
    )
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(buyNow(card(page, sabu), sabu)).toBeFocused()
    await dialogEntryGone(page)

    // Remembered on this device: a tab opened afterwards has prices without asking again.
    const other = await context.newPage()
    await other.goto(paths.products)
    await expect(buyNow(card(other, sabu), sabu)).toBeVisible()
    await other.close()

    await shiftTabTo(page, button(header(page), uiText.openMenu))
    await page.keyboard.press('Enter')
    await tabTo(page, mobileMenu(page).getByRole('link', { name: uiText.signIn }))
    await page.keyboard.press('Enter')
    await tabTo(page, main(page).getByRole('link', { name: authCopy.login.createAccount }))
    await page.keyboard.press('Enter')
    const offer = main(page).getByRole('checkbox', {
      name: authCopy.gstinOffer.label(VERIFIED_GSTIN.gstin, VERIFIED_GSTIN.stateName),
    })
    await expect(offer).toBeChecked()
    await expectNoA11yViolations(page)
    await typeInto(page, page, f.name, MEERA.name)
    await typeInto(page, page, f.email, email)
    await typeInto(page, page, f.phone, MEERA.phone)
    await typeInto(page, page, f.password, PASSWORD)
    await typeInto(page, page, f.confirmPassword, PASSWORD)
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(new RegExp(`^[^?#]*${paths.products}\\b`))
    const welcome = page.getByRole('status').filter({ hasText: welcomeText.greeting('Meera') })
    await expect(welcome).toContainText(welcomeText.gstinSaved(VERIFIED_GSTIN.gstin))
    await expectNoA11yViolations(page)
    const [record] = await storedDocuments('users', 'email', email)
    expect(record?.fields).toMatchObject({ gstin: { stringValue: VERIFIED_GSTIN.gstin } })
    // The welcome sits between the header and the page: reached the short way from wherever the
    // sign-up left the focus.
    await keyTo(page, welcome.getByRole('button', { name: welcomeText.dismiss }))
    await page.keyboard.press('Enter')
    await expect(welcome).toHaveCount(0)
  })

  test('sign up with the full form, log out, log in, and find the account in the menu', async ({
    page,
  }) => {
    await refuseGoogleScript(page)
    const email = uniqueEmail('journey')
    const buyer = { name: 'Sharma Wholesale', phone: '0141 400 9999' }

    await page.goto(paths.signup)
    await appIsLive(page)
    await tabTo(page, button(main(page), authCopy.signup.submit))
    await page.keyboard.press('Enter')
    await expect(alertIn(page)).toHaveText(m.nameRequired)
    await expect(field(page, f.name)).toBeFocused()
    await expectNoA11yViolations(page)

    await page.keyboard.type(buyer.name)
    await typeInto(page, page, f.email, email)
    // Google's popup failing keeps what was typed, and the keyboard where it was.
    await googleFails(page, authCopy.signup.google, m.googleSignupFailed)
    await expect(field(page, f.name)).toHaveValue(buyer.name)
    await expect(field(page, f.email)).toHaveValue(email)
    await typeInto(page, page, f.phone, buyer.phone)
    await typeInto(page, page, f.password, PASSWORD)
    await typeInto(page, page, f.confirmPassword, PASSWORD)
    await page.keyboard.press('Enter')
    await landedHome(page)

    // Log out sits in the phone's menu.
    await shiftTabTo(page, button(header(page), uiText.openMenu))
    await page.keyboard.press('Enter')
    await tabTo(page, button(mobileMenu(page), uiText.logOut))
    await page.keyboard.press('Enter')
    await landedHome(page)
    await shiftTabTo(page, button(header(page), uiText.openMenu))
    await page.keyboard.press('Enter')
    await tabTo(page, mobileMenu(page).getByRole('link', { name: uiText.signIn }))
    await page.keyboard.press('Enter')
    // From the home page: nowhere to return to but home.
    await expect(page).toHaveURL(paths.login)

    await tabTo(page, button(main(page), authCopy.login.submit))
    await page.keyboard.press('Enter')
    await expect(alertIn(page)).toHaveText(m.emailRequired)
    await expect(field(page, f.email)).toBeFocused()
    await expectNoA11yViolations(page)
    await page.keyboard.type(email)
    await googleFails(page, authCopy.login.google, m.googleLoginFailed)
    await typeInto(page, page, f.password, PASSWORD)
    await page.keyboard.press('Enter')
    await landedHome(page)

    // The phone's menu: who is signed in (the record sign-up saved), their account, Log out.
    await shiftTabTo(page, button(header(page), uiText.openMenu))
    await page.keyboard.press('Enter')
    await expect(mobileMenu(page)).toContainText(buyer.name)
    await expect(button(mobileMenu(page), uiText.logOut)).toBeVisible()
    await expectNoA11yViolations(page)
    await tabTo(page, mobileMenu(page).getByRole('link', { name: accountMenuText.account }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.account)
    await expect(field(page, a.name)).toHaveValue(buyer.name)
    await expect(field(page, a.phone)).toHaveValue(buyer.phone)
  })
})

test('forgot password: the same answer for any address; the e-mail’s link sets a new password, once', async ({
  page,
}) => {
  const { email } = await createAccount({ label: 'forgot' })
  await page.goto(paths.login)
  await field(page, f.email).fill(email)
  await page.getByRole('link', { name: authCopy.login.forgotPassword }).click()
  await expect(page).toHaveURL(paths.forgotPassword)
  await expect(field(page, f.email)).toHaveValue(email)
  await button(page, authCopy.forgotPassword.submit).click()
  await expect(main(page).getByRole('status')).toHaveText(authCopy.forgotPassword.sent(email))
  await expectNoA11yViolations(page)

  // An address with no account gets the very same answer, and no link is made for it.
  const nobody = uniqueEmail('nobody')
  await field(page, f.email).fill(nobody)
  await button(page, authCopy.forgotPassword.sendAgain).click()
  await expect(main(page).getByRole('status')).toHaveText(authCopy.forgotPassword.sent(nobody))
  expect(await hasPasswordResetLink(nobody)).toBe(false)

  // The project's e-mail action address is this site's reset page: the link's query goes there.
  const link = await passwordResetLink(email)
  await page.goto(`${paths.resetPassword}${link.search}`)
  await expect(page.getByText(authCopy.resetPassword.forAccount(email))).toBeVisible()
  await field(page, f.password).fill('new-harvest-7')
  await field(page, f.confirmPassword).fill('new-harvest-7')
  await button(page, authCopy.resetPassword.submit).click()
  await expect(main(page).getByRole('status')).toHaveText(authCopy.resetPassword.done)
  await main(page).getByRole('link', { name: authCopy.resetPassword.signIn }).click()
  await expect(page).toHaveURL(paths.login)
  await expect(field(page, f.email)).toHaveValue(email)

  // The old password is refused, in the words that do not tell whether the account exists.
  await field(page, f.password).fill(PASSWORD)
  await button(page, authCopy.login.submit).click()
  await expect(alertIn(page)).toHaveText(INCORRECT_CREDENTIALS)
  await field(page, f.password).fill('new-harvest-7')
  await button(page, authCopy.login.submit).click()
  await landedHome(page)
  await expect(logOut(page)).toBeVisible()

  // A used link says so, and offers a new one.
  await page.goto(`${paths.resetPassword}${link.search}`)
  await expect(alertIn(page)).toHaveText(AUTH_ERROR_SENTENCES['auth/invalid-action-code'] ?? '-')
  await expect(page.getByRole('link', { name: authCopy.resetPassword.askAgain })).toHaveAttribute(
    'href',
    paths.forgotPassword,
  )
})

test.describe('back to where you were', () => {
  test('signing in from a product’s “Verify GST to Buy” opens its order, priced by the saved GSTIN; logging out closes the prices', async ({
    page,
  }) => {
    const { email } = await createAccount({
      label: 'from-product',
      profile: { ...MEERA, gstin: VERIFIED_GSTIN.gstin },
    })
    await page.goto(paths.products)
    const tile = card(page, arhar.product)
    await tile.getByText('5kg', { exact: true }).click()
    await tile.getByRole('button', { name: new RegExp(`^${catalogCopy.verifyToBuy}`) }).click()
    const gst = page.getByRole('dialog', { name: gstCopy.title })
    // The dialog's form arrives as code of its own and pushes the link down: read it first.
    await expect(field(gst, gstCopy.label)).toBeVisible()
    await gst.getByRole('link', { name: signInPromptText.savedGstin.action }).click()
    await expect(page).toHaveURL(withReturnPath(paths.login, paths.productOrder(arhar.id, '5kg')))

    await signIn(page, email)
    await expect(page).toHaveURL(paths.products)
    const order = orderDialog(page)
    await expect(order).toBeVisible()
    await expect(order).toContainText(arhar.product)
    await expect(order).toContainText('5kg')
    await expect(order).toContainText(formatRupees(arhar.prices['5kg'] ?? 0))
    await expect(field(order, orderCopy.name)).toHaveValue(MEERA.name)
    await expect(field(order, orderCopy.phone)).toHaveValue(MEERA.phone)

    // Back closes the order and stays on the products, their prices open in this fresh browser.
    await page.goBack()
    await expect(order).toBeHidden()
    await expect(page).toHaveURL(paths.products)
    await expect(
      tile.getByText(formatRupees(arhar.prices['500gm'] ?? 0), { exact: true }),
    ).toBeVisible()
    await expect(buyNow(tile, arhar.product)).toHaveText(catalogCopy.buyNow)

    await logOut(page).click()
    await expect(signInLink(page)).toBeVisible()
    await productsLink(page).click()
    await expect(
      card(page, arhar.product).getByRole('button', {
        name: new RegExp(`^${catalogCopy.verifyToBuy}`),
      }),
    ).toHaveText(catalogCopy.verifyToBuy)
  })

  test('signing up from a job’s application comes back to it through email sign-up and profile completion, past a taken address and a refused save', async ({
    page,
  }) => {
    const taken = await createAccount({ label: 'taken' })
    await page.goto(paths.jobs)
    const listing = page
      .getByRole('list', { name: careersCopy.listHeading })
      .getByRole('article', { name: job.title, exact: true })
    await listing.getByRole('button', { name: new RegExp(careersCopy.applyNow) }).click()
    const application = page.getByRole('dialog', { name: careersCopy.applyTitle(job.title) })
    // As in the GST dialog: the form arrives on its own and moves the link; read it first.
    await expect(field(application, applicationCopy.name)).toBeVisible()
    await application.getByRole('link', { name: signInPromptText.details.action }).click()
    const backToJob = (url: URL) =>
      url.searchParams.get('next')?.startsWith(`${paths.jobs}?apply=`) === true
    await expect(page).toHaveURL((url) => url.pathname === paths.login && backToJob(url))

    await page.getByRole('link', { name: authCopy.login.createAccount }).click()
    await page.getByRole('link', { name: authCopy.signup.withEmailOnly }).click()
    await expect(page).toHaveURL((url) => url.pathname === paths.emailSignup && backToJob(url))
    await button(page, authCopy.continue).click()
    await expect(alertIn(page)).toHaveText(m.emailRequired)
    await expectNoA11yViolations(page)

    // The Auth emulator's answer for an address in use, in plain words.
    await field(page, f.email).fill(taken.email)
    await field(page, f.password).fill(PASSWORD)
    await field(page, f.confirmPassword).fill(PASSWORD)
    await button(page, authCopy.continue).click()
    await expect(alertIn(page)).toHaveText(AUTH_ERROR_SENTENCES['auth/email-already-in-use'] ?? '-')
    await field(page, f.email).fill(uniqueEmail('applicant'))
    await field(page, f.confirmPassword).press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === paths.completeProfile && backToJob(url))

    // A new account has no name yet: the profile form's first error.
    await button(page, authCopy.continue).click()
    await expect(alertIn(page)).toHaveText(m.nameRequired)
    await expect(logOut(page)).toBeVisible()
    await expectNoA11yViolations(page)

    // Firestore refuses the save: the button is busy meanwhile, then says so and keeps the input.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const commits = '**/v1/projects/**:commit*'
    await page.route(commits, async (route) => {
      await released
      await route.fulfill({ status: 503, body: '{}' })
    })
    await field(page, f.name).fill('Ravi Verma')
    await field(page, f.phone).fill('98290 77881')
    await field(page, f.phone).press('Enter')
    await expect(button(page, m.saving)).toBeDisabled()
    release()
    await expect(alertIn(page)).toHaveText(m.profileSaveFailed)
    await expect(field(page, f.name)).toHaveValue('Ravi Verma')
    await expect(field(page, f.phone)).toHaveValue('98290 77881')
    await expect(page).toHaveURL((url) => url.pathname === paths.completeProfile)

    await page.unroute(commits)
    await button(page, authCopy.continue).click()
    await expect(page).toHaveURL((url) => url.pathname === paths.jobs)
    await expect(application).toBeVisible()
    await expect(field(application, applicationCopy.name)).toHaveValue('Ravi Verma')
    await expect(
      application.getByRole('link', { name: signInPromptText.details.action }),
    ).toHaveCount(0)
  })

  test('a “next” that is another site once normalised (/.//host) is refused: signing in lands home, and the signed-in note offers only this site', async ({
    page,
    baseURL,
  }) => {
    /** This site's home page, origin and all. */
    const home = new URL(paths.home, baseURL)
    const { email } = await createAccount({ label: 'next-elsewhere', profile: MEERA })
    // "/.//evil.example/phish" resolves to "//evil.example/phish": another site to a browser.
    const phishing = `${paths.login}?next=/.//evil.example/phish`
    await page.goto(phishing)
    await signIn(page, email)
    await expect(page).toHaveURL(home.href)
    await landedHome(page)

    // The same link, signed in: the note's only way on is this site's home page.
    await page.goto(phishing)
    const onward = main(page).getByRole('link', { name: authCopy.signedIn.home, exact: true })
    await expect(onward).toHaveAttribute('href', paths.home)
    expect(new URL(await onward.evaluate((link: HTMLAnchorElement) => link.href)).origin).toBe(
      home.origin,
    )
    await expect(main(page).getByRole('link', { name: authCopy.signedIn.continue })).toHaveCount(0)
    await onward.click()
    await expect(page).toHaveURL(home.href)
    await landedHome(page)
  })
})

test.describe('the account page', () => {
  test.use({ account: { label: 'account', profile: MEERA } })

  test('an unreadable record offers Retry, not a blank form; bad details are refused; saved ones reach the menu and the order form', async ({
    page,
    buyer,
  }) => {
    // Firestore is down: the account's record cannot be read.
    await page.route(FIRESTORE_ROUTE, (route) =>
      route.fulfill({ status: 503, body: 'unavailable' }),
    )
    await page.goto(paths.account)
    await expect(alertIn(page)).toHaveText(messages.profile.unreadable)
    await expect(field(page, a.name)).toHaveCount(0)
    await page.unroute(FIRESTORE_ROUTE)
    await tabTo(page, button(main(page), messages.profile.retry))
    await page.keyboard.press('Enter')
    await expect(field(page, a.name)).toHaveValue(MEERA.name)
    await expect(page).toHaveURL(paths.account)

    await tabTo(page, field(page, a.name))
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Sharma Wholesale')
    await page.keyboard.press('Tab')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('abc')
    await typeInto(page, page, a.gstin, '27AAPFU0939F1ZX')
    await page.keyboard.press('Enter')
    await expect(field(page, a.phone)).toHaveAccessibleDescription(messages.profile.phoneInvalid)
    await expect(field(page, a.gstin)).toHaveAccessibleDescription(
      new RegExp(gstCopy.invalid.replace('.', '\\.')),
    )
    const [before] = await storedDocuments('users', 'userId', buyer.uid)
    expect(before?.fields).toMatchObject({ name: { stringValue: MEERA.name } })
    await expectNoA11yViolations(page)

    await field(page, a.phone).fill('98290 44556')
    await field(page, a.businessName).fill('Sharma Wholesale Pvt Ltd')
    await field(page, a.address).fill('22 Grain Market, Chandpole\nJaipur, Rajasthan')
    await field(page, a.pinCode).fill('302001')
    await field(page, a.gstin).fill(' 27 aapfu 0939 f1zv ')
    await expect(field(page, a.gstin)).toHaveValue(VERIFIED_GSTIN.gstin)
    await expect(page.getByText(accountCopy.gstinState(VERIFIED_GSTIN.stateName))).toBeVisible()
    await tabTo(page, button(page, accountCopy.submit))
    await page.keyboard.press('Enter')
    await expect(main(page).getByRole('status')).toHaveText(accountCopy.saved)

    const [stored] = await storedDocuments('users', 'userId', buyer.uid)
    expect(stored?.fields).toMatchObject({
      name: { stringValue: 'Sharma Wholesale' },
      email: { stringValue: buyer.email },
      phone: { stringValue: '98290 44556' },
      businessName: { stringValue: 'Sharma Wholesale Pvt Ltd' },
      address: { stringValue: '22 Grain Market, Chandpole\nJaipur, Rajasthan' },
      pinCode: { stringValue: '302001' },
      gstin: { stringValue: VERIFIED_GSTIN.gstin },
      type: { stringValue: 'b2b' },
    })

    // The header's menu, by keyboard: the new name's initials, and on to My enquiries.
    const menu = button(header(page), accountMenuText.label('Sharma Wholesale'))
    await expect(menu).toContainText('SW')
    await shiftTabTo(page, menu)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(header(page).getByRole('link', { name: accountMenuText.account })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.myEnquiries)

    // The saved GSTIN verified this tab: straight on to the order, prefilled with the new details.
    await productsLink(page).click()
    const buy = buyNow(card(page, arhar.product), arhar.product)
    await buy.click()
    await expect(field(orderDialog(page), orderCopy.name)).toHaveValue('Sharma Wholesale')
    await expect(field(orderDialog(page), orderCopy.email)).toHaveValue(buyer.email)
    await expect(field(orderDialog(page), orderCopy.phone)).toHaveValue('98290 44556')
  })
})
