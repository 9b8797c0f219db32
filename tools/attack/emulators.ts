/**
 * The attacks' own pair of emulators on free ports of 127.0.0.1: the Cloud Firestore emulator,
 * enforcing the rules under test, and an Auth emulator. Never the ones a developer's stack or a
 * test run has (FIREBASE_AUTH_EMULATOR_HOST is ignored): a flood would land in their data. Each
 * is stopped by the handle it was started with, however the run ends.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  authEmulatorForTests,
  type TestAuthEmulator,
} from '../local-backend/auth-emulator-for-tests'
import { stopChildren } from '../local-backend/child-processes'
import { locateFirestoreEmulator } from '../local-backend/emulator-jar'
import { emulatorReady, startFirestoreEmulator } from '../local-backend/firestore-emulator'
import { freePort } from '../local-backend/port-check'
import { STACK_HOST } from '../local-backend/ports'

export interface RunningEmulators {
  firestoreOrigin: string
  authOrigin: string
  /** The Auth emulator's project (its tokens name it); the Firestore emulator serves any. */
  project: string
  /** What runs where, for the report. */
  where: string[]
}

/** As the rules tests allow the Firestore emulator (tools/firestore-rules/emulator-setup.ts). */
const FIRESTORE_READY_MS = 90_000
/** How long a stop waits for an Auth emulator still starting, before leaving it to exit-with-parent. */
const PENDING_START_MS = 10_000
const STOP_GRACE_MS = 10_000

/** An emulator that did not start: the run cannot say anything, and exits non-zero. */
export class EmulatorFailed extends Error {}

/** `promise`, or a rejection with the signal's reason once it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error)
    if (signal.aborted) abort()
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

function javaVersion(java: string): string {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8', timeout: 15_000 })
  return /version "([^"]+)"/.exec(`${result.stdout}${result.stderr}`)?.[1] ?? 'unknown'
}

function firebaseToolsVersion(): string {
  const require = createRequire(import.meta.url)
  return (require('firebase-tools/package.json') as { version: string }).version
}

export class EmulatorPair {
  private readonly stops: (() => Promise<void>)[] = []

  /** Starts both at once (the Auth emulator takes longer); throws EmulatorFailed or the abort. */
  async start(rulesFile: string, signal: AbortSignal): Promise<RunningEmulators> {
    const location = locateFirestoreEmulator()
    if (!location.found) {
      throw new EmulatorFailed(`No Cloud Firestore emulator: ${location.reason}`)
    }
    const dir = mkdtempSync(join(tmpdir(), 'attack-firestore-'))
    const port = await freePort()
    const firestore = startFirestoreEmulator({
      emulator: location,
      host: STACK_HOST,
      port,
      rulesFile,
      logFile: join(dir, 'emulator.log'),
      cwd: dir,
    })
    this.stops.push(async () => {
      await stopChildren([firestore.child], STOP_GRACE_MS)
      rmSync(dir, { recursive: true, force: true })
    })

    delete process.env.FIREBASE_AUTH_EMULATOR_HOST
    const authStart = authEmulatorForTests()
    // Failing after the run gave up on it, the start must not end the process as unhandled.
    authStart.catch(() => undefined)
    let auth: TestAuthEmulator | undefined
    this.stops.push(async () => {
      if (auth) return auth.stop()
      // Aborted while it was starting: stop it once it has, if that is soon.
      const late = await Promise.race([
        authStart.catch(() => undefined),
        sleep(PENDING_START_MS, undefined, { ref: false }),
      ])
      await late?.stop()
    })

    try {
      await untilAborted(emulatorReady(firestore, FIRESTORE_READY_MS), signal)
    } catch (error) {
      if (signal.aborted) throw error
      throw new EmulatorFailed(
        `The Cloud Firestore emulator did not start: ${(error as Error).message}\n${firestore.tail()}`,
      )
    }
    try {
      auth = await untilAborted(authStart, signal)
    } catch (error) {
      if (signal.aborted) throw error
      throw new EmulatorFailed(`The Auth emulator did not start: ${(error as Error).message}`)
    }
    const authStarted = auth
    return {
      firestoreOrigin: firestore.origin,
      authOrigin: authStarted.origin,
      project: authStarted.projectId,
      where: [
        `Cloud Firestore emulator ${location.version} (from ${location.source}, Java ${javaVersion(location.java)}) on ${firestore.origin}`,
        `Auth emulator of firebase-tools ${firebaseToolsVersion()} on ${authStarted.origin}`,
        `project ${authStarted.projectId}`,
      ],
    }
  }

  /** Stops whatever was started, newest first; safe to call more than once. */
  async stop(): Promise<void> {
    const stops = this.stops.splice(0).reverse()
    for (const stop of stops) {
      try {
        await stop()
      } catch (error) {
        console.error(`Stopping an emulator failed: ${(error as Error).message}`)
      }
    }
  }
}
