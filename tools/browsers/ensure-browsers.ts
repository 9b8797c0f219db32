/**
 * Finds the browsers the tests drive, installing those that are missing:
 *  - chromium: the whole browser suite (Playwright);
 *  - firefox and webkit: the engine smoke (e2e/engines).
 *
 *   tsx tools/browsers/ensure-browsers.ts [chromium] [firefox] [webkit]   (default: all three)
 *
 * Run by `npm test` (beside its first phases) and `npm run test:e2e`. Where an engine is
 * missing it tries Playwright's download for Chromium (it needs internet), then, as root with
 * apt-get, installs Debian's packages of every missing engine in one go. It exits 1, saying what
 * to install, when an engine is still missing. A Devanagari font comes with them where none is
 * installed (fonts.ts): the Hindi pages are measured in it.
 */
import { pathToFileURL } from 'node:url'
import { CHROMIUM_DEBIAN_PACKAGES, downloadChromium, findChromium } from './chromium'
import { installDebianPackages } from './debian-packages'
import { DEVANAGARI_FONT_PACKAGES, hasDevanagariFont } from './fonts'
import { FIREFOX_DEBIAN_PACKAGES, findFirefox } from './firefox'
import { locateWebKit, WEBKIT_DEBIAN_PACKAGES } from './webkit'

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const
export type Engine = (typeof ENGINES)[number]

interface EngineSource {
  /** Where it was found, for the summary; undefined when it is not here. */
  find: () => string | undefined
  packages: readonly string[]
  /** What to do by hand where nothing could be installed. */
  help: string
}

const SOURCES: Record<Engine, EngineSource> = {
  chromium: {
    find: () => {
      const found = findChromium()
      return found && `${found.path} (from ${found.source})`
    },
    packages: CHROMIUM_DEBIAN_PACKAGES,
    help:
      'as root: apt-get install -y chromium; with internet: npx playwright install chromium; ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary',
  },
  firefox: {
    find: () => {
      const found = findFirefox()
      return found && `${found.path} (from ${found.source})`
    },
    packages: FIREFOX_DEBIAN_PACKAGES,
    help: 'as root: apt-get install -y firefox-esr; or set FIREFOX_PATH to a Firefox binary',
  },
  webkit: {
    find: () => {
      const found = locateWebKit().found
      return found && `${found.driver} driving ${found.browser} on ${found.xvfb}`
    },
    packages: WEBKIT_DEBIAN_PACKAGES,
    help:
      `as root: apt-get install -y ${WEBKIT_DEBIAN_PACKAGES.join(' ')}; or set ` +
      'WEBKIT_WEBDRIVER_PATH, MINIBROWSER_PATH and XVFB_PATH',
  },
}

/** The Debian packages that would bring the `missing` engines, each named once. */
export function packagesFor(missing: readonly Engine[]): string[] {
  return [...new Set(missing.flatMap((engine) => SOURCES[engine].packages))]
}

/** Each engine asked for, where it is after any install (undefined: still missing). */
export function ensureBrowsers(engines: readonly Engine[]): Record<Engine, string | undefined> {
  let missing = engines.filter((engine) => !SOURCES[engine].find())
  if (missing.includes('chromium') && downloadChromium()) {
    missing = missing.filter((engine) => engine !== 'chromium')
  }
  const fonts = hasDevanagariFont() ? [] : DEVANAGARI_FONT_PACKAGES
  if (missing.length > 0 || fonts.length > 0)
    installDebianPackages([...packagesFor(missing), ...fonts])
  return Object.fromEntries(engines.map((engine) => [engine, SOURCES[engine].find()])) as Record<
    Engine,
    string | undefined
  >
}

export function parseEngines(args: readonly string[]): Engine[] {
  const unknown = args.filter((arg) => !(ENGINES as readonly string[]).includes(arg))
  if (unknown.length > 0) {
    throw new Error(`Unknown browser ${unknown.join(', ')}: choose from ${ENGINES.join(', ')}.`)
  }
  return args.length > 0 ? (args as Engine[]) : [...ENGINES]
}

function main(): void {
  let found: Record<Engine, string | undefined>
  try {
    found = ensureBrowsers(parseEngines(process.argv.slice(2)))
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  let ok = true
  if (!hasDevanagariFont()) {
    ok = false
    console.error(
      `No Devanagari font for the Hindi pages. Install it: as root, apt-get install -y ${DEVANAGARI_FONT_PACKAGES.join(' ')}.`,
    )
  }
  for (const [engine, where] of Object.entries(found) as [Engine, string | undefined][]) {
    if (where) {
      console.log(`${engine}: ${where}`)
      continue
    }
    ok = false
    const parts = engine === 'webkit' ? ` (missing ${locateWebKit().missing.join(', ')})` : ''
    console.error(
      `No ${engine}${parts} for the browser tests. Install it: ${SOURCES[engine].help}.`,
    )
  }
  if (!ok) process.exit(1)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
