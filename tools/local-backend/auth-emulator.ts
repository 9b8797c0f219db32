/**
 * The Firebase Auth emulator from firebase-tools, configured from ports.ts rather than the root
 * firebase.json, so that several stacks (dev server, e2e runs) can run side by side. It starts
 * with the sample staff account (staff-account.ts) among its accounts.
 */
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { startNodeChild, type Child } from './child-processes'
import { STACK_HOST, type StackPorts } from './ports'
import { seedStaffAccount } from './staff-account'

const require = createRequire(import.meta.url)

export interface AuthEmulatorOptions {
  projectId: string
  ports: StackPorts
  /** The stack's data folder; the emulator's config, log, state and temp files live under it. */
  dataDir: string
}

export interface AuthEmulator {
  child: Child
  /** Path of the full emulator log. */
  logFile: string
  /** The last lines the emulator printed, for error messages. */
  tail(): string
}

/** Only what this stack runs; the UI stays off because it would claim another fixed port. */
function firebaseConfig(ports: StackPorts) {
  return {
    emulators: {
      auth: { host: STACK_HOST, port: ports.auth },
      hub: { host: STACK_HOST, port: ports.emulatorHub },
      logging: { host: STACK_HOST, port: ports.emulatorLogging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  }
}

export function startAuthEmulator({
  projectId,
  ports,
  dataDir,
}: AuthEmulatorOptions): AuthEmulator {
  const workDir = join(dataDir, 'auth-emulator')
  const tmpDir = join(workDir, 'tmp')
  mkdirSync(tmpDir, { recursive: true })
  const configFile = join(workDir, 'firebase.json')
  writeFileSync(configFile, `${JSON.stringify(firebaseConfig(ports), null, 2)}\n`)

  const exportDir = join(dataDir, 'auth-export')
  seedStaffAccount(exportDir)

  const cli = require.resolve('firebase-tools/lib/bin/firebase.js')
  const args = [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    configFile,
    // Accounts survive restarts like Firestore documents do (written on a clean stop).
    '--import',
    exportDir,
    '--export-on-exit',
  ]
  // Straight to a file, not through the stack: output must not break if the stack dies first.
  const logFile = join(workDir, 'emulator.log')
  const log = openSync(logFile, 'w')
  const child = startNodeChild('Auth emulator', cli, args, {
    cwd: workDir,
    stdio: ['ignore', log, log],
    ownGroup: true,
    env: {
      ...process.env,
      // No internet here: CI skips the message-of-the-day fetch and the update check (and its
      // detached checker process); NO_UPDATE_NOTIFIER makes the latter explicit.
      CI: 'true',
      NO_UPDATE_NOTIFIER: '1',
      // A private config store keeps a developer's global CLI login and analytics opt-in out of it.
      XDG_CONFIG_HOME: join(workDir, 'config'),
      // The emulator hub writes a per-project locator file to the temp dir; one per stack, so
      // two stacks for the same demo project do not mistake each other's.
      TMPDIR: tmpDir,
    },
  })

  closeSync(log)
  return {
    child,
    logFile,
    tail: () => readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-20).join('\n'),
  }
}
