/**
 * The offline local stack in one command: Firebase Auth emulator, Cloud Firestore emulator (or,
 * where it is not installed, the stand-in: see firestore-backend.ts) and mail outbox, plus the app (Vite dev server with --dev, `vite preview` of a build with --preview).
 * Ctrl-C (SIGINT) or SIGTERM stops everything it started.
 *
 *   tsx tools/local-backend/stack.ts [--dev | --preview] [--data-dir DIR] [--seed-dir DIR] [--fresh]
 *
 * Ports come from ports.ts (STACK_*_PORT variables).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { LOCAL_STACK_DEFAULTS } from '../../src/config/env-schema'
import { startAuthEmulator } from './auth-emulator'
import { startNodeChild, stopChildren, waitForHttp, type Child } from './child-processes'
import { startFirestore, type FirestoreBackend } from './firestore-backend'
import { createOutbox } from './outbox'
import { portProblems } from './port-check'
import { STACK_HOST, buildOutDir, stackPorts, stackPortsEnv, type StackPorts } from './ports'
import { LOCAL_STAFF_ACCOUNT } from './staff-account'

const ROOT = resolve(import.meta.dirname, '../..')
const PROJECT_ID = LOCAL_STACK_DEFAULTS.VITE_FIREBASE_PROJECT_ID as string
/**
 * Measured on 2 cores: ~8 s idle, 20-60 s when several suites share the machine (compiling the
 * emulator's API schema is CPU-bound). Just under Playwright's 120 s webServer timeout.
 */
const AUTH_START_TIMEOUT_MS = 180_000
const APP_START_TIMEOUT_MS = 60_000
/** The Auth emulator exports its accounts on a clean stop; give it time, then kill. */
const STOP_GRACE_MS = 10_000

const USAGE = `Usage: tsx tools/local-backend/stack.ts [--dev | --preview] [--data-dir DIR] [--seed-dir DIR] [--fresh]
  --dev           also run the Vite dev server
  --preview       also serve the existing build (npm run build:local) with vite preview
  --data-dir DIR  where documents, accounts and logs live (default .local-stack)
  --seed-dir DIR  seed files to start from when there is no stored data (default seed)
  --fresh         forget stored documents and accounts first: start from the seeds`

interface Options {
  app: 'dev' | 'preview' | null
  dataDir: string
  seedDir: string
  fresh: boolean
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        dev: { type: 'boolean', default: false },
        preview: { type: 'boolean', default: false },
        'data-dir': { type: 'string', default: '.local-stack' },
        'seed-dir': { type: 'string', default: 'seed' },
        fresh: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`)
  }
}

function parseOptions(): Options {
  const values = readArgs()
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  if (values.dev && values.preview) throw new Error('Choose --dev or --preview, not both.')
  return {
    app: values.dev ? 'dev' : values.preview ? 'preview' : null,
    dataDir: resolve(ROOT, values['data-dir']),
    seedDir: resolve(ROOT, values['seed-dir']),
    fresh: values.fresh,
  }
}

function url(port: number): string {
  return `http://${STACK_HOST}:${port}/`
}

function startApp(mode: 'dev' | 'preview', ports: StackPorts): Child {
  const vite = join(
    dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin/vite.js',
  )
  const args = mode === 'dev' ? [] : ['preview', '--mode', 'localstack']
  return startNodeChild(
    'Vite',
    vite,
    [...args, '--port', String(ports.app), '--strictPort', '--host', STACK_HOST],
    {
      cwd: ROOT,
      // Vite's own output (errors, HMR) is worth seeing; the terminal's input drives its shortcuts.
      stdio: 'inherit',
      ownGroup: false,
      // vite.config.ts builds its proxy from the same variables.
      env: { ...process.env, ...stackPortsEnv(ports) },
    },
  )
}

/** Paths inside the project are shown relative to it. */
function shown(path: string): string {
  const inside = relative(ROOT, path)
  return inside.startsWith('..') ? path : inside
}

