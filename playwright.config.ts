import { defineConfig, devices } from '@playwright/test'
import { E2E_STACK_RUNNING, e2eStackPorts, stackOrigin } from './e2e/stack-ports'
import { findChromium, LOCAL_ONLY_BROWSER_ARGS } from './tools/browsers/chromium'
import { stackPortsEnv } from './tools/local-backend/ports'

const CI = Boolean(process.env.CI)
const ports = e2eStackPorts()
const baseURL = stackOrigin(ports.app)
/** `npm run build:local` first for the default; E2E_SERVER=dev needs no build (for iterating). */
const appServer = process.env.E2E_SERVER === 'dev' ? '--dev' : '--preview'
const chromium = findChromium()
/**
 * Per run, so concurrent suites (E2E_PORT_OFFSET) do not wipe each other's results; the report
 * lives under test-results/ too because Vite's dev server ignores that folder but would reload
 * every open page when a report's index.html appears anywhere else.
 */
const runName = `e2e-${ports.app}`
/** The engine smoke: run by the firefox and webkit projects alone. */
const ENGINE_SMOKE = 'engines/**/*.spec.ts'
/** Firefox and WebKit start a page more slowly than Chromium, and a journey loads several. */
const ENGINE_TEST_TIMEOUT_MS = 120_000
const resultsDir = `test-results/${runName}`

export default defineConfig({
  testDir: 'e2e',
  outputDir: `${resultsDir}/output`,
  forbidOnly: CI,
  // A test that passes only on a second try is a bug to fix, not a pass.
  retries: 0,
  // A browser per core, in CI too: a page mostly waits (on the emulators, on frames, on timers),
  // so on a two-core machine two workers end the suite about a quarter sooner than one, the route
  // sweep's pages shared between them (its tests run in parallel; every other file's in order).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : '100%',
  // A guard against a hang, not a speed budget (the benchmark measures speed): on a busy two-core
  // machine a page visit and an axe pass each take seconds.
  timeout: 60_000,
  // Likewise for each web-first assertion: with a worker per core on a busy two-core machine, a
  // client-side navigation that loads its page's code and then scrolls smoothly took over 5 s.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: `${resultsDir}/report` }]],
  use: {
    baseURL,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      // The engine smoke is Firefox's and WebKit's: Chromium runs every journey in full.
      testIgnore: ENGINE_SMOKE,
      use: {
        ...devices['Desktop Chrome'],
        // Offline machines use the system's Chromium (see tools/browsers/chromium.ts).
        launchOptions: {
          ...(chromium && !chromium.bundled ? { executablePath: chromium.path } : {}),
          args: [...LOCAL_ONLY_BROWSER_ARGS],
        },
      },
    },
    // The journeys that matter in the other engines buyers carry, driven by their own drivers
    // (e2e/engines/fixtures.ts), not by Playwright's browsers, which cannot be downloaded here.
    { name: 'firefox', testMatch: ENGINE_SMOKE, timeout: ENGINE_TEST_TIMEOUT_MS },
    { name: 'webkit', testMatch: ENGINE_SMOKE, timeout: ENGINE_TEST_TIMEOUT_MS },
  ],
  // npm test starts the stack once for the rules tests and this suite both (tools/test/run.ts).
  webServer: process.env[E2E_STACK_RUNNING]
    ? undefined
    : {
        command: `node_modules/.bin/tsx tools/local-backend/stack.ts --fresh --data-dir .local-stack/${runName} ${appServer}`,
        url: baseURL,
        timeout: 240_000,
        reuseExistingServer: false,
        env: stackPortsEnv(ports),
        // The stack's summary says which Firestore the run uses (the emulator, or the fallback).
        stdout: 'pipe',
        // SIGTERM lets the stack stop its children itself; Playwright kills the group after the timeout.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      },
})
