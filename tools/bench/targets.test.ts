// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { RouteBundle } from './bundles'
import { emptySample } from './lighthouse-runner'
import { renderMarkdown } from './report'
import { mediansOf, type BenchResults, type PageLighthouse } from './results'
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
    options: { runs: 3, routes: ['/', '/products', '/locate'] },
    calibration: null,
    lighthouse: {
      pages: [
        page('/', 'content', { performance: 99, cls: 0.01, tbtMs: 20, lcpMs: 1200 }),
        page('/products', 'content', { performance: 97, cls: 0.03, tbtMs: 60 }),
        page('/locate', 'map', { performance: 96, cls: 0, tbtMs: 50 }),
      ],
      floor: page('floor', 'floor', { lcpMs: 1000 }),
      lcpRatio: 1.2,
    },
    bundles: {
      entry: [],
      routes: [
        bundle('/', 151_000),
        bundle('/products', 90_000, ['assets/leaflet.js']),
        bundle('/locate', 200_000, ['assets/locate-page-1.js'], ['assets/auth-1.js']),
      ],
      leafletChunks: ['assets/leaflet.js'],
    },
    keystroke: { products: 2000, cpuThrottlingRate: 4, samples: [], medianMs: 42, error: null },
    errors: [],
  }
}

const status = (checks: ReturnType<typeof evaluateTargets>, target: RegExp, scope: string) =>
  checks.find((c) => target.test(c.target) && c.scope.startsWith(scope))?.status

describe('evaluateTargets', () => {
  const checks = evaluateTargets(results())

  it('holds content routes to 98 and the map route to 95', () => {
    expect(status(checks, /^performance/, '/')).toBe('PASS')
    expect(status(checks, /^performance/, '/products')).toBe('FAIL')
    expect(status(checks, /^performance ≥ 95/, '/locate')).toBe('PASS')
  })

  it('checks CLS, TBT, the floor ratio, the home JS budget and the keystroke', () => {
    expect(status(checks, /^CLS/, '/products')).toBe('FAIL')
    expect(status(checks, /^TBT/, '/locate')).toBe('PASS')
    expect(status(checks, /^LCP/, '/')).toBe('PASS')
    expect(status(checks, /^first-load JS/, '/')).toBe('FAIL')
    expect(status(checks, /^keystroke/, '/products')).toBe('PASS')
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

  it('reports a measurement that produced nothing as ERROR, not PASS', () => {
    const broken = results()
    const home = broken.lighthouse?.pages[0]
    if (home) home.runs = [emptySample('NO_FCP')]
    if (home) home.median = mediansOf(home.runs)
    expect(status(evaluateTargets(broken), /^performance/, '/')).toBe('ERROR')
  })
})

describe('renderMarkdown', () => {
  it('prints the tables and one row per target', () => {
    const r = results()
    const checks = evaluateTargets(r)
    const markdown = renderMarkdown(r, checks)
    expect(markdown).toContain('| / | 99 |')
    expect(markdown).toContain('LCP(/) ÷ LCP(floor) = 1.20')
    expect(markdown.match(/^\| (PASS|FAIL|ERROR) \|/gm)).toHaveLength(checks.length)
  })
})
