/**
 * `npm test`: every check the project has, in the order that fails fastest, with one local stack
 * (and so one Cloud Firestore emulator) for the whole run, then a table of where the time went.
 *
 *   1. lint + types   ESLint and tsc side by side (each keeps one core busy); meanwhile the stack
 *                     starts (Auth emulator, Firestore emulator, outbox) and the browsers are
 *                     found or installed (Chromium, Firefox, WebKit)
 *   2. unit           Vitest's unit and tools projects (the staff tool's tests in the stack's
 *                     Auth emulator)
 *   3. rules          firestore.rules in the stack's emulator, on projects of their own
 *                     (the clause audit only when audit-stamp.ts says the rules changed); they
 *                     wait on the emulator, not the processor, so they run beside 4 and 5
 *   4. build          the site for the local stack
 *   5. browser        Playwright against that build, served beside the running stack: the whole
 *                     suite in Chromium, then the engine smoke in Firefox and WebKit
 *
 * It stops at the first failing phase; a failure of the rules is reported once the browser phase
 * is over, or at once if the build fails. `npm run test:e2e` alone still starts a stack of its own.
 */
import { createWriteStream, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { E2E_STACK_RUNNING, e2eStackPorts, stackOrigin } from '../../e2e/stack-ports'
import {
  stopChildren,
  startNodeChild,
  waitForHttp,
  type Child,
} from '../local-backend/child-processes'
import { locateFirestoreEmulator } from '../local-backend/emulator-jar'
import { STACK_HOST, stackPortsEnv } from '../local-backend/ports'
import { formatDuration, formatSplit, type PhaseTime } from './split'
import { binOf, runNode, type StepResult } from './steps'

const ROOT = resolve(import.meta.dirname, '../..')
/** The time the suite is held to on a two-core machine (README: Developing). */
const BUDGET_MS = 12 * 60_000
const STACK_START_TIMEOUT_MS = 240_000
const APP_START_TIMEOUT_MS = 60_000

const ports = e2eStackPorts()
const portsEnv = stackPortsEnv(ports)
const phases: PhaseTime[] = []
const children: Child[] = []
const started = performance.now()

function stackLogFile(): string {
  const dir = resolve(ROOT, 'test-results')
  mkdirSync(dir, { recursive: true })
  return resolve(dir, `stack-${ports.app}.log`)
}

/** The stack without an app server, fresh from the seeds; resolves once it has said it is ready. */
function startStack(logFile: string): { child: Child; ready: Promise<void> } {
  const child = startNodeChild(
    'local stack',
    binOf('tsx'),
    ['tools/local-backend/stack.ts', '--fresh', '--data-dir', `.local-stack/e2e-${ports.app}`],
    {
      cwd: ROOT,
      env: { ...process.env, ...portsEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
      ownGroup: true,
    },
  )
  const log = createWriteStream(logFile)
  child.process.stdout?.pipe(log)
  child.process.stderr?.pipe(log)
  const ready = new Promise<void>((done, fail) => {
    let seen = ''
    child.process.stdout?.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4000)
      if (seen.includes('Local stack ready')) done()
    })
    void child.exited.then((code) =>
      fail(new Error(`the local stack exited (${code}) before it was ready`)),
    )
    setTimeout(
      () => fail(new Error('the local stack was not ready in time')),
      STACK_START_TIMEOUT_MS,
    ).unref()
  })
  return { child, ready }
}

/** `vite preview` of the fresh build, forwarding the service paths to the running stack. */
async function startApp(): Promise<void> {
  const app = startNodeChild(
    'Vite preview',
    binOf('vite'),
    [
      'preview',
      '--mode',
      'localstack',
      '--port',
      String(ports.app),
      '--strictPort',
      '--host',
      STACK_HOST,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ...portsEnv },
      stdio: ['ignore', 'ignore', 'inherit'],
      ownGroup: true,
    },
  )
  children.push(app)
  await waitForHttp(`${stackOrigin(ports.app)}/`, APP_START_TIMEOUT_MS, app)
}

function heading(text: string): void {
  console.log(`\n━━ ${text} ━━`)
}

