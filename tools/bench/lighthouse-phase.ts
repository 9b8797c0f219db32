/**
 * Lighthouse on every route of a freshly seeded stack, and on the floor page, `runs` times each,
 * at each CPU slowdown: Lighthouse's fixed 4×, and as slow as each class of phone when the host
 * was calibrated. Runs are interleaved (every slowdown and page once, then again) so a busy
 * moment of the machine hits all of them alike and LCP(/) ÷ LCP(floor) compares runs from the
 * same rounds. In an A/B run (`--against`) the other build is served on a stack of its own and
 * each of its runs sits next to this build's run of the same page, in alternating order.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { hasLocaleBuild } from './bundles'
import {
  benchPorts,
  DIST_DIR,
  FIXED_CPU_SLOWDOWN,
  HOME_PATH,
  RESULTS_DIR,
  routeSlug,
} from './config'
import { captureHero, floorHtml } from './floor'
import { formatMs } from './markdown'
import type { Calibration, DeviceClass } from './calibration'
import { runLighthouse } from './lighthouse-runner'
import type { StackPorts } from '../local-backend/ports'
import type { AgainstResult } from './ab'
import type { AgainstBuild } from './against'
import { startStack, type RunningStack } from './local-stack'
import type { BenchOptions } from './options'
import { launchBrowser, type PhaseContext } from './phase-context'
import {
  lcpRatio,
  mediansOf,
  profileResult,
  type BenchResults,
  type LighthouseSet,
  type PageLighthouse,
} from './results'
import { startStaticServer } from './static-server'

const LIGHTHOUSE_DIR = join(RESULTS_DIR, 'lighthouse')

/** Builds the floor page from the rendered home page and serves it with dist/'s files. */
async function serveFloor(context: PhaseContext, origin: string) {
  const browser = await launchBrowser(context)
  let hero
  try {
    hero = await captureHero(browser, origin)
  } finally {
    await browser.close()
  }
  const html = floorHtml(readFileSync(join(DIST_DIR, 'index.html'), 'utf8'), hero)
  writeFileSync(join(RESULTS_DIR, 'floor.html'), html)
  context.cleanup.ensureRunning()
  const server = await startStaticServer(DIST_DIR, new Map([['/', html]]))
  const unregister = context.cleanup.add('floor server', () => server.close())
  return {
    url: `${server.origin}/`,
    close: async () => {
      unregister()
      await server.close()
    },
  }
}

function emptyPage(path: string, kind: PageLighthouse['kind'], url: string): PageLighthouse {
  return { path, kind, url, runs: [], median: mediansOf([]) }
}

interface Slowdown {
  /** The calibrated class of phone, or null for the fixed 4×. */
  device: DeviceClass | null
  cpuSlowdown: number
  pages: PageLighthouse[]
  floor: PageLighthouse | null
}

/** A build served on a stack of its own, and its runs at each slowdown. */
interface Site {
  /** Prefix of its reports' file names: '' for this build. */
  prefix: string
  slowdowns: Slowdown[]
}

/** What an A/B run adds: the other build and its stack's ports. */
export interface Against {
  build: AgainstBuild
  ports: StackPorts
}

function sitePages(
  slowdowns: Omit<Slowdown, 'pages' | 'floor'>[],
  routes: BenchOptions['routes'],
  origin: string,
  floorUrl: string | null,
): Slowdown[] {
  return slowdowns.map((slowdown) => ({
    ...slowdown,
    pages: routes.map((r) => emptyPage(r.path, r.kind, `${origin}${r.path}`)),
    floor: floorUrl ? emptyPage('floor', 'floor', floorUrl) : null,
  }))
}

function setsOf(slowdowns: Slowdown[], reportError: (message: string) => void) {
  return slowdowns.map((slowdown): [DeviceClass | null, LighthouseSet] => {
    const all = slowdown.floor ? [...slowdown.pages, slowdown.floor] : slowdown.pages
    for (const page of all) {
      page.median = mediansOf(page.runs)
      if (page.runs.every((r) => r.error !== null))
        reportError(`Lighthouse at ${slowdown.cpuSlowdown}×: every run of ${page.path} failed`)
    }
    const home = slowdown.pages.find((p) => p.path === HOME_PATH)
    const { cpuSlowdown, pages, floor } = slowdown
    return [slowdown.device, { cpuSlowdown, pages, floor, lcpRatio: lcpRatio(home, floor) }]
  })
}

export async function runLighthousePhase(
  context: PhaseContext,
  options: BenchOptions,
  calibration: Calibration | null,
  reportError: (message: string) => void,
  against: Against | null = null,
): Promise<
  Pick<BenchResults, 'lighthouse' | 'profiles'> & {
    againstProfiles: AgainstResult['profiles'] | null
  }
