/**
 * The stack's Firestore: the official Cloud Firestore emulator, running firestore.rules, wherever
 * its jar is found; otherwise the stand-in of standin/, and the stack says so loudly.
 *
 * Emulator data lives in <data-dir>/firestore-export (the emulator's own export, written while it
 * runs and on a clean stop, imported at the next start: see emulator-export.ts); the stand-in's in
 * <data-dir>/firestore.json. A start without the one it reads seeds from the seed folder; --fresh
 * deletes both, so neither brings back documents the other has since moved past.
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Child } from './child-processes'
import { EXPORT_EVERY_MS, exportFolders, keepExported, restoredExport } from './emulator-export'
import { INSTALL_ADVICE, locateFirestoreEmulator, type EmulatorLocation } from './emulator-jar'
import {
  emulatorReady,
  seedEmulator,
  startFirestoreEmulator,
  watchRules,
} from './firestore-emulator'
import { readSeedCollections } from './seed-documents'
import { createFirestoreStandin } from './standin/firestore-standin'

/**
 * Measured on a busy 2-core machine: 3.5-4 s to start from its export, 7-13 s to start and seed
 * (the stack's "ready" line prints it); the limit leaves room for a machine far busier still.
 */
const EMULATOR_START_TIMEOUT_MS = 90_000

export interface FirestoreBackendOptions {
  projectId: string
  host: string
  port: number
  dataDir: string
  seedDir: string
  rulesFile: string
  /** Forget stored documents (the emulator's and the stand-in's): start from the seeds. */
  fresh: boolean
  /** How often the running emulator's documents are exported (default EXPORT_EVERY_MS). */
  exportEveryMs?: number
  /** How a path appears in messages. */
  shown: (path: string) => string
  log: (line: string) => void
}

export interface FirestoreBackend {
  kind: 'emulator' | 'standin'
  /** A child process to watch (the emulator), if any. */
  child?: Child
  /** One line for the stack's summary: what runs and where its documents came from. */
  summary: string
  /** Keeps the documents for the next start, then stops. */
  stop(): Promise<void>
}

const STANDIN_INSTEAD = [
  'Firestore: the STAND-IN (tools/local-backend/standin), not the Cloud Firestore emulator.',
  'It mirrors firestore.rules by hand; the rules themselves are not run.',
]

/**
 * What a machine without the emulator prints, on stderr so test runners show it too: what runs
 * instead (the stack's stand-in, unless `instead` says otherwise), why, and what to install.
 */
export function fallbackBanner(reason: string, instead: readonly string[] = STANDIN_INSTEAD) {
  const rule = '!'.repeat(78)
  return [
    rule,
    ...[...instead, `Why: ${reason}.`, ...INSTALL_ADVICE.split('\n')].map((line) => `!! ${line}`),
    rule,
  ].join('\n')
}

export async function startFirestore(options: FirestoreBackendOptions): Promise<FirestoreBackend> {
  const exportDir = join(options.dataDir, 'firestore-export')
  const dataFile = join(options.dataDir, 'firestore.json')
  if (options.fresh) {
    for (const path of [...exportFolders(exportDir), dataFile])
      rmSync(path, { recursive: true, force: true })
  }
  const location = locateFirestoreEmulator()
  if (!location.found) {
    console.error(fallbackBanner(location.reason))
    return startStandin(options, dataFile)
  }
  return startEmulator(options, location, exportDir)
}

async function startEmulator(
  options: FirestoreBackendOptions,
  location: Extract<EmulatorLocation, { found: true }>,
  exportDir: string,
): Promise<FirestoreBackend> {
  const { dataDir, projectId, shown } = options
  const restore = restoredExport(exportDir)
  const emulator = startFirestoreEmulator({
    emulator: location,
    host: options.host,
    port: options.port,
    rulesFile: options.rulesFile,
    projectId,
    importFrom: restore ? exportDir : undefined,
    logFile: join(dataDir, 'firestore-emulator.log'),
    cwd: dataDir,
  })
  try {
    await emulatorReady(emulator, EMULATOR_START_TIMEOUT_MS)
  } catch (error) {
    const hint = restore ? `\nIf the stored data is the problem, start with --fresh.` : ''
    throw new Error(
      `${(error as Error).message}\nLast lines of ${emulator.logFile}:\n${emulator.tail()}${hint}`,
    )
  }
  let origin = `data from ${shown(exportDir)}/`
  if (!restore) {
    const count = await seedEmulator(
      emulator.origin,
      projectId,
      readSeedCollections(options.seedDir),
    )
    origin = `${count} documents seeded from ${shown(options.seedDir)}/`
  }
  const stopWatching = watchRules(emulator.origin, projectId, options.rulesFile, options.log)
  const exports = keepExported({
    origin: emulator.origin,
    projectId,
    exportDir,
    everyMs: options.exportEveryMs ?? EXPORT_EVERY_MS,
    log: options.log,
  })
  void emulator.child.exited.then(() => exports.stop())
  return {
    kind: 'emulator',
    child: emulator.child,
    summary:
      `Cloud Firestore emulator ${location.version} running ${shown(options.rulesFile)}, ` +
      `${origin}`,
    async stop() {
      stopWatching()
      await exports.stop()
      const { exitCode, signalCode } = emulator.child.process
      if (exitCode === null && signalCode === null) await exports.exportNow()
    },
  }
}

async function startStandin(
  options: FirestoreBackendOptions,
  dataFile: string,
): Promise<FirestoreBackend> {
  const standin = createFirestoreStandin({
    dataFile,
    seedDir: options.seedDir,
    projectId: options.projectId,
    log: (line) => options.log(`firestore: ${line}`),
  })
  await standin.listen(options.port, options.host)
  const { shown } = options
  const origin =
    standin.data.origin === 'seed'
      ? `seeded from ${shown(options.seedDir)}/`
      : `from ${shown(options.dataDir)}/`
  return {
    kind: 'standin',
    summary: `STAND-IN (no Cloud Firestore emulator found), ${standin.data.count()} documents ${origin}`,
    stop: () => standin.close(),
  }
}
