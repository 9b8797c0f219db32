// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { calibrationOf, driftedIndexes, multipliersFor } from './calibration'
import { CALIBRATION } from './config'
import { emptySample } from './lighthouse-runner'
import { renderMarkdown } from './report'
import { mediansOf, type BenchResults } from './results'

describe('CPU calibration', () => {
  it('slows the host to each class of phone: its index over the phone’s, to two places', () => {
    expect(multipliersFor(2640)).toEqual({ midTier: 2.64, lowTier: 10 })
    expect(multipliersFor(1000 * 3.333)).toEqual({ midTier: 3.33, lowTier: 12.63 })
  })

  it('never speeds a host slower than the phone up', () => {
    expect(multipliersFor(800)).toEqual({ midTier: 1, lowTier: 3.03 })
    expect(multipliersFor(200)).toEqual({ midTier: 1, lowTier: 1 })
  })

  it('takes the median of the samples as the host’s index', () => {
    const c = calibrationOf([2500, 2900, 2700, 1200, 2800], 'Chromium 150')
    expect(c).toEqual({
      benchmarkIndex: 2700,
      samples: [2500, 2900, 2700, 1200, 2800],
      chromium: 'Chromium 150',
      multipliers: { midTier: 2.7, lowTier: 10.23 },
    })
    expect(() => calibrationOf([], 'Chromium 150')).toThrow(/no usable index/)
  })

  it('names the runs whose own index moved further than the drift allowed', () => {
    const edge = 2000 * (1 + CALIBRATION.maxDrift)
    expect(driftedIndexes([2000, edge, edge + 1, 1500, null], 2000)).toEqual([edge + 1, 1500])
  })
})

describe('the report’s calibration section', () => {
  const run = (benchmarkIndex: number) => ({ ...emptySample(''), error: null, benchmarkIndex })
  const results = (indexes: number[]): BenchResults => ({
    generatedAt: '2026-11-27T09:30:00Z',
    environment: { node: 'v20.19.0', cpus: 2, chromium: 'Chromium 150', lighthouse: '13.5.0' },
    options: { runs: indexes.length, routes: ['/'] },
    calibration: calibrationOf([2640], 'Chromium 150'),
    profiles: null,
    lighthouse: {
      cpuSlowdown: 4,
      pages: [
        { path: '/', kind: 'content', url: 'x', runs: indexes.map(run), median: mediansOf([]) },
      ],
      floor: null,
      lcpRatio: null,
    },
    bundles: null,
    keystroke: null,
    journey: null,
    against: null,
    errors: [],
  })

  it('prints the index, the browser and both slowdowns', () => {
    const lines = renderMarkdown(results([2600, 2700]), []).split('\n')
    expect(lines).toContain('BenchmarkIndex 2,640 (median of 2,640) · Chromium 150')
    expect(lines).toContain(
      'CPU slowdown to match a mid-tier phone (index 1,000): 2.64× · a low-tier phone (index 264): 10×',
    )
    expect(lines.some((line) => line.startsWith('Warning:'))).toBe(false)
  })

  it('warns when runs met a busier or freer machine than the one calibrated', () => {
    const markdown = renderMarkdown(results([2600, 2000, 3300]), [])
    expect(markdown).toContain(
      'Warning: 2 of 3 Lighthouse runs measured an index more than 20 % away from 2,640 (2,000, 3,300)',
    )
  })
})
