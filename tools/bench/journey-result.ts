/**
 * The buyer journey's steps and targets, and what is made of its runs: medians per step, the
 * checks and the report's section. Apart from the runner (journey.ts), so the report reads it
 * without loading Lighthouse and Puppeteer.
 */
import { paths } from '../../src/config/paths'
import { formatMs, table } from './markdown'
import { median } from './stats'
import type { Status, TargetCheck } from './targets'

/** The steps, in order: each is one timespan of the flow, named so in its report. */
export const JOURNEY_STEPS = [
  'Type a search',
  'Pick a category',
  'Open Verify GST to Buy',
  'Verify',
  'Open the order form',
  'Add to the enquiry list',
  'Open the list',
] as const

export type JourneyStepName = (typeof JOURNEY_STEPS)[number]

/** What the buyer must feel: no step slower to answer than this, and the median step quick. */
export const JOURNEY_TARGETS = { stepInpMs: 200, medianStepInpMs: 100 } as const

/**
 * Where the slowest interaction of a step spent its time, from Lighthouse's INP breakdown: waiting
 * for the main thread, running the event's handlers, and drawing the next frame after them.
 */
export interface InpParts {
  inputDelayMs: number | null
  processingMs: number | null
  presentationMs: number | null
}

export interface JourneyStepSample {
  inpMs: number | null
  tbtMs: number | null
  /** A step's own sample: its interaction's parts; a step's medians: each part's over the runs. */
  parts?: InpParts | null
}

/** The breakdown's subparts, by the keys its table names them with. */
const INP_SUBPARTS: Record<string, keyof InpParts> = {
  inputDelay: 'inputDelayMs',
  processingDuration: 'processingMs',
  presentationDelay: 'presentationMs',
}

/**
 * The parts of a step's INP from the details of its `inp-breakdown-insight` audit (a list whose
 * table has a row per subpart); null when the step had no interaction to break down.
 */
export function inpPartsOf(details: unknown): InpParts | null {
  const list = details as { items?: { type?: string; items?: unknown[] }[] } | undefined
  const rows = list?.items?.find((item) => item.type === 'table')?.items
  if (!Array.isArray(rows)) return null
  const parts: InpParts = { inputDelayMs: null, processingMs: null, presentationMs: null }
  for (const row of rows as { subpart?: string; duration?: unknown }[]) {
    const key = row.subpart === undefined ? undefined : INP_SUBPARTS[row.subpart]
    if (key && typeof row.duration === 'number') parts[key] = row.duration
  }
  return Object.values(parts).every((v) => v === null) ? null : parts
}

/** Each part's median over the samples that have parts; null when none has. */
function partsMedians(samples: readonly JourneyStepSample[]): InpParts | null {
  const all = samples.flatMap((s) => (s.parts ? [s.parts] : []))
  if (all.length === 0) return null
  return {
    inputDelayMs: median(all.map((p) => p.inputDelayMs)),
    processingMs: median(all.map((p) => p.processingMs)),
    presentationMs: median(all.map((p) => p.presentationMs)),
  }
}

export interface JourneyStep extends JourneyStepSample {
  name: JourneyStepName
  /** One sample per completed run of the journey. */
  runs: JourneyStepSample[]
}

export interface JourneyResult {
  cpuSlowdown: number
  /** How many runs were asked for; each step's `runs` holds those that completed. */
  runs: number
  steps: JourneyStep[]
  /** The median over the steps of each step's median INP. */
  medianStepInpMs: number | null
  error: string | null
}

/**
 * Per step, the median INP and TBT over the runs (each run's samples in JOURNEY_STEPS order; a
 * missing one counts as not measured), and the median of the steps' INP medians.
 */
export function journeyMedians(
  perRun: readonly (readonly JourneyStepSample[])[],
): Pick<JourneyResult, 'steps' | 'medianStepInpMs'> {
  const steps = JOURNEY_STEPS.map((name, index): JourneyStep => {
    const runs = perRun.map((run) => run[index] ?? { inpMs: null, tbtMs: null })
    return {
      name,
      inpMs: median(runs.map((r) => r.inpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      parts: partsMedians(runs),
      runs,
    }
  })
  return { steps, medianStepInpMs: median(steps.map((s) => s.inpMs)) }
}

export const shownMs = (v: number | null) => (v === null ? '–' : formatMs(v))

function checkOf(target: string, scope: string, value: number | null, max: number): TargetCheck {
  if (value === null) return { target, scope, value: 'not measured', status: 'ERROR' }
  const status: Status = value <= max ? 'PASS' : 'FAIL'
  return { target, scope, value: formatMs(value), status }
}

/** Every step's INP and the median step against JOURNEY_TARGETS. */
export function journeyChecks(result: JourneyResult): TargetCheck[] {
  const scope = `${paths.products} journey (CPU ${result.cpuSlowdown}×)`
  const { stepInpMs, medianStepInpMs } = JOURNEY_TARGETS
  return [
    ...result.steps.map((step) =>
      checkOf(`journey: ${step.name} INP ≤ ${stepInpMs} ms`, scope, step.inpMs, stepInpMs),
    ),
    checkOf(
      `journey: median step INP ≤ ${medianStepInpMs} ms`,
      scope,
      result.medianStepInpMs,
      medianStepInpMs,
    ),
  ]
}

/**
 * The report's section: a row per step, with where its slowest interaction spent its time (each
 * part the median over the runs, so the parts need not add up to the INP), then the median step.
 */
export function journeyMarkdown(result: JourneyResult): string[] {
  const completed = Math.max(0, ...result.steps.map((s) => s.runs.length))
  return [
    `## Buyer journey on ${paths.products} (mobile, CPU ${result.cpuSlowdown}×, median of ${completed} of ${result.runs} runs)`,
    '',
    table(
      ['Step', 'INP', 'Input delay', 'Processing', 'Presentation', 'TBT'],
      result.steps.map((s) => [
        s.name,
        shownMs(s.inpMs),
        shownMs(s.parts?.inputDelayMs ?? null),
        shownMs(s.parts?.processingMs ?? null),
        shownMs(s.parts?.presentationMs ?? null),
        shownMs(s.tbtMs),
      ]),
    ),
    '',
    `Median step INP: ${shownMs(result.medianStepInpMs)}`,
    ...(result.error ? [`Error: ${result.error}`] : []),
  ]
}
