// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATEGORIES } from '../../src/features/catalog/categories'
import { catalogCopy, orderCopy } from '../../src/features/catalog/catalog-content'
import { filterProducts, indexProducts } from '../../src/features/catalog/product-query'
import { enquiryCopy } from '../../src/features/enquiry/enquiry-content'
import { productFromRecord, type ProductRecord } from '../../src/lib/schema'
import { validateGstin } from '../../src/lib/util/gstin'
import { SEED_DIR } from './config'
import { APP_COPY, JOURNEY } from './journey'
import {
  JOURNEY_STEPS,
  inpPartsOf,
  journeyChecks,
  journeyMarkdown,
  journeyMedians,
  type JourneyResult,
  type JourneyStepSample,
} from './journey-result'

/** One run: the same INP and TBT for every step but those given by index. */
function run(
  inpMs: number | null,
  tbtMs: number | null,
  at: Record<number, JourneyStepSample> = {},
): JourneyStepSample[] {
  return JOURNEY_STEPS.map((_, i) => at[i] ?? { inpMs, tbtMs })
}

function result(inp: (number | null)[], medianStepInpMs: number | null): JourneyResult {
  return {
    cpuSlowdown: 9,
    runs: 5,
    steps: JOURNEY_STEPS.map((name, i) => ({
      name,
      inpMs: inp[i] ?? null,
      tbtMs: 10,
      parts: i === 0 ? { inputDelayMs: 70.2, processingMs: 30, presentationMs: null } : null,
      runs: [],
    })),
    medianStepInpMs,
    error: null,
  }
}

describe('journeyMedians', () => {
  it('takes each step’s median INP and TBT over the runs, in the order of the steps', () => {
    const { steps } = journeyMedians([
      run(100, 30, { 2: { inpMs: 400, tbtMs: 0 } }),
      run(300, 10),
      run(200, 20, { 2: { inpMs: 50, tbtMs: 500 } }),
    ])
    expect(steps.map((s) => s.name)).toEqual([...JOURNEY_STEPS])
    expect(steps[0]).toMatchObject({ inpMs: 200, tbtMs: 20 })
    expect(steps[2]).toMatchObject({ inpMs: 300, tbtMs: 10 })
    expect(steps[2]?.runs).toEqual([
      { inpMs: 400, tbtMs: 0 },
      { inpMs: 300, tbtMs: 10 },
      { inpMs: 50, tbtMs: 500 },
    ])
  })

  it('averages the middle two of an even count, and leaves out a step no run measured', () => {
    const { steps } = journeyMedians([
      run(100, 0, { 6: { inpMs: null, tbtMs: 5 } }),
      run(150, 40, { 6: { inpMs: null, tbtMs: 7 } }),
    ])
    expect(steps[0]).toMatchObject({ inpMs: 125, tbtMs: 20 })
    expect(steps[6]).toMatchObject({ inpMs: null, tbtMs: 6 })
  })

  it('takes the median step over the steps’ medians, ignoring those without INP', () => {
    const steps = [10, 20, 30, 40, 50, 60, null].map((inpMs) => ({ inpMs, tbtMs: 0 }))
    expect(journeyMedians([steps]).medianStepInpMs).toBe(35)
    expect(journeyMedians([steps.slice(0, 5)]).medianStepInpMs).toBe(30)
  })

  it('counts a step missing from a cut-short run as not measured', () => {
    const { steps } = journeyMedians([run(100, 10).slice(0, 3), run(300, 30)])
    expect(steps[0]).toMatchObject({ inpMs: 200, tbtMs: 20 })
    expect(steps[5]).toMatchObject({ inpMs: 300, tbtMs: 30 })
    expect(steps[5]?.runs).toEqual([
      { inpMs: null, tbtMs: null },
      { inpMs: 300, tbtMs: 30 },
    ])
  })

  it('takes each part of a step’s INP as its median over the runs that broke it down', () => {
    const parts = (inputDelayMs: number, processingMs: number, presentationMs: number | null) => ({
      inpMs: 0,
      tbtMs: 0,
      parts: { inputDelayMs, processingMs, presentationMs },
    })
    const { steps } = journeyMedians([
      run(100, 0, { 1: parts(10, 200, 40) }),
      run(100, 0, { 1: parts(30, 100, null) }),
      run(100, 0, { 1: { inpMs: 0, tbtMs: 0, parts: null } }),
      run(100, 0, { 1: parts(20, 300, 60) }),
    ])
    expect(steps[1]?.parts).toEqual({ inputDelayMs: 20, processingMs: 200, presentationMs: 50 })
    expect(steps[0]?.parts).toBeNull()
  })

  it('measures nothing from no runs', () => {
    const { steps, medianStepInpMs } = journeyMedians([])
    expect(steps.every((s) => s.inpMs === null && s.tbtMs === null && s.runs.length === 0)).toBe(
      true,
    )
    expect(medianStepInpMs).toBeNull()
  })
})

