/**
 * What `npm run staff` does (staff.ts runs it): checks where the accounts are, then grants or
 * revokes the staff claim there with firebase-admin and says what it did.
 */
import { existsSync } from 'node:fs'
import { applicationDefault, deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getAuth, type Auth } from 'firebase-admin/auth'
import { stackPorts } from '../local-backend/ports'
import { isStaff, withStaff, withoutStaff } from './claims'
import { USAGE, UsageError, messages, parseStaffArgs, type StaffCommand, type Target } from './cli'

type EmulatorTarget = Extract<Target, { kind: 'emulator' }>

/** A message saying why the emulator cannot be used, or null when the Auth emulator answers. */
export async function emulatorProblem(target: EmulatorTarget): Promise<string | null> {
  let body: unknown
  try {
    const response = await fetch(`http://${target.host}:${target.port}/`, {
      signal: AbortSignal.timeout(5000),
    })
    body = await response.json().catch(() => null)
  } catch {
    return messages.noEmulator(target)
  }
  const answersAsAuth = typeof body === 'object' && body !== null && 'authEmulator' in body
  return answersAsAuth ? null : messages.notAnEmulator(target)
}

/** What was done, as the lines to print. */
async function change(auth: Auth, { action, email, target }: StaffCommand): Promise<string> {
  const user = await auth.getUserByEmail(email)
  const account = { email: user.email ?? email, uid: user.uid }
  if (action === 'grant') {
    if (isStaff(user.customClaims)) return messages.alreadyStaff(account, target)
    const claims = withStaff(user.customClaims)
    await auth.setCustomUserClaims(user.uid, claims)
    return messages.granted(account, claims, target)
  }
  if (!isStaff(user.customClaims)) return messages.notStaff(account, target)
  const claims = withoutStaff(user.customClaims)
  await auth.setCustomUserClaims(user.uid, claims)
  // The claim is gone from every token issued from now on; this also ends the sessions that would
  // go on refreshing the old ones.
  await auth.revokeRefreshTokens(user.uid)
  const { tokensValidAfterTime } = await auth.getUser(user.uid)
  return messages.revoked(account, claims, tokensValidAfterTime ?? 'now', target)
}

function connect({ target }: StaffCommand): App {
  if (target.kind === 'emulator') {
    // firebase-admin reads the emulator's address from here, on every request.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `${target.host}:${target.port}`
    return initializeApp({ projectId: target.projectId }, 'staff')
  }
  return initializeApp({ credential: applicationDefault(), projectId: target.projectId }, 'staff')
}

/** Exit code 0 when done (or nothing was to be done), 1 when it failed, 2 on a wrong command line. */
export async function main(args: string[]): Promise<number> {
  let command: StaffCommand | 'help'
  try {
    command = parseStaffArgs(args, process.env, () => stackPorts().auth)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(messages.usage(error.message))
    return 2
  }
  if (command === 'help') {
    console.log(USAGE)
    return 0
  }
  const { target } = command
  const problem =
    target.kind === 'emulator'
      ? await emulatorProblem(target)
      : existsSync(target.credentials)
        ? null
        : messages.noCredentials(target)
  if (problem) {
    console.error(problem)
    return 1
  }

  const app = connect(command)
  try {
    console.log(await change(getAuth(app), command))
    return 0
  } catch (error) {
    const { code, message } = error as { code?: string; message: string }
    console.error(
      code === 'auth/user-not-found'
        ? messages.unknownEmail(command.email, target)
        : messages.failed(command.action, target, { code, message }),
    )
    return 1
  } finally {
    await deleteApp(app)
  }
}
