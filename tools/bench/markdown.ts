/** How the reports write numbers and tables. */
export const formatMs = (v: number) => `${Math.round(v)} ms`
export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** A Markdown table. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}
