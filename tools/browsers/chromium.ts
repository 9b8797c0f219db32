/**
 * Finds a Chromium for Playwright, installing one if none is found. Playwright's own download
 * needs its CDN, which offline machines cannot reach; Debian's chromium package works instead.
 *
 * tools/browsers/ensure-browsers.ts installs it with the other engines (`npm test`,
 * `npm run test:e2e`); `npm run bench` calls ensureChromium() itself when it needs a browser.
 *
 * playwright.config.ts calls findChromium() to point Playwright at a non-bundled browser.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { installDebianPackages, run } from './debian-packages'

/**
 * Keeps a test or benchmark browser on this machine: every request to another host goes to a
 * proxy that is not there and fails at once, while localhost and 127.0.0.1 (which Chromium never
 * sends through a proxy) reach the local stack. The site's third parties (map tiles, the office
 * map, video players) are stubbed by the tests that look at them, and simply fail elsewhere.
 * One argument without spaces: Lighthouse splits its --chrome-flags on spaces.
 */
export const LOCAL_ONLY_BROWSER_ARGS = ['--proxy-server=http://127.0.0.1:9'] as const

export interface FoundChromium {
  path: string
  /** Playwright's own download needs no executablePath; any other browser does. */
  bundled: boolean
  source: string
}

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

export function findChromium(): FoundChromium | undefined {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`)
    return { path: fromEnv, bundled: false, source: 'CHROMIUM_PATH' }
  }
  const bundled = chromium.executablePath()
  if (bundled && existsSync(bundled))
    return { path: bundled, bundled: true, source: "Playwright's download" }
  const system = SYSTEM_CHROMIUMS.find((path) => existsSync(path))
  return system ? { path: system, bundled: false, source: 'the system' } : undefined
}

/** Debian's package of it, for machines where Playwright's download cannot be reached. */
export const CHROMIUM_DEBIAN_PACKAGES = ['chromium'] as const

/** Playwright's own download, where it can be reached (it needs internet); false if it failed. */
export function downloadChromium(): boolean {
  console.log("No Chromium found. Trying Playwright's download (needs internet)…")
  return run('npx', ['--no-install', 'playwright', 'install', 'chromium']) && !!findChromium()
}

/** The Chromium found, or one installed when there is none (undefined if that failed too). */
export function ensureChromium(): FoundChromium | undefined {
  const found = findChromium()
  if (found) return found
  if (!downloadChromium()) installDebianPackages(CHROMIUM_DEBIAN_PACKAGES)
  return findChromium()
}

/** What the browser at `path` says it is ("Chromium 156.0… built on Debian…"); the path if it cannot say. */
export function chromiumVersion(path: string): string {
  try {
    return execFileSync(path, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return path
  }
}
