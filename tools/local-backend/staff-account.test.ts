// @vitest-environment node
/**
 * The staff account's seeding into the Auth export the emulator imports. That the emulator takes
 * it (and the password and claim work) is tools/staff/staff.test.ts's part.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  EXPORT_METADATA_FILE,
  LOCAL_STAFF_ACCOUNT,
  seedStaffAccount,
  staffImportRecord,
  type ExportedAccount,
} from './staff-account'

let exportDir = ''

beforeEach(() => {
  exportDir = join(mkdtempSync(join(tmpdir(), 'staff-account-')), 'auth-export')
})

afterEach(() => {
  rmSync(join(exportDir, '..'), { recursive: true, force: true })
})

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
const accountsFile = () => join(exportDir, 'auth_export', 'accounts.json')
const accounts = () => readJson(accountsFile()).users as ExportedAccount[]

/** A buyer as the emulator exports one on a clean stop. */
const buyer: ExportedAccount = {
  localId: 'OlGY1C25xgJmbgNfj88eIOBrsbFd',
  email: 'buyer@example.com',
  salt: 'fakeSalt3P3QFseebQcKIEQWwKSa',
  passwordHash: 'fakeHash:salt=fakeSalt3P3QFseebQcKIEQWwKSa:password=harvest-2025',
  providerUserInfo: [{ providerId: 'password', email: 'buyer@example.com' }],
  customAttributes: '{}',
}

/** An export as the emulator leaves it: its metadata, accounts and config. */
function exportHolding(users: ExportedAccount[]): void {
  mkdirSync(join(exportDir, 'auth_export'), { recursive: true })
  writeFileSync(
    join(exportDir, EXPORT_METADATA_FILE),
    JSON.stringify({ version: '15.34.2', auth: { version: '15.34.2', path: 'auth_export' } }),
  )
  writeFileSync(
    accountsFile(),
    JSON.stringify({ kind: 'identitytoolkit#DownloadAccountResponse', users }),
  )
  writeFileSync(join(exportDir, 'auth_export', 'config.json'), '{"signIn":{}}')
}

describe('the seeded staff account', () => {
  it('is an import record with its password and the claim staff: true', () => {
    expect(staffImportRecord()).toMatchObject({
      localId: LOCAL_STAFF_ACCOUNT.uid,
      email: LOCAL_STAFF_ACCOUNT.email,
      rawPassword: LOCAL_STAFF_ACCOUNT.password,
    })
    expect(JSON.parse(staffImportRecord().customAttributes!)).toEqual({ staff: true })
  })

  it('makes, on a fresh start, an export for the emulator to import holding it alone', () => {
    seedStaffAccount(exportDir)
    expect(readJson(join(exportDir, EXPORT_METADATA_FILE))).toMatchObject({
      auth: { path: 'auth_export' },
    })
    expect(accounts()).toEqual([staffImportRecord()])
  })

  it("joins the accounts of the last run's export, and keeps its config", () => {
    exportHolding([buyer])
    seedStaffAccount(exportDir)
    expect(accounts()).toEqual([buyer, staffImportRecord()])
    expect(readFileSync(join(exportDir, 'auth_export', 'config.json'), 'utf8')).toBe(
      '{"signIn":{}}',
    )
  })

  it('comes back as printed however the last run changed it', () => {
    const changed = {
      localId: LOCAL_STAFF_ACCOUNT.uid,
      email: LOCAL_STAFF_ACCOUNT.email,
      passwordHash: 'fakeHash:salt=x:password=changed-in-the-app',
      salt: 'x',
      customAttributes: '{}',
    }
    exportHolding([changed, buyer])
    seedStaffAccount(exportDir)
    seedStaffAccount(exportDir)
    expect(accounts()).toEqual([buyer, staffImportRecord()])
  })

  it('takes its e-mail address back from an account that signed up with it', () => {
    const squatter = { ...buyer, localId: 'someone-else', email: 'Desk@SunehriFasal.example' }
    exportHolding([squatter, buyer])
    seedStaffAccount(exportDir)
    expect(accounts()).toEqual([buyer, staffImportRecord()])
    expect(existsSync(`${accountsFile()}.next`)).toBe(false)
  })
})