> {
  const { cleanup, log } = context
  rmSync(LIGHTHOUSE_DIR, { recursive: true, force: true })
  mkdirSync(LIGHTHOUSE_DIR, { recursive: true })
  const ports = benchPorts()
  log(`starting the local stack (vite preview of dist/) on port ${ports.app}…`)
  const logFile = join(RESULTS_DIR, 'stack.log')
  writeFileSync(logFile, '')
  const stack = await startStack({
    ports,
    dataDir: join(context.tmp, 'stack'),
    logFile,
    cleanup,
  })
  let otherStack: RunningStack | null = null
  try {
    if (against) {
      const { build } = against
      log(`starting a second stack for ${build.ref} on port ${against.ports.app}…`)
      const otherLog = join(RESULTS_DIR, 'stack-against.log')
      writeFileSync(otherLog, '')
      otherStack = await startStack({
        ports: against.ports,
        dataDir: join(context.tmp, 'stack-against'),
        seedDir: build.seedDir,
        distDir: build.distDir,
        logFile: otherLog,
        cleanup,
      })
    }
    let floorServer: Awaited<ReturnType<typeof serveFloor>> | null = null
    if (options.routes.some((r) => r.path === HOME_PATH)) {
      try {
        floorServer = await serveFloor(context, stack.origin)
      } catch (error) {
        reportError(`Floor page: ${(error as Error).message}`)
      }
    }
    const devices = calibration ? (Object.keys(calibration.multipliers) as DeviceClass[]) : []
    const slowdowns = [
      ...devices.map((device) => ({ device, cpuSlowdown: calibration?.multipliers[device] ?? 1 })),
      ...(options.fixedSlowdown ? [{ device: null, cpuSlowdown: FIXED_CPU_SLOWDOWN }] : []),
    ]
    // Each build's pages in the languages it has. This build lacking one is an error reported
    // with the bundles; a commit from before a language has none, and those routes are measured
    // on this build alone.
    const builtRoutes = (distDir: string) =>
      options.routes.filter((r) => hasLocaleBuild(distDir, r.locale))
    const mine: Site = {
      prefix: '',
      slowdowns: sitePages(
        slowdowns,
        builtRoutes(DIST_DIR),
        stack.origin,
        floorServer?.url ?? null,
      ),
    }
    const theirRoutes = against ? builtRoutes(against.build.distDir) : []
    const theirs: Site | null = otherStack
      ? {
          prefix: 'against-',
          slowdowns: sitePages(slowdowns, theirRoutes, otherStack.origin, null),
        }
      : null
    for (let run = 1; run <= options.runs; run++) {
      // A B in odd rounds, B A in even ones: neither build always follows the other.
      const sites = theirs ? (run % 2 === 1 ? [mine, theirs] : [theirs, mine]) : [mine]
      for (const [s, slowdown] of mine.slowdowns.entries()) {
        const all = slowdown.floor ? [...slowdown.pages, slowdown.floor] : slowdown.pages
        for (const first of all) {
          for (const site of sites) {
            const page =
              site === mine ? first : site.slowdowns[s]?.pages.find((x) => x.path === first.path)
            if (!page) continue
            const t0 = performance.now()
            const slug = page.kind === 'floor' ? 'floor' : routeSlug(page.path)
            const which = slowdown.device ?? `${slowdown.cpuSlowdown}x`
            const output = join(LIGHTHOUSE_DIR, `${site.prefix}${slug}-${which}-${run}.json`)
            const profile = join(context.tmp, 'chromium-profile')
            const measure = () =>
              runLighthouse(
                page.url,
                context.chromium.path,
                output,
                cleanup,
                profile,
                slowdown.cpuSlowdown,
              )
            const whose = site === mine ? '' : ` (${against?.build.ref})`
            const label = `Lighthouse ${run}/${options.runs} ${page.path}${whose} at ${slowdown.cpuSlowdown}×`
            let sample = await measure()
            // Lighthouse now and then loses the trace of a load (NO_NAVSTART): such a run says
            // nothing about the page, so it is made once more before it counts as failed.
            if (sample.error) {
              log(`${label}: failed (${sample.error}), once more`)
              sample = await measure()
            }
            page.runs.push(sample)
            const took = `${((performance.now() - t0) / 1000).toFixed(0)} s`
            log(
              sample.error
                ? `${label}: failed (${sample.error}) · ${took}`
                : `${label}: perf ${sample.performance}, LCP ${formatMs(sample.lcpMs ?? 0)}, TBT ${formatMs(sample.tbtMs ?? 0)}, CLS ${sample.cls?.toFixed(3)} · ${took}`,
            )
          }
        }
      }
    }
    await floorServer?.close()
    const sets = setsOf(mine.slowdowns, reportError)
    const profiles = Object.fromEntries(
      sets.flatMap(([device, set]) => (device ? [[device, profileResult(set)]] : [])),
    ) as BenchResults['profiles']
    const againstProfiles = theirs
      ? (Object.fromEntries(
          setsOf(theirs.slowdowns, reportError).flatMap(([device, set]) =>
            device ? [[device, set]] : [],
          ),
        ) as AgainstResult['profiles'])
      : null
    return {
      lighthouse: sets.find(([device]) => device === null)?.[1] ?? null,
      profiles: devices.length > 0 ? profiles : null,
      againstProfiles,
    }
  } finally {
    await otherStack?.stop()
    await stack.stop()
  }
}
