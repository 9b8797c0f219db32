/**
 * What `npm run bench:desk` measures at the trade desk, and how it reports it: each step's
 * address, what on the page ends it, its budget, and the table of medians against the budgets.
 * Free of the browser, so desk-volume.test.ts checks it as it stands.
 */
import { paths } from '../../src/config/paths.ts'
import { formatMs, table } from './markdown.ts'
import { median } from './stats.ts'

/**
 * The desk's words the bench looks for. Their modules import through the app's `@/` alias, which
 * tsx does not resolve, so they are written here; desk-volume.test.ts checks them against the
 * app's copy.
 */
export const DESK_COPY = {
  email: 'Email address',
  password: 'Password',
  signIn: 'Sign In',
  download: 'Download CSV',
  pricesLabel: 'Prices by product and pack size',
} as const

/** The inbox's query parameters (src/features/desk/leads/inbox-filters.ts FILTER_PARAMS). */
export const DESK_PARAMS = { status: 'status', from: 'from', to: 'to', search: 'q' } as const

/** A page step is over once the first lead row shows, or the first price field. */
export const FIRST_LEAD_ROW = `main a[href^="${paths.deskLeadPattern.slice(0, paths.deskLeadPattern.indexOf(':'))}"]`
export const FIRST_PRICE_FIELD = `ul[aria-label="${DESK_COPY.pricesLabel}"] input`

/** Each page step's budget, from navigation to its first row or field; the export's, from the click to the file. */
export const BUDGETS = { pageMs: 1500, exportMs: 30_000 } as const

/** Days the date-range step covers, ending this many days before today (in India). */
export const DATE_RANGE = { days: 30, endsDaysAgo: 15 } as const

export interface PageStep {
  kind: 'page'
  name: string
  path: string
  /** The element whose appearance ends the step. */
  ready: string
}

export interface ExportStep {
  kind: 'export'
  name: string
  path: string
}

export type DeskStep = PageStep | ExportStep

const DAY_MS = 24 * 60 * 60 * 1000
const IST_OFFSET_MS = 330 * 60 * 1000

/** The calendar day in India `daysAgo` days before `now`, as yyyy-mm-dd. */
export function indiaDay(now: Date, daysAgo: number): string {
  return new Date(now.getTime() + IST_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10)
}

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`

/** The steps, in the order they run; `prefix` is the start of a name that some lead has. */
export function deskSteps(now: Date, prefix: string): DeskStep[] {
  const to = indiaDay(now, DATE_RANGE.endsDaysAgo)
  const from = indiaDay(now, DATE_RANGE.endsDaysAgo + DATE_RANGE.days - 1)
  const page = (name: string, path: string, ready = FIRST_LEAD_ROW): PageStep => ({
    kind: 'page',
    name,
    path,
    ready,
  })
  return [
    page('Inbox', paths.desk),
    page('Status: quoted', withQuery(paths.desk, { [DESK_PARAMS.status]: 'quoted' })),
    page(
      `Dates: ${from} to ${to}`,
      withQuery(paths.desk, { [DESK_PARAMS.from]: from, [DESK_PARAMS.to]: to }),
    ),
    page(`Search: "${prefix}"`, withQuery(paths.desk, { [DESK_PARAMS.search]: prefix })),
    page('Prices today', paths.deskPrices, FIRST_PRICE_FIELD),
    { kind: 'export', name: 'Download CSV', path: paths.desk },
  ]
}

/** The first word of the first lead name written in Latin letters, to search by; null if none. */
export function searchPrefix(names: readonly string[]): string | null {
  for (const name of names) {
    const word = name.trim().split(/\s+/)[0] ?? ''
    if (/^[A-Za-z]{3,}$/.test(word)) return word
  }
  return null
}

/**
 * Records in a CSV file, its header aside: line breaks inside a quoted field (an order's lines,
 * a message) do not end a record.
 */
export function csvRecords(text: string): number {
  let quoted = false
  let records = 0
  let empty = true
  for (const character of text) {
    if (character === '"') quoted = !quoted
    if (character === '\n' && !quoted) {
      if (!empty) records += 1
      empty = true
    } else if (character !== '\r') empty = false
  }
  if (!empty) records += 1
  return Math.max(0, records - 1)
}

/** What one step measured: each run's time (null when it did not finish), or why it was skipped. */
export interface StepResult {
  step: DeskStep
  samples: (number | null)[]
  skipped?: string
  error?: string
}

export const budgetOf = (step: DeskStep) =>
  step.kind === 'export' ? BUDGETS.exportMs : BUDGETS.pageMs

/** PASS, FAIL (over budget, or a run that never finished), or SKIP. */
export function verdict(result: StepResult): 'PASS' | 'FAIL' | 'SKIP' {
  if (result.skipped) return 'SKIP'
  const middle = median(result.samples)
  if (middle === null || result.samples.some((sample) => sample === null)) return 'FAIL'
  return middle <= budgetOf(result.step) ? 'PASS' : 'FAIL'
}

const shown = (ms: number | null) => (ms === null ? '—' : formatMs(ms))

/** The report's table: each step's median against its budget, and its runs. */
export function resultsTable(results: readonly StepResult[]): string {
  return table(
    ['step', 'median', 'budget', 'verdict', 'runs'],
    results.map((result) => [
      result.step.name,
      result.skipped ? '—' : shown(median(result.samples)),
      formatMs(budgetOf(result.step)),
      verdict(result),
      result.skipped ??
        result.samples.map(shown).join(', ') + (result.error ? ` (${result.error})` : ''),
    ]),
  )
}
