/**
 * Google popup sign-in. Imported dynamically so the popup resolver (and its iframe loader) is
 * fetched only when a visitor presses a Google button.
 */
import { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup } from 'firebase/auth'
import { authInstance, toSessionUser, type SessionUser } from './auth'

export async function signInWithGooglePopup(): Promise<SessionUser> {
  const provider = new GoogleAuthProvider()
  provider.setCustomParameters({ prompt: 'select_account' })
  const { user } = await signInWithPopup(authInstance(), provider, browserPopupRedirectResolver)
  return toSessionUser(user)
}
