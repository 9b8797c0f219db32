/**
 * Firebase App Check, started by firebase-app.ts right after the Firebase app, so its code loads
 * with the Firebase code (on demand: no public page's first load carries it) and every Auth and
 * Firestore request carries its token (the X-Firebase-AppCheck header).
 *
 * Against the hosted services the reCAPTCHA Enterprise provider attests the browser: it loads
 * Google's reCAPTCHA script and trades its verdict for a token at App Check's endpoint (both
 * allowed by firebase.json's Content-Security-Policy, tools/hosting/csp-requirements.ts). On the
 * local stack a CustomProvider hands out a fixed local token instead: the SDK's own debug provider
 * (self.FIREBASE_APPCHECK_DEBUG_TOKEN) would trade its token at Google's endpoint, which the local
 * stack never calls. A CustomProvider calls nothing but its getToken: no script, no request.
 */
import type { FirebaseApp } from 'firebase/app'
import {
  CustomProvider,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check'
import { localDebugToken, type AppCheckChoice } from './app-check-choice'

/**
 * Starts App Check on `app` with the chosen provider; null when the choice is 'off', or outside a
 * browser: the prerenderer (tools/prerender) runs the app's Firestore code in Node at build time,
 * where reCAPTCHA has no document to run in and the token's renewal timer would keep the build
 * from ever exiting.
 */
export function startAppCheck(app: FirebaseApp, choice: AppCheckChoice): AppCheck | null {
  if (choice.provider === 'off' || typeof document === 'undefined') return null
  const provider =
    choice.provider === 'recaptcha-enterprise'
      ? new ReCaptchaEnterpriseProvider(choice.siteKey)
      : new CustomProvider({ getToken: () => Promise.resolve(localDebugToken(Date.now())) })
  // The SDK fetches a token now and renews it before it expires, so a request rarely waits for one.
  return initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true })
}
