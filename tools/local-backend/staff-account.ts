/**
 * The local stack's staff account: one SAMPLE account with the custom claim `staff: true`, so
 * whatever staff may do can be tried at once on `npm run dev` (which prints these credentials).
 * It exists only in the local Auth emulator; never create it, or reuse its password, anywhere else.
 *
 * It is seeded through the emulator's own import: before each start, the Auth export the stack
 * keeps between runs (<data-dir>/auth-export, imported with --import, rewritten on a clean stop
 * by --export-on-exit) is made to hold this account as written here, beside every other account
 * in it. So it is there on a fresh start and after any restart (a crash included), with the
 * password and claim printed, even if they were changed during the last run.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { STAFF_CLAIM } from '../staff/claims'

/** SAMPLE credentials for the local stack only (the company and its domain are demo content). */
export const LOCAL_STAFF_ACCOUNT = {
  uid: 'local-staff-desk',
  email: 'desk@sunehrifasal.example',
  password: 'desk-demo-2025',
  displayName: 'Sales desk (sample staff)',
} as const

/** The file firebase-tools looks for in an --import folder, naming each emulator's part. */
export const EXPORT_METADATA_FILE = 'firebase-export-metadata.json'
/** Where firebase-tools writes the Auth emulator's part of an export. */
const AUTH_PART = 'auth_export'

/** One account as the emulator exports it and imports it again (accounts:batchCreate). */
export interface ExportedAccount {
  localId: string
  email?: string
  customAttributes?: string
  [field: string]: unknown
}

interface ExportMetadata {
  version?: string
  auth?: { version?: string; path: string }
  [emulator: string]: unknown
}

/**
 * The staff account as an import record: `rawPassword` is the emulator's own extension of the
 * import (it hashes it as it does a sign-up's), and `customAttributes` the claims as a JSON string.
 */
export function staffImportRecord(): ExportedAccount {
  const { uid, email, password, displayName } = LOCAL_STAFF_ACCOUNT
  return {
    localId: uid,
    email,
    emailVerified: true,
    displayName,
    rawPassword: password,
    customAttributes: JSON.stringify({ [STAFF_CLAIM]: true }),
  }
}

/**
 * `accounts` with the staff account as seeded: an earlier copy of it is replaced, and so is any
 * account holding its e-mail address (the emulator would refuse to import both).
 */
export function withStaffAccount(accounts: readonly ExportedAccount[]): ExportedAccount[] {
  const { uid, email } = LOCAL_STAFF_ACCOUNT
  const others = accounts.filter(
    (account) => account.localId !== uid && account.email?.toLowerCase() !== email,
  )
  return [...others, staffImportRecord()]
}

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback
}

/** Written beside, then renamed into place: a crash leaves the old file or the new one. */
function writeJson(file: string, value: unknown): void {
  writeFileSync(`${file}.next`, `${JSON.stringify(value, null, 2)}\n`)
  renameSync(`${file}.next`, file)
}

/**
 * Makes the Auth export in `exportDir` (created if missing) hold the staff account, keeping the
 * other accounts, the emulator's config and any other emulator's part as they are.
 */
export function seedStaffAccount(exportDir: string): void {
  const version = (
    createRequire(import.meta.url)('firebase-tools/package.json') as {
      version: string
    }
  ).version
  const metadataFile = join(exportDir, EXPORT_METADATA_FILE)
  const metadata = readJson<ExportMetadata>(metadataFile, { version })
  metadata.auth ??= { version, path: AUTH_PART }
  const authDir = join(exportDir, metadata.auth.path)
  mkdirSync(authDir, { recursive: true })
  const accountsFile = join(authDir, 'accounts.json')
  const exported = readJson<{ users?: ExportedAccount[] }>(accountsFile, {})
  writeJson(accountsFile, {
    kind: 'identitytoolkit#DownloadAccountResponse',
    ...exported,
    users: withStaffAccount(exported.users ?? []),
  })
  writeJson(metadataFile, metadata)
}
