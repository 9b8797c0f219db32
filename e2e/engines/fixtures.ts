/**
 * Playwright's test runner for the engine smoke, with the site's pages in Firefox or WebKit
 * instead of Playwright's own browser: the project's name (playwright.config.ts) says which.
 *  - `site`: a page of a new visitor (nothing stored), at the build the run serves;
 *  - `outbox`: the mails the site sent through this run's stack.
 * A test fails on any error its pages reported (uncaught, or through console.error).
 */
import { writeFileSync } from 'node:fs'
import { test as base, expect, type TestInfo } from '@playwright/test'
import type { Browser } from 'puppeteer-core'
import { findFirefox } from '../../tools/browsers/firefox'
import { findWebKit } from '../../tools/browsers/webkit'
import { outboxClient, type OutboxFixture } from '../support/stack'
import { EnginePage, type EngineDriver } from './engine-page'
import { FirefoxDriver, launchFirefox } from './firefox'
import { WebKitHost } from './webkit'

export { expect }

type Engine = 'firefox' | 'webkit'

/** One per worker: the Firefox browser, or WebKit's display and driver. */
interface EngineHost {
  open(): Promise<EngineDriver>
}

function engineOf(project: string): Engine {
  if (project === 'firefox' || project === 'webkit') return project
  throw new Error(`The engine smoke runs in the firefox and webkit projects, not in "${project}"`)
}

async function startHost(engine: Engine): Promise<{ host: EngineHost; stop: () => Promise<void> }> {
  const missing = 'not found: run tools/browsers/ensure-browsers.ts (npm run test:e2e does)'
  if (engine === 'firefox') {
    const firefox = findFirefox()
    if (!firefox) throw new Error(`Firefox ${missing}`)
    const browser: Browser = await launchFirefox(firefox.path)
    return { host: { open: () => FirefoxDriver.open(browser) }, stop: () => browser.close() }
  }
  const webkit = findWebKit()
  if (!webkit) throw new Error(`WebKit ${missing}`)
  const host = await WebKitHost.start(webkit)
  return { host: { open: () => host.open() }, stop: () => host.stop() }
}

/** How much of a failed page's text the log repeats. */
const SHOWN_TEXT_CHARS = 2000

/** The page as a failed test left it, beside the test's other output and in the report. */
async function attachSnapshot(page: EnginePage, testInfo: TestInfo): Promise<void> {
  const textFile = testInfo.outputPath('page.txt')
  try {
    const { url, text, png } = await page.snapshot()
    const pngFile = testInfo.outputPath('page.png')
    writeFileSync(textFile, `${url}\n\n${text}`)
    // In the log too: a CI machine's log outlives its test-results folder.
    console.error(
      `What the ${page.engine} page showed at ${url}:\n${text.slice(0, SHOWN_TEXT_CHARS)}`,
    )
    writeFileSync(pngFile, png)
    await testInfo.attach('page', { path: pngFile, contentType: 'image/png' })
  } catch (error) {
    writeFileSync(textFile, `No snapshot: ${String(error)}`)
  }
  await testInfo.attach('page text', { path: textFile, contentType: 'text/plain' })
}

export const test = base.extend<
  { site: EnginePage; outbox: OutboxFixture },
  { engineHost: EngineHost }
>({
  engineHost: [
    async ({}, use, workerInfo) => {
      const { host, stop } = await startHost(engineOf(workerInfo.project.name))
      await use(host)
      await stop()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: async ({ engineHost, baseURL }, use, testInfo) => {
    if (!baseURL) throw new Error('The engine smoke needs use.baseURL (playwright.config.ts)')
    const driver = await engineHost.open()
    const page = new EnginePage(driver, baseURL)
    await page.setViewport(1280, 900)
    try {
      await use(page)
      if (testInfo.status !== testInfo.expectedStatus) await attachSnapshot(page, testInfo)
      expect(await page.takeErrors(), 'errors reported by the pages').toEqual([])
    } finally {
      await driver.close()
    }
  },
  outbox: async ({}, use) => {
    await use(outboxClient())
  },
})
