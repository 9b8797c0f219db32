// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { keepExported, restoredExport } from './emulator-export'
import { exportMetadataFile } from './firestore-emulator'

let dir = ''
let exportDir = ''

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'emulator-export-'))
  exportDir = join(dir, 'firestore-export')
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** A folder that passes for an export, its metadata file saying `what`. */
function fakeExport(folder: string, what: string): void {
  const metadata = exportMetadataFile(folder)
  mkdirSync(dirname(metadata), { recursive: true })
  writeFileSync(metadata, what)
}

describe('restoredExport', () => {
  it('says whether there is an export to start from', () => {
    expect(restoredExport(exportDir)).toBe(false)
    fakeExport(exportDir, 'last')
    expect(restoredExport(exportDir)).toBe(true)
  })

  it('puts back the export a crash left aside between the two renames', () => {
    fakeExport(`${exportDir}.old`, 'previous')
    expect(restoredExport(exportDir)).toBe(true)
    expect(readFileSync(exportMetadataFile(exportDir), 'utf8')).toBe('previous')
    expect(existsSync(`${exportDir}.old`)).toBe(false)
  })
})

describe('keepExported', () => {
  it('keeps the last export whole when the next one fails, and says so', async () => {
    fakeExport(exportDir, 'last good')
    const logs: string[] = []
    // Nothing listens on port 9 of this machine: the export request fails.
    const keeper = keepExported({
      origin: 'http://127.0.0.1:9',
      projectId: 'demo-export',
      exportDir,
      everyMs: 3_600_000,
      log: (line) => logs.push(line),
    })
    await keeper.exportNow()
    await keeper.stop()
    expect(readFileSync(exportMetadataFile(exportDir), 'utf8')).toBe('last good')
    expect(existsSync(`${exportDir}.next`)).toBe(false)
    expect(logs).toEqual([expect.stringContaining('firestore: could not export its data')])
  })
})
