/**
 * Finds WebKit for the engine smoke (e2e/engines): WebKitGTK, the engine family of Safari (and of
 * every browser on an iPhone). Its WebDriver (WebKitWebDriver) drives MiniBrowser, the small
 * browser WebKitGTK ships, over W3C WebDriver; MiniBrowser has no headless mode, so it runs on a
 * virtual display (Xvfb).
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export interface FoundWebKit {
  /** WebKitWebDriver. */
  driver: string
  /** The browser it drives: MiniBrowser. */
  browser: string
  /** The X server MiniBrowser draws on. */
  xvfb: string
}

/**
 * Debian's packages: the driver, the library holding MiniBrowser (the driver's own dependency,
 * named so that a machine which removed it gets it back) and the virtual display.
 */
export const WEBKIT_DEBIAN_PACKAGES = ['webkit2gtk-driver', 'libwebkit2gtk-4.1-0', 'xvfb'] as const

const firstExisting = (paths: string[]) => paths.find((path) => existsSync(path))

const pathDirs = () => (process.env.PATH ?? '').split(':').filter(Boolean)

function onPath(name: string): string | undefined {
  return firstExisting(pathDirs().map((dir) => join(dir, name)))
}

/** MiniBrowser lives under the library's folder: /usr/lib/<architecture>/webkit2gtk-4.x/. */
function findMiniBrowser(libDir = '/usr/lib'): string | undefined {
  const candidates: string[] = []
  const children = (dir: string) => {
    try {
      return readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    } catch {
      return []
    }
  }
  for (const arch of [{ name: '' }, ...children(libDir)]) {
    const base = join(libDir, arch.name)
    for (const webkit of children(base).filter((entry) => /^webkit2?gtk-/.test(entry.name))) {
      candidates.push(join(base, webkit.name, 'MiniBrowser'))
    }
  }
  return firstExisting(candidates.sort().reverse())
}

function fromEnv(name: string): string | undefined {
  const value = process.env[name]
  if (value && !existsSync(value))
    throw new Error(`${name} is set to ${value}, which does not exist.`)
  return value || undefined
}

/** The parts found, and the names of those that are not. */
export function locateWebKit(): { found?: FoundWebKit; missing: string[] } {
  const parts = {
    WebKitWebDriver: fromEnv('WEBKIT_WEBDRIVER_PATH') ?? onPath('WebKitWebDriver'),
    MiniBrowser: fromEnv('MINIBROWSER_PATH') ?? findMiniBrowser(),
    Xvfb: fromEnv('XVFB_PATH') ?? onPath('Xvfb'),
  }
  const missing = Object.entries(parts).flatMap(([name, path]) => (path ? [] : [name]))
  const { WebKitWebDriver: driver, MiniBrowser: browser, Xvfb: xvfb } = parts
  return driver && browser && xvfb ? { found: { driver, browser, xvfb }, missing } : { missing }
}

export const findWebKit = (): FoundWebKit | undefined => locateWebKit().found

/**
 * Keeps the smoke's MiniBrowser on this machine, as LOCAL_ONLY_BROWSER_ARGS does Chromium: every
 * request to another host goes to a proxy that is not there, localhost and 127.0.0.1 go direct.
 */
export const LOCAL_ONLY_WEBKIT_ARGS = [
  '--proxy=http://127.0.0.1:9',
  '--ignore-host=localhost',
  '--ignore-host=127.0.0.1',
] as const
