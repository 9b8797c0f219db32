/**
 * What the benchmark measures, where, and against which targets.
 * Targets are reported as PASS/FAIL, never turned into timed tests: these numbers are noisy.
 */
import { join, resolve } from 'node:path'
import { pageFile, routes, type RouteSpec } from '../../src/config/routes.ts'
import {
  LOCALES,
  localeOfPath,
  pathInLocale,
  SOURCE_LOCALE,
  unprefixedPath,
  type Locale,
} from '../../src/config/locales.ts'
import { buildOutDir, type StackPorts } from '../local-backend/ports'

export const ROOT = resolve(import.meta.dirname, '../..')
/** The build the bench measures and serves: dist/, or BUILD_OUT_DIR like vite.config.ts. */
export const DIST_DIR = resolve(ROOT, buildOutDir())
export const SEED_DIR = resolve(ROOT, 'seed')
export const RESULTS_DIR = resolve(ROOT, 'bench-results')

/**
 * The e2e defaults (e2e/stack-ports.ts) + 70, so a bench runs beside `npm run dev` and test
 * suites; BENCH_PORT_OFFSET=N moves them all by N more.
 */
export function benchPorts(env: NodeJS.ProcessEnv = process.env, shift = 0): StackPorts {
  const raw = env.BENCH_PORT_OFFSET ?? ''
  const offset = (raw === '' ? 0 : Number(raw)) + shift
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new Error(`BENCH_PORT_OFFSET must be a whole number from 0 to 50000, got "${raw}"`)
  }
  const base: StackPorts = {
    app: 4243,
    auth: 9269,
    firestore: 8250,
    outbox: 8195,
    emulatorHub: 4471,
    emulatorLogging: 4571,
  }
  return Object.fromEntries(
    Object.entries(base).map(([name, port]) => [name, port + offset]),
  ) as unknown as StackPorts
}

/**
 * How far above the bench's ports the other build of an A/B run (`--against`) is served: not a
 * multiple of 100, which would put one stack's emulator hub on the other's logging port.
 */
export const AGAINST_PORT_SHIFT = 1000

export interface BenchRoute {
  path: string
  /**
   * The route's page module (from the route table): found in the build by source map, or by its
   * chunk's name (Vite names a chunk after its module) when there are none.
   */
  module: string
  /** The map route may have Leaflet in its first load; content routes may not. */
  kind: 'content' | 'map'
  /** The page's language: its first load is read from that language's build (dist/hi). */
  locale: Locale
  /** For a page in another language than English: the English page's path, its twin. */
  twin?: string
}

function benchRoute(
  route: RouteSpec,
  kind: BenchRoute['kind'] = 'content',
  locale: Locale = SOURCE_LOCALE,
): BenchRoute {
  return {
    path: pathInLocale(route.path, locale),
    module: pageFile(route.page.module),
    kind,
    locale,
    ...(locale === SOURCE_LOCALE ? {} : { twin: route.path }),
  }
}

export const ROUTES: readonly BenchRoute[] = [
  benchRoute(routes.home),
  benchRoute(routes.products),
  benchRoute(routes.services),
  benchRoute(routes.about),
  benchRoute(routes.blogs),
  benchRoute(routes.jobs),
  benchRoute(routes.locate, 'map'),
  benchRoute(routes.home, 'content', 'hi'),
  benchRoute(routes.products, 'content', 'hi'),
]

/** A route's name in file names: `home`, `products`, `hi-home`, `hi-products`. */
export function routeSlug(path: string): string {
  const locale = localeOfPath(path)
  const page = unprefixedPath(path)
  const name = page === '/' ? 'home' : page.replace(/\W+/g, '')
  return locale === SOURCE_LOCALE ? name : `${locale}-${name}`
}

/**
 * Where a language's build is inside the site's build folder: the folder itself for English,
 * its prefix's folder for the others (dist/hi), as tools/i18n/build.ts writes them.
 */
export function localeBuildDir(distDir: string, locale: Locale): string {
  const { prefix } = LOCALES[locale]
  return prefix ? join(distDir, prefix) : distDir
}

/** The route whose LCP is compared with the floor page, and whose JS has a budget. */
export const HOME_PATH = routes.home.path
/** The route of the catalogue-scale keystroke measurement. */
export const PRODUCTS_PATH = routes.products.path
/** The home hero's image, the floor page's only image. */
export const HERO_IMAGE = '/images/hero/hero-1.svg'

export const SCALE = {
  products: 2000,
  keystrokes: 20,
  /** Unmeasured type/Backspace pairs first, so JIT warm-up does not land in the samples. */
  warmupPairs: 2,
  cpuThrottlingRate: 4,
  /** A keystroke whose grid has not changed by then counts as failed. */
  keystrokeTimeoutMs: 10_000,
} as const

/**
 * CPU calibration as Chrome DevTools does it: the host's BenchmarkIndex (Lighthouse's CPU
 * benchmark) against that of a class of phone, so a profile is as slow as that phone whatever
 * the host. A mid-tier phone (Pixel 5 class) scores about 1,000, a low-tier one (Moto G Power
 * 2022 class) about 264.
 */
export const CALIBRATION = {
  deviceIndex: { midTier: 1000, lowTier: 264 },
  /** Measurements of the index before the runs; their median is the host's. */
  samples: 5,
  /** A run whose own index is further than this from the host's is reported as drift. */
  maxDrift: 0.2,
} as const

/** Lighthouse's own CPU slowdown, still measured for continuity with earlier reports. */
export const FIXED_CPU_SLOWDOWN = 4

/**
 * What each class of phone must see, every public route (medians of the runs). Lighthouse at the
 * fixed 4× carries no targets: its verdict moves with the host.
 */
export const PROFILE_TARGETS = {
  midTier: {
    label: 'mid-tier',
    performance: 98,
    tbtMs: 50,
    cls: 0.02,
    lcpMs: null,
    lcpFloorRatio: 1.25,
  },
  lowTier: {
    label: 'low-tier',
    performance: 90,
    tbtMs: 200,
    cls: 0.02,
    lcpMs: 2500,
    lcpFloorRatio: null,
  },
} as const

export const TARGETS = {
  /** 150 KB gzip, with KB = 1,000 bytes as Vite prints sizes. */
  homeFirstLoadJsBytes: 150_000,
  keystrokeMs: 50,
  /** A Hindi page's first-load JS may be this much more than its English twin's (gzip). */
  twinJsBytes: 5_000,
  /**
   * A Hindi page's low-tier TBT may be this share above its English twin's: not a budget, room
   * for the run-to-run noise of two pages measured apart.
   */
  twinTbtNoise: 0.1,
} as const
