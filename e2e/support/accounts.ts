/**
 * Buyers' accounts for the browser tests, made without the sign-in screens: the account is
 * created in this run's Auth emulator through the Firebase SDK (in Node), and its signed-in
 * session is what that SDK would have stored in the browser. A test starts from it through
 * Playwright's storageState, as a buyer who signed in yesterday, and no page is visited first.
 * Only the tests of the sign-in screens themselves sign in through the UI.
 */
import { deleteApp, initializeApp } from 'firebase/app'
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  inMemoryPersistence,
  initializeAuth,
  updateProfile,
} from 'firebase/auth'
import { LOCAL_STACK_DEFAULTS } from '../../src/config/env-schema'
import { STAFF_CLAIM } from '../../src/lib/desk-schema'
import { storedUserKey } from '../../src/lib/session/stored-user'
import { e2eStackPorts, stackOrigin } from '../stack-ports'
import { writeUserDocument } from './stack'

export const PASSWORD = 'harvest-2025'
const API_KEY = LOCAL_STACK_DEFAULTS.VITE_FIREBASE_API_KEY as string

/** A fresh address per call, so no two tests (or runs) share an account. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

export interface AccountOptions {
  /** Prefix of the e-mail address (it shows in failures). */
  label?: string
  /** The name Auth holds (what a Google sign-in brings, or the account page saves). */
  displayName?: string
  /** A users/{uid} record, as the profile screens save it; without one the profile is due. */
  profile?: {
    name: string
    phone: string
    gstin?: string
    businessName?: string
    address?: string
    pinCode?: string
  }
  /**
   * Staff: the account gets the custom claim `staff: true` after it signed in, as
   * `npm run staff -- grant` gives it, so the token the browser starts with lacks it until the
   * desk fetches a fresh one.
   */
  staff?: true
}

export interface Account {
  email: string
  password: string
  uid: string
  /** localStorage entries of the browser the account is signed in on. */
  session: { name: string; value: string }[]
}

/** Sets the staff claim on account `uid`, as the Auth emulator's administrator. */
async function grantStaff(uid: string): Promise<void> {
  const project = LOCAL_STACK_DEFAULTS.VITE_FIREBASE_PROJECT_ID
  const url = `${stackOrigin(e2eStackPorts().auth)}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:update`
  const res = await fetch(url, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      localId: uid,
      customAttributes: JSON.stringify({ [STAFF_CLAIM]: true }),
    }),
  })
  if (!res.ok) throw new Error(`granting staff answered ${res.status}: ${await res.text()}`)
}

/** Makes an account in the run's Auth emulator (and its profile, if asked for), signed in. */
export async function createAccount(options: AccountOptions = {}): Promise<Account> {
  const app = initializeApp(
    {
      apiKey: API_KEY,
      projectId: LOCAL_STACK_DEFAULTS.VITE_FIREBASE_PROJECT_ID,
      appId: LOCAL_STACK_DEFAULTS.VITE_FIREBASE_APP_ID,
    },
    `account-${Math.random().toString(36).slice(2)}`,
  )
  try {
    const auth = initializeAuth(app, { persistence: inMemoryPersistence })
    connectAuthEmulator(auth, stackOrigin(e2eStackPorts().auth), { disableWarnings: true })
    const email = uniqueEmail(options.label ?? 'buyer')
    const { user } = await createUserWithEmailAndPassword(auth, email, PASSWORD)
    if (options.displayName) await updateProfile(user, { displayName: options.displayName })
    if (options.profile) await writeUserDocument(user.uid, { ...options.profile, email })
    if (options.staff) await grantStaff(user.uid)
    // What the browser's SDK stores for its default app: the same user, under that app's name.
    const stored = { ...user.toJSON(), appName: '[DEFAULT]' }
    return {
      email,
      password: PASSWORD,
      uid: user.uid,
      session: [{ name: storedUserKey(API_KEY), value: JSON.stringify(stored) }],
    }
  } finally {
    await deleteApp(app)
  }
}
