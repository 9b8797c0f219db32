/**
 * Which Firebase App Check provider a build uses, decided from its configuration alone: the app
 * (app-check.ts), the build's warning (tools/app-env) and the Content-Security-Policy's
 * requirements (tools/hosting) all read it here, so they cannot disagree. Free of the SDK, so the
 * build's Node steps can import it.
 */
import type { AppEnv } from '../../config/env-schema.ts'

export type AppCheckChoice =
  /** The hosted services: reCAPTCHA Enterprise attests the browser, Google issues the token. */
  | { provider: 'recaptcha-enterprise'; siteKey: string }
  /** The local stack: a fixed token made in the page, so the SDK's code path runs offline. */
  | { provider: 'local-debug' }
  /** The hosted services without a site key: no App Check at all. */
  | { provider: 'off' }

export function appCheckChoice(
  env: Pick<AppEnv, 'localStack' | 'appCheckSiteKey'>,
): AppCheckChoice {
  // The local stack never asks Google for a token, whatever key the environment holds; its
  // emulators ignore App Check anyway.
  if (env.localStack) return { provider: 'local-debug' }
  if (env.appCheckSiteKey) return { provider: 'recaptcha-enterprise', siteKey: env.appCheckSiteKey }
  return { provider: 'off' }
}

/**
 * The token the local stack attests with. Plainly not one of Google's (those are signed JWTs), so
 * it is recognisable in a request; no service accepts it, and the emulators do not look.
 */
export const LOCAL_DEBUG_TOKEN = 'local-stack-app-check-token'

/** How long the local token counts as fresh: the SDK renews it ahead of this, as a real one. */
export const LOCAL_DEBUG_TOKEN_TTL_MS = 60 * 60 * 1000

/** The local token as App Check's CustomProvider wants it, issued at `now` (ms since the epoch). */
export function localDebugToken(now: number): { token: string; expireTimeMillis: number } {
  return { token: LOCAL_DEBUG_TOKEN, expireTimeMillis: now + LOCAL_DEBUG_TOKEN_TTL_MS }
}