describe('inpPartsOf', () => {
  /** The details of an `inp-breakdown-insight` audit as Lighthouse 13 writes them. */
  const insight = (rows: { subpart: string; duration: number }[]) => ({
    type: 'list',
    items: [
      { type: 'table', headings: [], items: rows.map((row) => ({ ...row, label: row.subpart })) },
      { type: 'node', selector: 'input#search' },
    ],
  })

  it('reads the input delay, the processing and the presentation delay of the interaction', () => {
    const details = insight([
      { subpart: 'inputDelay', duration: 6.7 },
      { subpart: 'processingDuration', duration: 395.1 },
      { subpart: 'presentationDelay', duration: 92.8 },
    ])
    expect(inpPartsOf(details)).toEqual({
      inputDelayMs: 6.7,
      processingMs: 395.1,
      presentationMs: 92.8,
    })
  })

  it('leaves a part it does not find unmeasured, and a step without interaction without parts', () => {
    expect(inpPartsOf(insight([{ subpart: 'inputDelay', duration: 12 }]))).toEqual({
      inputDelayMs: 12,
      processingMs: null,
      presentationMs: null,
    })
    expect(inpPartsOf(insight([]))).toBeNull()
    expect(inpPartsOf({ type: 'list', items: [] })).toBeNull()
    expect(inpPartsOf(undefined)).toBeNull()
  })
})

describe('journeyChecks', () => {
  it('holds every step to 200 ms, that included, and names it', () => {
    const checks = journeyChecks(result([200, 201, 50, 10, 10, 10, 10], 50))
    expect(checks).toHaveLength(JOURNEY_STEPS.length + 1)
    expect(checks[0]).toEqual({
      target: 'journey: Type a search INP ≤ 200 ms',
      scope: '/products journey (CPU 9×)',
      value: '200 ms',
      status: 'PASS',
    })
    expect(checks[1]).toMatchObject({
      target: 'journey: Pick a category INP ≤ 200 ms',
      value: '201 ms',
      status: 'FAIL',
    })
  })

  it('holds the median step to 100 ms', () => {
    const target = 'journey: median step INP ≤ 100 ms'
    expect(journeyChecks(result([], 100)).at(-1)).toMatchObject({ target, status: 'PASS' })
    expect(journeyChecks(result([], 100.4)).at(-1)).toMatchObject({
      target,
      value: '100 ms',
      status: 'FAIL',
    })
  })

  it('reports what was not measured as ERROR, not PASS', () => {
    const checks = journeyChecks(result([null, 90], null))
    expect(checks[0]).toMatchObject({ value: 'not measured', status: 'ERROR' })
    expect(checks[1]?.status).toBe('PASS')
    expect(checks.at(-1)?.status).toBe('ERROR')
  })
})

describe('journeyMarkdown', () => {
  it('prints a row per step and the median step', () => {
    const lines = journeyMarkdown(result([120.4, null], 99.6)).join('\n')
    expect(lines).toContain('| Step | INP | Input delay | Processing | Presentation | TBT |')
    expect(lines).toContain('| Type a search | 120 ms | 70 ms | 30 ms | – | 10 ms |')
    expect(lines).toContain('| Pick a category | – | – | – | – | 10 ms |')
    expect(lines).toContain('Median step INP: 100 ms')
  })
})

describe('what the journey looks for', () => {
  it('is the app’s own copy', () => {
    expect(APP_COPY).toEqual({
      verifyToBuy: catalogCopy.verifyToBuy,
      buyNow: catalogCopy.buyNow,
      addToEnquiry: catalogCopy.addToEnquiry,
      orderTitle: orderCopy.title,
      enquiryTitle: enquiryCopy.title,
    })
  })

  it('types a valid GSTIN', () => {
    expect(validateGstin(JOURNEY.gstin).valid).toBe(true)
  })

  it('expects what the search and the category show of the seeded catalogue', () => {
    const records = JSON.parse(readFileSync(join(SEED_DIR, 'products.json'), 'utf8')) as ({
      id: string
    } & ProductRecord)[]
    const index = indexProducts(records.map((record) => productFromRecord(record.id, record)))
    const names = (category: (typeof CATEGORIES)[number]['id']) =>
      filterProducts(index, { search: JOURNEY.search, category })
        .map((p) => p.name)
        .sort()
    const category = CATEGORIES.find((c) => c.label === JOURNEY.category)
    expect(category?.enabled).toBe(true)
    expect(names('all')).toEqual([...JOURNEY.shows].sort())
    expect(names(category?.id ?? 'all')).toEqual([...JOURNEY.shows].sort())
    expect(JOURNEY.shows).toContain(JOURNEY.product)
  })
})
