// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { officeMapEmbedUrl } from '../../src/app/footer/office-map'
import { APP_CHECK_SITE_KEY, LOCAL_STACK_DEFAULTS, parseEnv } from '../../src/config/env-schema'
import { site } from '../../src/config/site'
import { toEmbedUrl } from '../../src/lib/util/video-embed'
import { cspAllows, parseCsp } from './csp'
import { APP_CHECK_RECAPTCHA, cspRequirements, unmetRequirements } from './csp-requirements'
import { headersFor, headerValue, readHostingConfig } from './firebase-headers'
import { sessionHintHashSource } from './session-hint'

const headers = headersFor(readHostingConfig(), '/')
const policy = headerValue(headers, 'Content-Security-Policy') ?? ''
const csp = parseCsp(policy)

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')
const firebaserc = JSON.parse(read('.firebaserc')) as { projects: { default: string } }
const seedVideos = (JSON.parse(read('seed/blogPosts.json')) as { videoUrl: string }[]).map(
  (post) => post.videoUrl,
)

/** A production configuration with the sample project's values. */
const production = (overrides: Record<string, string> = {}) =>
  parseEnv({ ...LOCAL_STACK_DEFAULTS, VITE_BACKEND: 'firebase', MODE: 'production', ...overrides })

describe("firebase.json's Content-Security-Policy", () => {
  it('allows everything a production build with the default settings contacts', () => {
    expect(unmetRequirements(csp, cspRequirements(production()))).toEqual([])
  })

  it("allows App Check's reCAPTCHA Enterprise provider, and no more of Google's hosts", () => {
    const appCheck = production({ [APP_CHECK_SITE_KEY]: 'site-key' })
    expect(unmetRequirements(csp, cspRequirements(appCheck))).toEqual([])
    // Only reCAPTCHA's paths on the hosts it shares with everything else Google serves.
    for (const directive of ['script-src', 'frame-src']) {
      for (const host of ['https://www.google.com', 'https://www.gstatic.com']) {
        expect(cspAllows(csp, directive, host), `${directive} ${host}`).toBe(false)
      }
    }
    const google = [...csp.values()].flat().filter((s) => /google\.com|gstatic\.com/.test(s))
    expect(new Set(google)).toEqual(
      new Set([
        'https://apis.google.com', // the sign-in popup's loader
        ...APP_CHECK_RECAPTCHA.map((r) => r.source).filter((s) => !s.includes('googleapis')),
      ]),
    )
  })

  it("names the default project's auth iframe (the authDomain of .firebaserc's project)", () => {
    const authDomain = `https://${firebaserc.projects.default}.firebaseapp.com`
    expect(cspAllows(csp, 'frame-src', authDomain)).toBe(true)
    expect(csp.get('frame-src')?.some((s) => s.includes('*'))).toBe(false)
  })

  it('allows the office map and every video player the blog can embed', () => {
    const frames = [officeMapEmbedUrl(site.office), ...seedVideos.map(toEmbedUrl)]
    const origins = new Set(frames.flatMap((url) => (url ? [new URL(url).origin] : [])))
    expect(origins.size).toBeGreaterThanOrEqual(3) // the map, YouTube and Vimeo
    for (const origin of origins) expect(cspAllows(csp, 'frame-src', origin), origin).toBe(true)
  })

  it('runs no inline or eval-ed script, and cannot be framed, nor host plugins', () => {
    const scripts = csp.get('script-src') ?? []
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
    expect(scripts.some((s) => s === '*' || s.endsWith(':'))).toBe(false)
    // The one inline script, by its hash: a change to its text must come with a new hash here.
    expect(scripts.filter((s) => s.startsWith("'sha"))).toEqual([sessionHintHashSource()])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
  })
})

describe('the other security headers', () => {
  it('pins HTTPS for at least six months', () => {
    const hsts = headerValue(headers, 'Strict-Transport-Security') ?? ''
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(182 * 24 * 3600)
  })

  it('keeps a referrer for the tile server, and the sign-in popup reachable', () => {
    expect(headerValue(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    // 'same-origin' would cut the page off from Google's sign-in popup.
    expect(headerValue(headers, 'Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups')
    expect(headerValue(headers, 'X-Frame-Options')).toBe('DENY')
    expect(headerValue(headers, 'X-Content-Type-Options')).toBe('nosniff')
  })

  it('turns off powerful features, but lets the video players go full screen', () => {
    const features = new Map(
      (headerValue(headers, 'Permissions-Policy') ?? '')
        .split(',')
        .map((item) => item.trim().split('=') as [string, string]),
    )
    for (const off of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features.get(off), off).toBe('()')
    }
    for (const player of ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']) {
      expect(features.get('fullscreen')).toContain(`"${player}"`)
    }
  })
})

describe('cspRequirements', () => {
  it('names a configured authDomain, mail origin and tile server, so the build can refuse them', () => {
    const env = production({
      VITE_FIREBASE_AUTH_DOMAIN: 'shop.example.in',
      VITE_EMAILJS_ORIGIN: 'https://mail.example.in',
      VITE_MAP_TILE_URL: 'https://{s}.tiles.example.in/{z}/{x}/{y}.png',
    })
    expect(unmetRequirements(csp, cspRequirements(env))).toEqual([
      expect.stringMatching(/^frame-src https:\/\/shop\.example\.in — /),
      expect.stringMatching(/^connect-src https:\/\/mail\.example\.in — /),
      expect.stringMatching(/^img-src https:\/\/\*\.tiles\.example\.in — /),
    ])
  })

  it('asks for reCAPTCHA only when App Check has a site key, and never on the local stack', () => {
    const sources = (env: ReturnType<typeof parseEnv>) =>
      cspRequirements(env).map((r) => `${r.directive} ${r.source}`)
    const recaptcha = APP_CHECK_RECAPTCHA.map((r) => `${r.directive} ${r.source}`)
    expect(sources(production({ [APP_CHECK_SITE_KEY]: 'site-key' }))).toEqual(
      expect.arrayContaining(recaptcha),
    )
    for (const env of [
      production(),
      parseEnv({ MODE: 'localstack', [APP_CHECK_SITE_KEY]: 'site-key' }),
    ]) {
      for (const source of recaptcha) expect(sources(env)).not.toContain(source)
    }
  })

  it("needs only the app's own origin from the local stack, unless emulators are addressed directly", () => {
    const local = parseEnv({ MODE: 'localstack' })
    expect(unmetRequirements(csp, cspRequirements(local))).toEqual([
      expect.stringMatching(/^frame-src 'self' — /), // the Auth emulator's iframe
    ])
    const direct = parseEnv({
      MODE: 'localstack',
      VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    })
    expect(cspRequirements(direct).map((r) => `${r.directive} ${r.source}`)).toEqual(
      expect.arrayContaining([
        'connect-src http://127.0.0.1:9099',
        'frame-src http://127.0.0.1:9099',
        'connect-src http://127.0.0.1:8080',
      ]),
    )
  })
})
