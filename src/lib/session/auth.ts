/**
 * Firebase Auth, owned here. Started without the popup/redirect resolver: the Google popup
 * machinery loads only when a Google sign-in is asked for (see google-sign-in.ts).
 */
import {
  browserLocalPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  initializeAuth,
  linkWithCredential,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInAnonymously,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  updateProfile,
  verifyPasswordResetCode,
  type Auth,
  type User,
} from 'firebase/auth'
import { env } from '@/config/env'
import { t } from '@/lib/i18n/macro'
import { authErrorCode } from './auth-errors'
import { announceAuthStarted } from './auth-started'
import { firebaseApp, localStackOrigin } from '@/lib/firebase/firebase-app'
import { forgetRememberedGst } from '@/lib/storage/gst-session'
import { TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'

/** The signed-in account as the app sees it. */
export interface SessionUser {
  uid: string
  email: string | null
  displayName: string | null
  photoURL: string | null
  /**
   * A guest signed in only so that the requests they send stay theirs: to the site they are
   * signed out (see session.tsx), and an account they create later keeps their requests.
   */
  isAnonymous: boolean
}

let auth: Auth | undefined

export function authInstance(): Auth {
  if (!auth) {
    // localStorage rather than IndexedDB: start-up can then tell, synchronously and before
    // anything is painted, whether a user may be signed in (stored-user.ts).
    auth = initializeAuth(firebaseApp(), { persistence: browserLocalPersistence })
    if (env.localStack) {
      const url = env.authEmulatorUrl ?? localStackOrigin().origin
      connectAuthEmulator(auth, url, { disableWarnings: true })
    }
    announceAuthStarted()
  }
  return auth
}

export function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    isAnonymous: user.isAnonymous,
  }
}

/**
 * Calls back with the current user once Auth has resolved, and whenever who it is changes:
 * another user, or a guest turned into an account. A guest's sign-up links the new credential to
 * their anonymous user under the same uid (createAccount), which onAuthStateChanged never
 * reports; the user's ID token changes with it, so onIdTokenChanged does. It also reports every
 * renewal of the token (hourly), which changes neither and is not passed on.
 */
export function watchSession(callback: (user: SessionUser | null) => void): () => void {
  let reported: string | undefined
  return onIdTokenChanged(authInstance(), (user) => {
    const who = user ? `${user.isAnonymous ? 'guest' : 'account'}:${user.uid}` : ''
    if (who === reported) return
    reported = who
    callback(user ? toSessionUser(user) : null)
  })
}

/** A call to the sign-in service, given up (TimedOut) when it stalls. */
const limited = <T>(work: Promise<T>) =>
  withTimeLimit(work, TIME_LIMITS.sendMs, t`The sign-in service`)

/**
 * Before a guest signs in to an account that already exists (which Firebase cannot link their
 * anonymous sign-in to), while they are still the guest: hands their requests over to whichever
 * account they sign in to (src/lib/leads/handover/lead-handover.ts). Never fails, and holds the
 * sign-in back for TIME_LIMITS.readMs at most: without a hand-over the requests stay the guest's,
 * as before.
 */
export async function prepareLeadHandover(guestUid: string): Promise<void> {
  try {
    const handover = import('@/lib/leads/handover/lead-handover').then((module) =>
      module.prepareHandover(guestUid),
    )
    await withTimeLimit(handover, TIME_LIMITS.readMs, 'The hand-over service')
  } catch {
    // Signed in all the same; the guest's requests stay under the guest's id.
  }
}

/** The guest signed in now, once a stored sign-in is restored; null for an account or nobody. */
async function currentGuest(auth: Auth): Promise<User | null> {
  try {
    await limited(auth.authStateReady())
  } catch {
    return null
  }
  return auth.currentUser?.isAnonymous ? auth.currentUser : null
}

/** Signs in to an existing account; a guest's requests are handed over to it. */
export async function signInWithEmail(email: string, password: string): Promise<SessionUser> {
  const auth = authInstance()
  const guest = await currentGuest(auth)
  if (guest) await prepareLeadHandover(guest.uid)
  const { user } = await limited(signInWithEmailAndPassword(auth, email, password))
  return toSessionUser(user)
}

/**
 * Creates an email account. A guest who already sent requests keeps them: their anonymous
 * account becomes this one (same user id) rather than a new account being made beside it.
 */
export async function createAccount(email: string, password: string): Promise<SessionUser> {
  const auth = authInstance()
  // A guest's stored sign-in is restored asynchronously: before it is, there seems to be nobody.
  await limited(auth.authStateReady())
  const guest = auth.currentUser?.isAnonymous ? auth.currentUser : null
  const { user } = await limited(
    guest
      ? linkWithCredential(guest, EmailAuthProvider.credential(email, password))
      : createUserWithEmailAndPassword(auth, email, password),
  )
  return toSessionUser(user)
}

/** Whoever this browser is signed in as, a guest included (starts Auth); null for nobody. */
export async function currentUid(): Promise<string | null> {
  const auth = authInstance()
  await limited(auth.authStateReady())
  return auth.currentUser?.uid ?? null
}

/** The guest sign-in under way, shared by every request sent meanwhile. */
let guestSignIn: Promise<string> | null = null

/**
 * The user id a request is sent under: the signed-in user's, or a guest's, signed in anonymously
 * at this moment (never at page load) so the request stays theirs. One sign-in at a time: a
 * retry sent while the first attempt is still signing in (its mail failed at once, say) waits
 * for that same sign-in rather than making a second guest account. A failed sign-in is
 * forgotten, so the next attempt tries again.
 */
export function ensureSignedIn(): Promise<string> {
  guestSignIn ??= signInOnce().finally(() => {
    guestSignIn = null
  })
  return guestSignIn
}

async function signInOnce(): Promise<string> {
  const auth = authInstance()
  await limited(auth.authStateReady())
  const current = auth.currentUser
  if (current) return current.uid
  const { user } = await limited(signInAnonymously(auth))
  return user.uid
}

export async function signOut(): Promise<void> {
  // The device keeps no remembered GST verification for whoever uses this browser next, whatever
  // Auth then answers.
  forgetRememberedGst()
  await limited(firebaseSignOut(authInstance()))
}

/** Updates the signed-in user's display name; errors are rethrown to the caller. */
export async function updateDisplayName(displayName: string): Promise<void> {
  const user = authInstance().currentUser
  if (!user) throw new Error(t`You are not signed in.`)
  await limited(updateProfile(user, { displayName }))
}

export function currentUser(): SessionUser | null {
  const user = authInstance().currentUser
  return user ? toSessionUser(user) : null
}

/**
 * Asks for a password-reset e-mail. It resolves the same whether or not an account has the
 * address (where the project does not already hide that, "no such user" is not passed on), so
 * the answer tells nobody which addresses have an account. `continueUrl` is where the e-mail's
 * page sends the buyer once the new password is set.
 */
export async function requestPasswordReset(email: string, continueUrl: string): Promise<void> {
  try {
    await limited(sendPasswordResetEmail(authInstance(), email, { url: continueUrl }))
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error
  }
}

/** The address a password-reset link is for; rejects when the link is invalid, used or expired. */
export async function passwordResetEmail(code: string): Promise<string> {
  return limited(verifyPasswordResetCode(authInstance(), code))
}

/** Sets the new password through a password-reset link's code. */
export async function resetPassword(code: string, newPassword: string): Promise<void> {
  await limited(confirmPasswordReset(authInstance(), code, newPassword))
}
