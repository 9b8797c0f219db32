/**
 * Firebase Hosting's path patterns (`source`/`glob` and `regex` of firebase.json's headers).
 * The Hosting emulator matches globs with minimatch's default options after giving the pattern a
 * leading slash; this is the same algorithm for the syntax firebase.json can reasonably use
 * (`*`, `?`, `**`, `[...]`, `{a,b}`, `@(a|b)`, a leading `!`), and it refuses the rest loudly
 * instead of guessing. hosting-glob.test.ts checks it against the emulator's own matcher.
 */

const GLOBSTAR = Symbol('**')
type Segment = typeof GLOBSTAR | string | RegExp

export interface PathRule {
  source?: string
  glob?: string
  regex?: string
}

/** Whether a firebase.json rule applies to the request path `path` (e.g. "/assets/app.js"). */
export function ruleMatches(rule: PathRule, path: string): boolean {
  const glob = rule.glob ?? rule.source
  if (glob !== undefined) return globMatches(glob, path)
  if (rule.regex !== undefined) return new RegExp(rule.regex, 'u').test(path)
  return false
}

export function globMatches(glob: string, path: string): boolean {
  const negated = glob.startsWith('!')
  const pattern = withLeadingSlash(negated ? glob.slice(1) : glob)
  const file = path.split('/')
  const matched = expandBraces(pattern).some((alternative) =>
    matchSegments(file, alternative.split('/').map(toSegment)),
  )
  return negated ? !matched : matched
}

function withLeadingSlash(glob: string): string {
  return glob.startsWith('/') ? glob : `/${glob}`
}

/** `a{b,c}d` → `abd`, `acd` (nested braces included), as minimatch does before matching. */
function expandBraces(pattern: string): string[] {
  const open = pattern.indexOf('{')
  if (open === -1) return [pattern]
  let depth = 0
  const commas: number[] = []
  for (let i = open; i < pattern.length; i++) {
    const char = pattern[i]
    if (char === '{') depth++
    else if (char === '}' && --depth === 0) {
      if (commas.length === 0) break
      const bounds = [open, ...commas, i]
      const head = pattern.slice(0, open)
      const tail = pattern.slice(i + 1)
      return bounds
        .slice(1)
        .flatMap((end, k) => expandBraces(head + pattern.slice(bounds[k]! + 1, end) + tail))
    } else if (char === ',' && depth === 1) commas.push(i)
  }
  throw new Error(`Unsupported brace pattern in firebase.json glob "${pattern}"`)
}

/** One path segment of a pattern: a literal, `**`, or a regular expression for the segment. */
function toSegment(part: string): Segment {
  if (part === '**') return GLOBSTAR
  if (!/[*?[@!+(]/.test(part)) return part
  if (/[!+*?]\(/.test(part)) {
    throw new Error(`Unsupported extglob in firebase.json glob segment "${part}" (only @(a|b))`)
  }
  let source = ''
  for (let i = 0; i < part.length; i++) {
    const char = part[i]!
    if (char === '*') source += '[^/]*?'
    else if (char === '?') source += '[^/]'
    else if (char === '[') {
      const end = part.indexOf(']', i + 2)
      if (end === -1) throw new Error(`Unclosed [ in firebase.json glob segment "${part}"`)
      const body = part.slice(i + 1, end)
      source += `[${body.startsWith('!') ? `^${body.slice(1)}` : body}]`
      i = end
    } else if (char === '@' && part[i + 1] === '(') {
      const end = part.indexOf(')', i)
      if (end === -1) throw new Error(`Unclosed @( in firebase.json glob segment "${part}"`)
      const options = part.slice(i + 2, end).split('|')
      source += `(?:${options.map((o) => o.split('*').map(escapeRegExp).join('[^/]*?')).join('|')})`
      i = end
    } else source += escapeRegExp(char)
  }
  // minimatch: a wildcard segment never matches an empty segment, nor (without a literal leading
  // dot in the pattern) a dot-file such as ".well-known".
  const dotGuard = part.startsWith('.') ? '' : '(?!\\.)'
  return new RegExp(`^(?=.)${dotGuard}${source}$`)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const isHidden = (segment: string) => segment.startsWith('.')

/** minimatch's matchOne: `**` swallows zero or more segments, never a hidden one. */
function matchSegments(file: string[], pattern: Segment[]): boolean {
  let fi = 0
  let pi = 0
  for (; fi < file.length && pi < pattern.length; fi++, pi++) {
    const segment = pattern[pi]!
    const name = file[fi]!
    if (segment === GLOBSTAR) {
      if (pi === pattern.length - 1) return !file.slice(fi).some(isHidden)
      const rest = pattern.slice(pi + 1)
      for (let from = fi; from < file.length; from++) {
        if (matchSegments(file.slice(from), rest)) return true
        if (isHidden(file[from]!)) return false
      }
      return false
    }
    if (typeof segment === 'string' ? segment !== name : !segment.test(name)) return false
  }
  if (pi < pattern.length) return false
  // A path with a trailing slash ("/blog/") still matches a pattern that ends before it.
  return fi === file.length || (fi === file.length - 1 && file[fi] === '')
}
