/**
 * The desk bench in the browser: signing in as the sample staff account, timing a page from its
 * navigation to an element first shown, and timing the inbox's Download CSV from the click to the
 * whole file.
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { paths } from '../../src/config/paths.ts'
import { LOCAL_STAFF_ACCOUNT as STAFF } from '../local-backend/staff-account.ts'
import {
  csvRecords,
  DESK_COPY,
  FIRST_LEAD_ROW,
  type ExportStep,
  type PageStep,
  type StepResult,
} from './desk-volume-steps.ts'

/** A step not shown by then counts as not finished. */
const STEP_TIMEOUT_MS = 60_000
const EXPORT_TIMEOUT_MS = 180_000
/** How long the inbox may take to show its Download CSV button once its first row is there. */
const BUTTON_WAIT_MS = 10_000

export async function signIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}${paths.login}?next=${encodeURIComponent(paths.desk)}`)
  await page.getByLabel(DESK_COPY.email, { exact: true }).fill(STAFF.email)
  await page.getByLabel(DESK_COPY.password, { exact: true }).fill(STAFF.password)
  await page.getByRole('button', { name: DESK_COPY.signIn, exact: true }).click()
  await page.waitForURL(`${origin}${paths.desk}`, { timeout: STEP_TIMEOUT_MS })
}

/**
 * Opens `path` and resolves with the time from the navigation's start to `css` first showing
 * (the page's own clock, read in the frame that shows it).
 */
export async function timeToShow(page: Page, url: string, css: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' })
  const shown = await page.waitForFunction(
    (selector) => {
      const element = document.querySelector(selector)
      return element instanceof HTMLElement && element.checkVisibility() ? performance.now() : null
    },
    css,
    { polling: 'raf', timeout: STEP_TIMEOUT_MS },
  )
  return (await shown.jsonValue()) as number
}

/** The names on the inbox's lead rows shown now. */
export function shownNames(page: Page): Promise<string[]> {
  return page.$$eval(FIRST_LEAD_ROW, (links) => links.map((link) => link.textContent ?? ''))
}

export async function measurePage(
  page: Page,
  origin: string,
  step: PageStep,
  runs: number,
  log: (line: string) => void,
) {
  const result: StepResult = { step, samples: [] }
  for (let run = 1; run <= runs; run++) {
    try {
      result.samples.push(await timeToShow(page, `${origin}${step.path}`, step.ready))
    } catch (error) {
      result.samples.push(null)
      result.error = (error as Error).message.split('\n')[0]
    }
    log(`${step.name}, run ${run}: ${result.samples.at(-1)?.toFixed(0) ?? 'not shown'} ms`)
  }
  return result
}

/** The inbox's Download CSV, from the click to the whole file; skipped while the inbox has none. */
export async function measureExport(
  page: Page,
  origin: string,
  step: ExportStep,
  runs: number,
  log: (line: string) => void,
) {
  const result: StepResult = { step, samples: [] }
  for (let run = 1; run <= runs; run++) {
    await timeToShow(page, `${origin}${step.path}`, FIRST_LEAD_ROW)
    const button = page.getByRole('button', { name: DESK_COPY.download, exact: true })
    const there = await button
      .waitFor({ state: 'visible', timeout: BUTTON_WAIT_MS })
      .then(() => true)
      .catch(() => false)
    if (!there) {
      result.skipped = `no "${DESK_COPY.download}" button on ${step.path} yet: the export is not measured`
      return result
    }
    try {
      await button.click({ trial: true, timeout: STEP_TIMEOUT_MS })
      const started = Date.now()
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: EXPORT_TIMEOUT_MS }),
        button.click(),
      ])
      const file = await download.path()
      result.samples.push(Date.now() - started)
      const rows = csvRecords(readFileSync(file, 'utf8'))
      log(
        `${step.name}, run ${run}: ${result.samples.at(-1)} ms, ${rows.toLocaleString('en-IN')} rows (one per order line) in ${download.suggestedFilename()}`,
      )
      await download.delete()
    } catch (error) {
      result.samples.push(null)
      result.error = (error as Error).message.split('\n')[0]
      log(`${step.name}, run ${run}: failed (${result.error})`)
    }
  }
  return result
}
