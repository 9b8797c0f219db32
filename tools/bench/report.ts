/** bench-results/report.json and report.md: the numbers, the chunks, and PASS/FAIL per target. */
import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { abMarkdown } from './ab'
import { driftedIndexes, type DeviceClass } from './calibration'
import { CALIBRATION, PROFILE_TARGETS } from './config'
import { measuredFirestores } from './local-stack'
import { formatKb, formatMs, table } from './markdown'
import type { BenchResults, LighthouseSet, PageLighthouse } from './results'
import { journeyMarkdown } from './journey-result'
import { evaluateTargets, type TargetCheck } from './targets'

const show = (v: number | null, format: (v: number) => string) => (v === null ? '–' : format(v))
const score = (v: number) => String(Math.round(v))

function lighthouseRow(label: string, page: PageLighthouse): string[] {
  const m = page.median
  const failed = page.runs.filter((r) => r.error !== null).length
  return [
    failed > 0 ? `${label} (${failed} failed run${failed > 1 ? 's' : ''})` : label,
    show(m.performance, score),
    show(m.fcpMs, formatMs),
    show(m.lcpMs, formatMs),
    show(m.tbtMs, formatMs),
    show(m.cls, (v) => v.toFixed(3)),
    show(m.transferBytes, formatKb),
    show(m.accessibility, score),
    show(m.bestPractices, score),
    show(m.seo, score),
  ]
}

/** The calibrated profiles and the fixed 4× side by side: performance, TBT, LCP and CLS. */
function profilesSection(results: BenchResults): string[] {
  const sets = [
    ...(Object.entries(results.profiles ?? {}) as [DeviceClass, LighthouseSet][]).map(
      ([device, set]) => ({ name: `${PROFILE_TARGETS[device].label} (${set.cpuSlowdown}×)`, set }),
    ),
    ...(results.lighthouse
      ? [{ name: `fixed ${results.lighthouse.cpuSlowdown}×`, set: results.lighthouse }]
      : []),
  ]
  if (!results.profiles || sets.length === 0)
    return ['## Lighthouse by class of phone', '', 'Not measured.']
  const first = sets[0]?.set
  const rowOf = (path: string, of: (set: LighthouseSet) => PageLighthouse | null | undefined) => [
    path,
    ...sets.flatMap(({ set }) => {
      const m = of(set)?.median
      return [
        show(m?.performance ?? null, score),
        show(m?.tbtMs ?? null, formatMs),
        show(m?.lcpMs ?? null, formatMs),
        show(m?.cls ?? null, (v) => v.toFixed(3)),
      ]
    }),
  ]
  const rows = (first?.pages ?? []).map((page) =>
    rowOf(page.path, (set) => set.pages.find((p) => p.path === page.path)),
  )
  if (first?.floor) rows.push(rowOf('floor (hero only)', (set) => set.floor))
  return [
    `## Lighthouse by class of phone (mobile, simulated, median of ${results.options.runs} runs)`,
    '',
    table(['Route', ...sets.flatMap(({ name }) => [`${name} Perf`, 'TBT', 'LCP', 'CLS'])], rows),
  ]
}

function lighthouseSection(results: BenchResults): string[] {
  const lh = results.lighthouse
  if (!lh) return ['## Lighthouse', '', 'Skipped.']
  const rows = lh.pages.map((p) => lighthouseRow(p.path, p))
  if (lh.floor) rows.push(lighthouseRow('floor (hero only)', lh.floor))
  const notes = [...lh.pages, ...(lh.floor ? [lh.floor] : [])].flatMap((p) => {
    const run = p.runs.find((r) => r.error === null)
    const failedAudits = [...new Set(p.runs.flatMap((r) => r.failedAudits))]
    const errors = [...new Set(p.runs.map((r) => r.error).filter((e) => e !== null))]
    const shifts = run?.layoutShifts.map((l) => `\`${l.element}\` ${l.score}`).join(', ')
    return [
      ...(run?.lcpElement ? [`- ${p.path} LCP element: \`${run.lcpElement.slice(0, 160)}\``] : []),
      ...(shifts ? [`- ${p.path} layout shifts: ${shifts}`] : []),
      ...(failedAudits.length > 0
        ? [`- ${p.path} audits below full score: ${failedAudits.join(', ')}`]
        : []),
      ...errors.map((e) => `- ${p.path} run error: ${e}`),
    ]
  })
  const ratio = lh.lcpRatio === null ? '–' : `${lh.lcpRatio.toFixed(2)}`
  return [
    `## Lighthouse at a fixed ${lh.cpuSlowdown}× CPU slowdown (for comparison with earlier reports; no targets), median of ${results.options.runs} runs`,
    '',
    table(['Route', 'Perf', 'FCP', 'LCP', 'TBT', 'CLS', 'Transfer', 'A11y', 'BP', 'SEO'], rows),
    '',
    `LCP(/) ÷ LCP(floor) = ${ratio}`,
    '',
    ...notes,
  ]
}

const index = (v: number) => Math.round(v).toLocaleString('en-IN')

/**
 * The host's BenchmarkIndex and what it makes of each class of phone; and a warning when
 * Lighthouse's runs met a machine much faster or slower than the one calibrated.
 */
