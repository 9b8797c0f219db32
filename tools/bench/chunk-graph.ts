/**
 * The import graph of a Vite build, read from the built files themselves (dist/index.html, the
 * chunks and their source maps), so it needs no `build.manifest`. Paths are relative to dist/,
 * like "assets/home-page-B48Bt0si.js".
 */
import { posix } from 'node:path'

export interface BuiltChunk {
  file: string
  code: string
  /** Source files bundled into the chunk (from its source map), normalised to the project root. */
  sources: string[]
}

export interface BuildGraph {
  /** The entry scripts and stylesheets dist/index.html loads. */
  entryScripts: string[]
  entryStyles: string[]
  chunks: Map<string, BuiltChunk>
}

/** `<script type="module" src>`, `<link rel="modulepreload">` and stylesheets in index.html. */
export function readIndexHtml(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = []
  const styles: string[] = []
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) =>
      new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]
    const src = attr('src')
    const href = attr('href')
    const rel = attr('rel')?.toLowerCase()
    if (tag.toLowerCase().startsWith('<script') && src && attr('type') === 'module')
      scripts.push(toDistPath(src))
    else if (rel === 'modulepreload' && href) scripts.push(toDistPath(href))
    else if (rel === 'stylesheet' && href) styles.push(toDistPath(href))
  }
  return { scripts, styles }
}

function toDistPath(url: string): string {
  return url.replace(/^\/+/, '')
}

/** Chunks named by `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`. */
export function staticImports(chunk: BuiltChunk, known: ReadonlySet<string>): string[] {
  const found = new Set<string>()
  const pattern =
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?(["'`])(\.{1,2}\/[^"'`]+)\1/g
  for (const match of chunk.code.matchAll(pattern)) {
    const target = posix.join(posix.dirname(chunk.file), match[2] as string)
    if (known.has(target)) found.add(target)
  }
  return [...found]
}

export interface DynamicImport {
  target: string
  /** What Vite preloads with it (`__vite__mapDeps`): its JS imports and its CSS. */
  deps: string[]
}

/** `import("./x.js")` calls, with the dependency list Vite attaches to each. */
export function dynamicImports(chunk: BuiltChunk, known: ReadonlySet<string>): DynamicImport[] {
  const table = /__vite__mapDeps\s*=[\s\S]*?m\.f\s*=\s*\[([^\]]*)\]/.exec(chunk.code)?.[1]
  const depFiles = table
    ? [...table.matchAll(/["'`]([^"'`]+)["'`]/g)].map((m) => m[1] as string)
    : []
  const result: DynamicImport[] = []
  const pattern = /\bimport\(\s*(["'`])(\.{1,2}\/[^"'`]+)\1\s*\)/g
  for (const match of chunk.code.matchAll(pattern)) {
    const target = posix.join(posix.dirname(chunk.file), match[2] as string)
    if (!known.has(target)) continue
    // Vite's preload call: `p(() => import("./x.js").then(…), __vite__mapDeps([0, 3]))`.
    const after = chunk.code.slice((match.index ?? 0) + match[0].length).slice(0, 400)
    const nextImport = after.search(/\bimport\(/)
    const call = nextImport === -1 ? after : after.slice(0, nextImport)
    const indices = /__vite__mapDeps\(\s*\[([\d,\s]*)\]/.exec(call)?.[1] ?? ''
    const deps = indices
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((i) => depFiles[Number(i)])
      .filter((d): d is string => typeof d === 'string')
      .map(toDistPath)
    result.push({ target, deps })
  }
  return result
}

/** `files` and every chunk they import statically, transitively, in discovery order. */
export function staticClosure(graph: BuildGraph, files: readonly string[]): string[] {
  const known = new Set(graph.chunks.keys())
  const seen = new Set<string>()
  const queue = [...files]
  while (queue.length > 0) {
    const file = queue.shift() as string
    if (seen.has(file)) continue
    seen.add(file)
    const chunk = graph.chunks.get(file)
    if (chunk) queue.push(...staticImports(chunk, known))
  }
  return [...seen]
}

/** The chunk holding a source module: by source map first, by Vite's chunk naming otherwise. */
export function chunkOfModule(graph: BuildGraph, module: string): string | undefined {
  for (const chunk of graph.chunks.values()) {
    if (chunk.sources.some((s) => s === module || s.endsWith(`/${module}`))) return chunk.file
  }
  const name = posix.basename(module).replace(/\.[jt]sx?$/, '')
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const byName = new RegExp(`^${escaped}-[\\w-]{6,}\\.js$`)
  return [...graph.chunks.keys()].find((file) => byName.test(posix.basename(file)))
}
