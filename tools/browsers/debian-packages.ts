/**
 * Debian's packages, installed for the browsers the tests drive where none is found: every
 * package a run is missing in one `apt-get install`, as root (a fresh CI machine is root).
 */
import { execFileSync } from 'node:child_process'

/** Runs a command with its output shown; false when it fails or cannot start. */
export function run(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'inherit', timeout: 10 * 60_000 })
    return true
  } catch {
    return false
  }
}

function hasCommand(name: string): boolean {
  return run('sh', ['-c', `command -v ${name} >/dev/null`])
}

/** Whether this process may install Debian's packages itself. */
export function canInstallDebianPackages(): boolean {
  return process.getuid?.() === 0 && hasCommand('apt-get')
}

/** Installs `packages` with apt-get (its lists refreshed first); false when it could not. */
export function installDebianPackages(packages: readonly string[]): boolean {
  if (packages.length === 0) return true
  if (!canInstallDebianPackages()) return false
  console.log(`Installing Debian's ${packages.join(', ')}…`)
  return run('apt-get', ['update']) && run('apt-get', ['install', '-y', ...packages])
}
