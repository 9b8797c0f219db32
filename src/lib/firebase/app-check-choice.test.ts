// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { APP_CHECK_SITE_KEY, parseEnv } from '@/config/env-schema'
import {
  appCheckChoice,
  LOCAL_DEBUG_TOKEN,
  LOCAL_DEBUG_TOKEN_TTL_MS,
  localDebugToken,
} from './app-check-choice'

/** A configuration for the hosted services (sample values), with `overrides`. */
const hosted = (overrides: Record<string, string> = {}) =>
  parseEnv({ MODE: 'development', VITE_BACKEND: 'firebase', ...overrides })

describe('appCheckChoice', () => {
  it('attests with reCAPTCHA Enterprise against the hosted services when the site key is set', () => {
    expect(appCheckChoice(hosted({ [APP_CHECK_SITE_KEY]: 'site-key' }))).toEqual({
      provider: 'recaptcha-enterprise',
      siteKey: 'site-key',
    })
  })

  it('is off against the hosted services without a site key', () => {
    expect(appCheckChoice(hosted())).toEqual({ provider: 'off' })
  })

  it('uses the local token on the local stack, even with a site key in the environment', () => {
    expect(appCheckChoice(parseEnv({ MODE: 'localstack' }))).toEqual({ provider: 'local-debug' })
    expect(
      appCheckChoice(parseEnv({ MODE: 'development', [APP_CHECK_SITE_KEY]: 'site-key' })),
    ).toEqual({ provider: 'local-debug' })
  })
})

describe('localDebugToken', () => {
  it('is the fixed local token, fresh for an hour from when it is asked for', () => {
    const now = Date.UTC(2025, 0, 1)
    expect(localDebugToken(now)).toEqual({
      token: LOCAL_DEBUG_TOKEN,
      expireTimeMillis: now + LOCAL_DEBUG_TOKEN_TTL_MS,
    })
    expect(LOCAL_DEBUG_TOKEN_TTL_MS).toBe(60 * 60 * 1000)
    expect(LOCAL_DEBUG_TOKEN).toMatch(/local/)
  })
})
