/**
 * The import graph of a Vite build, from the manifest Vite writes beside it (`build.manifest`:
 * dist/.vite/manifest.json) and the scripts and stylesheets dist/index.html loads. Paths are
 * relative to dist/, like "assets/home-page-B48Bt0si.js", or "hi/assets/home-page-…" for the
 * Hindi build in dist/hi.
 */
import { posix } from 'node:path'

export interface BuiltChunk {
  file: string
  /** The chunk's code, for builds without source maps (see bundles.ts hasLeaflet). */
  code: string
  /** Source files bundled into the chunk (from its source map), normalised to the project root. */
  sources: string[]
  /** The source module the chunk is built for, when it is an entry or imported by `import()`. */
  src?: string
  /** Chunks it imports statically. */
  imports: string[]
  /** Chunks it imports with `import()`. */
  dynamicImports: string[]
  /** The stylesheets that come with it. */
  css: string[]
}

export interface BuildGraph {
  /** The entry scripts and stylesheets dist/index.html loads. */
  entryScripts: string[]
  entryStyles: string[]
  chunks: Map<string, BuiltChunk>
}

/** One entry of Vite's manifest (https://vite.dev/guide/backend-integration). */
interface ManifestChunk {
  file: string
  src?: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type ChunkLinks = Pick<BuiltChunk, 'src' | 'imports' | 'dynamicImports' | 'css'>

/**
 * The manifest's chunks by output file, their imports named by output file too. `dir` is the
 * build's folder inside dist/ ('hi' for dist/hi), put before every file so that all paths stay
 * relative to dist/, as the index.html of a build with that base names them.
 */
export function readManifest(json: string, dir = ''): Map<string, ChunkLinks> {
  const manifest = JSON.parse(json) as Record<string, ManifestChunk>
  const inDir = (file: string) => (dir ? `${dir}/${file}` : file)
  const fileOf = (key: string) => {
    const entry = manifest[key]
    if (!entry) throw new Error(`The build manifest names "${key}" but has no entry for it.`)
    return inDir(entry.file)
  }
  const chunks = new Map<string, ChunkLinks>()
  for (const entry of Object.values(manifest)) {
    if (!entry.file.endsWith('.js')) continue
    chunks.set(inDir(entry.file), {
      src: entry.src,
      imports: (entry.imports ?? []).map(fileOf),
      dynamicImports: (entry.dynamicImports ?? []).map(fileOf),
      css: (entry.css ?? []).map(inDir),
    })
  }
  return chunks
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

/** `files` and every chunk they import statically, transitively, in discovery order. */
export function staticClosure(graph: BuildGraph, files: readonly string[]): string[] {
  const seen = new Set<string>()
  const queue = [...files]
  while (queue.length > 0) {
    const file = queue.shift() as string
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...(graph.chunks.get(file)?.imports ?? []))
  }
  return [...seen]
}

/**
 * The chunk holding a source module: the chunk built for it, else the one whose source map
 * lists it (a module bundled into another's chunk), else by Vite's chunk naming.
 */
export function chunkOfModule(graph: BuildGraph, module: string): string | undefined {
  for (const chunk of graph.chunks.values()) if (chunk.src === module) return chunk.file
  for (const chunk of graph.chunks.values()) {
    if (chunk.sources.some((s) => s === module || s.endsWith(`/${module}`))) return chunk.file
  }
  const name = posix.basename(module).replace(/\.[jt]sx?$/, '')
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const byName = new RegExp(`^${escaped}-[\\w-]{6,}\\.js$`)
  return [...graph.chunks.keys()].find((file) => byName.test(posix.basename(file)))
}
