// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { RouteBundle } from './bundles'
import { emptySample } from './lighthouse-runner'
import { renderMarkdown } from './report'
import { calibrationOf } from './calibration'
import { mediansOf, profileResult, type BenchResults, type PageLighthouse } from './results'
import { evaluateTargets } from './targets'

function page(
  path: string,
  kind: PageLighthouse['kind'],
  values: Partial<PageLighthouse['median']>,
) {
  return { path, kind, url: `http://x${path}`, runs: [], median: { ...mediansOf([]), ...values } }
}

function bundle(
  path: string,
  jsGzip: number,
  leafletChunks: string[] = [],
  firebaseChunks: string[] = [],
): RouteBundle {
  return {
    path,
    pageChunk: `assets/${path.slice(1) || 'home'}-page-1.js`,
    js: [],
    css: [],
    jsGzip,
    cssGzip: 0,
    leafletChunks,
    firebaseChunks,
    deferred: [],
  }
}

function results(): BenchResults {
  return {
    generatedAt: '2026-01-01T00:00:00.000Z',
    environment: { node: 'v20', cpus: 2, chromium: 'Chromium', lighthouse: '13.5.0' },
    options: { runs: 3, routes: ['/', '/products', '/locate', '/hi/', '/hi/products'] },
    calibration: calibrationOf([2640], 'Chromium'),
    profiles: {
      midTier: profileResult({
        cpuSlowdown: 2.64,
        pages: [
          page('/', 'content', { performance: 99, cls: 0.01, tbtMs: 20, lcpMs: 1200 }),
          page('/products', 'content', { performance: 97, cls: 0.03, tbtMs: 60 }),
          page('/locate', 'map', { performance: 98, cls: 0, tbtMs: 50 }),
        ],
        floor: page('floor', 'floor', { lcpMs: 1000 }),
        lcpRatio: 1.2,
      }),
      lowTier: profileResult({
        cpuSlowdown: 10,
        pages: [
          page('/', 'content', { performance: 91, cls: 0.01, tbtMs: 180, lcpMs: 2400 }),
          page('/products', 'content', { performance: 80, cls: 0.03, tbtMs: 900, lcpMs: 2600 }),
          page('/locate', 'map', { performance: 90, cls: 0, tbtMs: 200, lcpMs: 2000 }),
          // Within 10 % of the English page's 180 ms; and more than 10 % above its 900 ms.
          page('/hi/', 'content', { performance: 91, cls: 0.01, tbtMs: 198, lcpMs: 2400 }),
          page('/hi/products', 'content', { performance: 80, cls: 0, tbtMs: 991, lcpMs: 2600 }),
        ],
        floor: page('floor', 'floor', { lcpMs: 1500 }),
        lcpRatio: 1.6,
      }),
    },
    lighthouse: {
      cpuSlowdown: 4,
      pages: [page('/', 'content', { performance: 50, cls: 0.5, tbtMs: 2000, lcpMs: 9000 })],
      floor: null,
      lcpRatio: null,
    },
    bundles: {
      entry: [],
      entryWaitsFor: ['assets/ui-1.js'],
      routes: [
        bundle('/', 151_000),
        bundle('/products', 90_000, ['assets/leaflet.js']),
        bundle('/locate', 200_000, ['assets/locate-page-1.js'], ['assets/auth-1.js']),
        // 5 kB above the English home page's exactly; 5.001 kB above the English catalogue's.
        bundle('/hi/', 156_000),
        bundle('/hi/products', 95_001),
      ],
      leafletChunks: ['assets/leaflet.js'],
      locales: { hi: { entry: ['hi/assets/index-1.js'], entryWaitsFor: [] } },
      missing: [],
    },
    keystroke: { products: 2000, cpuThrottlingRate: 4, samples: [], medianMs: 42, error: null },
    journey: null,
    against: null,
    errors: [],
  }
}

/** The first check of `target` on `scope` (a scope may go on with a note in brackets). */
const status = (checks: ReturnType<typeof evaluateTargets>, target: RegExp, scope: string) =>
  checks.find(
    (c) => target.test(c.target) && (c.scope === scope || c.scope.startsWith(`${scope} (`)),
  )?.status

