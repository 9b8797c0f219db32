// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AUDIT_ENV_VAR, AUDITED_FILES, auditNeeded, writeStamp } from './audit-stamp'

let root: string
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), text)
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'audit-stamp-'))
  for (const file of AUDITED_FILES) write(file, `contents of ${file}\n`)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the clause audit’s stamp', () => {
  it('is needed with no stamp, and not once the stamp is written', () => {
    expect(auditNeeded({}, root)).toBe(true)
    writeStamp(root)
    expect(auditNeeded({}, root)).toBe(false)
  })

  it('is needed again when any audited file changes', () => {
    writeStamp(root)
    for (const file of AUDITED_FILES) {
      write(file, `changed ${file}\n`)
      expect(auditNeeded({}, root), file).toBe(true)
      write(file, `contents of ${file}\n`)
    }
    expect(auditNeeded({}, root)).toBe(false)
  })

  it('is not fooled by a checkout that turned line endings into CRLF', () => {
    writeStamp(root)
    write(AUDITED_FILES[0], `contents of ${AUDITED_FILES[0]}\r\n`)
    expect(auditNeeded({}, root)).toBe(false)
  })

  it('runs whatever the stamp says when forced', () => {
    writeStamp(root)
    expect(auditNeeded({ [AUDIT_ENV_VAR]: 'force' }, root)).toBe(true)
  })
})
