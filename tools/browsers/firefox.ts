/**
 * Finds a Firefox for the engine smoke (e2e/engines), which Puppeteer drives over WebDriver BiDi.
 * Playwright's own Firefox is a patched build it downloads from its CDN; the smoke runs the
 * Firefox buyers run, Debian's ESR (`firefox-esr`).
 */
import { existsSync } from 'node:fs'

export interface FoundFirefox {
  path: string
  source: string
}

/** Debian's package of it. */
export const FIREFOX_DEBIAN_PACKAGES = ['firefox-esr'] as const

const SYSTEM_FIREFOXES = ['/usr/bin/firefox-esr', '/usr/bin/firefox']

export function findFirefox(): FoundFirefox | undefined {
  const fromEnv = process.env.FIREFOX_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`FIREFOX_PATH is set to ${fromEnv}, which does not exist.`)
    return { path: fromEnv, source: 'FIREFOX_PATH' }
  }
  const system = SYSTEM_FIREFOXES.find((path) => existsSync(path))
  return system ? { path: system, source: 'the system' } : undefined
}

/**
 * Keeps the smoke's Firefox on this machine, as LOCAL_ONLY_BROWSER_ARGS does Chromium: every
 * request to another host goes to a proxy that is not there, localhost and 127.0.0.1 go direct.
 * Puppeteer's own preferences already turn off updates, telemetry and the other background calls.
 */
export const LOCAL_ONLY_FIREFOX_PREFS: Readonly<Record<string, string | number | boolean>> = {
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.no_proxies_on': 'localhost, 127.0.0.1',
  'network.proxy.allow_hijacking_localhost': false,
}
