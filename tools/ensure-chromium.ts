/**
 * Finds a Chromium for Playwright, installing one if none is found. Playwright's own download
 * needs its CDN, which offline machines cannot reach; Debian's chromium package works instead.
 *
 *   tsx tools/ensure-chromium.ts     (run by `npm run test:e2e` before Playwright)
 *
 * `npm run bench` calls ensureChromium() itself when it needs a browser.
 *
 * playwright.config.ts calls findChromium() to point Playwright at a non-bundled browser.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'

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

/** Runs a command with its output shown; false when it fails or cannot start. */
function run(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'inherit', timeout: 10 * 60_000 })
    return true
  } catch {
    return false
  }
}

function hasCommand(name: string): boolean {
  return run('sh', ['-c', `command -v ${name} >/dev/null`])
}

function install(): void {
  console.log("No Chromium found. Trying Playwright's download (needs internet)…")
  if (run('npx', ['--no-install', 'playwright', 'install', 'chromium']) && findChromium()) return
  if (process.getuid?.() === 0 && hasCommand('apt-get')) {
    console.log("Trying Debian's chromium package…")
    if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium'])) return
  }
}

/** The Chromium found, or one installed when there is none (undefined if that failed too). */
export function ensureChromium(): FoundChromium | undefined {
  const found = findChromium()
  if (found) return found
  install()
  return findChromium()
}

function main(): void {
  let found: FoundChromium | undefined
  try {
    found = ensureChromium()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  if (!found) {
    console.error(
      'No Chromium for Playwright. Install one (as root: apt-get install -y chromium; with internet: ' +
        'npx playwright install chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    )
    process.exit(1)
  }
  console.log(`Chromium for Playwright: ${found.path} (from ${found.source})`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
