// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  APP_CHECK_SITE_KEY,
  DEFAULT_SITE_URL,
  LOCAL_STACK_DEFAULTS,
  missingProductionKeys,
  parseEnv,
  REQUIRED_PRODUCTION_KEYS,
  siteOrigin,
  siteUrlFrom,
} from './env-schema'

const complete = Object.fromEntries(
  REQUIRED_PRODUCTION_KEYS.map((key) => [
    key,
    key === 'VITE_CONTACT_TO_EMAIL' ? 'a@b.in' : 'value',
  ]),
)

describe('parseEnv', () => {
  it('runs against the local stack with no configuration outside production', () => {
    const env = parseEnv({ MODE: 'development' })
    expect(env.localStack).toBe(true)
    expect(env.firebase.projectId).toBe(LOCAL_STACK_DEFAULTS.VITE_FIREBASE_PROJECT_ID)
    expect(env.emailjs.blockHeadless).toBe(false)
    expect(env.emailjs.rateLimitMs).toBe(0)
  })

  it('uses hosted services and safe guards in production', () => {
    const env = parseEnv({ MODE: 'production', ...complete })
    expect(env.localStack).toBe(false)
    expect(env.emailjs.blockHeadless).toBe(true)
    expect(env.emailjs.rateLimitMs).toBe(10000)
    expect(env.mapTileUrl).toContain('openstreetmap')
  })

  it('names every missing or malformed key', () => {
    expect(() =>
      parseEnv({
        MODE: 'production',
        ...complete,
        VITE_FIREBASE_API_KEY: '',
        VITE_CONTACT_TO_EMAIL: 'nope',
      }),
    ).toThrow(/VITE_FIREBASE_API_KEY, VITE_CONTACT_TO_EMAIL/)
  })

  it('splits the block list', () => {
    const env = parseEnv({
      MODE: 'production',
      ...complete,
      VITE_EMAILJS_BLOCK_LIST: 'a@x.in, b@y.in,',
    })
    expect(env.emailjs.blockList).toEqual(['a@x.in', 'b@y.in'])
  })
})

describe('App Check site key', () => {
  it('is optional, in production too', () => {
    expect(parseEnv({ MODE: 'production', ...complete }).appCheckSiteKey).toBeUndefined()
    expect(missingProductionKeys(complete)).toEqual([])
    expect(REQUIRED_PRODUCTION_KEYS).not.toContain(APP_CHECK_SITE_KEY)
  })

  it('is read trimmed, and refused when it cannot be a key', () => {
    const key = '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_'
    const env = parseEnv({ MODE: 'production', ...complete, [APP_CHECK_SITE_KEY]: ` ${key} ` })
    expect(env.appCheckSiteKey).toBe(key)
    for (const bad of ['"6LcKey"', '6Lc Key', 'key;']) {
      expect(() =>
        parseEnv({ MODE: 'production', ...complete, [APP_CHECK_SITE_KEY]: bad }),
      ).toThrow(`Invalid configuration: ${APP_CHECK_SITE_KEY}.`)
    }
  })
})

describe('missingProductionKeys', () => {
  it('lists blank and absent keys', () => {
    expect(missingProductionKeys({ ...complete, VITE_EMAILJS_SERVICE_ID: '  ' })).toEqual([
      'VITE_EMAILJS_SERVICE_ID',
    ])
    expect(missingProductionKeys({})).toEqual([...REQUIRED_PRODUCTION_KEYS])
  })
})

describe('site URL', () => {
  it('defaults to the company website and keeps only the origin', () => {
    expect(parseEnv({ MODE: 'development' }).siteUrl).toBe(DEFAULT_SITE_URL)
    expect(parseEnv({ MODE: 'production', ...complete }).siteUrl).toBe(DEFAULT_SITE_URL)
    expect(
      parseEnv({ MODE: 'production', ...complete, VITE_SITE_URL: 'https://shop.example.in/' })
        .siteUrl,
    ).toBe('https://shop.example.in')
  })

  it('refuses addresses that are not a bare http(s) origin', () => {
    for (const bad of [
      'shop.example.in',
      'ftp://shop.example.in',
      'https://x.in/shop',
      'https://x.in/?a=1',
    ]) {
      expect(siteOrigin(bad), bad).toBeNull()
      expect(() => parseEnv({ MODE: 'development', VITE_SITE_URL: bad }), bad).toThrow(
        /VITE_SITE_URL/,
      )
      expect(() => siteUrlFrom({ VITE_SITE_URL: bad }), bad).toThrow(/VITE_SITE_URL/)
    }
    expect(siteOrigin('http://localhost:4173')).toBe('http://localhost:4173')
    expect(siteUrlFrom({})).toBe(DEFAULT_SITE_URL)
  })
})
