/**
 * The app's configuration, parsed once from Vite's `import.meta.env`.
 * Kept free of `import.meta` so vite.config.ts can validate a production build with it, and free
 * of a schema library so none is needed at start-up.
 */
import { EMAIL_PATTERN } from './field-rules.ts'
import { site } from './site.ts'

/** Keys a production build must be given (see .env.example). */
export const REQUIRED_PRODUCTION_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_CONTACT',
  'VITE_EMAILJS_TEMPLATE_ORDER',
  'VITE_EMAILJS_TEMPLATE_APPLICATION',
  'VITE_EMAILJS_TEMPLATE_QUOTE',
  'VITE_EMAILJS_TEMPLATE_QUOTE_DECISION',
  'VITE_CONTACT_TO_EMAIL',
  'VITE_PENDING_CLAIM_PASSPHRASE',
] as const

/**
 * The reCAPTCHA Enterprise site key Firebase App Check attests the site with. Optional: the key is
 * made for the site's domains, so a project's first builds may come without it; such a build for
 * the hosted services runs with App Check off, and says so (tools/app-env).
 */
export const APP_CHECK_SITE_KEY = 'VITE_APPCHECK_SITE_KEY'

/** Development defaults: the offline local stack (tools/local-backend), reached through the app's own origin. */
export const LOCAL_STACK_DEFAULTS: Record<string, string> = {
  VITE_BACKEND: 'local-stack',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-sunehri-fasal.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-sunehri-fasal',
  VITE_FIREBASE_APP_ID: 'demo-app',
  VITE_EMAILJS_PUBLIC_KEY: 'local-public-key',
  VITE_EMAILJS_SERVICE_ID: 'service_local',
  VITE_EMAILJS_TEMPLATE_CONTACT: 'template_contact',
  VITE_EMAILJS_TEMPLATE_ORDER: 'template_order',
  VITE_EMAILJS_TEMPLATE_APPLICATION: 'template_application',
  VITE_EMAILJS_TEMPLATE_QUOTE: 'template_quote',
  VITE_EMAILJS_TEMPLATE_QUOTE_DECISION: 'template_quote_decision',
  VITE_EMAILJS_BLOCK_HEADLESS: 'false',
  VITE_EMAILJS_RATE_LIMIT_MS: '0',
  VITE_CONTACT_TO_EMAIL: 'sales@sunehrifasal.example',
  VITE_PENDING_CLAIM_PASSPHRASE: 'local-pending-claim-passphrase',
}

export interface AppEnv {
  mode: string
  localStack: boolean
  firebase: { apiKey: string; authDomain: string; projectId: string; appId: string }
  authEmulatorUrl?: string
  firestoreEmulatorHost?: string
  /** reCAPTCHA Enterprise site key for App Check (APP_CHECK_SITE_KEY); absent: none configured. */
  appCheckSiteKey?: string
  emailjs: {
    publicKey: string
    serviceId: string
    templates: {
      contact: string
      order: string
      application: string
      /** To the buyer: a quote was sent, with its link. */
      quote: string
      /** To the sales desk: a buyer accepted a quote or asked for changes. */
      quoteDecision: string
    }
    origin?: string
    blockHeadless: boolean
    blockList: string[]
    rateLimitMs: number
  }
  contactToEmail: string
  pendingClaimPassphrase: string
  mapTileUrl: string
  /** Origin the site is served from, without a trailing slash: canonical links, share previews. */
  siteUrl: string
}

/** Keys a production build is missing, by name (empty when complete). */
export function missingProductionKeys(raw: Record<string, string | undefined>): string[] {
  return REQUIRED_PRODUCTION_KEYS.filter((key) => !raw[key]?.trim())
}

/** Where the site is served when VITE_SITE_URL is unset: the company's website (sample). */
export const DEFAULT_SITE_URL = `https://${site.website}`

/**
 * The origin (scheme, host, port) of an http(s) URL that names nothing beyond it, or null.
 * Canonical links, the sitemap and share previews are built on it, and the router serves the
 * site from the root, so a path would only produce wrong addresses.
 */
export function siteOrigin(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  const plain = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
  return (url.protocol === 'https:' || url.protocol === 'http:') && plain ? url.origin : null
}

