/**
 * The pure part of `npm run staff`: what the command line asks for, which accounts it reaches
 * (an Auth emulator or a production project), and every line it prints. staff.ts does the work.
 */
import { parseArgs } from 'node:util'
import { LOCAL_STACK_DEFAULTS } from '../../src/config/env-schema'
import { PORT_SETTINGS, STACK_HOST } from '../local-backend/ports'
import { STAFF_CLAIM, type CustomClaims } from './claims'

export type Action = 'grant' | 'revoke'

export type Target =
  | {
      kind: 'emulator'
      host: string
      port: number
      projectId: string
      /** What named the emulator, for messages. */
      from: 'FIREBASE_AUTH_EMULATOR_HOST' | '--local'
    }
  | { kind: 'production'; projectId: string; credentials: string }

export interface StaffCommand {
  action: Action
  email: string
  target: Target
}

/** A command line that asks for nothing this tool does; its message says what to type instead. */
export class UsageError extends Error {}

/** The local stack's project (the Auth emulator runs in single-project mode for it). */
export const LOCAL_PROJECT_ID = LOCAL_STACK_DEFAULTS.VITE_FIREBASE_PROJECT_ID as string

const CLAIM = `${STAFF_CLAIM}: true`
const STACK_AUTH = PORT_SETTINGS.auth

export const USAGE = `Usage: npm run staff -- <grant|revoke> EMAIL (--local | --project ID)
  grant EMAIL    give the account the custom claim ${CLAIM} (its other claims are kept)
  revoke EMAIL   take the claim away and revoke the account's refresh tokens
  --local        the local stack's Auth emulator (${STACK_HOST}, port ${STACK_AUTH.envVar}, default ${STACK_AUTH.fallback}),
                 project ${LOCAL_PROJECT_ID}
  --project ID   the Firebase project ID in production, with the service account key
                 named by GOOGLE_APPLICATION_CREDENTIALS
With FIREBASE_AUTH_EMULATOR_HOST=host:port set, the accounts are that Auth emulator's
(project ${LOCAL_PROJECT_ID}), --local or not.`

const EMULATOR_HOST_PATTERN = /^([\w.-]+|\[[\da-f:]+\]):(\d{1,5})$/i
/** Loose on purpose: Firebase Auth decides what an address is; this only catches a slip. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/
/** Firebase project IDs: 6-30 lower-case letters, digits and hyphens, from a letter. */
const PROJECT_ID_PATTERN = /^[a-z][a-z\d-]{4,28}[a-z\d]$/

function readArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        local: { type: 'boolean', default: false },
        project: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
}

function emulatorFromEnv(value: string): { host: string; port: number } {
  const match = EMULATOR_HOST_PATTERN.exec(value)
  const port = Number(match?.[2])
  if (!match || port < 1 || port > 65535) {
    throw new UsageError(
      `FIREBASE_AUTH_EMULATOR_HOST must be host:port (e.g. ${STACK_HOST}:${STACK_AUTH.fallback}), got "${value}".`,
    )
  }
  return { host: match[1]!, port }
}

function readTarget(
  values: { local: boolean; project?: string },
  env: Record<string, string | undefined>,
  stackAuthPort: () => number,
): Target {
  const { local, project } = values
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim()
  if (local && project !== undefined) throw new UsageError('Choose --local or --project, not both.')
  if (emulatorHost && project !== undefined) {
    throw new UsageError(
      `FIREBASE_AUTH_EMULATOR_HOST is set (${emulatorHost}), so firebase-admin would change that ` +
        `emulator's accounts, not project ${project}'s. Unset it to change production accounts.`,
    )
  }
  if (emulatorHost) {
    return {
      kind: 'emulator',
      ...emulatorFromEnv(emulatorHost),
      projectId: LOCAL_PROJECT_ID,
      from: 'FIREBASE_AUTH_EMULATOR_HOST',
    }
  }
  if (local) {
    return {
      kind: 'emulator',
      host: STACK_HOST,
      port: stackAuthPort(),
      projectId: LOCAL_PROJECT_ID,
      from: '--local',
    }
  }
  if (project === undefined) {
    throw new UsageError(
      'Say whose accounts: --local for the local stack, or --project ID for production.',
    )
  }
  if (!PROJECT_ID_PATTERN.test(project)) {
    throw new UsageError(`"${project}" is not a Firebase project ID (e.g. sunehri-fasal-prod).`)
  }
  const credentials = env.GOOGLE_APPLICATION_CREDENTIALS?.trim()
  if (!credentials) {
    throw new UsageError(
      `Changing project ${project}'s accounts needs a service account: set ` +
        'GOOGLE_APPLICATION_CREDENTIALS to the path of its JSON key file.',
    )
  }
  return { kind: 'production', projectId: project, credentials }
}

