import CryptoJS from 'crypto-js'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { deleteApp, initializeApp } from 'firebase/app'
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  inMemoryPersistence,
  initializeAuth,
} from 'firebase/auth'
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
} from 'firebase/firestore/lite'
import { STORAGE_KEYS } from '../src/config/constants'
import { LOCAL_STACK_DEFAULTS } from '../src/config/env-schema'
import { messages } from '../src/config/messages'
import { paths } from '../src/config/paths'
import {
  AUTH_ERROR_SENTENCES,
  authCopy,
  authMessages,
  INCORRECT_CREDENTIALS,
} from '../src/features/auth/auth-content'
import { expectNoA11yViolations } from './a11y'
import { FIRESTORE_ROUTE } from './fixtures'

const m = authMessages
const f = authCopy.fields
const API_KEY = LOCAL_STACK_DEFAULTS.VITE_FIREBASE_API_KEY
const PASSWORD = 'harvest-2025'

/** A fresh address per test and per run, so tests never share an account. */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

const header = (page: Page) => page.getByRole('banner')
const alertBox = (page: Page) => page.getByRole('main').getByRole('alert')

/** Keyboard only: Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** Keyboard only: Tab to the field labelled `label` and type into it. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, page.getByLabel(label, { exact: true }))
  await page.keyboard.type(text)
}

/** Creates an email/password account straight in the Auth emulator (through the app's origin). */
async function createAccountViaApi(page: Page, email: string, password = PASSWORD) {
  const response = await page.request.post(
    `/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    { data: { email, password, returnSecureToken: true } },
  )
  expect(response.ok()).toBe(true)
}

async function expectSignedIn(page: Page): Promise<void> {
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0)
}

async function expectSignedOut(page: Page): Promise<void> {
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(header(page).getByRole('button', { name: 'Log out' })).toHaveCount(0)
}

async function signInWithForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto(paths.login)
  await page.getByLabel(f.email, { exact: true }).fill(email)
  await page.getByLabel(f.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: authCopy.login.submit, exact: true }).click()
  await expect(page).toHaveURL(paths.home)
  await expectSignedIn(page)
}

test.describe('account journey (keyboard only)', () => {
  test('email sign-up → complete profile → log out → log in again', async ({ page }) => {
    test.slow() // Five screens and two sign-ins in one test.
    const email = uniqueEmail('journey')
    await page.goto(paths.emailSignup)
    await expectSignedOut(page)

    await typeInto(page, f.email, email)
    await typeInto(page, f.password, PASSWORD)
    await typeInto(page, f.confirmPassword, PASSWORD)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.completeProfile)
    await expectSignedIn(page)

    await typeInto(page, f.name, 'Meera Kirana Stores')
    await typeInto(page, f.phone, '+91 98290 11223')
    await tabTo(page, page.getByRole('button', { name: authCopy.continue }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.home)
    await expectSignedIn(page)

    const logOut = header(page).getByRole('button', { name: 'Log out' })
    await tabTo(page, logOut)
    await page.keyboard.press('Enter')
    await expectSignedOut(page)

    await tabTo(page, header(page).getByRole('link', { name: 'Sign In' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.login)
    await typeInto(page, f.email, email)
    await typeInto(page, f.password, PASSWORD)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.home)
    await expectSignedIn(page)

    // The saved user document is read back into the session after the new sign-in.
    await page.goto(paths.completeProfile)
    await expect(page.getByLabel(f.name, { exact: true })).toHaveValue('Meera Kirana Stores')
    await expect(page.getByLabel(f.phone, { exact: true })).toHaveValue('+91 98290 11223')
  })

  test('the full sign-up form creates the account and its record, then goes home', async ({
    page,
  }) => {
    await page.goto(paths.signup)
    await typeInto(page, f.name, 'Sharma Wholesale')
    await typeInto(page, f.email, uniqueEmail('full'))
    await typeInto(page, f.phone, '0141 400 9999')
    await typeInto(page, f.password, PASSWORD)
    await typeInto(page, f.confirmPassword, PASSWORD)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(paths.home)
    await expectSignedIn(page)
    await page.goto(paths.completeProfile)
    await expect(page.getByLabel(f.name, { exact: true })).toHaveValue('Sharma Wholesale')
    await expect(page.getByLabel(f.phone, { exact: true })).toHaveValue('0141 400 9999')
  })
})

test.describe('validation messages', () => {
  test('/email-signup: required fields and matching passwords', async ({ page }) => {
    await page.goto(paths.emailSignup)
    await expect(page.getByLabel(f.email, { exact: true })).toHaveAttribute('type', 'email')
    const submit = page.getByRole('button', { name: authCopy.continue })
    await submit.click()
    await expect(alertBox(page)).toHaveText(m.emailRequired)
    await expect(page.getByLabel(f.email, { exact: true })).toBeFocused()
    await page.keyboard.type('not-an-email')
    await submit.click()
    await expect(alertBox(page)).toHaveText(m.emailInvalid)
    await page.getByLabel(f.email, { exact: true }).fill(uniqueEmail('validation'))
    await submit.click()
    await expect(alertBox(page)).toHaveText(m.passwordRequired)
    await page.getByLabel(f.password, { exact: true }).fill(PASSWORD)
    await submit.click()
    await expect(alertBox(page)).toHaveText(m.confirmPasswordRequired)
    await page.getByLabel(f.confirmPassword, { exact: true }).fill('something-else')
    await submit.click()
    await expect(alertBox(page)).toHaveText(m.passwordsMismatch)
    await expect(page.getByLabel(f.confirmPassword, { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(page).toHaveURL(paths.emailSignup)
    await expectSignedOut(page)
  })

  test('/signup: name, phone and matching passwords', async ({ page }) => {
    await page.goto(paths.signup)
    const submit = page.getByRole('button', { name: authCopy.signup.submit })
    await page.getByLabel(f.email, { exact: true }).fill(uniqueEmail('signup-validation'))
    await page.getByLabel(f.password, { exact: true }).fill(PASSWORD)
    await page.getByLabel(f.confirmPassword, { exact: true }).fill(`${PASSWORD}-x`)
    await submit.click()
    await expect(alertBox(page)).toHaveText(m.nameRequired)
    await page.getByLabel(f.name, { exact: true }).fill('Gupta Traders')
    await submit.click()
    await expect(alertBox(page)).toHaveText(m.phoneRequired)
    await page.getByLabel(f.phone, { exact: true }).fill('98290 11223')
    await submit.click()
    await expect(alertBox(page)).toHaveText(m.passwordsMismatch)
    await expectSignedOut(page)
  })

  test('/login: email and password are required', async ({ page }) => {
    await page.goto(paths.login)
    const submit = page.getByRole('button', { name: authCopy.login.submit, exact: true })
    await submit.click()
    await expect(alertBox(page)).toHaveText(m.emailRequired)
    await page.getByLabel(f.email, { exact: true }).fill('buyer@example.com')
    await submit.click()
    await expect(alertBox(page)).toHaveText(m.passwordRequired)
    await expect(page.getByLabel(f.password, { exact: true })).toBeFocused()
  })

  test('/complete-profile: name first, then phone', async ({ page }) => {
    // Signed in through the form so the app's own session holds the user.
    const email = uniqueEmail('profile-validation')
    await createAccountViaApi(page, email)
    await signInWithForm(page, email)
    await page.goto(paths.completeProfile)
    const submit = page.getByRole('button', { name: authCopy.continue })
    await page.getByLabel(f.name, { exact: true }).fill('   ')
    await submit.click()
    await expect(alertBox(page)).toHaveText(m.nameRequired)
    await page.getByLabel(f.name, { exact: true }).fill('Verma Stores')
    await submit.click()
    await expect(alertBox(page)).toHaveText(m.phoneRequired)
    await expect(page.getByLabel(f.phone, { exact: true })).toBeFocused()
    await expectNoA11yViolations(page)
  })
})

test.describe('provider failures are readable', () => {
  test('a wrong password and an unknown email get the same plain answer', async ({ page }) => {
    const email = uniqueEmail('wrong-password')
    await createAccountViaApi(page, email)
    await page.goto(paths.login)
    await page.getByLabel(f.email, { exact: true }).fill(email)
    await page.getByLabel(f.password, { exact: true }).fill('not-the-password')
    const submit = page.getByRole('button', { name: authCopy.login.submit, exact: true })
    await submit.click()
    const alert = alertBox(page)
    await expect(alert).toHaveText(INCORRECT_CREDENTIALS)
    await expect(page.getByLabel(f.email, { exact: true })).toHaveValue(email)
    await expect(submit).toBeEnabled()
    await expectSignedOut(page)

    // An address with no account must not read any differently: that would tell which have one.
    await page.getByLabel(f.email, { exact: true }).fill(uniqueEmail('nobody'))
    const answered = page.waitForResponse((response) =>
      response.url().includes('accounts:signInWithPassword'),
    )
    await submit.click()
    await answered
    // Busy, the button has another name: found again, it is this attempt's answer beside it.
    await expect(submit).toBeEnabled()
    await expect(alert).toHaveText(INCORRECT_CREDENTIALS)
  })

  test('an email already in use and a weak password', async ({ page }) => {
    const email = uniqueEmail('taken')
    await createAccountViaApi(page, email)
    await page.goto(paths.emailSignup)
    await page.getByLabel(f.email, { exact: true }).fill(email)
    await page.getByLabel(f.password, { exact: true }).fill(PASSWORD)
    await page.getByLabel(f.confirmPassword, { exact: true }).fill(PASSWORD)
    const submit = page.getByRole('button', { name: authCopy.continue })
    await submit.click()
    await expect(alertBox(page)).toHaveText(AUTH_ERROR_SENTENCES['auth/email-already-in-use'] ?? '')

    await page.getByLabel(f.email, { exact: true }).fill(uniqueEmail('weak'))
    await page.getByLabel(f.password, { exact: true }).fill('123')
    await page.getByLabel(f.confirmPassword, { exact: true }).fill('123')
    await submit.click()
    await expect(alertBox(page)).toHaveText(AUTH_ERROR_SENTENCES['auth/weak-password'] ?? '')
    await expectSignedOut(page)
  })
})

test.describe('busy buttons', () => {
  test('Continue reads "Creating account..." and cannot submit twice', async ({ page }) => {
    let signUps = 0
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/accounts:signUp*', async (route) => {
      signUps += 1
      await released
      await route.continue()
    })
    await page.goto(paths.emailSignup)
    await page.getByLabel(f.email, { exact: true }).fill(uniqueEmail('busy'))
    await page.getByLabel(f.password, { exact: true }).fill(PASSWORD)
    await page.getByLabel(f.confirmPassword, { exact: true }).fill(PASSWORD)
    await page.getByLabel(f.confirmPassword, { exact: true }).press('Enter')
    const busy = page.getByRole('button', { name: m.creatingAccount })
    await expect(busy).toBeDisabled()
    await page.getByLabel(f.confirmPassword, { exact: true }).press('Enter')
    await busy.click({ force: true })
    // The button turns busy before the auth SDK's code has loaded and sent the request.
    await expect.poll(() => signUps).toBe(1)
    release()
    await expect(page).toHaveURL(paths.completeProfile)
    expect(signUps).toBe(1)
  })

  test('a refused profile save says "Failed to save user details" and keeps the input', async ({
    page,
  }) => {
    const email = uniqueEmail('save-fails')
    await createAccountViaApi(page, email)
    await signInWithForm(page, email)
    await page.goto(paths.completeProfile)
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/v1/projects/**:commit*', async (route) => {
      await released
      await route.fulfill({ status: 503, body: '{}' })
    })
    await page.getByLabel(f.name, { exact: true }).fill('Patel Provisions')
    await page.getByLabel(f.phone, { exact: true }).fill('98290 44556')
    await page.getByRole('button', { name: authCopy.continue }).click()
    await expect(page.getByRole('button', { name: m.saving })).toBeDisabled()
    release()
    await expect(alertBox(page)).toHaveText(m.profileSaveFailed)
    await expect(page.getByLabel(f.name, { exact: true })).toHaveValue('Patel Provisions')
    await expect(page.getByLabel(f.phone, { exact: true })).toHaveValue('98290 44556')
    await expect(page).toHaveURL(paths.completeProfile)
  })
})

test.describe('Google sign-in (offline: the popup script cannot load)', () => {
  // Google's gapi loader is refused, as it is offline; in CI with internet it would load, so the
  // refusal is made explicit. The SDK then rejects, and the button must not hang.
  test.beforeEach(async ({ page }) => {
    await page.route(/^https:\/\/apis\.google\.com\//, (route) => route.abort('namenotresolved'))
  })

  for (const [path, label, failure] of [
    [paths.login, authCopy.login.google, m.googleLoginFailed],
    [paths.signup, authCopy.signup.google, m.googleSignupFailed],
  ] as const) {
    test(`${path}: a failed popup ends in "${failure}"`, async ({ page }) => {
      await page.goto(path)
      await page.getByLabel(f.email, { exact: true }).fill('kept@example.com')
      const google = page.getByRole('button', { name: label })
      await tabTo(page, google)
      await page.keyboard.press('Enter')
      await expect(alertBox(page)).toContainText(failure)
      await expect(google).toBeEnabled()
      await expect(google).toBeFocused()
      await expect(page.getByLabel(f.email, { exact: true })).toHaveValue('kept@example.com')
      await expect(page).toHaveURL(path)
      await expectSignedOut(page)
    })
  }
})

test.describe('signed-in visitors', () => {
  test('see a note with a way home instead of the login and sign-up forms', async ({ page }) => {
    const email = uniqueEmail('already')
    await createAccountViaApi(page, email)
    await signInWithForm(page, email)
    for (const path of [paths.login, paths.signup, paths.emailSignup]) {
      await page.goto(path)
      await expect(page.getByText(authCopy.signedIn.note(email))).toBeVisible()
      await expect(page.getByLabel(f.password, { exact: true })).toHaveCount(0)
      // No user document yet, so the note also offers profile completion.
      await expect(page.getByRole('link', { name: authCopy.signedIn.profile })).toBeVisible()
    }
    await page.getByRole('main').getByRole('link', { name: authCopy.signedIn.home }).click()
    await expect(page).toHaveURL(paths.home)
  })
})

test.describe('pending_claim', () => {
  const passphrase = LOCAL_STACK_DEFAULTS.VITE_PENDING_CLAIM_PASSPHRASE ?? ''
  const decoderRequest = /pending-claim|crypto-js/

  async function loadWithClaim(page: Page, value: string | null) {
    const decoderRequests: string[] = []
    const consoleErrors: string[] = []
    page.on('request', (request) => {
      if (decoderRequest.test(request.url())) decoderRequests.push(request.url())
    })
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    await page.goto(paths.services)
    await page.evaluate(
      ([key, item]) =>
        item === null ? localStorage.removeItem(key) : localStorage.setItem(key, item),
      [STORAGE_KEYS.pendingClaim, value] as const,
    )
    decoderRequests.length = 0
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    return { decoderRequests, consoleErrors }
  }

  const storedClaim = (page: Page) =>
    page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.pendingClaim)

  test('a valid item is decoded (its decoder loaded) and removed', async ({ page }) => {
    const item = CryptoJS.AES.encrypt(
      JSON.stringify(['GSTIN-08ABCDE1234F1Z5', 30, 'kg']),
      passphrase,
    ).toString()
    const { decoderRequests, consoleErrors } = await loadWithClaim(page, item)
    await expect.poll(() => storedClaim(page)).toBeNull()
    expect(decoderRequests.length).toBeGreaterThan(0)
    expect(consoleErrors).toEqual([])
  })

  test('a corrupt item is removed without console errors', async ({ page }) => {
    const { consoleErrors } = await loadWithClaim(page, 'U2FsdGVkX19vbm90YXJlYWxjbGFpbQ==')
    await expect.poll(() => storedClaim(page)).toBeNull()
    expect(consoleErrors).toEqual([])
  })

  test('without an item, crypto-js is never fetched', async ({ page }) => {
    const { decoderRequests } = await loadWithClaim(page, null)
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click()
    await expect(page.getByRole('heading', { level: 1, name: authCopy.login.title })).toBeVisible()
    expect(decoderRequests).toEqual([])
  })
})

test.describe('an unreadable account document', () => {
  test('is an error with Retry, never "no profile": no form, no redirect, nothing overwritten', async ({
    page,
  }) => {
    const email = uniqueEmail('unreadable')
    await page.goto(paths.signup)
    await page.getByLabel(f.name, { exact: true }).fill('Bansal Provisions')
    await page.getByLabel(f.email, { exact: true }).fill(email)
    await page.getByLabel(f.phone, { exact: true }).fill('0141 400 7777')
    await page.getByLabel(f.password, { exact: true }).fill(PASSWORD)
    await page.getByLabel(f.confirmPassword, { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: authCopy.signup.submit, exact: true }).click()
    await expect(page).toHaveURL(paths.home)

    // Firestore is down: reading the user document fails.
    let failing = true
    await page.route(FIRESTORE_ROUTE, (route) =>
      failing ? route.fulfill({ status: 503, body: 'unavailable' }) : route.fallback(),
    )
    await page.goto(paths.completeProfile)
    await expect(alertBox(page)).toHaveText(messages.profile.unreadable)
    await expect(page.getByLabel(f.name, { exact: true })).toHaveCount(0)
    await expect(page).toHaveURL(paths.completeProfile)

    failing = false
    await page.getByRole('button', { name: messages.profile.retry }).click()
    await expect(page.getByLabel(f.name, { exact: true })).toHaveValue('Bansal Provisions')
    await expect(page.getByLabel(f.phone, { exact: true })).toHaveValue('0141 400 7777')
  })
})

test.describe('accessibility', () => {
  for (const path of [paths.login, paths.signup, paths.emailSignup, paths.completeProfile]) {
    test(`${path} has no axe violations, also with an error showing`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoA11yViolations(page)
      const submit = page.getByRole('main').locator('button[type="submit"]')
      if ((await submit.count()) > 0) {
        await submit.click()
        await expect(alertBox(page)).toBeVisible()
        await expectNoA11yViolations(page)
      }
    })
  }
})

test.describe('users/{uid} rules, through the Firebase SDK against the local stack', () => {
  // The SDK logs every refused request at error level; the refusals are what is being tested.
  test.beforeAll(() => setLogLevel('silent'))

  /** A separate Firebase app per person, talking to the stack through the app's origin. */
  async function person(baseURL: string, label: string, signedIn = true) {
    const origin = new URL(baseURL)
    const app = initializeApp(
      {
        apiKey: API_KEY,
        projectId: LOCAL_STACK_DEFAULTS.VITE_FIREBASE_PROJECT_ID,
        appId: LOCAL_STACK_DEFAULTS.VITE_FIREBASE_APP_ID,
      },
      `${label}-${Math.random().toString(36).slice(2)}`,
    )
    const auth = initializeAuth(app, { persistence: inMemoryPersistence })
    connectAuthEmulator(auth, origin.origin, { disableWarnings: true })
    const db = getFirestore(app)
    connectFirestoreEmulator(db, origin.hostname, Number(origin.port || 80))
    let uid = ''
    if (signedIn) {
      const { user } = await createUserWithEmailAndPassword(auth, uniqueEmail(label), PASSWORD)
      uid = user.uid
    }
    const record = (overrides: Record<string, unknown> = {}) => ({
      name: `${label} Traders`,
      email: auth.currentUser?.email ?? '',
      phone: '98290 00000',
      userId: uid,
      type: 'b2b',
      createdAt: serverTimestamp(),
      ...overrides,
    })
    return { app, db, uid, record, close: () => deleteApp(app) }
  }

  async function expectDenied(operation: Promise<unknown>): Promise<void> {
    await expect(operation).rejects.toMatchObject({ code: 'permission-denied' })
  }

  test('each user reads and writes only their own document', async ({ baseURL }) => {
    const alice = await person(baseURL ?? '', 'alice')
    const bob = await person(baseURL ?? '', 'bob')
    const stranger = await person(baseURL ?? '', 'stranger', false)
    try {
      const aliceDoc = (db: typeof alice.db) => doc(db, 'users', alice.uid)
      await setDoc(aliceDoc(alice.db), alice.record())
      expect((await getDoc(aliceDoc(alice.db))).data()).toMatchObject({ name: 'alice Traders' })
      await updateDoc(aliceDoc(alice.db), { phone: '98290 11111', profilePicture: '' })
      // A second create would move createdAt: refused.
      await expectDenied(setDoc(aliceDoc(alice.db), alice.record()))

      await expectDenied(getDoc(aliceDoc(bob.db)))
      await expectDenied(setDoc(aliceDoc(bob.db), bob.record()))
      await expectDenied(setDoc(aliceDoc(bob.db), bob.record({ userId: alice.uid })))
      await expectDenied(getDoc(aliceDoc(stranger.db)))
      await expectDenied(setDoc(aliceDoc(stranger.db), alice.record()))
      await expectDenied(getDocs(collection(alice.db, 'users')))
      await expectDenied(deleteDoc(aliceDoc(alice.db)))
      // The document is still Alice's, unchanged by the refused writes.
      expect((await getDoc(aliceDoc(alice.db))).data()).toMatchObject({ userId: alice.uid })
    } finally {
      await Promise.all([alice.close(), bob.close(), stranger.close()])
    }
  })

  test('a user cannot write a malformed document, even their own', async ({ baseURL }) => {
    const alice = await person(baseURL ?? '', 'alice')
    try {
      const own = doc(alice.db, 'users', alice.uid)
      await expectDenied(setDoc(own, alice.record({ type: 'admin' })))
      await expectDenied(setDoc(own, alice.record({ userId: 'someone-else' })))
      await expectDenied(setDoc(own, alice.record({ role: 'admin' })))
      await expectDenied(setDoc(own, alice.record({ name: '' })))
      await expectDenied(setDoc(own, alice.record({ phone: '9'.repeat(21) })))
      await expectDenied(setDoc(own, alice.record({ createdAt: 'yesterday' })))
      await expectDenied(setDoc(own, alice.record({ createdAt: new Date() })))
      await expectDenied(setDoc(own, alice.record({ email: 'someone@example.com' })))
      const withoutDate: Record<string, unknown> = alice.record()
      delete withoutDate.createdAt
      await expectDenied(setDoc(own, withoutDate))
      expect((await getDoc(own)).exists()).toBe(false)
    } finally {
      await alice.close()
    }
  })
})
