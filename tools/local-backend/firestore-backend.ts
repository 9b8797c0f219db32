/**
 * The stack's Firestore: the official Cloud Firestore emulator, running firestore.rules, wherever
 * its jar is found; otherwise the stand-in of standin/, and the stack says so loudly.
 *
 * Emulator data lives in <data-dir>/firestore-export (the emulator's own export, written on a
 * clean stop and imported at the next start); the stand-in's in <data-dir>/firestore.json.
 * A start without either seeds from the seed folder.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Child } from './child-processes'
import { INSTALL_ADVICE, locateFirestoreEmulator } from './emulator-jar'
import {
  emulatorReady,
  exportData,
  exportMetadataFile,
  seedEmulator,
  startFirestoreEmulator,
  watchRules,
} from './firestore-emulator'
import { readSeedCollections } from './seed-documents'
import { createFirestoreStandin } from './standin/firestore-standin'

/** Measured: ~3 s on an idle 2-core machine, ~10 s beside a busy test run. */
const EMULATOR_START_TIMEOUT_MS = 90_000

export interface FirestoreBackendOptions {
  projectId: string
  host: string
  port: number
  dataDir: string
  seedDir: string
  rulesFile: string
  /** Forget stored documents: start from the seeds. */
  fresh: boolean
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

/**
 * The banner a machine without the emulator prints, on stderr so test runners show it too.
 * Exported for the test setups, which say the same.
 */
export function fallbackBanner(reason: string): string {
  const rule = '!'.repeat(78)
  return [
    rule,
    `!! Firestore: the STAND-IN (tools/local-backend/standin), not the Cloud Firestore emulator:`,
    `!! ${reason}.`,
    '!! It mirrors firestore.rules by hand; the rules themselves are not run.',
    ...INSTALL_ADVICE.split('\n').map((line) => `!! ${line}`),
    rule,
  ].join('\n')
}

export async function startFirestore(options: FirestoreBackendOptions): Promise<FirestoreBackend> {
  const location = locateFirestoreEmulator()
  if (!location.found) {
    console.error(fallbackBanner(location.reason))
    return startStandin(options)
  }
  const { dataDir, projectId, shown } = options
  const exportDir = join(dataDir, 'firestore-export')
  if (options.fresh) rmSync(exportDir, { recursive: true, force: true })
  const restore = existsSync(exportMetadataFile(exportDir))
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
  return {
    kind: 'emulator',
    child: emulator.child,
    summary:
      `Cloud Firestore emulator ${location.version} running ${shown(options.rulesFile)}, ` +
      `${origin}`,
    async stop() {
      stopWatching()
      if (emulator.child.process.exitCode !== null) return
      // Export beside the previous one, then swap: a failed export keeps the last good data.
      const next = `${exportDir}.next`
      rmSync(next, { recursive: true, force: true })
      mkdirSync(next, { recursive: true })
      try {
        await exportData(emulator.origin, projectId, next)
        rmSync(exportDir, { recursive: true, force: true })
        renameSync(next, exportDir)
      } catch (error) {
        options.log(`firestore: could not export its data: ${(error as Error).message}`)
        rmSync(next, { recursive: true, force: true })
      }
    },
  }
}

async function startStandin(options: FirestoreBackendOptions): Promise<FirestoreBackend> {
  const dataFile = join(options.dataDir, 'firestore.json')
  if (options.fresh) rmSync(dataFile, { force: true })
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
