/**
 * Reading, checking and extending a Content-Security-Policy header value. Enough of CSP Level 3
 * for this site's policy: fetch directives with their fallbacks, keywords, origins, host wildcards
 * and paths (a path ending in "/" allows what lies under it, any other only itself).
 */

export type Csp = Map<string, string[]>

/** Directive name → source list. Later duplicates are ignored, as browsers do. */
export function parseCsp(value: string): Csp {
  const csp: Csp = new Map()
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (!name) continue
    const directive = name.toLowerCase()
    if (!csp.has(directive)) csp.set(directive, sources)
  }
  return csp
}

export function formatCsp(csp: Csp): string {
  return [...csp].map(([name, sources]) => [name, ...sources].join(' ')).join('; ')
}

/** Which directive governs a fetch when `directive` itself is absent (the policy's fallback order). */
const FALLBACKS: Record<string, string[]> = {
  'script-src-elem': ['script-src', 'default-src'],
  'script-src-attr': ['script-src', 'default-src'],
  'style-src-elem': ['style-src', 'default-src'],
  'style-src-attr': ['style-src', 'default-src'],
  'worker-src': ['child-src', 'script-src', 'default-src'],
  'frame-src': ['child-src', 'default-src'],
  'child-src': ['default-src'],
}

/** The source list that applies to `directive`, following the fallbacks; undefined if none. */
export function effectiveSources(csp: Csp, directive: string): string[] | undefined {
  for (const name of [directive, ...(FALLBACKS[directive] ?? ['default-src'])]) {
    const sources = csp.get(name)
    if (sources) return sources
  }
  return undefined
}

/**
 * Whether the sources allow `source`: a keyword such as "'self'" or a scheme such as "data:"
 * (listed itself), or an origin such as "https://api.example.com" (listed exactly, by a
 * "*.example.com" wildcard, or by its bare scheme "https:"), perhaps with a path: then everything
 * it names must be allowed: "https://x.example/a/" is allowed by "https://x.example" or
 * "https://x.example/a/", not by "https://x.example/a/b/"; "https://x.example" (all of it) only
 * by an expression without a path.
 */
export function sourcesAllow(sources: readonly string[], source: string): boolean {
  if (sources.includes("'none'")) return false
  if (source.startsWith("'") || /^[a-z][a-z0-9+.-]*:$/i.test(source))
    return sources.includes(source)
  const wanted = parseSource(source)
  if (!wanted) return false
  return sources.some((expression) => {
    if (expression === `${wanted.scheme}:`) return true
    if (expression === '*') return wanted.scheme === 'http' || wanted.scheme === 'https'
    const listed = parseSource(expression)
    if (!listed || listed.scheme !== wanted.scheme || listed.port !== wanted.port) return false
    if (!pathAllows(listed.path, wanted.path)) return false
    if (listed.host.startsWith('*.')) return wanted.host.endsWith(listed.host.slice(1))
    return listed.host === wanted.host
  })
}

/**
 * Whether a listed path allows a wanted one ('' for a whole origin), as CSP matches a URL's path:
 * no path allows all, one ending in "/" what lies under it, any other only itself.
 */
function pathAllows(listed: string, wanted: string): boolean {
  if (listed === '') return true
  if (wanted === '') return false
  return listed.endsWith('/') ? wanted.startsWith(listed) : wanted === listed
}

export function cspAllows(csp: Csp, directive: string, source: string): boolean {
  const sources = effectiveSources(csp, directive)
  return sources !== undefined && sourcesAllow(sources, source)
}

/**
 * A copy of `csp` that also allows each `{ directive, source }`. A directive that was absent
 * starts from the list it fell back to, so adding to it narrows nothing.
 */
export function withSources(
  csp: Csp,
  additions: readonly { directive: string; source: string }[],
): Csp {
  const out: Csp = new Map([...csp].map(([name, sources]) => [name, [...sources]]))
  for (const { directive, source } of additions) {
    if (cspAllows(out, directive, source)) continue
    const current = out.get(directive) ?? [...(effectiveSources(out, directive) ?? [])]
    out.set(directive, [...current.filter((s) => s !== "'none'"), source])
  }
  return out
}

interface Source {
  scheme: string
  host: string
  port: string
  /** '' for none (or "/", which allows as much). */
  path: string
}

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443', ws: '80', wss: '443' }

/**
 * "https://a.example.com:8443/path/" → parts; host wildcards ("*.example.com") are kept as
 * written. A query or fragment is not part of a source expression: such text is not one.
 */
function parseSource(text: string): Source | null {
  const match = /^([a-z][a-z0-9+.-]*):\/\/(\*\.[^/:]+|[^/:*]+)(?::(\d+))?(\/[^?#\s]*)?$/i.exec(text)
  if (!match) return null
  const scheme = match[1]!.toLowerCase()
  const path = match[4] ?? ''
  return {
    scheme,
    host: match[2]!.toLowerCase(),
    port: match[3] ?? DEFAULT_PORTS[scheme] ?? '',
    path: path === '/' ? '' : path,
  }
}
