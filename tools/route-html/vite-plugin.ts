/**
 * One HTML file per public route with a fixed address (index.html for /, products.html, …): the
 * HTML Vite wrote plus the stylesheets of the app's and the route's page chunks, so the page
 * prerendered into it (tools/prerender) is styled at its first paint. Served for /products by
 * Hosting (`cleanUrls`) and `vite preview`. The shell (SHELL_FILE), served for every other
 * address, gets the app's stylesheets and scripts alone. The scripts are not preloaded:
 * they are fetched once the page has painted (src/main.tsx), and take no bandwidth from it; the
 * HTML only names them (appScriptsTag).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { APP_SCRIPTS_META_NAME } from '../../src/app/app-scripts.ts'
import { htmlFileFor, routePages, SHELL_FILE } from './route-pages.ts'

export type ChunkInfo = Pick<
  Rolldown.OutputChunk,
  'fileName' | 'imports' | 'facadeModuleId' | 'isEntry'
> & {
  moduleIds?: readonly string[]
  viteMetadata?: { importedCss: Set<string> }
}

/** `files` and every chunk they import statically, transitively, in load order. */
function staticClosure(chunks: Map<string, ChunkInfo>, files: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const next of chunks.get(file)?.imports ?? []) visit(next)
  }
  files.forEach(visit)
  return [...seen]
}

/** The module the entry starts the app with once the page has painted (src/main.tsx). */
export const APP_MODULE = 'src/app/mount.tsx'

/**
 * The chunks of `modules` (project paths of lazily imported modules) and every chunk they import,
 * transitively, in load order, less those the entry has loaded already.
 */
function lazyChunks(
  chunks: Map<string, ChunkInfo>,
  root: string,
  modules: readonly string[],
): string[] {
  const starts = modules.map((module) => {
    const modulePath = resolve(root, module)
    // A module imported both statically and with import() may end up in a chunk of which it is not
    // the facade (the bundler's choice): the chunk that holds it is then the one to load.
    const all = [...chunks.values()]
    const chunk =
      all.find((c) => c.facadeModuleId === modulePath) ??
      all.find((c) => c.moduleIds?.includes(modulePath))
    if (!chunk) throw new Error(`route-html: no chunk for ${module}`)
    return chunk.fileName
  })
  const entries = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName)
  const inEntry = new Set(staticClosure(chunks, entries))
  return staticClosure(chunks, starts).filter((f) => !inEntry.has(f))
}

/**
 * Stylesheet links for the CSS of `modules` and of every chunk they import, transitively (the
 * entry's own CSS is in index.html already). Vite's loader later finds them in place and does
 * not add them again.
 */
export function stylesheetTags(
  chunks: Map<string, ChunkInfo>,
  root: string,
  modules: readonly string[],
  base = '/',
): string[] {
  const files = lazyChunks(chunks, root, modules)
  const css = [
    ...new Set(files.flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])])),
  ]
  return css.map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`)
}

/**
 * Modules that import another as soon as they run (a top-level `import()`): a page that loads the
 * first needs the second at once too. src/lib/catalog/catalog.ts starts loading the Firestore
 * SDK so.
 */
const IMPORTED_AS_IT_RUNS: Record<string, string> = {
  'src/lib/catalog/catalog.ts': 'src/lib/firebase/firestore.ts',
}

/**
 * Parts of a page that it renders at once but fetches apart (an `import()` as it renders): the
 * page's HTML names them too, so they arrive with the page's own scripts rather than a round trip
 * after them. Keyed by the page module, so only that page's file names them, not the shell.
 */
const PAGE_PARTS: Record<string, readonly string[]> = {
  'src/features/home/home-page.tsx': ['src/features/home/home-sections.tsx'],
}

/**
 * A <meta> naming every script chunk of `modules` (APP_SCRIPTS_META_NAME). The entry preloads
 * them all at once after the first paint (src/main.tsx), instead of the app discovering them one
 * import level at a time: on a phone's network each level costs a round trip.
 */
export function appScriptsTag(
  chunks: Map<string, ChunkInfo>,
  root: string,
  modules: readonly string[],
  base = '/',
): string {
  const named = lazyChunks(chunks, root, modules)
  const containing = (module: string) =>
    named.some((f) => chunks.get(f)?.moduleIds?.includes(resolve(root, module)))
  const eager = Object.entries(IMPORTED_AS_IT_RUNS)
    .filter(([importer]) => containing(importer))
    .map(([, imported]) => imported)
    .concat(modules.flatMap((module) => PAGE_PARTS[module] ?? []))
  const files = [...new Set([...named, ...lazyChunks(chunks, root, eager)])].map(
    (f) => `${base}${f}`,
  )
  return `<meta name="${APP_SCRIPTS_META_NAME}" content="${files.join(' ')}">`
}

export function insertBeforeHeadEnd(html: string, lines: readonly string[]): string {
  const end = html.indexOf('</head>')
  if (end < 0) throw new Error('route-html: index.html has no </head>')
  const at = html.lastIndexOf('\n', end) + 1
  return `${html.slice(0, at)}${lines.map((l) => `  ${l}\n`).join('')}${html.slice(at)}`
}

export function routeHtmlPlugin(): Plugin {
  let root = process.cwd()
  let base = '/'
  return {
    name: 'route-html',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    writeBundle(options, bundle: Rolldown.OutputBundle) {
      const dir = options.dir ?? join(root, 'dist')
      const chunks = new Map<string, ChunkInfo>()
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item)
      }
      // Read once: index.html is itself rewritten below, as the home page's file.
      const index = readFileSync(join(dir, 'index.html'), 'utf8')
      const write = (file: string, modules: readonly string[]) => {
        const tags = [
          ...stylesheetTags(chunks, root, modules, base),
          appScriptsTag(chunks, root, modules, base),
        ]
        writeFileSync(join(dir, file), insertBeforeHeadEnd(index, tags))
      }
      write(SHELL_FILE, [APP_MODULE])
      for (const route of routePages()) write(htmlFileFor(route.path), [APP_MODULE, route.module])
    },
  }
}
