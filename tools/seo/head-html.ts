/** The head tags index.html is given at build, written out as HTML. */
import type { HeadTag } from '../../src/components/seo/head-tags.ts'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char]!)
}

/** `<meta name="x" content="y">`; an empty value becomes a bare attribute. */
export function renderTag({ tag, attrs }: HeadTag): string {
  const attributes = Object.entries(attrs)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('')
  return `<${tag}${attributes} />`
}

/** `html` with `lines` inserted, indented, just before </head>. */
export function insertIntoHead(html: string, lines: readonly string[]): string {
  const end = html.search(/<\/head>/i)
  if (end < 0) throw new Error('index.html has no </head>')
  const block = lines.map((line) => `    ${line}\n`).join('')
  return `${html.slice(0, end).replace(/[ \t]*$/, '')}${block}  ${html.slice(end)}`
}
