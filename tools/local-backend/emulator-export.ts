/**
 * Keeps <data-dir>/firestore-export holding the emulator's latest export: every EXPORT_EVERY_MS
 * while it runs, so a crash (of the stack or of the emulator) loses at most that much,
 * and once more on a clean stop. The emulator's own export costs it some 40 ms for the seed's
 * hundred documents (a few hundred for 2,000), too little to notice beside a page load.
 *
 * Each export is written beside the last one and then takes its place, so an export that fails or
 * is cut short leaves the previous one whole; a crash between the two renames leaves it at
 * `.old`, where restoredExport() finds it.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { exportData, exportMetadataFile } from './firestore-emulator'

/** How often a running emulator's documents are saved. */
export const EXPORT_EVERY_MS = 30_000

const next = (exportDir: string) => `${exportDir}.next`
const old = (exportDir: string) => `${exportDir}.old`

/** Every folder an export of `exportDir` may occupy, for --fresh to delete. */
export function exportFolders(exportDir: string): string[] {
  return [exportDir, next(exportDir), old(exportDir)]
}

/** Whether `exportDir` holds an export to start from, after putting back one a crash left aside. */
export function restoredExport(exportDir: string): boolean {
  if (
    !existsSync(exportMetadataFile(exportDir)) &&
    existsSync(exportMetadataFile(old(exportDir)))
  ) {
    rmSync(exportDir, { recursive: true, force: true })
    renameSync(old(exportDir), exportDir)
  }
  return existsSync(exportMetadataFile(exportDir))
}

export interface ExportKeeper {
  /** Exports now (after any export under way); failures are logged, never thrown. */
  exportNow(): Promise<void>
  /** Stops the periodic exports, and waits for one under way. */
  stop(): Promise<void>
}

export function keepExported(options: {
  origin: string
  projectId: string
  exportDir: string
  everyMs: number
  log: (line: string) => void
}): ExportKeeper {
  const { origin, projectId, exportDir, log } = options
  let queue = Promise.resolve()
  const exportOnce = async () => {
    rmSync(next(exportDir), { recursive: true, force: true })
    mkdirSync(next(exportDir), { recursive: true })
    try {
      await exportData(origin, projectId, next(exportDir))
    } catch (error) {
      log(`firestore: could not export its data: ${(error as Error).message}`)
      rmSync(next(exportDir), { recursive: true, force: true })
      return
    }
    rmSync(old(exportDir), { recursive: true, force: true })
    if (existsSync(exportDir)) renameSync(exportDir, old(exportDir))
    renameSync(next(exportDir), exportDir)
    rmSync(old(exportDir), { recursive: true, force: true })
  }
  const exportNow = () => (queue = queue.then(exportOnce))
  const timer = setInterval(() => void exportNow(), options.everyMs)
  timer.unref()
  return {
    exportNow,
    async stop() {
      clearInterval(timer)
      await queue
    },
  }
}
