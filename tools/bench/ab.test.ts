// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { abChecks, abMarkdown, abRoutes, pairedRatio, type AgainstResult } from './ab'
import type { BundleReport, RouteBundle } from './bundles'
import { emptySample } from './lighthouse-runner'
import { mediansOf, type LighthouseSet } from './results'

const run = (tbtMs: number | null, lcpMs = 1000) =>
  tbtMs === null
    ? emptySample('NO_NAVSTART')
    : { ...emptySample(''), error: null, tbtMs, lcpMs, performance: 95 }

function set(path: string, runs: ReturnType<typeof run>[]): LighthouseSet {
  return {
    cpuSlowdown: 9.3,
    pages: [{ path, kind: 'content', url: `http://x${path}`, runs, median: mediansOf(runs) }],
    floor: null,
    lcpRatio: null,
  }
}

const bundles = (jsGzip: number, pageChunk: string | null = 'page.js'): BundleReport =>
  ({
    routes: [{ path: '/', pageChunk, jsGzip } as RouteBundle],
    leafletChunks: [],
  }) as unknown as BundleReport

describe('pairedRatio', () => {
  it('pairs run k with run k and gives the median ratio with its spread', () => {
    const mine = [run(100), run(300), run(200)]
    const theirs = [run(200), run(300), run(800)]
    // 0.5, 1, 0.25: the median is the pairs' middle, not the ratio of the medians (200 ÷ 300).
    expect(pairedRatio(mine, theirs, 'tbtMs')).toEqual({ ratio: 0.5, spread: [0.25, 1], pairs: 3 })
  })

  it('leaves out a round in which either build failed, and counts 0 against 0 as even', () => {
    const result = pairedRatio([run(0), run(null), run(50)], [run(0), run(90), run(0)], 'tbtMs')
    // Round 2 has no pair; round 3 (50 against 0) has no finite ratio.
    expect(result).toEqual({ ratio: 1, spread: [1, 1], pairs: 2 })
  })

  it('has no ratio without a pair', () => {
    expect(pairedRatio([run(10)], [], 'tbtMs')).toEqual({ ratio: null, spread: null, pairs: 0 })
  })
})

describe('abRoutes and the report', () => {
  const against: AgainstResult = {
    ref: 'main~2',
    commit: 'abc1234',
    profiles: { lowTier: set('/', [run(400), run(600)]) },
    ratios: {},
    bundles: bundles(128_500),
  }

  it('compares each route’s medians and paired ratios per metric', () => {
    const [route] = abRoutes(set('/', [run(100), run(300)]), set('/', [run(400), run(600)]))
    expect(route?.metrics.tbtMs).toMatchObject({ this: 200, against: 500, ratio: 0.375 })
    expect(route?.metrics.lcpMs).toMatchObject({ ratio: 1, spread: [1, 1] })
  })

  it('prints the ratios with their spread and the change in first-load JS', () => {
    const ratios = {
      lowTier: abRoutes(set('/', [run(100), run(300)]), set('/', [run(400), run(600)])),
    }
    const text = abMarkdown({ ...against, ratios }, bundles(127_000)).join('\n')
    expect(text).toContain('this build against main~2 (abc1234)')
    expect(text).toContain(
      '| / | 95 | 95 | 1.00 (1.00–1.00) | 200 ms | 500 ms | 0.38 (0.25–0.50) |',
    )
    expect(text).toContain('| / | 127.0 kB | 128.5 kB | -1.50 kB |')
  })

  it('lets an English route’s first-load JS grow by 1.5 kB gz at most', () => {
    const grows = (jsGzip: number) =>
      abChecks(bundles(jsGzip), against).find((c) => /^English first-load JS/.test(c.target))
    expect(grows(130_000)).toMatchObject({
      target: "English first-load JS grows ≤ 1.5 kB gz over main~2's",
      scope: '/',
      value: '+1.50 kB (130.0 kB)',
      status: 'PASS',
    })
    expect(grows(130_001)?.status).toBe('FAIL')
    expect(grows(127_000)).toMatchObject({ value: '−1.50 kB (127.0 kB)', status: 'PASS' })
    expect(abChecks(bundles(128_000, null), against)[1]?.status).toBe('ERROR')
  })

  it('compares Hindi routes with REF’s only when REF has a Hindi build', () => {
    const site = (hindi: boolean, jsGzip = 130_000): BundleReport =>
      ({
        routes: [
          { path: '/', pageChunk: 'page.js', jsGzip },
          ...(hindi ? [{ path: '/hi/', pageChunk: 'hi/page.js', jsGzip }] : []),
        ] as RouteBundle[],
        leafletChunks: [],
        missing: hindi
          ? []
          : [{ locale: 'hi', routes: ['/hi/'], reason: 'x/hi/index.html is missing' }],
      }) as unknown as BundleReport
    const mine = site(true)
    const older = { ...against, bundles: site(false, 129_000) }
    const checks = abChecks(mine, older)
    expect(checks.map((c) => [c.target, c.scope])).toEqual([
      ["first-load JS ≤ main~2's", '/'],
      ["English first-load JS grows ≤ 1.5 kB gz over main~2's", '/'],
    ])
    expect(abMarkdown(older, mine).join('\n')).toContain(
      'Not compared with main~2, which has no hi build (x/hi/index.html is missing): /hi/.',
    )
    // REF with a Hindi build: its Hindi route is held to not growing, not to the English allowance.
    const both = abChecks(mine, { ...against, bundles: site(true, 129_000) })
    expect(both.map((c) => [c.scope, c.status])).toEqual([
      ['/', 'FAIL'],
      ['/hi/', 'FAIL'],
      ['/', 'PASS'],
    ])
  })

  it('fails a route whose first-load JS grew, passes one that did not', () => {
    expect(abChecks(bundles(128_600), against)[0]).toMatchObject({
      status: 'FAIL',
      value: '128.6 kB (+0.10 kB)',
    })
    expect(abChecks(bundles(128_500), against)[0]?.status).toBe('PASS')
    expect(abChecks(bundles(128_000, null), against)[0]?.status).toBe('ERROR')
  })
})
