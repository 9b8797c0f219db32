/**
 * An A/B run (`--against REF`): this build and REF's, measured in alternation, compared route by
 * route. Each run of a page is paired with the other build's run of the same round (the machine
 * was in the same state for both), and the ratio this ÷ REF is the median of the pairs' ratios,
 * with their smallest and largest as its spread: a spread on both sides of 1 says the runs cannot
 * tell the builds apart.
 */
import { localeOfPath, SOURCE_LOCALE } from '../../src/config/locales.ts'
import type { BundleReport, RouteBundle } from './bundles'
import type { DeviceClass } from './calibration'
import { PROFILE_TARGETS } from './config'
import type { LighthouseSample } from './lighthouse-runner'
import { formatKb, formatKbChange, formatMs, table } from './markdown'
import type { LighthouseSet } from './results'
import { median } from './stats'
import type { TargetCheck } from './targets'

export const AB_METRICS = {
  performance: { label: 'Perf', format: (v: number) => String(Math.round(v)) },
  tbtMs: { label: 'TBT', format: formatMs },
  lcpMs: { label: 'LCP', format: formatMs },
} as const

export type AbMetric = keyof typeof AB_METRICS

export interface AbRatio {
  /** Median over the paired runs of this ÷ REF; null when no pair had a REF value above 0. */
  ratio: number | null
  /** The smallest and largest pair ratio. */
  spread: [number, number] | null
  /** How many rounds gave both builds a value. */
  pairs: number
}

export interface AbRoute {
  path: string
  metrics: Record<AbMetric, { this: number | null; against: number | null } & AbRatio>
}

export interface AgainstResult {
  ref: string
  commit: string
  /** REF's Lighthouse runs at each calibrated profile (this build's are the main results'). */
  profiles: Partial<Record<DeviceClass, LighthouseSet>>
  /** Per profile, per route: both medians and the ratio with its spread. */
  ratios: Partial<Record<DeviceClass, AbRoute[]>>
  bundles: BundleReport | null
}

/** Pairs run k of one build with run k of the other; a failed run pairs with nothing. */
export function pairedRatio(
  mine: readonly LighthouseSample[],
  theirs: readonly LighthouseSample[],
  metric: AbMetric,
): AbRatio {
  const ratios: number[] = []
  let pairs = 0
  for (let k = 0; k < Math.min(mine.length, theirs.length); k++) {
    const a = mine[k]?.[metric]
    const b = theirs[k]?.[metric]
    if (typeof a !== 'number' || typeof b !== 'number') continue
    pairs++
    if (b > 0) ratios.push(a / b)
    else if (a === 0) ratios.push(1)
  }
  if (ratios.length === 0) return { ratio: null, spread: null, pairs }
  return {
    ratio: median(ratios),
    spread: [Math.min(...ratios), Math.max(...ratios)],
    pairs,
  }
}

export function abRoutes(mine: LighthouseSet, theirs: LighthouseSet): AbRoute[] {
  return mine.pages.map((page) => {
    const other = theirs.pages.find((p) => p.path === page.path)
    const metrics = Object.fromEntries(
      (Object.keys(AB_METRICS) as AbMetric[]).map((metric) => [
        metric,
        {
          this: page.median[metric],
          against: other?.median[metric] ?? null,
          ...pairedRatio(page.runs, other?.runs ?? [], metric),
        },
      ]),
    ) as AbRoute['metrics']
    return { path: page.path, metrics }
  })
}

/** How much an English route's first-load JS may grow over REF's: 1.5 kB gzip (1,000 bytes a kB). */
export const ENGLISH_GROWTH_BYTES = 1500

/**
 * First-load JS may not grow: each route against REF's; and an English route's by no more than
 * ENGLISH_GROWTH_BYTES. Routes in a language REF has no build of (it is older) are not compared.
 */
