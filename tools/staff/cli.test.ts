// @vitest-environment node
import { createServer } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { close, listen } from '../local-backend/http-helpers'
import { freePort } from '../local-backend/port-check'
import { STACK_HOST } from '../local-backend/ports'
import { isStaff, withStaff, withoutStaff } from './claims'
import {
  LOCAL_PROJECT_ID,
  UsageError,
  describeTarget,
  messages,
  parseStaffArgs,
  type Target,
} from './cli'
import { emulatorProblem } from './command'

const EMAIL = 'meera@example.com'
const NO_ENV = {}
const STACK_AUTH_PORT = () => 9099
const PRODUCTION_ENV = { GOOGLE_APPLICATION_CREDENTIALS: '/keys/staff-tool.json' }

const parse = (args: string[], env: Record<string, string | undefined> = NO_ENV) =>
  parseStaffArgs(args, env, STACK_AUTH_PORT)

/** The message a command line is refused with. */
function refusal(args: string[], env: Record<string, string | undefined> = NO_ENV): string {
  try {
    parse(args, env)
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError)
    return (error as Error).message
  }
  throw new Error(`${args.join(' ')} was not refused`)
}

describe('the command line', () => {
  it('grants or revokes in the local stack with --local, on its Auth port and project', () => {
    expect(parse(['grant', EMAIL, '--local'])).toEqual({
      action: 'grant',
      email: EMAIL,
      target: {
        kind: 'emulator',
        host: STACK_HOST,
        port: 9099,
        projectId: LOCAL_PROJECT_ID,
        from: '--local',
      },
    })
    expect(parseStaffArgs(['revoke', EMAIL, '--local'], NO_ENV, () => 9699)).toMatchObject({
      action: 'revoke',
      target: { kind: 'emulator', port: 9699 },
    })
  })

  it('reads the port only for --local (a bad STACK_AUTH_PORT concerns no other target)', () => {
    const badPort = () => {
      throw new Error('STACK_AUTH_PORT must be a TCP port number, got "x"')
    }
    expect(() => parseStaffArgs(['grant', EMAIL, '--local'], NO_ENV, badPort)).toThrow(
      'STACK_AUTH_PORT',
    )
    expect(
      parseStaffArgs(['grant', EMAIL, '--project', 'sunehri-prod'], PRODUCTION_ENV, badPort),
    ).toMatchObject({ target: { kind: 'production' } })
  })

  it('uses the Auth emulator FIREBASE_AUTH_EMULATOR_HOST names, with or without --local', () => {
    const env = { FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199' }
    const target = {
      kind: 'emulator',
      host: 'localhost',
      port: 9199,
      projectId: LOCAL_PROJECT_ID,
      from: 'FIREBASE_AUTH_EMULATOR_HOST',
    }
    expect(parse(['grant', EMAIL], env)).toMatchObject({ target })
    expect(parse(['grant', EMAIL, '--local'], env)).toMatchObject({ target })
    expect(refusal(['grant', EMAIL], { FIREBASE_AUTH_EMULATOR_HOST: '9199' })).toBe(
      'FIREBASE_AUTH_EMULATOR_HOST must be host:port (e.g. 127.0.0.1:9099), got "9199".',
    )
  })

  it('changes production accounts with --project and a service account key', () => {
    expect(parse(['revoke', ` ${EMAIL} `, '--project', 'sunehri-prod'], PRODUCTION_ENV)).toEqual({
      action: 'revoke',
      email: EMAIL,
      target: {
        kind: 'production',
        projectId: 'sunehri-prod',
        credentials: '/keys/staff-tool.json',
      },
    })
    expect(refusal(['revoke', EMAIL, '--project', 'sunehri-prod'])).toBe(
      "Changing project sunehri-prod's accounts needs a service account: set " +
        'GOOGLE_APPLICATION_CREDENTIALS to the path of its JSON key file.',
    )
    expect(refusal(['grant', EMAIL, '--project', 'Sunehri Prod'], PRODUCTION_ENV)).toBe(
      '"Sunehri Prod" is not a Firebase project ID (e.g. sunehri-fasal-prod).',
    )
  })

  it('never lets an emulator variable left set pass for production', () => {
    expect(
      refusal(['grant', EMAIL, '--project', 'sunehri-prod'], {
        ...PRODUCTION_ENV,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toBe(
      'FIREBASE_AUTH_EMULATOR_HOST is set (127.0.0.1:9099), so firebase-admin would change that ' +
        "emulator's accounts, not project sunehri-prod's. Unset it to change production accounts.",
    )
    expect(refusal(['grant', EMAIL, '--local', '--project', 'sunehri-prod'], PRODUCTION_ENV)).toBe(
      'Choose --local or --project, not both.',
    )
  })

  it('says what is missing or wrong', () => {
    expect(refusal([])).toBe('Missing what to do: grant or revoke.')
    expect(refusal(['--local'])).toBe('Missing what to do: grant or revoke.')
    expect(refusal(['promote', EMAIL, '--local'])).toBe(
      'Unknown action "promote": use grant or revoke.',
    )
    expect(refusal(['grant', '--local'])).toBe(
      'Missing the e-mail address of the account to grant.',
    )
    expect(refusal(['revoke'])).toBe('Missing the e-mail address of the account to revoke.')
    expect(refusal(['grant', 'meera', '--local'])).toBe('"meera" is not an e-mail address.')
    expect(refusal(['grant', EMAIL, 'ravi@example.com', '--local'])).toBe(
      'Unexpected argument "ravi@example.com".',
    )
    expect(refusal(['grant', EMAIL])).toBe(
      'Say whose accounts: --local for the local stack, or --project ID for production.',
    )
    expect(refusal(['grant', EMAIL, '--locl'])).toMatch(/^Unknown option '--locl'/)
  })

  it('answers --help with the usage', () => {
    expect(parse(['--help'])).toBe('help')
    expect(parse(['grant', '-h'])).toBe('help')
    expect(messages.usage('Missing what to do: grant or revoke.')).toMatch(
      /^Missing what to do: grant or revoke\.\n\nUsage: npm run staff -- <grant\|revoke> EMAIL/,
    )
  })
})

describe('the claims', () => {
  it('adds staff: true and keeps the others', () => {
    expect(withStaff(undefined)).toEqual({ staff: true })
    expect(withStaff({ tier: 'gold', staff: false })).toEqual({ tier: 'gold', staff: true })
  })

  it('removes only the staff claim, leaving none at all when nothing else was there', () => {
    expect(withoutStaff({ tier: 'gold', staff: true })).toEqual({ tier: 'gold' })
    expect(withoutStaff({ staff: true })).toBeNull()
    expect(withoutStaff(undefined)).toBeNull()
  })

  it('counts as staff only the claim set to true', () => {
    expect(isStaff({ staff: true })).toBe(true)
    expect(isStaff({ staff: 'true' })).toBe(false)
    expect(isStaff({})).toBe(false)
    expect(isStaff(undefined)).toBe(false)
  })
})

describe('what it prints', () => {
  const local: Target = {
    kind: 'emulator',
    host: STACK_HOST,
    port: 9099,
    projectId: LOCAL_PROJECT_ID,
    from: '--local',
  }
  const production: Target = {
    kind: 'production',
    projectId: 'sunehri-prod',
    credentials: '/keys/staff-tool.json',
  }
  const account = { email: EMAIL, uid: 'u1' }

  it('names the accounts it changed, and where', () => {
    expect(describeTarget(local)).toBe(
      `the Auth emulator at 127.0.0.1:9099 (project ${LOCAL_PROJECT_ID})`,
    )
    expect(describeTarget(production)).toBe('project sunehri-prod (production)')
    expect(messages.granted(account, { tier: 'gold', staff: true }, production)).toBe(
      [
        `Granted staff to ${EMAIL} (uid u1) in project sunehri-prod (production).`,
        'Custom claims now: {"tier":"gold","staff":true}.',
        "The claim reaches the account's ID token at its next refresh (within the hour) or sign-in.",
      ].join('\n'),
    )
    expect(messages.alreadyStaff(account, local)).toBe(
      `${EMAIL} (uid u1) is already staff in ${describeTarget(local)}: nothing changed.`,
    )
    expect(messages.notStaff(account, local)).toBe(
      `${EMAIL} (uid u1) is not staff in ${describeTarget(local)}: nothing changed.`,
    )
  })

  it('says how long a revoke takes to reach every token', () => {
    const revoked = messages.revoked(account, null, 'Fri, 27 Nov 2026 05:07:24 GMT', production)
    expect(revoked).toContain('Custom claims now: none.')
    expect(revoked).toContain('tokens issued before Fri, 27 Nov 2026 05:07:24 GMT are void')
    expect(revoked).toContain('still carries staff: true until it expires: at most an hour.')
  })

  it('says what went wrong, and what to do', () => {
    expect(messages.unknownEmail(EMAIL, production)).toBe(
      `No account has the e-mail address ${EMAIL} in project sunehri-prod (production). ` +
        'The person signs up on the site first.',
    )
    expect(messages.noCredentials(production)).toBe(
      'GOOGLE_APPLICATION_CREDENTIALS names /keys/staff-tool.json, which is not a file: it ' +
        'should be the JSON key of a service account of project sunehri-prod.',
    )
    expect(
      messages.failed('grant', production, {
        message: 'Credential implementation provided to initializeApp() failed',
        code: 'app/invalid-credential',
      }),
    ).toBe(
      'Could not grant staff in project sunehri-prod (production): Credential implementation ' +
        'provided to initializeApp() failed (app/invalid-credential)',
    )
  })
})

describe('the emulator check before any change', () => {
  const servers: ReturnType<typeof createServer>[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => close(server)))
  })

  const target = (port: number, from: '--local' | 'FIREBASE_AUTH_EMULATOR_HOST' = '--local') =>
    ({ kind: 'emulator', host: STACK_HOST, port, projectId: LOCAL_PROJECT_ID, from }) as const

  it('says when no emulator runs, and how to start or find one', async () => {
    const port = await freePort()
    expect(await emulatorProblem(target(port))).toBe(
      `No Auth emulator answers at 127.0.0.1:${port} (--local). Start the local stack first ` +
        '(npm run dev, or npm run stack), or set STACK_AUTH_PORT to the port of the one that runs.',
    )
    expect(await emulatorProblem(target(port, 'FIREBASE_AUTH_EMULATOR_HOST'))).toBe(
      `No Auth emulator answers at 127.0.0.1:${port} (FIREBASE_AUTH_EMULATOR_HOST). ` +
        'Start it, or set FIREBASE_AUTH_EMULATOR_HOST to where it runs.',
    )
  })

  it('tells the Auth emulator from another server on its port', async () => {
    const answer = (body: string) => {
      const server = createServer((_, res) => res.end(body))
      servers.push(server)
      return listen(server, 0, STACK_HOST)
    }
    const auth = await answer('{"authEmulator":{"ready":true}}')
    expect(await emulatorProblem(target(auth))).toBeNull()
    const other = await answer('<!doctype html><title>Outbox</title>')
    expect(await emulatorProblem(target(other))).toBe(
      `Something answers at 127.0.0.1:${other} (--local), but it is not the Firebase Auth emulator.`,
    )
  })
})
