/**
 * The commands `npm test` runs, each a package's own bin run by this Node (no shell, no npx), with
 * its output either passed through as it comes or held and shown once it has ended (for steps
 * that run side by side, whose lines would otherwise interleave).
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'

const require = createRequire(import.meta.url)

/** The script a package's bin runs, e.g. binOf('eslint') → …/node_modules/eslint/bin/eslint.js. */
export function binOf(pkg: string, name: string = pkg.split('/').at(-1)!): string {
  const manifest = require.resolve(`${pkg}/package.json`)
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    bin: string | Record<string, string>
  }
  const relative = typeof bin === 'string' ? bin : bin[name]
  if (!relative) throw new Error(`${pkg} has no bin named ${name}`)
  return resolve(dirname(manifest), relative)
}

export interface StepResult {
  ok: boolean
  ms: number
  /** The held output of a quiet step ('' when it was passed through). */
  output: string
}

export interface StepOptions {
  cwd: string
  env?: NodeJS.ProcessEnv
  /** Hold the output until the step ends instead of passing it through. */
  quiet?: boolean
}

/** Runs `node script ...args`; resolves when it ends, never rejects. */
export function runNode(script: string, args: string[], options: StepOptions): Promise<StepResult> {
  const started = performance.now()
  return new Promise((done) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const finish = (ok: boolean, extra = '') =>
      done({ ok, ms: performance.now() - started, output: output + extra })
    child.once('error', (error) => finish(false, `\n${error.message}\n`))
    child.once('exit', (code) => finish(code === 0))
  })
}
