/**
 * `npm run bench`: builds the site for the local stack, serves it, and reports Lighthouse medians,
 * the floor page, first-load bundles and the catalogue-scale keystroke time against the targets
 * in config.ts. Writes bench-results/report.json and report.md. Exits 0 when it measured (even
 * with FAILs: it is a report), 1 when a part of it could not run.
 */
import { mkdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { chromiumVersion, ensureChromium } from '../browsers/chromium'
import { abRoutes } from './ab'
import { buildAgainst, type AgainstBuild } from './against'
import { analyseSiteBundles, pageModuleFiles } from './bundles'
import { measureCalibration } from './calibration'
import { buildSite } from './build'
import { Cleanup } from './cleanup'
import { AGAINST_PORT_SHIFT, benchPorts, DIST_DIR, PRODUCTS_PATH, RESULTS_DIR } from './config'
import { JOURNEY_RUNS, runJourneyPhase } from './journey'
import { runLighthousePhase } from './lighthouse-phase'
import { parseOptions, USAGE } from './options'
import { writeReport } from './report'
import type { BenchResults } from './results'
import { runScalePhase } from './scale-phase'

const log = (line: string) => console.log(`[bench] ${line}`)

function lighthouseVersion(): string {
  const require = createRequire(import.meta.url)
  return (require('lighthouse/package.json') as { version: string }).version
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2))
  if (options === 'help') {
    console.log(USAGE)
    return 0
  }
  const cleanup = new Cleanup()
  let interrupted = false
  // `on`, not `once`: under npm/tsx a Ctrl-C arrives twice (from the terminal and relayed by
  // tsx), and a second signal without a handler would end the process before its cleanup.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (interrupted) return
      interrupted = true
      log(`${signal}: stopping everything the benchmark started…`)
      void cleanup.interrupt().finally(() => process.exit(130))
    })
  }
  const started = performance.now()
  // Scratch space (stack data, generated seed) inside the git-ignored results folder, wiped at
  // the start too, so even a run killed outright leaves nothing behind for long.
  const tmp = join(RESULTS_DIR, '.work')
  rmSync(tmp, { recursive: true, force: true })
  mkdirSync(tmp, { recursive: true })
  cleanup.add('scratch folder', () => rmSync(tmp, { recursive: true, force: true }))

  const chromium = options.lighthouse || options.scale ? ensureChromium() : undefined
  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      cpus: cpus().length,
      chromium: chromium ? chromiumVersion(chromium.path) : 'not used',
      lighthouse: lighthouseVersion(),
    },
    options: { runs: options.runs, routes: options.routes.map((r) => r.path) },
    calibration: null,
    lighthouse: null,
    profiles: null,
    bundles: null,
    keystroke: null,
    journey: null,
    against: null,
    errors: [],
  }
  const attempt = async (what: string, part: () => Promise<void>) => {
    try {
      await part()
    } catch (error) {
      const message = `${what}: ${(error as Error).message}`
      console.error(`[bench] ${message}`)
      results.errors.push(message)
    }
  }

  try {
    if (options.build) {
      log('building the site for the local stack (npm run build:local)…')
      await buildSite(cleanup)
    }
    results.bundles = analyseSiteBundles(DIST_DIR, options.routes, pageModuleFiles())
    // This build makes every language: one missing is a part that could not be measured.
    for (const { locale, routes, reason } of results.bundles.missing ?? []) {
      const message = `First-load bundles of ${routes.join(', ')}: ${reason} (the ${locale} build)`
      console.error(`[bench] ${message}`)
      results.errors.push(message)
    }
    let againstBuild: AgainstBuild | null = null
    if (options.against) {
      againstBuild = await buildAgainst(options.against, cleanup, log)
      results.against = {
        ref: againstBuild.ref,
        commit: againstBuild.commit,
        profiles: {},
        ratios: {},
        bundles: analyseSiteBundles(againstBuild.distDir, options.routes, pageModuleFiles()),
      }
      // A commit from before a language has no build of it: those routes are not compared.
      for (const { locale, routes } of results.against.bundles?.missing ?? [])
        log(`${options.against} has no ${locale} build: ${routes.join(', ')} not compared with it`)
    }
    if (options.lighthouse || options.scale) {
      if (!chromium) throw new Error('No Chromium found (see tools/browsers/chromium.ts).')
      const context = { chromium, cleanup, tmp, log }
      // Before anything else starts: the host as quiet as the benchmark will find it.
      if (options.lighthouse)
        await attempt('CPU calibration', async () => {
          log('measuring the CPU (BenchmarkIndex)…')
          const { chromium: version } = results.environment
          results.calibration = await measureCalibration(context, version)
          const { benchmarkIndex, multipliers } = results.calibration
          log(
            `BenchmarkIndex ${Math.round(benchmarkIndex)}: a mid-tier phone is ${multipliers.midTier}× slower, a low-tier one ${multipliers.lowTier}×`,
          )
        })
      if (options.lighthouse)
        await attempt('Lighthouse', async () => {
          const measured = await runLighthousePhase(
            context,
            options,
            results.calibration,
            (e) => results.errors.push(e),
            againstBuild && {
              build: againstBuild,
              ports: benchPorts(process.env, AGAINST_PORT_SHIFT),
            },
          )
          results.lighthouse = measured.lighthouse
          results.profiles = measured.profiles
          const { against } = results
          if (against && measured.againstProfiles) {
            against.profiles = measured.againstProfiles
            for (const [device, set] of Object.entries(measured.profiles ?? {})) {
              const theirs = measured.againstProfiles[device as keyof typeof against.profiles]
              if (theirs)
                against.ratios[device as keyof typeof against.ratios] = abRoutes(set, theirs)
            }
          }
        })
      if (options.scale && options.routes.some((r) => r.path === PRODUCTS_PATH))
        await attempt('Catalogue scale', async () => {
          results.keystroke = await runScalePhase(context)
          if (results.keystroke.error) throw new Error(results.keystroke.error)
        })
      const lowTier = results.calibration?.multipliers.lowTier
      if (options.journey && lowTier !== undefined)
        await attempt('Buyer journey', async () => {
          log(`the buyer journey on ${PRODUCTS_PATH}, ${JOURNEY_RUNS} times at ${lowTier}×…`)
          results.journey = await runJourneyPhase(context, lowTier, JOURNEY_RUNS)
          if (results.journey.error) throw new Error(results.journey.error)
        })
    }
  } catch (error) {
    results.errors.push((error as Error).message)
    console.error(`[bench] ${(error as Error).message}`)
  } finally {
    await cleanup.runAll()
  }
  // An interrupted run keeps the previous report rather than writing a partial one.
  if (interrupted) return 130

  const { markdown, checks } = writeReport(RESULTS_DIR, results)
  console.log(`\n${markdown}`)
  const failed = checks.filter((c) => c.status !== 'PASS').length
  log(
    `${checks.length - failed} of ${checks.length} targets met · ${((performance.now() - started) / 60_000).toFixed(1)} min · ` +
      `report: bench-results/report.md, bench-results/report.json`,
  )
  return results.errors.length > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[bench] ${(error as Error).message}`)
    process.exit(1)
  },
)