export function abChecks(mine: BundleReport | null, against: AgainstResult): TargetCheck[] {
  const notBuilt = new Set(against.bundles?.missing?.map((m) => m.locale) ?? [])
  const routes = (mine?.routes ?? []).filter((r) => !notBuilt.has(localeOfPath(r.path)))
  const compare = (
    route: RouteBundle,
    target: string,
    limit: number,
    value: (change: number) => string,
  ): TargetCheck => {
    const theirs = against.bundles?.routes.find((r) => r.path === route.path)
    if (!theirs || route.pageChunk === null || theirs.pageChunk === null)
      return { target, scope: route.path, value: 'not measured', status: 'ERROR' }
    const change = route.jsGzip - theirs.jsGzip
    return {
      target,
      scope: route.path,
      value: value(change),
      status: change <= limit ? 'PASS' : 'FAIL',
    }
  }
  return [
    ...routes.map((route) =>
      compare(
        route,
        `first-load JS ≤ ${against.ref}'s`,
        0,
        (change) => `${formatKb(route.jsGzip)} (${formatKbChange(change)})`,
      ),
    ),
    ...routes
      .filter((route) => localeOfPath(route.path) === SOURCE_LOCALE)
      .map((route) =>
        compare(
          route,
          `English first-load JS grows ≤ ${formatKb(ENGLISH_GROWTH_BYTES)} gz over ${against.ref}'s`,
          ENGLISH_GROWTH_BYTES,
          (change) => `${formatKbChange(change)} (${formatKb(route.jsGzip)})`,
        ),
      ),
  ]
}

const ratioText = ({ ratio, spread }: AbRatio) =>
  ratio === null
    ? '–'
    : `${ratio.toFixed(2)}${spread ? ` (${spread[0].toFixed(2)}–${spread[1].toFixed(2)})` : ''}`

export function abMarkdown(against: AgainstResult, mine: BundleReport | null): string[] {
  const name = `${against.ref} (${against.commit})`
  const lines = [
    `## A/B: this build against ${name}`,
    '',
    'Runs alternate between the builds. Ratio = this ÷ theirs, the median of the rounds paired, with the smallest and largest pair in brackets (below 1 is better for TBT and LCP, above 1 for Perf).',
  ]
  for (const [device, routes] of Object.entries(against.ratios) as [DeviceClass, AbRoute[]][]) {
    const set = against.profiles[device]
    lines.push(
      '',
      `### ${PROFILE_TARGETS[device].label} (${set?.cpuSlowdown ?? '?'}×)`,
      '',
      table(
        [
          'Route',
          ...(Object.values(AB_METRICS) as { label: string }[]).flatMap(({ label }) => [
            `${label} this`,
            'theirs',
            'ratio',
          ]),
        ],
        routes.map((route) => [
          route.path,
          ...(Object.keys(AB_METRICS) as AbMetric[]).flatMap((metric) => {
            const m = route.metrics[metric]
            const format = AB_METRICS[metric].format
            return [
              m.this === null ? '–' : format(m.this),
              m.against === null ? '–' : format(m.against),
              ratioText(m),
            ]
          }),
        ]),
      ),
    )
  }
  const theirs = against.bundles?.routes ?? []
  if (mine && theirs.length > 0) {
    lines.push(
      '',
      '### First-load JS (gzip)',
      '',
      table(
        ['Route', 'this', 'theirs', 'change'],
        mine.routes.map((route) => {
          const other = theirs.find((r) => r.path === route.path)
          const change = other ? route.jsGzip - other.jsGzip : null
          return [
            route.path,
            formatKb(route.jsGzip),
            other ? formatKb(other.jsGzip) : '–',
            change === null ? '–' : `${change > 0 ? '+' : ''}${(change / 1000).toFixed(2)} kB`,
          ]
        }),
      ),
    )
  }
  for (const { locale, routes, reason } of against.bundles?.missing ?? []) {
    lines.push(
      '',
      `Not compared with ${against.ref}, which has no ${locale} build (${reason}): ${routes.join(', ')}.`,
    )
  }
  return lines
}
