/**
 * Which sources the site's Content-Security-Policy must allow for a given build configuration,
 * each with the reason. firebase.json holds one fixed, reviewable policy; this list is what keeps
 * it honest: the production build refuses a configuration the policy would block (an authDomain,
 * mail origin or tile server firebase.json does not name), the unit tests hold firebase.json to
 * the production defaults, and `vite preview` of a local-stack build adds what the stack needs.
 */
import type { AppEnv } from '../../src/config/env-schema.ts'
import { appCheckChoice } from '../../src/lib/firebase/app-check-choice.ts'
import { cspAllows, type Csp } from './csp.ts'

export interface CspRequirement {
  directive: string
  /** "'self'", "data:" or an origin ("https://api.emailjs.com", "https://*.tile.example.org"). */
  source: string
  reason: string
}

/** @emailjs/browser's API origin when `init` is given none. */
export const EMAILJS_DEFAULT_ORIGIN = 'https://api.emailjs.com'

/** Fixed by the Firebase JS SDK, whatever the project. */
const FIREBASE_ENDPOINTS: readonly CspRequirement[] = [
  {
    directive: 'connect-src',
    source: 'https://identitytoolkit.googleapis.com',
    reason: 'Firebase Auth (sign-in, sign-up, account look-up)',
  },
  {
    directive: 'connect-src',
    source: 'https://securetoken.googleapis.com',
    reason: 'Firebase Auth ID-token refresh',
  },
  {
    directive: 'connect-src',
    source: 'https://firestore.googleapis.com',
    reason: 'Firestore (firebase/firestore/lite speaks REST)',
  },
]

/**
 * What App Check's reCAPTCHA Enterprise provider loads and calls (src/lib/firebase/app-check.ts),
 * as Google's reCAPTCHA documentation gives it for a policy that lists hosts: its paths keep the
 * rest of www.google.com and www.gstatic.com out.
 */
export const APP_CHECK_RECAPTCHA: readonly CspRequirement[] = [
  {
    directive: 'script-src',
    source: 'https://www.google.com/recaptcha/',
    reason: 'reCAPTCHA Enterprise script (enterprise.js), loaded by App Check',
  },
  {
    directive: 'script-src',
    source: 'https://www.gstatic.com/recaptcha/',
    reason: "reCAPTCHA's own code, loaded by enterprise.js",
  },
  {
    directive: 'frame-src',
    source: 'https://www.google.com/recaptcha/',
    reason: "reCAPTCHA's invisible widget frame",
  },
  {
    directive: 'frame-src',
    source: 'https://recaptcha.google.com/recaptcha/',
    reason: "reCAPTCHA's widget frame on its other host",
  },
  {
    directive: 'connect-src',
    source: 'https://content-firebaseappcheck.googleapis.com',
    reason: 'App Check trades the reCAPTCHA verdict for its token',
  },
]

/** Firebase Auth loads Google's gapi loader for the popup flow, also against the emulator. */
const GOOGLE_POPUP_SCRIPT: CspRequirement = {
  directive: 'script-src',
  source: 'https://apis.google.com',
  reason: 'Google sign-in popup (gapi loader used by Firebase Auth)',
}

export function cspRequirements(env: AppEnv): CspRequirement[] {
  const tiles: CspRequirement[] = [
    {
      directive: 'img-src',
      source: templateOrigin(env.mapTileUrl),
      reason: 'map tiles on /locate (VITE_MAP_TILE_URL)',
    },
    {
      directive: 'img-src',
      source: 'data:',
      reason: "Leaflet points a removed tile's <img> at a blank data: GIF to cancel its download",
    },
  ]
  if (!env.localStack) {
    const appCheck = appCheckChoice(env).provider === 'recaptcha-enterprise'
    return [
      ...FIREBASE_ENDPOINTS,
      ...(appCheck ? APP_CHECK_RECAPTCHA : []),
      GOOGLE_POPUP_SCRIPT,
      {
        directive: 'frame-src',
        source: `https://${env.firebase.authDomain}`,
        reason:
          'Firebase Auth iframe /__/auth/iframe on the authDomain (VITE_FIREBASE_AUTH_DOMAIN)',
      },
      {
        directive: 'connect-src',
        source: originOf(env.emailjs.origin ?? EMAILJS_DEFAULT_ORIGIN),
        reason: 'EmailJS send API (VITE_EMAILJS_ORIGIN)',
      },
      ...tiles,
    ]
  }
  // The local stack answers on the app's own origin (the app server forwards the service paths),
  // unless a build points straight at official emulators. Its App Check token is made in the page.
  const auth = env.authEmulatorUrl ? originOf(env.authEmulatorUrl) : "'self'"
  return [
    { directive: 'connect-src', source: auth, reason: 'Auth emulator (VITE_AUTH_EMULATOR_URL)' },
    { directive: 'frame-src', source: auth, reason: "Auth emulator's /emulator/auth/iframe" },
    {
      directive: 'connect-src',
      source: env.firestoreEmulatorHost ? `http://${env.firestoreEmulatorHost}` : "'self'",
      reason: 'Firestore emulator or stand-in (VITE_FIRESTORE_EMULATOR_HOST)',
    },
    {
      directive: 'connect-src',
      source: env.emailjs.origin ? originOf(env.emailjs.origin) : "'self'",
      reason: 'mail outbox (VITE_EMAILJS_ORIGIN)',
    },
    GOOGLE_POPUP_SCRIPT,
    ...tiles,
  ]
}

/** The requirements `csp` does not meet, as readable lines (empty when it meets them all). */
export function unmetRequirements(csp: Csp, requirements: readonly CspRequirement[]): string[] {
  return requirements
    .filter(({ directive, source }) => !cspAllows(csp, directive, source))
    .map(({ directive, source, reason }) => `${directive} ${source} — ${reason}`)
}

function originOf(url: string): string {
  return new URL(url).origin
}

/** The origin of a tile URL template; a placeholder in the host ({s}) becomes a wildcard. */
function templateOrigin(template: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template)
  if (!match) throw new Error(`Not an http(s) URL template: ${template}`)
  const host = match[2]!.replace(/^\{[^}]+\}\./, '*.')
  if (host.includes('{')) throw new Error(`Unsupported placeholder in the host of ${template}`)
  return host.startsWith('*.') ? `${match[1]}://${host}` : originOf(`${match[1]}://${host}`)
}
