/** The table `npm test` ends with: where the run's time went, phase by phase. */

export interface PhaseTime {
  name: string
  ms: number
  /** What else to know about the phase (what ran beside it, what it skipped). */
  note?: string
  failed?: boolean
}

/** 83_400 → "1m 23s"; under a minute "42s". */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000)
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  return minutes > 0 ? `${minutes}m ${String(rest).padStart(2, '0')}s` : `${rest}s`
}

export function formatSplit(
  phases: readonly PhaseTime[],
  totalMs: number,
  budgetMs: number,
): string {
  const width = Math.max(...phases.map((p) => p.name.length))
  const rows = phases.map((phase) => {
    const share = totalMs > 0 ? Math.round((phase.ms / totalMs) * 100) : 0
    const status = phase.failed ? '  FAILED' : ''
    const note = phase.note ? `  (${phase.note})` : ''
    return `  ${phase.name.padEnd(width)}  ${formatDuration(phase.ms).padStart(7)}  ${String(share).padStart(3)}%${status}${note}`
  })
  const over = totalMs > budgetMs ? `, over the ${formatDuration(budgetMs)} budget` : ''
  return [`npm test took ${formatDuration(totalMs)}${over}:`, ...rows].join('\n')
}