async function phase(name: string, work: () => Promise<StepResult | boolean>, note?: string) {
  heading(name)
  const from = performance.now()
  const result = await work()
  const ok = typeof result === 'boolean' ? result : result.ok
  phases.push({ name, ms: performance.now() - from, note, failed: !ok })
  if (!ok) await finish(1)
}

/** A quiet step that ran beside other phases: its output and its own time, once it is over. */
async function besidePhase(name: string, step: Promise<StepResult>, note: string) {
  const result = await step
  heading(`${name} (${note})`)
  process.stdout.write(result.output)
  phases.push({ name, ms: result.ms, note, failed: !result.ok })
  if (!result.ok) await finish(1)
}

async function finish(code: number): Promise<never> {
  await stopChildren(children, 15_000)
  const total = performance.now() - started
  console.log(`\n${formatSplit(phases, total, BUDGET_MS)}`)
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void finish(130))

async function main(): Promise<void> {
  const emulator = locateFirestoreEmulator()
  const logFile = stackLogFile()
  const stack = startStack(logFile)
  children.push(stack.child)
  // Awaited before the rules; until then a failure must not count as unhandled.
  const stackReady = stack.ready.then(
    () => performance.now() - started,
    (error: Error) => error,
  )

  // Found at once where installed; installed (a minute or two, on a fresh machine) where not.
  const browsers = runNode(binOf('tsx'), ['tools/browsers/ensure-browsers.ts'], {
    cwd: ROOT,
    quiet: true,
  })

  await phase('lint + types', async () => {
    const [lint, types] = await Promise.all([
      runNode(binOf('eslint'), ['.', '--max-warnings', '0'], { cwd: ROOT, quiet: true }),
      runNode(binOf('typescript', 'tsc'), ['-b'], { cwd: ROOT, quiet: true }),
    ])
    process.stdout.write(lint.output + types.output)
    console.log(`eslint ${formatDuration(lint.ms)}, tsc ${formatDuration(types.ms)}`)
    return lint.ok && types.ok
  })

  await phase('unit', () =>
    runNode(binOf('vitest'), ['run', '--project', 'unit', '--project', 'tools'], {
      cwd: ROOT,
      // The staff tool's tests use the stack's Auth emulator (waiting for it if it is not up yet)
      // rather than start one of their own beside it.
      env: { FIREBASE_AUTH_EMULATOR_HOST: `${STACK_HOST}:${ports.auth}` },
    }),
  )

  const stackTime = await stackReady
  if (stackTime instanceof Error) {
    console.error(`${stackTime.message}: see ${logFile}`)
    return finish(1)
  }
  const stackNote = `stack ready ${formatDuration(stackTime)} after the start, during the phases before`
  const rules = runNode(binOf('vitest'), ['run', '--project', 'rules'], {
    cwd: ROOT,
    quiet: true,
    // The stand-in, where there is no emulator, is no rules engine: the tests say they skip.
    env: emulator.found ? { FIRESTORE_EMULATOR_HOST: `${STACK_HOST}:${ports.firestore}` } : {},
  })
  const besideNote = `beside the build and the browser; ${stackNote}`

  // Every language's build (tools/i18n/build.ts), as `npm run build:local` makes it.
  await phase('build', async () => {
    const build = await runNode(binOf('tsx'), ['tools/i18n/build.ts', '--mode', 'localstack'], {
      cwd: ROOT,
      env: portsEnv,
    })
    // Nothing to test in a browser: the rules' own answer is the more telling one.
    if (!build.ok) await besidePhase('rules', rules, besideNote)
    return build
  })

  await phase('browser', async () => {
    const found = await browsers
    process.stdout.write(found.output)
    if (!found.ok) return false
    await startApp()
    return runNode(binOf('@playwright/test', 'playwright'), ['test'], {
      cwd: ROOT,
      env: { ...portsEnv, [E2E_STACK_RUNNING]: '1' },
    })
  })

  await besidePhase('rules', rules, besideNote)
  await finish(0)
}

main().catch(async (error: unknown) => {
  console.error(error)
  await finish(1)
})
