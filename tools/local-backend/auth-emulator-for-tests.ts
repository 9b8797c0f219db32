/**
 * An Auth emulator for the tests that need one (tools/staff/staff.test.ts). `npm test` names its
 * stack's in FIREBASE_AUTH_EMULATOR_HOST (host:port, the variable firebase-admin reads), as it does
 * the Firestore emulator for the rules tests; the stack may still be starting then, so this waits
 * for it to answer. Run by themselves, the tests get one of their own, started as the stack starts
 * it (startAuthEmulator, so with its seeded accounts), on free ports and in a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOCAL_STACK_DEFAULTS } from '../../src/config/env-schema'
import { startAuthEmulator } from './auth-emulator'
import { stopChildren, waitForHttp } from './child-processes'
import { freePort } from './port-check'
import { STACK_HOST, type StackPorts } from './ports'

export interface TestAuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST holds it. */
  host: string
  origin: string
  projectId: string
  /** Stops the emulator this started (nothing, for the run's). */
  stop(): Promise<void>
}

const PROJECT_ID = LOCAL_STACK_DEFAULTS.VITE_FIREBASE_PROJECT_ID as string
/** The run's stack starts beside lint and tsc; on two busy cores its Auth emulator takes a minute or more. */
const HANDED_TIMEOUT_MS = 240_000
/** As stack.ts allows its own (compiling the emulator's API schema is CPU-bound). */
const START_TIMEOUT_MS = 180_000

async function answers(origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) })
      return
    } catch {
      if (Date.now() > deadline) {
        throw new Error(
          `The Auth emulator at ${origin} did not answer within ${timeoutMs / 1000} s`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

/** `count` different ports free right now. */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>()
  while (ports.size < count) ports.add(await freePort())
  return [...ports]
}

export async function authEmulatorForTests(): Promise<TestAuthEmulator> {
  const handed = process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim()
  if (handed) {
    const origin = `http://${handed}`
    await answers(origin, HANDED_TIMEOUT_MS)
    return { host: handed, origin, projectId: PROJECT_ID, stop: async () => {} }
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'auth-emulator-'))
  const [auth, emulatorHub, emulatorLogging] = (await freePorts(3)) as [number, number, number]
  // Only the Auth emulator's own ports are used; the rest of the stack does not run.
  const ports: StackPorts = { app: 0, firestore: 0, outbox: 0, auth, emulatorHub, emulatorLogging }
  const emulator = startAuthEmulator({ projectId: PROJECT_ID, ports, dataDir })
  const stop = async () => {
    await stopChildren([emulator.child], 10_000)
    rmSync(dataDir, { recursive: true, force: true })
  }
  const origin = `http://${STACK_HOST}:${auth}`
  try {
    await waitForHttp(`${origin}/`, START_TIMEOUT_MS, emulator.child)
  } catch (error) {
    const tail = emulator.tail()
    await stop()
    throw new Error(`${(error as Error).message}\n${tail}`)
  }
  return { host: `${STACK_HOST}:${auth}`, origin, projectId: PROJECT_ID, stop }
}
