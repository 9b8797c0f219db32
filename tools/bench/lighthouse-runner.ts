/**
 * One Lighthouse run = a fresh headless Chromium (a first visit: empty cache and storage) and
 * Lighthouse's defaults (mobile form factor, simulated throttling) but for the CPU slowdown,
 * which the caller sets.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Result } from 'lighthouse'
import type { Cleanup } from './cleanup'
import { LOCAL_ONLY_BROWSER_ARGS } from '../browsers/chromium'

export interface LighthouseSample {
  /** Category scores 0–100. */
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  fcpMs: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  transferBytes: number | null
  /** Lighthouse's CPU benchmark of this machine at that moment: lower means busier. */
  benchmarkIndex: number | null
  lcpElement: string | null
  layoutShifts: { element: string; score: number }[]
  /** Audits below full score in the accessibility, best-practices and SEO categories. */
  failedAudits: string[]
  error: string | null
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

function score(lhr: Result, category: string): number | null {
  const value = lhr.categories[category]?.score
  return typeof value === 'number' ? Math.round(value * 100) : null
}

function numeric(lhr: Result, audit: string): number | null {
  const value = lhr.audits[audit]?.numericValue
  return typeof value === 'number' ? value : null
}

/** The LCP element's HTML (LH 13 reports it in the LCP breakdown insight; older, its own audit). */
function lcpElement(lhr: Result): string | null {
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    const details = JSON.stringify(lhr.audits[id]?.details ?? {})
    const match = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(details)
    if (match) return JSON.parse(`"${match[1]}"`) as string
  }
  return null
}

/** The elements that moved, biggest shift first (the CLS culprits). */
function layoutShifts(lhr: Result): { element: string; score: number }[] {
  const details = lhr.audits['layout-shifts']?.details as
    { items?: { node?: { selector?: string; nodeLabel?: string }; score?: number }[] } | undefined
  return (details?.items ?? [])
    .filter((item) => typeof item.score === 'number')
    .map((item) => ({
      element: item.node?.selector ?? item.node?.nodeLabel ?? '?',
      score: Math.round((item.score as number) * 1000) / 1000,
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
}

function failedAudits(lhr: Result): string[] {
  const failed = new Set<string>()
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const s = lhr.audits[ref.id]?.score
      if (ref.weight > 0 && typeof s === 'number' && s < 1) failed.add(ref.id)
    }
  }
  return [...failed].sort()
}

export function emptySample(error: string): LighthouseSample {
  return {
    performance: null,
    accessibility: null,
    bestPractices: null,
    seo: null,
    fcpMs: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    transferBytes: null,
    benchmarkIndex: null,
    lcpElement: null,
    layoutShifts: [],
    failedAudits: [],
    error,
  }
}

export function sampleOf(lhr: Result): LighthouseSample {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    lcpElement: lcpElement(lhr),
    layoutShifts: layoutShifts(lhr),
    failedAudits: failedAudits(lhr),
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  }
}

const LIGHTHOUSE_CLI = join(
  dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli/index.js',
)
/** A run takes 15–45 s here; past this it is stuck. */
const RUN_TIMEOUT_MS = 240_000

/**
 * Runs Lighthouse once on `url` and writes its JSON report to `outputFile`. The CLI runs as a
 * child in our process group, so a terminal's Ctrl-C reaches it and it closes its Chromium itself,
 * even if this process is gone by then.
 */
export async function runLighthouse(
  url: string,
  chromePath: string,
  outputFile: string,
  cleanup: Cleanup,
  /** An empty scratch folder for Chromium's profile; removed afterwards. */
  profileDir: string,
  /** How many times slower than this machine the CPU is simulated (Lighthouse's default: 4). */
  cpuSlowdown: number,
): Promise<LighthouseSample> {
  cleanup.ensureRunning()
  rmSync(outputFile, { force: true })
  const child = spawn(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      `--output-path=${outputFile}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
      // Our own profile folder (the last --user-data-dir wins): chrome-launcher's /tmp one is
      // sometimes left behind, as it deletes it while the killed Chromium is still writing.
      // (Lighthouse splits --chrome-flags on spaces: a path with one keeps the default.)
      `--chrome-flags=--headless=new --no-sandbox ${LOCAL_ONLY_BROWSER_ARGS.join(' ')}${profileDir.includes(' ') ? '' : ` --user-data-dir=${profileDir}`}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)))
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'))
    child.once('error', (error) => resolve(error.message))
  })
  // SIGINT: the CLI's own handler closes the Chromium it launched.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT')
    await exited
  }
  const unregister = cleanup.add('Lighthouse', stop)
  const timer = setTimeout(() => void stop(), RUN_TIMEOUT_MS)
  const code = await exited
  clearTimeout(timer)
  unregister()
  rmSync(profileDir, { recursive: true, force: true, maxRetries: 3 })
  if (code !== 0 || !existsSync(outputFile)) {
    const why = stderr.trim().split('\n').slice(-3).join(' ') || `exit ${String(code)}`
    return emptySample(`Lighthouse failed: ${why}`)
  }
  try {
    return sampleOf(JSON.parse(readFileSync(outputFile, 'utf8')) as Result)
  } catch (error) {
    return emptySample(`Unreadable Lighthouse report: ${(error as Error).message}`)
  }
}
