/** The benchmark's targets (README.md), checked against a run's results: PASS/FAIL per route, never thrown. */
import { abChecks } from './ab'
import type { DeviceClass } from './calibration'
import { HOME_PATH, PROFILE_TARGETS, ROUTES, TARGETS } from './config'
import { journeyChecks } from './journey-result'
import { formatKb, formatMs } from './markdown'
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
  if (results.bundles) {
    const waits = results.bundles.entryWaitsFor
    checks.push({
      target: 'the entry script imports no other script',
      scope: 'entry',
      value: waits.length === 0 ? 'none' : waits.join(', '),
      status: waits.length === 0 ? 'PASS' : 'FAIL',
    })
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
