/** Command-line options of `npm run bench`. */
import { parseArgs } from 'node:util'
import { localeOfPath, pathInLocale } from '../../src/config/locales.ts'
import { PRODUCTS_PATH, ROUTES, type BenchRoute } from './config'

export const USAGE = `Usage: npm run bench -- [--runs N] [--routes /,/products] [--skip-lighthouse | --skip-scale | --scale-only] [--skip-journey] [--skip-build] [--against REF]
  --runs N           Lighthouse runs per page; medians are reported (default 3)
  --routes LIST      comma-separated routes to measure (default: ${ROUTES.map((r) => r.path).join(',')});
                     a Hindi route is compared with its English twin, so measure both
  --skip-lighthouse  bundle analysis only: no stack, no browser (quick)
  --skip-scale       leave out the 2,000-product keystroke measurement
  --scale-only       bundle analysis and the keystroke measurement, no Lighthouse
  --skip-journey     leave out the buyer journey on /products (Lighthouse user flow, low-tier)
  --skip-build       measure the existing dist/ instead of running npm run build:local
  --against REF      A/B: also build the git commit REF (in a temporary worktree), serve it on a
                     stack of its own, alternate its Lighthouse runs with this build's on both
                     phone profiles, and report each route's ratio this ÷ REF with its spread
                     (no fixed 4× and no keystroke run in this mode)`

export interface BenchOptions {
  runs: number
  routes: BenchRoute[]
  lighthouse: boolean
  scale: boolean
  build: boolean
  /** The buyer journey at the low-tier slowdown (it needs the calibration, so Lighthouse). */
  journey: boolean
  /** The git ref to compare this build with (A/B), or null. */
  against: string | null
  /** Lighthouse at the fixed 4× as well as the calibrated profiles. */
  fixedSlowdown: boolean
}

export function parseOptions(argv: string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
      'skip-lighthouse': { type: 'boolean', default: false },
      'skip-scale': { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      'scale-only': { type: 'boolean', default: false },
      'skip-journey': { type: 'boolean', default: false },
      against: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) return 'help'
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1 || runs > 25) {
    throw new Error(`--runs must be a whole number from 1 to 25, got "${values.runs}"`)
  }
  const scaleOnly = values['scale-only']
  if (scaleOnly && (values['skip-lighthouse'] || values['skip-scale'])) {
    throw new Error('--scale-only cannot be combined with --skip-lighthouse or --skip-scale')
  }
  const against = values.against?.trim() || null
  if (values.against !== undefined && !against) throw new Error('--against needs a git ref')
  if (against && (scaleOnly || values['skip-lighthouse'])) {
    throw new Error(
      '--against compares Lighthouse runs: it cannot be combined with --scale-only or --skip-lighthouse',
    )
  }
  return {
    runs,
    routes: values.routes === undefined ? [...ROUTES] : pickRoutes(values.routes),
    lighthouse: !values['skip-lighthouse'] && !scaleOnly,
    // Bundle-only means no browser at all; the keystroke measurement needs one.
    scale: !against && (scaleOnly || (!values['skip-lighthouse'] && !values['skip-scale'])),
    build: !values['skip-build'],
    journey:
      !against &&
      !values['skip-journey'] &&
      !values['skip-lighthouse'] &&
      !scaleOnly &&
      (values.routes === undefined ||
        pickRoutes(values.routes).some((r) => r.path === PRODUCTS_PATH)),
    against,
    fixedSlowdown: !against,
  }
}

function pickRoutes(list: string): BenchRoute[] {
  // A language's home page as its path is written for it: `/hi` is `/hi/`.
  const wanted = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((path) => pathInLocale(path, localeOfPath(path)))
  const unknown = wanted.filter((path) => !ROUTES.some((r) => r.path === path))
  if (unknown.length > 0 || wanted.length === 0) {
    throw new Error(`--routes takes some of ${ROUTES.map((r) => r.path).join(', ')}; got "${list}"`)
  }
  return ROUTES.filter((r) => wanted.includes(r.path))
}
