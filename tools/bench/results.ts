/** The shape of bench-results/report.json, and the medians taken from the Lighthouse runs. */
import type { AgainstResult } from './ab'
import type { BundleReport } from './bundles'
import type { Calibration, DeviceClass } from './calibration'
import type { BenchRoute } from './config'
import type { JourneyResult } from './journey-result'
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

/** Lighthouse on every measured route (and the floor page) at one CPU slowdown. */
export interface LighthouseSet {
  cpuSlowdown: number
  pages: PageLighthouse[]
  floor: PageLighthouse | null
  lcpRatio: number | null
}

/** A calibrated profile: its set, and each route's medians as the report's JSON names them. */
export interface ProfileResult extends LighthouseSet {
  routes: Record<
    string,
    { performance: number | null; tbt: number | null; lcp: number | null; cls: number | null }
  >
}

export interface BenchResults {
  generatedAt: string
  environment: { node: string; cpus: number; chromium: string; lighthouse: string }
  options: { runs: number; routes: string[] }
  /** The host's CPU speed, measured before the Lighthouse runs (null when they were skipped). */
  calibration: Calibration | null
  /** Lighthouse at its fixed 4×, for continuity with earlier reports: no targets. */
  lighthouse: LighthouseSet | null
  /** Lighthouse as slow as each class of phone (CALIBRATION): the targets are theirs. */
  profiles: Partial<Record<DeviceClass, ProfileResult>> | null
  bundles: BundleReport | null
  keystroke: KeystrokeResult | null
  /** The buyer journey on /products at the low-tier slowdown (Lighthouse user flow). */
  journey: JourneyResult | null
  /** The other build of an A/B run (`--against`), and how this one compares with it. */
  against: AgainstResult | null
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

export function profileResult(set: LighthouseSet): ProfileResult {
  const routes = Object.fromEntries(
    set.pages.map((page) => [
      page.path,
      {
        performance: page.median.performance,
        tbt: page.median.tbtMs,
        lcp: page.median.lcpMs,
        cls: page.median.cls,
      },
    ]),
  )
  return { ...set, routes }
}

export function lcpRatio(
  home: PageLighthouse | undefined,
  floor: PageLighthouse | null,
): number | null {
  const page = home?.median.lcpMs
  const best = floor?.median.lcpMs
  return typeof page === 'number' && typeof best === 'number' && best > 0 ? page / best : null
}
