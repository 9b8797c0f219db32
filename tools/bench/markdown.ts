/** How the reports write numbers and tables. */
export const formatMs = (v: number) => `${Math.round(v)} ms`
export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
/** A change in size, signed, to 10 bytes: `+1.50 kB`, `−0.20 kB`, `±0.00 kB`. */
export const formatKbChange = (bytes: number) =>
  `${bytes > 0 ? '+' : bytes < 0 ? '−' : '±'}${(Math.abs(bytes) / 1000).toFixed(2)} kB`

/** A Markdown table. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}
