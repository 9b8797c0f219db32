/** `npm run build:local`: the production build for the local stack, into dist/ or BUILD_OUT_DIR. */
import { spawn } from 'node:child_process'
import type { Cleanup } from './cleanup'
import { ROOT } from './config'

export async function buildSite(cleanup: Cleanup): Promise<void> {
  cleanup.ensureRunning()
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  // --emptyOutDir: Vite leaves a BUILD_OUT_DIR outside the project as it is, and chunks of
  // earlier builds there would be counted as this build's.
  const child = spawn(npm, ['run', 'build:local', '--', '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'inherit',
  })
  const unregister = cleanup.add('build', () => void child.kill('SIGTERM'))
  const code = await new Promise<number | string>((resolve) => {
    child.once('exit', (c, signal) => resolve(c ?? signal ?? 'unknown'))
    child.once('error', (error) => resolve(error.message))
  })
  unregister()
  if (code !== 0) throw new Error(`npm run build:local failed (${String(code)})`)
}