/** VITE_SITE_URL of a build's environment as an origin; throws on a malformed value. */
export function siteUrlFrom(raw: Record<string, string | undefined>): string {
  const value = raw.VITE_SITE_URL?.trim() || DEFAULT_SITE_URL
  const origin = siteOrigin(value)
  if (!origin) throw new Error('Invalid configuration: VITE_SITE_URL. See .env.example.')
  return origin
}

const URL_PATTERN = /^https?:\/\/[^\s]+$/

/** Reads the configuration, collecting every bad key so one error names them all. */
export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const mode = String(raw.MODE ?? 'development')
  const input: Record<string, unknown> =
    mode === 'production' ? raw : { ...LOCAL_STACK_DEFAULTS, ...raw }
  const bad: string[] = []
  const read = (key: string, check: (value: string) => boolean, fallback?: string): string => {
    const value = typeof input[key] === 'string' ? (input[key] as string).trim() : ''
    if (value === '' && fallback !== undefined) return fallback
    if (!check(value)) bad.push(key)
    return value
  }
  const optional = (key: string, pattern: RegExp): string | undefined => {
    const value = read(key, (v) => pattern.test(v), '')
    return value === '' ? undefined : value
  }
  const required = (key: string) => read(key, (v) => v.length > 0)
  const backend = read('VITE_BACKEND', (v) => v === 'local-stack' || v === 'firebase', 'firebase')
  const blockHeadless = read(
    'VITE_EMAILJS_BLOCK_HEADLESS',
    (v) => v === 'true' || v === 'false',
    'true',
  )
  const rateLimit = read('VITE_EMAILJS_RATE_LIMIT_MS', (v) => /^\d+$/.test(v), '10000')
  const siteUrl = read('VITE_SITE_URL', (v) => siteOrigin(v) !== null, DEFAULT_SITE_URL)

  const env: AppEnv = {
    mode,
    localStack: backend === 'local-stack',
    firebase: {
      apiKey: required('VITE_FIREBASE_API_KEY'),
      authDomain: required('VITE_FIREBASE_AUTH_DOMAIN'),
      projectId: required('VITE_FIREBASE_PROJECT_ID'),
      appId: required('VITE_FIREBASE_APP_ID'),
    },
    authEmulatorUrl: optional('VITE_AUTH_EMULATOR_URL', URL_PATTERN),
    firestoreEmulatorHost: optional('VITE_FIRESTORE_EMULATOR_HOST', /^[\w.-]+:\d+$/),
    // Site keys are letters, digits, '-' and '_': anything else is a pasting slip (quotes, spaces).
    appCheckSiteKey: optional(APP_CHECK_SITE_KEY, /^[\w-]+$/),
    emailjs: {
      publicKey: required('VITE_EMAILJS_PUBLIC_KEY'),
      serviceId: required('VITE_EMAILJS_SERVICE_ID'),
      templates: {
        contact: required('VITE_EMAILJS_TEMPLATE_CONTACT'),
        order: required('VITE_EMAILJS_TEMPLATE_ORDER'),
        application: required('VITE_EMAILJS_TEMPLATE_APPLICATION'),
        quote: required('VITE_EMAILJS_TEMPLATE_QUOTE'),
        quoteDecision: required('VITE_EMAILJS_TEMPLATE_QUOTE_DECISION'),
      },
      origin: optional('VITE_EMAILJS_ORIGIN', URL_PATTERN),
      blockHeadless: blockHeadless !== 'false',
      blockList: read('VITE_EMAILJS_BLOCK_LIST', () => true, '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      rateLimitMs: Number(rateLimit),
    },
    contactToEmail: read('VITE_CONTACT_TO_EMAIL', (v) => EMAIL_PATTERN.test(v)),
    pendingClaimPassphrase: required('VITE_PENDING_CLAIM_PASSPHRASE'),
    mapTileUrl: read(
      'VITE_MAP_TILE_URL',
      (v) => URL_PATTERN.test(v),
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    ),
    siteUrl: siteOrigin(siteUrl) ?? siteUrl,
  }
  if (bad.length > 0) throw new Error(`Invalid configuration: ${bad.join(', ')}. See .env.example.`)
  return env
}
