/**
 * Prerendering: after the client build, every fixed address (staticPaths) is rendered to HTML as
 * a visitor who is not signed in first sees it (src/app/prerender.tsx), into the file Hosting
 * serves for it (index.html for /, products.html for /products, …; see tools/route-html). A phone
 * then paints the page as soon as the HTML and CSS arrive, instead of after the scripts have
 * downloaded and run; the app takes the markup over (src/app/mount.tsx).
 *
 * The shell (tools/route-html), with an empty #root, is left as it is: Hosting serves it for every
 * other address (blog posts, unknown paths, pages behind a sign-in), which the browser renders.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, loadEnv, type Plugin } from 'vite'
import { appEnvPlugin } from '../app-env/vite-plugin.ts'
import { buildLocale, i18nPlugin } from '../i18n/vite-plugin.ts'
import { pathInLocale } from '../../src/config/locales.ts'
import { staticPaths } from '../../src/config/paths.ts'
import { htmlFileFor } from '../route-html/route-pages.ts'
import type { PrerenderedPage, ReadDocuments } from '../../src/app/prerender.tsx'
import type { CatalogPreview } from '../../src/lib/catalog/catalog-preview.ts'
import { COLLECTIONS } from '../../src/lib/schema.ts'
import { CATALOG_SETTING, catalogSource, readSeedCollection } from './catalog-source.ts'
import { injectPage, splitRendered } from './inject.ts'

const SERVER_ENTRY = 'src/app/prerender.tsx'

interface ServerEntry {
  renderPage: (path: string, preview: CatalogPreview | null) => Promise<PrerenderedPage>
  catalogPreviewFor: (path: string, read?: ReadDocuments) => Promise<CatalogPreview | null>
}

/**
 * Builds the server entry for Node with the client build's mode into `outDir` (inside the project,
 * so its imports resolve from node_modules), and loads it. `outDir` is new for every build: the
 * module and its chunks must be loaded once, under their plain file URLs.
 */
async function loadRenderer(root: string, mode: string, outDir: string): Promise<ServerEntry> {
  await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    plugins: [i18nPlugin(), react(), appEnvPlugin()],
    resolve: { alias: { '@': join(root, 'src') } },
    build: {
      ssr: SERVER_ENTRY,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  })
  const url = pathToFileURL(join(outDir, 'prerender.mjs'))
  return (await import(url.href)) as ServerEntry
}

export function prerenderPlugin(): Plugin {
  let root = process.cwd()
  let mode = 'production'
  let outDir = 'dist'
  let ssrBuild = false
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root
      mode = config.mode
      // resolve, not join: BUILD_OUT_DIR may be an absolute path outside the project.
      outDir = resolve(config.root, config.build.outDir)
      ssrBuild = Boolean(config.build.ssr)
    },
    closeBundle: {
      // After route-html has written the per-route copies of index.html.
      order: 'post',
      sequential: true,
      async handler() {
        if (ssrBuild) return
        const serverDir = join(root, 'node_modules/.prerender', `${process.pid}-${Date.now()}`)
        try {
          const entry = await loadRenderer(root, mode, serverDir)
          const source = catalogSource(mode, { ...loadEnv(mode, root, ''), ...process.env }, root)
          const readDocuments: ReadDocuments | undefined =
            source.kind === 'seed'
              ? (key) => readSeedCollection(source.dir, COLLECTIONS[key])
              : undefined
          const locale = buildLocale()
          for (const route of staticPaths) {
            // The page's address in the build's language (/hi/products); its file is named by
            // the route, inside the language's folder (dist/hi/products.html).
            const path = pathInLocale(route, locale)
            const file = join(outDir, htmlFileFor(route))
            let preview: CatalogPreview | null = null
            if (source.kind !== 'none') {
              try {
                preview = await entry.catalogPreviewFor(path, readDocuments)
              } catch (error) {
                throw new Error(
                  `prerender ${path}: reading its catalogue (${source.kind}) failed: ` +
                    `${(error as Error).message}. Set ${CATALOG_SETTING}=none to build without it.`,
                  { cause: error },
                )
              }
            }
            let page
            try {
              const rendered = await entry.renderPage(path, preview)
              page = { ...splitRendered(rendered.html), preview: rendered.preview }
            } catch (error) {
              throw new Error(`prerender ${path}: ${(error as Error).message}`, { cause: error })
            }
            writeFileSync(file, injectPage(readFileSync(file, 'utf8'), path, page))
          }
        } finally {
          rmSync(serverDir, { recursive: true, force: true })
        }
      },
    },
  }
}
