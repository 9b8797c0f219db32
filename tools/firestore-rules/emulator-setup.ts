/**
 * Vitest global setup of the rules tests: hands the tests a Cloud Firestore emulator
 * (`inject('firestoreEmulator')`). `npm test` starts one for the whole run and names it in
 * FIRESTORE_EMULATOR_HOST (host:port), the variable Firebase's own tools read; the rules tests
 * then use that one, each scenario table on a project of its own, beside the browser suite's
 * project. Run by themselves, they start their own, with firestore.rules, on a free port.
 * Without the emulator the tests that need it are reported as skipped, and this says why.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { stopChildren } from '../local-backend/child-processes'
import { locateFirestoreEmulator } from '../local-backend/emulator-jar'
import { fallbackBanner } from '../local-backend/firestore-backend'
import { emulatorReady, startFirestoreEmulator } from '../local-backend/firestore-emulator'
import { freePort } from '../local-backend/port-check'
import { STACK_HOST } from '../local-backend/ports'
import type { HostAndPort } from './judges'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The emulator the rules tests run against, or null where none is installed. */
    firestoreEmulator: HostAndPort | null
  }
}

const ROOT = resolve(import.meta.dirname, '../..')

/** The emulator named in FIRESTORE_EMULATOR_HOST ("127.0.0.1:8180"), if any. */
export function handedEmulator(value: string | undefined): HostAndPort | null {
  const match = /^([\w.-]+):(\d+)$/.exec(value?.trim() ?? '')
  return match ? { host: match[1]!, port: Number(match[2]) } : null
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const handed = handedEmulator(process.env.FIRESTORE_EMULATOR_HOST)
  if (handed) {
    console.log(
      `Firestore rules tests: the run's Cloud Firestore emulator on ${handed.host}:${handed.port}`,
    )
    project.provide('firestoreEmulator', handed)
    return
  }
  const location = locateFirestoreEmulator()
  if (!location.found) {
    console.error(
      fallbackBanner(location.reason, [
        'Firestore rules tests SKIPPED: they run only against the real rules engine of the Cloud',
        'Firestore emulator (the stand-in is still checked against the table).',
      ]),
    )
    project.provide('firestoreEmulator', null)
    return
  }
  const dir = mkdtempSync(join(tmpdir(), 'rules-emulator-'))
  const port = await freePort()
  const emulator = startFirestoreEmulator({
    emulator: location,
    host: STACK_HOST,
    port,
    rulesFile: join(ROOT, 'firestore.rules'),
    logFile: join(dir, 'emulator.log'),
    cwd: dir,
  })
  const stop = async () => {
    await stopChildren([emulator.child], 10_000)
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await emulatorReady(emulator, 90_000)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n${emulator.tail()}`)
  }
  console.log(
    `Firestore rules tests: Cloud Firestore emulator ${location.version} (${location.source}) on ${emulator.origin}`,
  )
  project.provide('firestoreEmulator', { host: STACK_HOST, port })
  return stop
}
