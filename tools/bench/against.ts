/**
 * The other side of an A/B run (`--against REF`): the commit checked out in a temporary git
 * worktree outside the project, sharing this checkout's node_modules, and built for the local
 * stack there. Its own seed/ is what its stack starts from, so each build reads the data it was
 * written for. The worktree is removed when the run ends, however it ends.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Cleanup } from './cleanup'
import { ROOT } from './config'

export interface AgainstBuild {
  /** The ref as given, e.g. `main~3`. */
  ref: string
  /** Its commit, abbreviated. */
  commit: string
  distDir: string
  seedDir: string
}

function git(args: string[]): string {
  return execFileSync('git', args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim()
}

/** The commit `ref` names, or an error that says the ref is unknown. */
export function resolveRef(ref: string): string {
  try {
    return git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
  } catch {
    throw new Error(`--against: "${ref}" names no commit of this repository`)
  }
}

function run(command: string, args: string[], cwd: string, cleanup: Cleanup): Promise<void> {
  cleanup.ensureRunning()
  const child = spawn(command, args, { cwd, stdio: 'inherit' })
  const unregister = cleanup.add(`${command} ${args[0] ?? ''}`, () => void child.kill('SIGTERM'))
  return new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'))
    child.once('error', (error) => resolve(error.message))
  }).then((code) => {
    unregister()
    if (code !== 0)
      throw new Error(`${command} ${args.join(' ')} failed (${String(code)}) in ${cwd}`)
  })
}

export async function buildAgainst(
  ref: string,
  cleanup: Cleanup,
  log: (line: string) => void,
): Promise<AgainstBuild> {
  const commit = resolveRef(ref)
  const dir = mkdtempSync(join(tmpdir(), 'bench-against-'))
  const worktree = join(dir, 'tree')
  cleanup.add(`worktree of ${ref}`, () => {
    try {
      git(['worktree', 'remove', '--force', worktree])
    } catch {
      // Not created, or already gone: the folder below goes either way.
    }
    rmSync(dir, { recursive: true, force: true })
    git(['worktree', 'prune'])
  })
  log(`checking out ${ref} (${commit.slice(0, 7)}) in a temporary worktree…`)
  git(['worktree', 'add', '--detach', worktree, commit])
  symlinkSync(join(ROOT, 'node_modules'), join(worktree, 'node_modules'), 'dir')
  const distDir = join(dir, 'dist')
  log(`building ${ref} for the local stack…`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  await run(
    npm,
    ['run', 'build:local', '--', '--outDir', distDir, '--emptyOutDir'],
    worktree,
    cleanup,
  )
  const seedDir = join(worktree, 'seed')
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`the build of ${ref} wrote no index.html`)
  return { ref, commit: commit.slice(0, 7), distDir, seedDir }
}
