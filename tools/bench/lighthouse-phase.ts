/**
 * Lighthouse on every route of a freshly seeded stack, and on the floor page, `runs` times each.
 * Runs are interleaved (every page once, then again) so a busy moment of the machine hits all
 * pages alike and LCP(/) ÷ LCP(floor) compares runs from the same rounds.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchPorts, DIST_DIR, HOME_PATH, RESULTS_DIR } from './config'
import { captureHero, floorHtml } from './floor'
import { runLighthouse } from './lighthouse-runner'
import { startStack } from './local-stack'
import type { BenchOptions } from './options'
import { launchBrowser, type PhaseContext } from './phase-context'
import { lcpRatio, mediansOf, type BenchResults, type PageLighthouse } from './results'
import { startStaticServer } from './static-server'
import { formatMs } from './targets'

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

export async function runLighthousePhase(
  context: PhaseContext,
  options: BenchOptions,
  reportError: (message: string) => void,
): Promise<NonNullable<BenchResults['lighthouse']>> {
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
  try {
    const pages = options.routes.map((r) => emptyPage(r.path, r.kind, `${stack.origin}${r.path}`))
    let floor: PageLighthouse | null = null
    let floorServer: Awaited<ReturnType<typeof serveFloor>> | null = null
    if (options.routes.some((r) => r.path === HOME_PATH)) {
      try {
        floorServer = await serveFloor(context, stack.origin)
        floor = emptyPage('floor', 'floor', floorServer.url)
      } catch (error) {
        reportError(`Floor page: ${(error as Error).message}`)
      }
    }
    const all = floor ? [...pages, floor] : pages
    for (let run = 1; run <= options.runs; run++) {
      for (const page of all) {
        const t0 = performance.now()
        const slug = page.path === '/' ? 'home' : page.path.replace(/\W+/g, '')
        const output = join(LIGHTHOUSE_DIR, `${slug}-${run}.json`)
        const profile = join(context.tmp, 'chromium-profile')
        let sample = await runLighthouse(page.url, context.chromium.path, output, cleanup, profile)
        // Lighthouse now and then loses the trace of a load (NO_NAVSTART): such a run says
        // nothing about the page, so it is made once more before it counts as failed.
        if (sample.error) {
          log(`Lighthouse ${run}/${options.runs} ${page.path}: failed (${sample.error}), once more`)
          sample = await runLighthouse(page.url, context.chromium.path, output, cleanup, profile)
        }
        page.runs.push(sample)
        const took = `${((performance.now() - t0) / 1000).toFixed(0)} s`
        log(
          sample.error
            ? `Lighthouse ${run}/${options.runs} ${page.path}: failed (${sample.error}) · ${took}`
            : `Lighthouse ${run}/${options.runs} ${page.path}: perf ${sample.performance}, LCP ${formatMs(sample.lcpMs ?? 0)}, TBT ${formatMs(sample.tbtMs ?? 0)}, CLS ${sample.cls?.toFixed(3)} · ${took}`,
        )
      }
    }
    await floorServer?.close()
    for (const page of all) {
      page.median = mediansOf(page.runs)
      if (page.runs.every((r) => r.error !== null))
        reportError(`Lighthouse: every run of ${page.path} failed`)
    }
    return {
      pages,
      floor,
      lcpRatio: lcpRatio(
        pages.find((p) => p.path === HOME_PATH),
        floor,
      ),
    }
  } finally {
    await stack.stop()
  }
}