describe('evaluateTargets', () => {
  const checks = evaluateTargets(results())

  it('holds every route to 98 on a mid-tier phone and to 90 on a low-tier one', () => {
    expect(status(checks, /^mid-tier: performance ≥ 98/, '/')).toBe('PASS')
    expect(status(checks, /^mid-tier: performance/, '/products')).toBe('FAIL')
    expect(status(checks, /^mid-tier: performance ≥ 98/, '/locate')).toBe('PASS')
    expect(status(checks, /^low-tier: performance ≥ 90/, '/')).toBe('PASS')
    expect(status(checks, /^low-tier: performance/, '/products')).toBe('FAIL')
  })

  it('checks each profile’s CLS, TBT and LCP, the floor ratio, the home JS budget and the keystroke', () => {
    expect(status(checks, /^mid-tier: CLS/, '/products')).toBe('FAIL')
    expect(status(checks, /^mid-tier: TBT ≤ 50/, '/locate')).toBe('PASS')
    expect(status(checks, /^low-tier: TBT ≤ 200/, '/locate')).toBe('PASS')
    expect(status(checks, /^low-tier: TBT/, '/products')).toBe('FAIL')
    expect(status(checks, /^low-tier: LCP ≤ 2500 ms/, '/')).toBe('PASS')
    expect(status(checks, /^low-tier: LCP/, '/products')).toBe('FAIL')
    expect(status(checks, /^mid-tier: LCP\(\/\)/, '/')).toBe('PASS')
    expect(checks.some((c) => /^low-tier: LCP\(\/\)/.test(c.target))).toBe(false)
    expect(status(checks, /^first-load JS/, '/')).toBe('FAIL')
    expect(status(checks, /^the entry script imports no other script/, 'entry')).toBe('FAIL')
    expect(status(checks, /^keystroke/, '/products')).toBe('PASS')
  })

  it('sets no target on the fixed 4× runs, and names its profile in every Lighthouse target', () => {
    const lighthouse = checks.filter((c) => /performance|CLS|TBT|LCP/.test(c.target))
    expect(lighthouse.length).toBeGreaterThan(0)
    expect(lighthouse.every((c) => /^(mid|low)-tier: /.test(c.target))).toBe(true)
    expect(lighthouse.every((c) => c.value !== '50')).toBe(true)
  })

  it('fails Leaflet in a content route’s first load, and does not check the map route', () => {
    expect(status(checks, /Leaflet/, '/products')).toBe('FAIL')
    expect(status(checks, /Leaflet/, '/')).toBe('PASS')
    expect(checks.some((c) => /Leaflet/.test(c.target) && c.scope === '/locate')).toBe(false)
  })

  it('fails the Auth SDK or Firestore in any route’s first load, the map route’s too', () => {
    expect(status(checks, /Auth SDK or Firestore/, '/locate')).toBe('FAIL')
    expect(status(checks, /Auth SDK or Firestore/, '/')).toBe('PASS')
    expect(status(checks, /Auth SDK or Firestore/, '/products')).toBe('PASS')
  })

  it('holds each Hindi page’s first-load JS to within 5 kB gz of its English twin’s', () => {
    const twin = /^first-load JS within 5\.0 kB gz of its English twin/
    expect(status(checks, twin, '/hi/')).toBe('PASS')
    expect(status(checks, twin, '/hi/products')).toBe('FAIL')
    expect(checks.find((c) => twin.test(c.target) && c.scope === '/hi/products')?.value).toBe(
      '95.0 kB vs 90.0 kB (/products): +5.00 kB',
    )
    expect(checks.filter((c) => twin.test(c.target)).map((c) => c.scope)).toEqual([
      '/hi/',
      '/hi/products',
    ])
  })

  it('reports a Hindi page whose English twin has no bundle as ERROR', () => {
    const r = results()
    if (r.bundles) r.bundles.routes = r.bundles.routes.filter((b) => b.path !== '/products')
    const home = r.bundles?.routes.find((b) => b.path === '/')
    if (home) home.pageChunk = null
    const twin = /of its English twin/
    expect(status(evaluateTargets(r), twin, '/hi/products')).toBe('ERROR')
    expect(status(evaluateTargets(r), twin, '/hi/')).toBe('ERROR')
    // `--routes /hi/`: the English home page was not measured at all.
    const onlyHindi = results()
    onlyHindi.options.routes = ['/hi/']
    if (onlyHindi.bundles)
      onlyHindi.bundles.routes = onlyHindi.bundles.routes.filter((b) => b.path === '/hi/')
    expect(status(evaluateTargets(onlyHindi), twin, '/hi/')).toBe('ERROR')
  })

  it('holds each Hindi page’s low-tier TBT to its English twin’s, with 10 % for noise', () => {
    const twin = /^low-tier: TBT no worse than its English twin's .*10 % for run-to-run noise/
    expect(status(checks, twin, '/hi/')).toBe('PASS')
    expect(status(checks, twin, '/hi/products')).toBe('FAIL')
    expect(checks.find((c) => twin.test(c.target) && c.scope === '/hi/')?.value).toBe(
      '198 ms vs 180 ms (/)',
    )
    // The mid-tier profile has no such target.
    expect(checks.some((c) => /^mid-tier: .*twin/.test(c.target))).toBe(false)
  })

  it('reports the TBT comparison as ERROR when either page has no TBT', () => {
    const r = results()
    const lowTier = r.profiles?.lowTier
    if (lowTier) lowTier.pages = lowTier.pages.filter((p) => p.path !== '/')
    const hindiCatalogue = lowTier?.pages.find((p) => p.path === '/hi/products')
    if (hindiCatalogue) hindiCatalogue.median = mediansOf([])
    const checked = evaluateTargets(r)
    expect(status(checked, /TBT no worse than its English twin/, '/hi/')).toBe('ERROR')
    expect(status(checked, /TBT no worse than its English twin/, '/hi/products')).toBe('ERROR')
  })

  it('checks the Hindi build’s entry apart from the English one’s', () => {
    const entry = /^the entry script imports no other script/
    expect(status(checks, entry, 'entry')).toBe('FAIL')
    expect(status(checks, entry, 'entry (hi)')).toBe('PASS')
    const r = results()
    if (r.bundles) r.bundles.locales = { hi: { entry: [], entryWaitsFor: ['hi/assets/ui-1.js'] } }
    expect(status(evaluateTargets(r), entry, 'entry (hi)')).toBe('FAIL')
    if (r.bundles) {
      r.bundles.locales = {}
      r.bundles.missing = [
        { locale: 'hi', routes: ['/hi/'], reason: 'dist/hi/index.html is missing' },
      ]
    }
    expect(status(evaluateTargets(r), entry, 'entry (hi)')).toBe('ERROR')
  })

  it('compares no twins when no Hindi page is measured', () => {
    const r = results()
    r.options.routes = ['/', '/products']
    expect(evaluateTargets(r).some((c) => /twin/.test(c.target))).toBe(false)
  })

  it('reports a measurement that produced nothing as ERROR, not PASS', () => {
    const broken = results()
    const home = broken.profiles?.midTier?.pages[0]
    if (home) home.runs = [emptySample('NO_FCP')]
    if (home) home.median = mediansOf(home.runs)
    expect(status(evaluateTargets(broken), /^mid-tier: performance/, '/')).toBe('ERROR')
  })
})

describe('renderMarkdown', () => {
  it('prints the tables and one row per target', () => {
    const r = results()
    const checks = evaluateTargets(r)
    const markdown = renderMarkdown(r, checks)
    expect(markdown).toContain(
      '| / | 99 | 20 ms | 1200 ms | 0.010 | 91 | 180 ms | 2400 ms | 0.010 | 50 |',
    )
    expect(markdown).toContain(
      '| Route | mid-tier (2.64×) Perf | TBT | LCP | CLS | low-tier (10×) Perf | TBT | LCP | CLS | fixed 4× Perf | TBT | LCP | CLS |',
    )
    expect(markdown.match(/^\| (PASS|FAIL|ERROR) \|/gm)).toHaveLength(checks.length)
  })

  it('names a Hindi route’s chunks by the Hindi build’s folder', () => {
    const r = results()
    const hindi = r.bundles?.routes.find((b) => b.path === '/hi/')
    if (hindi) hindi.js = [{ file: 'hi/assets/index-1.js', gzip: 156_000 }]
    expect(renderMarkdown(r, evaluateTargets(r))).toContain(
      '| /hi/ | 156.0 kB | 0.0 kB | hi/index-1.js (156.0 kB) |',
    )
  })
})
