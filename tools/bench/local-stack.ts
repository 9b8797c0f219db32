/**
 * Runs tools/local-backend/stack.ts --preview on the bench ports. It stays in our process group,
 * as the stack expects: a terminal's Ctrl-C reaches it directly, and it stops its Auth emulator
 * and Vite itself. Otherwise (the end of a run, an error) we send SIGTERM, then SIGKILL if it
 * hangs — its children end with it either way (tools/local-backend/exit-with-parent.mjs).
 */
import { spawn } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { STACK_HOST, stackPortsEnv, type StackPorts } from '../local-backend/ports'
import type { Cleanup } from './cleanup'
import { ROOT } from './config'

const STACK_SCRIPT = join(ROOT, 'tools/local-backend/stack.ts')
/** The stack is ready in ~15 s on 2 cores; the Auth emulator is the slow part. */
const READY_TIMEOUT_MS = 150_000
/** The stack gives its children 10 s to stop; past this it hangs. */
/** What stack.ts prints once every server, the app included, answers. */
const READY_LINE = 'Local stack ready'
/** Its line naming the Firestore it runs: `  Firestore  <url>  (<what>, <its documents>)`. */
const FIRESTORE_LINE = /^ {2}Firestore {2}\S+ {2}\((.*?),/m

/** The Firestore of every stack started (the emulator, or the stand-in), for the report. */
const firestores = new Set<string>()

/** Which Firestore the stack's ready output says it runs, e.g. "Cloud Firestore emulator 1.19.9 …". */
export function firestoreOf(stackOutput: string): string | undefined {
  return FIRESTORE_LINE.exec(stackOutput)?.[1]
}

export function measuredFirestores(): string[] {
  return [...firestores]
}
const STOP_TIMEOUT_MS = 20_000

export interface StackOptions {
  ports: StackPorts
  /** An empty folder of the bench's own: documents, accounts and the Auth emulator's files. */
  dataDir: string
  /** Seed folder to start from instead of seed/ (the catalogue-scale run). */
  seedDir?: string
  /** The build to serve instead of DIST_DIR (the other side of an A/B run). */
  distDir?: string
  logFile: string
  cleanup: Cleanup
}

export interface RunningStack {
  origin: string
  stop(): Promise<void>
}

function tsxArgs(script: string, args: string[]): string[] {
  return ['--import', 'tsx', script, ...args]
}

function seedArgs(options: StackOptions): string[] {
  return options.seedDir ? ['--fresh', '--seed-dir', options.seedDir] : ['--fresh']
}

function tail(text: string, lines = 30): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n')
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { ports, dataDir, logFile, cleanup } = options
  cleanup.ensureRunning()
  const args = ['--preview', '--data-dir', dataDir, ...seedArgs(options)]
  const logStart = existsSync(logFile) ? statSync(logFile).size : 0
  const log = openSync(logFile, 'a')
  const child = spawn(process.execPath, tsxArgs(STACK_SCRIPT, args), {
    cwd: ROOT,
    env: {
      ...process.env,
      ...stackPortsEnv(ports),
      ...(options.distDir ? { BUILD_OUT_DIR: options.distDir } : {}),
    },
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  if (child.pid === undefined) throw new Error('Could not start the local stack.')
  let exitCode: number | string | null = null
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exitCode = code ?? signal ?? 'unknown'
      resolve()
    })
  })
  const running = () => exitCode === null
  // If this process ends without its cleanup, the stack still gets to stop cleanly.
  const onExit = () => {
    if (running()) child.kill('SIGTERM')
  }
  process.once('exit', onExit)

  let stopping: Promise<void> | null = null
  const stop = () => (stopping ??= stopOnce())
  async function stopOnce(): Promise<void> {
    if (running()) {
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise<void>((r) => setTimeout(r, STOP_TIMEOUT_MS))])
    }
    if (running()) {
      child.kill('SIGKILL')
      await exited
    }
    process.off('exit', onExit)
    unregister()
  }
  const unregister = cleanup.add('local stack', stop)

  const origin = `http://${STACK_HOST}:${ports.app}`
  const deadline = Date.now() + READY_TIMEOUT_MS
  const logSinceStart = () => readFileSync(logFile).subarray(logStart).toString('utf8')
  try {
    for (;;) {
      if (!running()) {
        const lines = tail(logSinceStart())
        const hint = lines.includes('already in use')
          ? "\n(BENCH_PORT_OFFSET=N moves all of the benchmark's ports by N.)"
          : ''
        throw new Error(
          `The local stack exited (${String(exitCode)}) before it was ready. Its last lines:\n${lines}${hint}`,
        )
      }
      // Ready when the stack says so, not merely when the port answers: that could be someone
      // else's server, beside which the stack itself refuses to start.
      if (logSinceStart().includes(READY_LINE)) {
        const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5000) })
        if (!response.ok) throw new Error(`${origin}/ answered ${response.status}`)
        firestores.add(firestoreOf(logSinceStart()) ?? 'unknown (see the stack log)')
        break
      }
      if (Date.now() > deadline) {
        throw new Error(
          `The local stack was not ready within ${READY_TIMEOUT_MS / 1000} s (log: ${logFile}).`,
        )
      }
      await new Promise<void>((r) => setTimeout(r, 500))
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, stop }
}
