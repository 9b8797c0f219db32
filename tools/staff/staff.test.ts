// @vitest-environment node
/**
 * `npm run staff` against a real Auth emulator (auth-emulator-for-tests.ts: the run's stack's
 * under `npm test`, else one of its own): what it grants or revokes is what the ID token of the
 * next password sign-in carries. And the local stack's seeded staff account signs in with the
 * password the stack prints, its token carrying the claim. Each test makes its own account.
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_STACK_DEFAULTS } from '../../src/config/env-schema'
import {
  authEmulatorForTests,
  type TestAuthEmulator,
} from '../local-backend/auth-emulator-for-tests'
import { LOCAL_STAFF_ACCOUNT } from '../local-backend/staff-account'
import { binOf } from '../test/steps'

const ROOT = resolve(import.meta.dirname, '../..')
const API_KEY = LOCAL_STACK_DEFAULTS.VITE_FIREBASE_API_KEY as string
const PASSWORD = 'harvest-2025'
/** A run of the command is a second or two; much more on two cores busy with other suites. */
const COMMAND_TIMEOUT_MS = 30_000

let emulator: TestAuthEmulator | undefined
const madeAccounts: string[] = []

beforeAll(async () => {
  emulator = await authEmulatorForTests()
}, 250_000)

afterAll(async () => {
  if (!emulator) return
  // The run's emulator serves the browser suite next: leave it as it was.
  await Promise.all(madeAccounts.map((uid) => owner('accounts:delete', { localId: uid })))
  await emulator.stop()
}, 30_000)

function auth(): TestAuthEmulator {
  if (!emulator) throw new Error('No Auth emulator')
  return emulator
}

async function identityToolkit(
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(
    `${auth().origin}/identitytoolkit.googleapis.com/v1/${path}?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
  )
  const answer = (await response.json()) as Record<string, unknown>
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`)
  return answer
}

/** An administrator's call (the emulator takes "owner" as the project's own credentials). */
function owner(path: string, body: object) {
  return identityToolkit(`projects/${auth().projectId}/${path}`, body, {
    authorization: 'Bearer owner',
  })
}

/** A new account, signed up as a buyer does. */
async function signUp(label: string): Promise<{ email: string; uid: string }> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const { localId } = await identityToolkit('accounts:signUp', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  })
  madeAccounts.push(localId as string)
  return { email, uid: localId as string }
}

/** The claims of the ID token a password sign-in gets now (the emulator's tokens are unsigned). */
async function signInClaims(email: string, password: string): Promise<Record<string, unknown>> {
  const { idToken } = await identityToolkit('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  })
  const payload = (idToken as string).split('.')[1]!
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
}

async function setClaims(uid: string, claims: object): Promise<void> {
  await owner('accounts:update', { localId: uid, customAttributes: JSON.stringify(claims) })
}

/** When the account's tokens start to count (seconds since 1970): what revoking moves. */
async function validSince(uid: string): Promise<number> {
  const { users } = (await owner('accounts:lookup', { localId: [uid] })) as {
    users: { validSince: string }[]
  }
  return Number(users[0]!.validSince)
}

/** `npm run staff -- ...args`, against this emulator. */
function staff(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [binOf('tsx'), 'tools/staff/staff.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: auth().host },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.once('error', fail)
    child.once('close', (code) => done({ code, out, err }))
  })
}

describe('npm run staff in an Auth emulator', () => {
  it(
    'grant: the next sign-in gets a token with staff: true, beside the claims it had',
    async () => {
      const { email, uid } = await signUp('staff-grant')
      await setClaims(uid, { tier: 'gold' })
      expect(await signInClaims(email, PASSWORD)).not.toHaveProperty('staff')

      const { code, out } = await staff('grant', email)

      expect(code).toBe(0)
      expect(out).toContain(`Granted staff to ${email} (uid ${uid})`)
      expect(await signInClaims(email, PASSWORD)).toMatchObject({ staff: true, tier: 'gold' })
    },
    COMMAND_TIMEOUT_MS,
  )

  it(
    "revoke: the next sign-in's token has no staff claim, and the refresh tokens are revoked",
    async () => {
      const { email, uid } = await signUp('staff-revoke')
      await setClaims(uid, { staff: true, tier: 'gold' })
      expect(await signInClaims(email, PASSWORD)).toMatchObject({ staff: true })
      // Revoking counts in whole seconds: start it in a later second than the sign-up's.
      const before = await validSince(uid)
      const wait = (before + 1) * 1000 - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))

      const { code, out } = await staff('revoke', email)

      expect(code).toBe(0)
      expect(out).toContain(`Revoked staff from ${email} (uid ${uid})`)
      const claims = await signInClaims(email, PASSWORD)
      expect(claims).not.toHaveProperty('staff')
      expect(claims).toMatchObject({ tier: 'gold' })
      expect(await validSince(uid)).toBeGreaterThan(before)
    },
    COMMAND_TIMEOUT_MS,
  )

  it(
    'names an e-mail address that has no account, and fails',
    async () => {
      const email = `nobody-${Date.now()}@example.com`
      const { code, err } = await staff('grant', email)
      expect(code).toBe(1)
      expect(err).toContain(`No account has the e-mail address ${email}`)
    },
    COMMAND_TIMEOUT_MS,
  )
})

describe("the local stack's staff account", () => {
  it('signs in with the password the stack prints, and its token carries staff: true', async () => {
    const claims = await signInClaims(LOCAL_STAFF_ACCOUNT.email, LOCAL_STAFF_ACCOUNT.password)
    expect(claims).toMatchObject({ staff: true, user_id: LOCAL_STAFF_ACCOUNT.uid })
  })
})
