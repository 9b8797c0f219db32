/**
 * Google popup sign-in. Imported dynamically so the popup resolver (and its iframe loader) is
 * fetched only when a visitor presses a Google button.
 */
import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  linkWithPopup,
  signInWithCredential,
  signInWithPopup,
  type AuthError,
} from 'firebase/auth'
import { authInstance, prepareLeadHandover, toSessionUser, type SessionUser } from './auth'
import { t } from '@/lib/i18n/macro'
import { TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'

/**
 * A call to the sign-in service that is not the popup itself, given up when it stalls (the popup
 * has no limit: choosing an account takes the person as long as it takes).
 */
const limited = <T>(work: Promise<T>) =>
  withTimeLimit(work, TIME_LIMITS.sendMs, t`The sign-in service`)

/**
 * Signs in with Google. A guest who already sent requests keeps them: their anonymous account
 * takes on the Google sign-in, unless that Google account already has an account here, which is
 * then signed in to with the guest's requests handed over to it (auth.ts prepareLeadHandover).
 */
export async function signInWithGooglePopup(): Promise<SessionUser> {
  const auth = authInstance()
  const provider = new GoogleAuthProvider()
  provider.setCustomParameters({ prompt: 'select_account' })
  // A guest's stored sign-in is restored asynchronously (the page started Auth as it opened, so
  // this is settled by the time anyone presses the button, well within the click's activation).
  await limited(auth.authStateReady())
  const guest = auth.currentUser?.isAnonymous ? auth.currentUser : null
  if (!guest) {
    const { user } = await signInWithPopup(auth, provider, browserPopupRedirectResolver)
    return toSessionUser(user)
  }
  try {
    const { user } = await linkWithPopup(guest, provider, browserPopupRedirectResolver)
    return toSessionUser(user)
  } catch (error) {
    const credential = GoogleAuthProvider.credentialFromError(error as AuthError)
    if ((error as AuthError).code !== 'auth/credential-already-in-use' || !credential) throw error
    await prepareLeadHandover(guest.uid)
    const { user } = await limited(signInWithCredential(auth, credential))
    return toSessionUser(user)
  }
}
