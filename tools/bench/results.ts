/** The shape of bench-results/report.json, and the medians taken from the Lighthouse runs. */
import type { BundleReport } from './bundles'
import type { Calibration } from './calibration'
import type { BenchRoute } from './config'
import type { KeystrokeResult } from './keystroke'
import type { LighthouseSample } from './lighthouse-runner'
import { median } from './stats'

export const MEDIAN_KEYS = [
  'performance',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'transferBytes',
  'accessibility',
  'bestPractices',
  'seo',
  'benchmarkIndex',
] as const

export type Medians = Record<(typeof MEDIAN_KEYS)[number], number | null>

export interface PageLighthouse {
  path: string
  kind: BenchRoute['kind'] | 'floor'
  url: string
  runs: LighthouseSample[]
  median: Medians
}

export interface BenchResults {
  generatedAt: string
  environment: { node: string; cpus: number; chromium: string; lighthouse: string }
  options: { runs: number; routes: string[] }
  /** The host's CPU speed, measured before the Lighthouse runs (null when they were skipped). */
  calibration: Calibration | null
  lighthouse: {
    pages: PageLighthouse[]
    floor: PageLighthouse | null
    lcpRatio: number | null
  } | null
  bundles: BundleReport | null
  keystroke: KeystrokeResult | null
  /** Parts of the benchmark that could not run. */
  errors: string[]
}

/** Each metric's median over the runs that produced it (a failed run has no values). */
export function mediansOf(runs: readonly LighthouseSample[]): Medians {
  const ok = runs.filter((r) => r.error === null)
  return Object.fromEntries(
    MEDIAN_KEYS.map((key) => [key, median(ok.map((r) => r[key]))]),
  ) as Medians
}

export function lcpRatio(
  home: PageLighthouse | undefined,
  floor: PageLighthouse | null,
): number | null {
  const page = home?.median.lcpMs
  const best = floor?.median.lcpMs
  return typeof page === 'number' && typeof best === 'number' && best > 0 ? page / best : null
}
