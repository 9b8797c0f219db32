/** The benchmark's targets (README.md), checked against a run's results: PASS/FAIL per route, never thrown. */
import { abChecks } from './ab'
import type { DeviceClass } from './calibration'
import { HOME_PATH, PROFILE_TARGETS, ROUTES, TARGETS, type BenchRoute } from './config'
import { journeyChecks } from './journey-result'
import { formatKb, formatKbChange, formatMs } from './markdown'
import type { BenchResults, ProfileResult } from './results'

export type Status = 'PASS' | 'FAIL' | 'ERROR'

export interface TargetCheck {
  target: string
  scope: string
  value: string
  status: Status
}

type Measured = number | null | undefined

function check(
  target: string,
  scope: string,
  value: Measured,
  pass: (v: number) => boolean,
  show: (v: number) => string,
): TargetCheck {
  if (typeof value !== 'number') return { target, scope, value: 'not measured', status: 'ERROR' }
  return { target, scope, value: show(value), status: pass(value) ? 'PASS' : 'FAIL' }
}

const formatCls = (v: number) => v.toFixed(3)
const formatScore = (v: number) => String(Math.round(v))

/** The measured routes that have an English twin (the Hindi ones), with it. */
function routesWithTwin(results: BenchResults): (BenchRoute & { twin: string })[] {
  return ROUTES.filter(
    (r): r is BenchRoute & { twin: string } =>
      r.twin !== undefined && results.options.routes.includes(r.path),
  )
}

/** A Hindi page's first-load JS: at most TARGETS.twinJsBytes more than its English twin's. */
function twinJsChecks(results: BenchResults): TargetCheck[] {
  const bundles = results.bundles
  if (!bundles) return []
  const measured = (path: string) => {
    const route = bundles.routes.find((r) => r.path === path)
    return route && route.pageChunk !== null ? route.jsGzip : null
  }
  return routesWithTwin(results).map((route) => {
    const target = `first-load JS within ${formatKb(TARGETS.twinJsBytes)} gz of its English twin`
    const mine = measured(route.path)
    const twin = measured(route.twin)
    if (mine === null || twin === null)
      return { target, scope: route.path, value: 'not measured', status: 'ERROR' }
    const change = mine - twin
    return {
      target,
      scope: route.path,
      value: `${formatKb(mine)} vs ${formatKb(twin)} (${route.twin}): ${formatKbChange(change)}`,
      status: change <= TARGETS.twinJsBytes ? 'PASS' : 'FAIL',
    }
  })
}

/** A Hindi page's low-tier TBT: no worse than its English twin's, give or take the noise. */
function twinTbtChecks(results: BenchResults): TargetCheck[] {
  const profile = results.profiles?.lowTier
  if (!profile) return []
  const { label } = PROFILE_TARGETS.lowTier
  const tbt = (path: string) => profile.pages.find((p) => p.path === path)?.median.tbtMs ?? null
  const margin = TARGETS.twinTbtNoise
  const percent = Math.round(margin * 100)
  return routesWithTwin(results).map((route) => {
    const target = `${label}: TBT no worse than its English twin's (≤ twin × ${(1 + margin).toFixed(2)}: ${percent} % for run-to-run noise)`
    const mine = tbt(route.path)
    const twin = tbt(route.twin)
    if (mine === null || twin === null)
      return { target, scope: route.path, value: 'not measured', status: 'ERROR' }
    return {
      target,
      scope: route.path,
      value: `${formatMs(mine)} vs ${formatMs(twin)} (${route.twin})`,
      status: mine <= twin * (1 + margin) ? 'PASS' : 'FAIL',
    }
  })
}