function calibrationSection(results: BenchResults): string[] {
  const c = results.calibration
  if (!c) return ['## CPU calibration', '', 'Not measured.']
  const device = CALIBRATION.deviceIndex
  const lines = [
    '## CPU calibration',
    '',
    `BenchmarkIndex ${index(c.benchmarkIndex)} (median of ${c.samples.map(index).join(', ')}) · ${c.chromium}`,
    `CPU slowdown to match a mid-tier phone (index ${index(device.midTier)}): ${c.multipliers.midTier}× · a low-tier phone (index ${index(device.lowTier)}): ${c.multipliers.lowTier}×`,
  ]
  const sets = [
    ...Object.values(results.profiles ?? {}),
    results.lighthouse,
    ...Object.values(results.against?.profiles ?? {}),
  ]
  const runs = sets
    .flatMap((set) => (set ? [...set.pages, ...(set.floor ? [set.floor] : [])] : []))
    .flatMap((page) => page.runs.filter((run) => run.error === null))
  const drifted = driftedIndexes(
    runs.map((run) => run.benchmarkIndex),
    c.benchmarkIndex,
  )
  if (drifted.length > 0) {
    lines.push(
      '',
      `Warning: ${drifted.length} of ${runs.length} Lighthouse runs measured an index more than ${CALIBRATION.maxDrift * 100} % away from ${index(c.benchmarkIndex)} (${drifted.map(index).join(', ')}): the machine's load changed during the benchmark, so its timings compare less well.`,
    )
  }
  return lines
}

/** A chunk by its file name, after its build's folder for another language's (hi/…). */
function chunkName(file: string): string {
  const build = /^([^/]+)\/assets\//.exec(file)?.[1]
  return build ? `${build}/${basename(file)}` : basename(file)
}

function bundleSection(results: BenchResults): string[] {
  const bundles = results.bundles
  if (!bundles) return ['## First load (gzip)', '', 'Not measured.']
  const rows = bundles.routes.map((r) => [
    r.path,
    formatKb(r.jsGzip),
    formatKb(r.cssGzip),
    [...r.js, ...r.css].map((a) => `${chunkName(a.file)} (${formatKb(a.gzip)})`).join(', '),
  ])
  const deferred = [...new Set(bundles.routes.flatMap((r) => r.deferred))].map(chunkName)
  return [
    "## First load (gzip): entry + its imports + the route page chunk + its imports and CSS (each route from its language's build)",
    '',
    table(['Route', 'JS', 'CSS', 'Chunks'], rows),
    '',
    `Loaded later on demand (dynamic imports, pages excluded): ${deferred.join(', ') || 'none'}`,
    `Leaflet lives in: ${bundles.leafletChunks.map(chunkName).join(', ') || 'no chunk'}`,
  ]
}

function keystrokeSection(results: BenchResults): string[] {
  const k = results.keystroke
  if (!k) return ['## Catalogue scale', '', 'Skipped.']
  const samples = k.samples.map((s) => (s.ms === null ? '–' : String(Math.round(s.ms)))).join(', ')
  return [
    '## Catalogue scale: search keystroke → updated grid',
    '',
    `${k.products.toLocaleString('en-IN')} products, CPU throttled ${k.cpuThrottlingRate}×, ${k.samples.length} keystrokes ("1" and Backspace alternately): median ${show(k.medianMs, formatMs)}`,
    `Samples (ms): ${samples || 'none'}`,
    ...(k.error ? [`Error: ${k.error}`] : []),
  ]
}

function targetSection(checks: TargetCheck[]): string[] {
  return [
    '## Targets',
    '',
    table(
      ['Result', 'Target', 'Scope', 'Value'],
      checks.map((c) => [c.status, c.target, c.scope, c.value]),
    ),
  ]
}

/** `firestores`: which Firestore the measured stacks ran (the emulator, or the stand-in). */
export function renderMarkdown(
  results: BenchResults,
  checks: TargetCheck[],
  firestores: readonly string[] = [],
): string {
  const env = results.environment
  return [
    '# Benchmark report',
    '',
    `${results.generatedAt} · Node ${env.node} · ${env.cpus} CPUs · ${env.chromium} · Lighthouse ${env.lighthouse}`,
    ...(firestores.length > 0 ? ['', `Firestore: ${firestores.join('; ')}`] : []),
    '',
    ...calibrationSection(results),
    '',
    ...profilesSection(results),
    '',
    ...(results.against ? [...abMarkdown(results.against, results.bundles), ''] : []),
    ...lighthouseSection(results),
    '',
    ...bundleSection(results),
    '',
    ...keystrokeSection(results),
    '',
    ...(results.journey ? [...journeyMarkdown(results.journey), ''] : []),
    ...targetSection(checks),
    ...(results.errors.length > 0
      ? ['', '## Could not run', '', ...results.errors.map((e) => `- ${e}`)]
      : []),
    '',
  ].join('\n')
}

export function writeReport(
  dir: string,
  results: BenchResults,
): { markdown: string; checks: TargetCheck[] } {
  const checks = evaluateTargets(results)
  const firestores = measuredFirestores()
  const markdown = renderMarkdown(results, checks, firestores)
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'report.json'),
    `${JSON.stringify({ ...results, firestores, targets: checks }, null, 2)}\n`,
  )
  writeFileSync(join(dir, 'report.md'), markdown)
  return { markdown, checks }
}
