/** What the browser phases of the benchmark share. */
import { chromium as playwrightChromium, type Browser } from '@playwright/test'
import { LOCAL_ONLY_BROWSER_ARGS, type FoundChromium } from '../browsers/chromium'
import type { Cleanup } from './cleanup'

export interface PhaseContext {
  chromium: FoundChromium
  cleanup: Cleanup
  /** Scratch folder of this run (bench-results/.work), removed at the end. */
  tmp: string
  log: (line: string) => void
}

/** A Playwright Chromium that the cleanup closes if the phase does not. */
export async function launchBrowser(context: PhaseContext): Promise<Browser> {
  const { chromium, cleanup } = context
  cleanup.ensureRunning()
  const browser = await playwrightChromium.launch({
    ...(chromium.bundled ? {} : { executablePath: chromium.path }),
    args: [...LOCAL_ONLY_BROWSER_ARGS],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  })
  const unregister = cleanup.add('Chromium (Playwright)', () => browser.close())
  browser.once('disconnected', unregister)
  return browser
}