export function evaluateTargets(results: BenchResults): TargetCheck[] {
  const checks: TargetCheck[] = []
  for (const [device, profile] of Object.entries(results.profiles ?? {}) as [
    DeviceClass,
    ProfileResult,
  ][]) {
    const t = PROFILE_TARGETS[device]
    const named = (target: string) => `${t.label}: ${target}`
    for (const page of profile.pages) {
      const m = page.median
      checks.push(
        check(
          named(`performance ≥ ${t.performance}`),
          page.path,
          m.performance,
          (v) => v >= t.performance,
          formatScore,
        ),
        check(named(`CLS ≤ ${t.cls}`), page.path, m.cls, (v) => v <= t.cls, formatCls),
        check(named(`TBT ≤ ${t.tbtMs} ms`), page.path, m.tbtMs, (v) => v <= t.tbtMs, formatMs),
      )
      const lcpMs = t.lcpMs
      if (lcpMs !== null) {
        checks.push(
          check(named(`LCP ≤ ${formatMs(lcpMs)}`), page.path, m.lcpMs, (v) => v <= lcpMs, formatMs),
        )
      }
    }
    const ratio = t.lcpFloorRatio
    const home = profile.pages.find((p) => p.path === HOME_PATH)
    if (ratio !== null && home) {
      checks.push(
        check(
          named(`LCP(/) ≤ ${ratio} × floor`),
          HOME_PATH,
          profile.lcpRatio,
          (v) => v <= ratio,
          (v) =>
            `${v.toFixed(2)} × (${formatMs(home.median.lcpMs ?? 0)} vs ${formatMs(profile.floor?.median.lcpMs ?? 0)})`,
        ),
      )
    }
  }
  checks.push(...twinTbtChecks(results))
  if (results.bundles) {
    const entryCheck = (scope: string, waits: string[] | null): TargetCheck => ({
      target: 'the entry script imports no other script',
      scope,
      value: waits === null ? 'not measured' : waits.length === 0 ? 'none' : waits.join(', '),
      status: waits === null ? 'ERROR' : waits.length === 0 ? 'PASS' : 'FAIL',
    })
    checks.push(entryCheck('entry', results.bundles.entryWaitsFor))
    // Each other language's build has an entry of its own.
    for (const [locale, build] of Object.entries(results.bundles.locales ?? {}))
      checks.push(entryCheck(`entry (${locale})`, build.entryWaitsFor))
    for (const { locale } of results.bundles.missing ?? [])
      checks.push(entryCheck(`entry (${locale})`, null))
  }
  for (const route of results.bundles?.routes ?? []) {
    if (route.path === HOME_PATH) {
      checks.push(
        check(
          `first-load JS ≤ ${formatKb(TARGETS.homeFirstLoadJsBytes)} gz`,
          route.path,
          route.pageChunk ? route.jsGzip : null,
          (v) => v <= TARGETS.homeFirstLoadJsBytes,
          formatKb,
        ),
      )
    }
    if (ROUTES.find((r) => r.path === route.path)?.kind !== 'map') {
      checks.push({
        target: 'no Leaflet in first load',
        scope: route.path,
        value: route.leafletChunks.length === 0 ? 'none' : route.leafletChunks.join(', '),
        status:
          route.pageChunk === null ? 'ERROR' : route.leafletChunks.length === 0 ? 'PASS' : 'FAIL',
      })
    }
  }
  for (const route of results.bundles?.routes ?? []) {
    checks.push({
      target: 'no Auth SDK or Firestore in first load',
      scope: route.path,
      value: route.firebaseChunks.length === 0 ? 'none' : route.firebaseChunks.join(', '),
      status:
        route.pageChunk === null ? 'ERROR' : route.firebaseChunks.length === 0 ? 'PASS' : 'FAIL',
    })
  }
  checks.push(...twinJsChecks(results))
  if (results.against) checks.push(...abChecks(results.bundles, results.against))
  if (results.keystroke) {
    checks.push(
      check(
        `keystroke → grid ≤ ${TARGETS.keystrokeMs} ms`,
        `/products (${results.keystroke.products.toLocaleString('en-IN')} products, CPU ${results.keystroke.cpuThrottlingRate}×)`,
        results.keystroke.error ? null : results.keystroke.medianMs,
        (v) => v <= TARGETS.keystrokeMs,
        formatMs,
      ),
    )
  }
  if (results.journey) checks.push(...journeyChecks(results.journey))
  return checks
}