async function main(): Promise<void> {
  const started = performance.now()
  const options = parseOptions()
  const ports = stackPorts()
  const problems = await portProblems(ports)
  if (problems.length > 0) {
    console.error(`Cannot start the local stack:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    process.exit(1)
  }
  const outDir = buildOutDir()
  if (options.app === 'preview' && !existsSync(resolve(ROOT, outDir, 'index.html'))) {
    console.error(
      `Nothing to preview: ${outDir}/index.html is missing. Run "npm run build:local" first.`,
    )
    process.exit(1)
  }

  if (options.fresh) rmSync(join(options.dataDir, 'auth-export'), { recursive: true, force: true })
  mkdirSync(options.dataDir, { recursive: true })

  const children: Child[] = []
  let authReady = 0
  let firestoreReady = 0
  let firestore: FirestoreBackend | undefined
  let stopping = false
  const log = (line: string) => console.log(`[stack] ${line}`)

  const outbox = createOutbox()
  // The slowest part first, so the others start while it boots.
  const auth = startAuthEmulator({ projectId: PROJECT_ID, ports, dataDir: options.dataDir })
  children.push(auth.child)

  async function stop(code: number): Promise<never> {
    if (!stopping) {
      stopping = true
      log('stopping…')
      // Firestore first: the emulator exports its documents while it still runs.
      await firestore?.stop()
      await Promise.allSettled([stopChildren(children, STOP_GRACE_MS), outbox.close()])
    }
    process.exit(code)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void stop(0))

  try {
    const authAnswered = waitForHttp(url(ports.auth), AUTH_START_TIMEOUT_MS, auth.child).then(
      () => (authReady = performance.now()),
      (error: Error) => {
        throw new Error(
          `${error.message}\nLast Auth emulator output (full log: ${auth.logFile}):\n${auth.tail()}`,
        )
      },
    )
    // Awaited below; until then a failure must not count as unhandled.
    authAnswered.catch(() => {})
    firestore = await startFirestore({
      projectId: PROJECT_ID,
      host: STACK_HOST,
      port: ports.firestore,
      dataDir: options.dataDir,
      seedDir: options.seedDir,
      rulesFile: join(ROOT, 'firestore.rules'),
      fresh: options.fresh,
      shown,
      log,
    })
    firestoreReady = performance.now()
    if (firestore.child) children.push(firestore.child)
    await outbox.listen(ports.outbox, STACK_HOST)
    log('waiting for the Auth emulator (8-60 s, depending on the machine)…')
    await authAnswered
  } catch (error) {
    console.error(`[stack] failed to start: ${(error as Error).message}`)
    await stop(1)
  }
  if (options.app) {
    const app = startApp(options.app, ports)
    children.push(app)
    await waitForHttp(url(ports.app), APP_START_TIMEOUT_MS, app).catch((error: Error) => {
      console.error(`[stack] failed to start: ${error.message}`)
      return stop(1)
    })
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  const appLine = {
    dev: `  App        ${url(ports.app)}  (Vite dev server)`,
    preview: `  App        ${url(ports.app)}  (vite preview of ${buildOutDir()}/)`,
  }
  console.log(
    [
      '',
      `Local stack ready in ${seconds(performance.now() - started)}` +
        ` (Auth emulator ${seconds(authReady - started)}, Firestore` +
        ` ${seconds(firestoreReady - started)}); data in ${shown(options.dataDir)}/`,
      ...(options.app ? [appLine[options.app]] : []),
      `  Auth       ${url(ports.auth)}  (Firebase Auth emulator)`,
      `  Firestore  ${url(ports.firestore)}  (${firestore?.summary})`,
      `  Outbox     ${url(ports.outbox)}  (every email sent, newest first)`,
      `  Staff      ${LOCAL_STAFF_ACCOUNT.email} / ${LOCAL_STAFF_ACCOUNT.password}  (sample staff account, staff: true; local only)`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  )

  // Any child ending on its own (a crash, or Vite's "q" shortcut) ends the whole stack.
  const first = await Promise.race(
    children.map((child) => child.exited.then((code) => ({ child, code }))),
  )
  if (!stopping) {
    log(`${first.child.name} exited (${first.code}); stopping the rest`)
    await stop(first.code === 0 ? 0 : 1)
  }
}

main().catch((error: unknown) => {
  console.error(`[stack] ${(error as Error).message}`)
  process.exit(1)
})
