// @vitest-environment node
import type { Result } from 'lighthouse'
import { describe, expect, it } from 'vitest'
import { emptySample, sampleOf } from './lighthouse-runner'
import { mediansOf } from './results'

/** The parts of a Lighthouse 13 result the benchmark reads. */
function fakeResult(overrides: { lcp?: number; performance?: number } = {}): Result {
  const audit = (numericValue: number) => ({ numericValue, score: 1 })
  return {
    categories: {
      performance: { score: (overrides.performance ?? 97) / 100, auditRefs: [] },
      accessibility: {
        score: 0.96,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'image-alt', weight: 10 },
          { id: 'informative-only', weight: 0 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'first-contentful-paint': audit(900),
      'largest-contentful-paint': audit(overrides.lcp ?? 1200),
      'total-blocking-time': audit(30),
      'cumulative-layout-shift': audit(0.01),
      'total-byte-weight': audit(150_000),
      'color-contrast': { score: 0 },
      'image-alt': { score: 1 },
      'informative-only': { score: 0 },
      'lcp-breakdown-insight': {
        details: {
          type: 'list',
          items: [
            { type: 'table' },
            { type: 'node', snippet: '<img src="/images/hero/hero-1.svg">' },
          ],
        },
      },
      'layout-shifts': {
        details: {
          items: [
            { node: { selector: 'footer' }, score: 0.0041 },
            { node: { selector: 'main > section' }, score: 0.2 },
          ],
        },
      },
    },
    environment: { benchmarkIndex: 1500 },
  } as unknown as Result
}

describe('sampleOf', () => {
  it('reads scores (0–100), metrics, the LCP element, shifts and failed audits', () => {
    expect(sampleOf(fakeResult())).toEqual({
      performance: 97,
      accessibility: 96,
      bestPractices: 100,
      seo: 100,
      fcpMs: 900,
      lcpMs: 1200,
      tbtMs: 30,
      cls: 0.01,
      transferBytes: 150_000,
      benchmarkIndex: 1500,
      lcpElement: '<img src="/images/hero/hero-1.svg">',
      layoutShifts: [
        { element: 'main > section', score: 0.2 },
        { element: 'footer', score: 0.004 },
      ],
      failedAudits: ['color-contrast'],
      error: null,
    })
  })
})

describe('mediansOf', () => {
  it('takes each metric’s median over the runs that worked', () => {
    const runs = [
      sampleOf(fakeResult({ lcp: 1000, performance: 99 })),
      sampleOf(fakeResult({ lcp: 3000, performance: 90 })),
      sampleOf(fakeResult({ lcp: 1500, performance: 95 })),
      emptySample('NO_FCP'),
    ]
    expect(mediansOf(runs)).toMatchObject({ lcpMs: 1500, performance: 95, tbtMs: 30 })
  })

  it('has no values when every run failed', () => {
    expect(mediansOf([emptySample('x')]).lcpMs).toBeNull()
  })
})
