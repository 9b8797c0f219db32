/**
 * The response headers firebase.json gives a path on Firebase Hosting, so that local servers
 * (`vite preview`, the tests) serve the build exactly as production will.
 *
 * Semantics, as in the Hosting emulator (superstatic) and production: a rule applies when its
 * pattern matches the request path as the browser asked for it (before the SPA rewrite to
 * /index.html), every matching rule applies in file order, and a later rule's value for a header
 * replaces an earlier one's. firebase.json relies on that: `**` first for everything, then
 * narrower rules that only change Cache-Control.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ruleMatches, type PathRule } from './hosting-glob.ts'

/** The headers every response must carry, pages and files alike (see the table in README.md). */
export const SECURITY_HEADERS = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Frame-Options',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
] as const

export interface HeaderRule extends PathRule {
  headers: { key: string; value: string }[]
}

export interface HostingConfig {
  public: string
  cleanUrls?: boolean
  rewrites?: ({ destination: string } & PathRule)[]
  headers?: HeaderRule[]
}

const FIREBASE_JSON = fileURLToPath(new URL('../../firebase.json', import.meta.url))

/** The `hosting` section of the project's firebase.json (or of `file`). */
export function readHostingConfig(file = FIREBASE_JSON): HostingConfig {
  const config = JSON.parse(readFileSync(file, 'utf8')) as { hosting?: HostingConfig }
  if (!config.hosting || Array.isArray(config.hosting)) {
    throw new Error(`${file} has no single "hosting" section`)
  }
  return config.hosting
}

/**
 * The headers for `path` ("/products", "/assets/index-abc.js"), in the order they are set. Keys
 * keep firebase.json's spelling; two rules naming a header in different cases still count as one.
 */
export function headersFor(hosting: HostingConfig, path: string): Record<string, string> {
  const out = new Map<string, [string, string]>()
  for (const rule of hosting.headers ?? []) {
    if (!ruleMatches(rule, path)) continue
    for (const { key, value } of rule.headers) out.set(key.toLowerCase(), [key, value])
  }
  return Object.fromEntries(out.values())
}

/** A header's value regardless of the case it was written in. */
export function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase()
  return Object.entries(headers).find(([key]) => key.toLowerCase() === wanted)?.[1]
}

/**
 * Where Hosting answers `path` from when no file has its name: with `cleanUrls`, `/x` is x.html if
 * that exists; otherwise the first rewrite whose pattern matches. Undefined when a file answers.
 */
export function rewriteFor(
  hosting: HostingConfig,
  path: string,
  fileExists: (file: string) => boolean,
): string | undefined {
  if (path === '/' || fileExists(path)) return undefined
  // A folder's address is its index.html (/hi/ is the Hindi home page), as Hosting serves it.
  if (path.endsWith('/') && fileExists(`${path}index.html`)) return undefined
  if (hosting.cleanUrls && !path.endsWith('/') && fileExists(`${path}.html`)) return undefined
  return hosting.rewrites?.find((rule) => ruleMatches(rule, path))?.destination
}
