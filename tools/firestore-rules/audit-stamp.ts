/**
 * The clause audit (clauses.test.ts: every clause of firestore.rules is needed) asks the emulator
 * about every mutant of the rules, minutes of work that only a change to the rules, to the
 * fallback's copy of them or to the scenario table can change the answer of. When the audit
 * passes it writes a stamp: a hash of exactly those files. A test run audits again only when the
 * files no longer match the committed stamp, so an unaudited change still fails where it is
 * first tested (CI included), and every other run skips the wait.
 *
 *   npm run test:rules:audit    audits now, whatever the stamp says, and writes it when it passes
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')

/** What the audit's verdict depends on, relative to the project. */
export const AUDITED_FILES = [
  'firestore.rules',
  // The fallback's copy of the rules' decisions, which the scenario table also holds to them.
  'tools/local-backend/standin/rules.ts',
  'tools/local-backend/standin/lead-rules.ts',
  'tools/local-backend/standin/handover-rules.ts',
  'tools/local-backend/standin/throttle-rules.ts',
  'tools/local-backend/standin/quote-rules.ts',
  'tools/local-backend/standin/note-rules.ts',
  'tools/local-backend/standin/catalogue-rules.ts',
  'tools/local-backend/standin/catalogue-fields.ts',
  'tools/local-backend/standin/rules-strings.ts',
  'tools/local-backend/standin/rules-values.ts',
  // The search map both of those work out as the site does.
  'src/lib/leads/lead-search.ts',
  // The table that must tell every mutant apart, and how mutants are made.
  'tools/firestore-rules/scenarios.ts',
  'tools/firestore-rules/clauses.ts',
  'tools/firestore-rules/required-keys.ts',
] as const

export const STAMP_FILE = 'tools/firestore-rules/audit-stamp.json'

/** Set to "force" by `npm run test:rules:audit`: audit even when the stamp matches. */
export const AUDIT_ENV_VAR = 'RULES_AUDIT'

interface Stamp {
  sha256: string
  files: readonly string[]
}

/** The hash of the audited files as they are now (line endings aside: a checkout may convert them). */
export function currentHash(root = ROOT): string {
  const hash = createHash('sha256')
  for (const file of AUDITED_FILES) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(resolve(root, file), 'utf8').replaceAll('\r\n', '\n'))
    hash.update('\0')
  }
  return hash.digest('hex')
}

function readStamp(root: string): Stamp | null {
  try {
    return JSON.parse(readFileSync(resolve(root, STAMP_FILE), 'utf8')) as Stamp
  } catch {
    return null
  }
}

/** Whether the audit must run: forced, or the audited files differ from the stamp's. */
export function auditNeeded(env: NodeJS.ProcessEnv = process.env, root = ROOT): boolean {
  return env[AUDIT_ENV_VAR] === 'force' || readStamp(root)?.sha256 !== currentHash(root)
}

/** Records that the audited files, as they are now, passed the audit. */
export function writeStamp(root = ROOT): void {
  const stamp: Stamp = { sha256: currentHash(root), files: AUDITED_FILES }
  writeFileSync(resolve(root, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`)
}
