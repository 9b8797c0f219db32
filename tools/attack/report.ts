/**
 * The result as a Markdown table, one column per rules file, to paste into a review. Cells show
 * text as escapes where a terminal or a renderer would act on it instead of showing it (the
 * right-to-left override an attack sends would reverse the rest of its row).
 */
import type { AttackResult } from './attacks'
import type { FloodFigures } from './flood'

/** One rules file's run: every attack's result by id, and the flood's figures. */
export interface RunResult {
  /** The column's heading: "before" or "after". */
  name: string
  /** The rules' text, which the emulator's reasons point into by line. */
  rules: string
  results: Map<string, AttackResult>
  flood: FloodFigures | { skipped: string }
}

/**
 * Control characters, bidirectional controls and other invisible or layout-changing characters,
 * as ranges of code points.
 */
const UNSAFE: readonly [number, number][] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x061c, 0x061c],
  [0x200b, 0x200f],
  [0x2028, 0x202e],
  [0x2066, 0x2069],
  [0xfeff, 0xfeff],
]

function escaped(character: string): string {
  const code = character.codePointAt(0) ?? 0
  return UNSAFE.some(([low, high]) => code >= low && code <= high)
    ? `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`
    : character
}

/** `text` fit for one table cell: unsafe characters as \uXXXX, pipes escaped, on one line. */
export function cellText(text: string): string {
  return [...text].map(escaped).join('').replace(/\|/g, '\\|')
}

/** A Markdown table, its columns padded to line up in a terminal too. */
export function markdownTable(header: string[], rows: string[][]): string {
  const cells = [header, ...rows].map((row) => row.map(cellText))
  const widths = header.map((_, i) =>
    Math.max(3, ...cells.map((row) => [...(row[i] ?? '')].length)),
  )
  const line = (row: string[]) =>
    `| ${widths.map((w, i) => (row[i] ?? '') + ' '.repeat(w - [...(row[i] ?? '')].length)).join(' | ')} |`
  const [head, ...body] = cells
  return [
    line(head!),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...body.map(line),
  ].join('\n')
}

export function perMinute(count: number, elapsedMs: number): number {
  return elapsedMs > 0 ? (count * 60_000) / elapsedMs : 0
}

export function outcomeCell(result: AttackResult | undefined): string {
  switch (result?.outcome.kind) {
    case 'stored':
      return 'STORED'
    case 'refused':
      return 'REFUSED'
    case 'error':
      return 'ERROR'
    case 'skipped':
    case undefined:
      return 'SKIPPED'
  }
}

const STOPPED_BY = { leads: 'its lead limit', seconds: 'its time limit', run: 'the run’s end' }

export function floodCell(flood: RunResult['flood']): string {
  if ('skipped' in flood) return `SKIPPED (${flood.skipped})`
  const seconds = (flood.elapsedMs / 1000).toFixed(1)
  const rate = Math.round(perMinute(flood.stored, flood.elapsedMs))
  const others = [
    flood.refused > 0 ? `${flood.refused} refused` : '',
    flood.failed > 0 ? `${flood.failed} failed` : '',
  ].filter(Boolean)
  return [
    `${flood.stored} of ${flood.tried} STORED in ${seconds} s = ${rate} a minute`,
    ...others,
    `stopped by ${STOPPED_BY[flood.stoppedBy]}`,
  ].join(', ')
}

export interface TableRow {
  id: string
  label: string
}

/** The table: the flood first, then each attack, numbered as details() names them; a column per run. */
export function resultTable(rows: readonly TableRow[], runs: readonly RunResult[]): string {
  const limits = runs.map((run) => run.flood).find((f): f is FloodFigures => 'limits' in f)?.limits
  const floodLabel = limits
    ? `Flood: a fresh guest per order request, ${limits.workers} loops, at most ${limits.leads} leads and ${limits.seconds} s`
    : 'Flood: a fresh guest per order request'
  return markdownTable(
    ['attack', ...runs.map((run) => run.name)],
    [
      [floodLabel, ...runs.map((run) => floodCell(run.flood))],
      ...rows.map((row, index) => [
        `${index + 1}. ${row.label}`,
        ...runs.map((run) => outcomeCell(run.results.get(row.id))),
      ]),
    ],
  )
}

const MESSAGE_MAX = 220

/** The collection path of the `match` block around line `line` (1-based) of `rules`. */
export function matchAround(rules: string, line: number): string | undefined {
  const lines = rules.split('\n').slice(0, line).reverse()
  for (const text of lines) {
    const match = /^\s*match \/(\S+) \{/.exec(text)
    if (match) return match[1]
  }
  return undefined
}

/**
 * The emulator's reason for a refusal, shortened to what decided it: each `allow` that came out
 * false, named by its collection and operation, and the errors that made an expression fail
 * (a property missing, a get() of a document that does not exist). Falls back on the message.
 */
export function refusalReason(message: string, rules: string): string {
  const falses = [...message.matchAll(/false for '(\w+)' @ L(\d+)/g)].map(
    ([, op, line]) => `${op} of ${matchAround(rules, Number(line)) ?? '?'} (L${line})`,
  )
  const errors = [
    ...message.matchAll(
      /(Property \S+ is undefined on object|Null value error|Service call error\. Function: \[\w+\])/g,
    ),
  ].map(([, error]) => error!)
  const parts = [
    falses.length > 0 ? `false: ${[...new Set(falses)].join('; ')}` : '',
    errors.length > 0 ? `error: ${[...new Set(errors)].join('; ')}` : '',
  ].filter(Boolean)
  return parts.length > 0 ? parts.join('; ') : message.trim()
}

/**
 * What the table cannot hold: each run's notes, why the rules refused (or what failed), the
 * flood's first failure and its count of order requests in the emulator.
 */
export function details(rows: readonly TableRow[], runs: readonly RunResult[]): string[] {
  const lines: string[] = []
  const short = (text: string) =>
    cellText(text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX)}…` : text)
  for (const run of runs) {
    lines.push(`${run.name}:`)
    if ('limits' in run.flood) {
      const counted = run.flood.counted === null ? 'not counted' : String(run.flood.counted)
      lines.push(`  flood: order requests in the emulator afterwards: ${counted}`)
      if (run.flood.firstProblem)
        lines.push(`  flood: first failure: ${short(run.flood.firstProblem)}`)
    }
    rows.forEach((row, index) => {
      const result = run.results.get(row.id)
      if (!result) return
      const { outcome } = result
      const why =
        outcome.kind === 'stored'
          ? ''
          : outcome.kind === 'refused'
            ? refusalReason(outcome.message, run.rules)
            : outcome.message.trim()
      const parts = [result.note ?? '', why].filter(Boolean)
      if (parts.length > 0)
        lines.push(`  ${index + 1}. ${outcomeCell(result)}: ${short(parts.join('; '))}`)
    })
  }
  return lines
}
