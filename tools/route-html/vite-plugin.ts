/**
 * One HTML file per lazily loaded route (products.html, about.html, …): index.html plus
 * `<link rel="modulepreload">` for the route's page chunk and every chunk it imports, and a
 * style preload for its CSS. Served for /products by Hosting (`cleanUrls`) and `vite preview`,
 * it lets the browser fetch the page's code beside the entry instead of only after the entry has
 * run, a chain of round trips on a slow phone. Every other address still gets index.html.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, Rolldown } from 'vite'
import { htmlFileFor, routePages, type RoutePage } from './route-pages.ts'

export type ChunkInfo = Pick<
  Rolldown.OutputChunk,
  'fileName' | 'imports' | 'facadeModuleId' | 'isEntry'
> & {
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

/** The preload tags `route` adds to index.html, given the build's chunks. */
export function routePreloadTags(
  chunks: Map<string, ChunkInfo>,
  root: string,
  route: RoutePage,
  base = '/',
): string[] {
  const modulePath = resolve(root, route.module)
  const page = [...chunks.values()].find((c) => c.facadeModuleId === modulePath)
  if (!page) throw new Error(`route-html: no chunk for ${route.module} (${route.path})`)
  const entries = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName)
  const inEntry = new Set(staticClosure(chunks, entries))
  const files = staticClosure(chunks, [page.fileName]).filter((f) => !inEntry.has(f))
  const css = [
    ...new Set(files.flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])])),
  ]
  return [
    ...files.map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`),
    ...css.map((f) => `<link rel="preload" as="style" crossorigin href="${base}${f}">`),
  ]
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
      const index = readFileSync(join(dir, 'index.html'), 'utf8')
      const routes = routePages(readFileSync(join(root, 'src/app/router.tsx'), 'utf8'))
      for (const route of routes) {
        const html = insertBeforeHeadEnd(index, routePreloadTags(chunks, root, route, base))
        writeFileSync(join(dir, htmlFileFor(route.path)), html)
      }
    },
  }
}
