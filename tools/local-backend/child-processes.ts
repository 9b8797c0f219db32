/**
 * The stack's child processes (Auth emulator, Vite), all Node scripts. Each is preloaded with
 * exit-with-parent.mjs, so none outlives the stack however the stack ends.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'

export interface Child {
  name: string
  process: ChildProcess
  /** Whether it leads its own process group (see startNodeChild). */
  ownGroup: boolean
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>
}

export interface ChildOptions {
  cwd: string
  env: NodeJS.ProcessEnv
  stdio: StdioOptions
  /**
   * A child in its own process group hears signals from the stack only, not a Ctrl-C or a
   * group-wide SIGTERM meant for the stack. The Auth emulator needs this: a second, different
   * signal during its clean shutdown starts another one that aborts the export of its accounts.
   * A child reading the terminal (Vite's shortcuts) must stay in the foreground group instead.
   */
  ownGroup: boolean
}

const EXIT_WITH_PARENT = new URL('./exit-with-parent.mjs', import.meta.url).href

export function startNodeChild(
  name: string,
  script: string,
  args: string[],
  options: ChildOptions,
): Child {
  const { ownGroup, ...spawnOptions } = options
  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, script, ...args], {
    ...spawnOptions,
    detached: ownGroup,
  })
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'))
    child.once('error', (error) => resolve(error.message))
  })
  return { name, process: child, ownGroup, exited }
}

function isRunning(child: Child): boolean {
  return child.process.exitCode === null && child.process.signalCode === null
}

/** Signals the child, or its whole group when it leads one (reaching anything it started). */
function signal(child: Child, name: NodeJS.Signals): void {
  const pid = child.process.pid
  if (pid === undefined || !isRunning(child)) return
  try {
    if (child.ownGroup) process.kill(-pid, name)
    else child.process.kill(name)
  } catch {
    // Gone in the meantime.
  }
}

/** SIGTERM to each child, then SIGKILL to whatever still runs after `graceMs`. */
export async function stopChildren(children: readonly Child[], graceMs: number): Promise<void> {
  const running = children.filter(isRunning)
  for (const child of running) signal(child, 'SIGTERM')
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))
  await Promise.race([Promise.all(running.map((c) => c.exited)), timeout])
  clearTimeout(timer)
  const stubborn = running.filter(isRunning)
  for (const child of stubborn) signal(child, 'SIGKILL')
  await Promise.all(stubborn.map((c) => c.exited))
}

/**
 * Polls `url` until it answers with any HTTP status. Fails early, with the reason, if `child`
 * exits first, and after `timeoutMs` otherwise.
 */
export async function waitForHttp(url: string, timeoutMs: number, child: Child): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exit: number | string | undefined
  void child.exited.then((code) => (exit = code))
  for (;;) {
    if (exit !== undefined) throw new Error(`${child.name} exited (${exit}) before ${url} answered`)
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) })
      return
    } catch {
      if (Date.now() > deadline)
        throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}
