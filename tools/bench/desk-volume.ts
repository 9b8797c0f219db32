/**
 * `npm run bench:desk [-- --runs N]`: the trade desk with a realistic volume of leads. Against a
 * running local stack (`npm run stack -- --preview` on a `npm run build:local`, with leads from
 * `npm run seed:leads -- 10000`), signs in as the sample staff account in headless Chromium and
 * times, each from navigation to the first lead row (or price field) shown: the inbox, a status
 * filter, a date range, a search and Prices today; then the CSV download of the inbox, from the
 * click to the file. Each is run N times (3 unless told) and its median set against its budget.
 * Writes bench-results/desk-volume.json. Exits 0 when it measured (FAILs included), 1 when it
 * could not.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser } from '@playwright/test'
import { paths } from '../../src/config/paths.ts'
import { chromiumVersion, ensureChromium } from '../browsers/chromium.ts'
import { STACK_HOST, stackPorts } from '../local-backend/ports.ts'
import { LOCAL_STAFF_ACCOUNT as STAFF } from '../local-backend/staff-account.ts'
import { Cleanup } from './cleanup.ts'
import { RESULTS_DIR } from './config.ts'
import {
  measureExport,
  measurePage,
  shownNames,
  signIn,
  timeToShow,
} from './desk-volume-browser.ts'
import {
  deskSteps,
  FIRST_LEAD_ROW,
  FIRST_PRICE_FIELD,
  resultsTable,
  searchPrefix,
  verdict,
  type StepResult,
} from './desk-volume-steps.ts'
import { launchBrowser } from './phase-context.ts'

const log = (line: string) => console.log(`[bench:desk] ${line}`)

const USAGE = `Usage: npm run bench:desk [-- --runs N] [--search TEXT]
  --runs N       times each step is measured (default 3); the median is reported
  --search TEXT  what the search step looks for (default: the first word of a lead's name)
Against the running local stack's app (STACK_APP_PORT, default 5173): start it with
npm run build:local && npm run stack -- --preview, then npm run seed:leads -- 10000.`

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      search: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1 || runs > 50)
    throw new Error(`--runs must be a whole number from 1 to 50.\n${USAGE}`)
  return { runs, search: values.search, help: values.help }
}

/** Whether the app answering is a build (vite preview) rather than the dev server. */
async function servedBuild(origin: string): Promise<boolean> {
  const html = await (await fetch(`${origin}/`, { signal: AbortSignal.timeout(10_000) })).text()
  return !html.includes('/@vite/client')
}

async function measureDesk(browser: Browser, origin: string, runs: number, search?: string) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  })
  try {
    const page = await context.newPage()
    log(`signing in as ${STAFF.email}…`)
    await signIn(page, origin)
    // Once unmeasured, so every measured run finds the scripts in the browser's cache, as a
    // member of staff who works at the desk every day does.
    await timeToShow(page, `${origin}${paths.desk}`, FIRST_LEAD_ROW)
    const prefix = search ?? searchPrefix(await shownNames(page))
    if (prefix === null) throw new Error('No lead on the inbox has a name to search for.')
    await timeToShow(page, `${origin}${paths.deskPrices}`, FIRST_PRICE_FIELD)
    const results: StepResult[] = []
    for (const step of deskSteps(new Date(), prefix)) {
      results.push(
        step.kind === 'page'
          ? await measurePage(page, origin, step, runs, log)
          : await measureExport(page, origin, step, runs, log),
      )
    }
    return results
  } finally {
    await context.close()
  }
}

async function main(): Promise<number> {
  const { runs, search, help } = options()
  if (help) {
    console.log(USAGE)
    return 0
  }
  const origin = `http://${STACK_HOST}:${stackPorts().app}`
  const build = await servedBuild(origin).catch(() => {
    throw new Error(`Nothing answers at ${origin}.\n${USAGE}`)
  })
  if (!build)
    log(`${origin} is the dev server: its times are not the build's, which the budgets are for.`)
  const chromium = ensureChromium()
  if (!chromium) throw new Error('No Chromium could be found or installed.')
  const cleanup = new Cleanup()
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void cleanup.interrupt().finally(() => process.exit(130)))
  const tmp = join(RESULTS_DIR, '.desk-volume')
  mkdirSync(tmp, { recursive: true })
  cleanup.add('scratch folder', () => rmSync(tmp, { recursive: true, force: true }))
  try {
    const browser = await launchBrowser({ chromium, cleanup, tmp, log })
    const results = await measureDesk(browser, origin, runs, search)
    await browser.close()
    const report = {
      generatedAt: new Date().toISOString(),
      origin,
      served: build ? 'build (vite preview)' : 'dev server',
      chromium: chromiumVersion(chromium.path),
      runs,
      results: results.map((result) => ({ ...result, verdict: verdict(result) })),
    }
    writeFileSync(join(RESULTS_DIR, 'desk-volume.json'), `${JSON.stringify(report, null, 2)}\n`)
    console.log(
      `\nTrade desk at ${origin} (${report.served}), ${report.chromium}, median of ${runs}:\n`,
    )
    console.log(resultsTable(results))
    for (const result of results)
      if (result.skipped) log(`${result.step.name}: skipped, ${result.skipped}`)
    return 0
  } finally {
    await cleanup.runAll()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[bench:desk] ${(error as Error).message}`)
    process.exit(1)
  },
)