/**
 * The command `args` (what follows `npm run staff --`) asks for, or 'help'. `stackAuthPort` is
 * asked only for --local (it reads STACK_AUTH_PORT, and may throw on a bad one).
 */
export function parseStaffArgs(
  args: string[],
  env: Record<string, string | undefined>,
  stackAuthPort: () => number,
): StaffCommand | 'help' {
  const { values, positionals } = readArgs(args)
  if (values.help) return 'help'
  const [action, email, ...extra] = positionals
  if (action === undefined) throw new UsageError('Missing what to do: grant or revoke.')
  if (action !== 'grant' && action !== 'revoke') {
    throw new UsageError(`Unknown action "${action}": use grant or revoke.`)
  }
  if (email === undefined) {
    throw new UsageError(`Missing the e-mail address of the account to ${action}.`)
  }
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`)
  if (!EMAIL_PATTERN.test(email.trim())) {
    throw new UsageError(`"${email}" is not an e-mail address.`)
  }
  return { action, email: email.trim(), target: readTarget(values, env, stackAuthPort) }
}

/** Where the accounts are, as the messages name it. */
export function describeTarget(target: Target): string {
  return target.kind === 'emulator'
    ? `the Auth emulator at ${target.host}:${target.port} (project ${target.projectId})`
    : `project ${target.projectId} (production)`
}

function showClaims(claims: CustomClaims | null): string {
  return claims ? JSON.stringify(claims) : 'none'
}

export interface Account {
  email: string
  uid: string
}

export const messages = {
  usage: (problem: string) => `${problem}\n\n${USAGE}`,

  granted: (account: Account, claims: CustomClaims, target: Target) =>
    [
      `Granted staff to ${account.email} (uid ${account.uid}) in ${describeTarget(target)}.`,
      `Custom claims now: ${showClaims(claims)}.`,
      `The claim reaches the account's ID token at its next refresh (within the hour) or sign-in.`,
    ].join('\n'),

  alreadyStaff: (account: Account, target: Target) =>
    `${account.email} (uid ${account.uid}) is already staff in ${describeTarget(target)}: nothing changed.`,

  revoked: (
    account: Account,
    claims: CustomClaims | null,
    tokensValidAfter: string,
    target: Target,
  ) =>
    [
      `Revoked staff from ${account.email} (uid ${account.uid}) in ${describeTarget(target)}.`,
      `Custom claims now: ${showClaims(claims)}.`,
      `Refresh tokens revoked (tokens issued before ${tokensValidAfter} are void): every session of`,
      'the account ends at its next token refresh, and a new sign-in gets a token without the claim.',
      `An ID token issued before now still carries ${CLAIM} until it expires: at most an hour.`,
    ].join('\n'),

  notStaff: (account: Account, target: Target) =>
    `${account.email} (uid ${account.uid}) is not staff in ${describeTarget(target)}: nothing changed.`,

  unknownEmail: (email: string, target: Target) =>
    `No account has the e-mail address ${email} in ${describeTarget(target)}. ` +
    'The person signs up on the site first.',

  noEmulator: (target: Extract<Target, { kind: 'emulator' }>) =>
    `No Auth emulator answers at ${target.host}:${target.port} (${target.from}). ` +
    (target.from === '--local'
      ? `Start the local stack first (npm run dev, or npm run stack), or set ${STACK_AUTH.envVar} to ` +
        'the port of the one that runs.'
      : 'Start it, or set FIREBASE_AUTH_EMULATOR_HOST to where it runs.'),

  notAnEmulator: (target: Extract<Target, { kind: 'emulator' }>) =>
    `Something answers at ${target.host}:${target.port} (${target.from}), but it is not the ` +
    'Firebase Auth emulator.',

  noCredentials: (target: Extract<Target, { kind: 'production' }>) =>
    `GOOGLE_APPLICATION_CREDENTIALS names ${target.credentials}, which is not a file: it should ` +
    `be the JSON key of a service account of project ${target.projectId}.`,

  failed: (action: Action, target: Target, error: { message: string; code?: string }) =>
    `Could not ${action} staff in ${describeTarget(target)}: ${error.message}` +
    (error.code ? ` (${error.code})` : ''),
}
