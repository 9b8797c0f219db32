/**
 * First-load JS and CSS per route: the entry and the app module it starts after the first paint
 * (each with its static imports) plus the route's lazy page chunk (with its static imports), and
 * the stylesheets that come with all of them — what the browser must fetch before the route can
 * render. Sizes are gzip bytes. Each language's pages are read from that language's own build:
 * English from dist/, Hindi from dist/hi (tools/i18n/build.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  chunkOfModule,
  readIndexHtml,
  readManifest,
  staticClosure,
  type BuildGraph,
  type BuiltChunk,
} from './chunk-graph'
import { pageFile, routeList, type RouteSpec } from '../../src/config/routes.ts'
import { LOCALE_LIST, SOURCE_LOCALE, type Locale } from '../../src/config/locales.ts'
import { APP_MODULE } from '../route-html/vite-plugin.ts'
import { localeBuildDir, ROOT, type BenchRoute } from './config'

export interface AssetSize {
  file: string
  gzip: number
}

export interface RouteBundle {
  path: string
  pageChunk: string | null
  js: AssetSize[]
  css: AssetSize[]
  jsGzip: number
  cssGzip: number
  /** First-load JS chunks that hold Leaflet code. */
  leafletChunks: string[]
  /**
   * First-load JS chunks that hold the Firebase Auth SDK or Firestore: a signed-out visit needs
   * neither until something is sent or signed in (a signed-in one loads Auth after start-up).
   */
  firebaseChunks: string[]
  /** Chunks the route's code imports dynamically later (not first load), pages excluded. */
  deferred: string[]
}

export interface BundleReport {
  entry: string[]
  /**
   * The scripts the entry imports statically, which the browser fetches and runs before the
   * entry itself: none, so that the entry runs (and starts the app after the first paint) as
   * soon as it arrives. A chunk group that takes in a module the entry reads (the route table)
   * would otherwise make it wait for that whole chunk.
   */
  entryWaitsFor: string[]
  routes: RouteBundle[]
  /** Every JS chunk with Leaflet code, wherever it is loaded. */
  leafletChunks: string[]
  /**
   * The other languages' builds that were read (dist/hi): each one's own entry and the scripts
   * it waits for. `entry` and `entryWaitsFor` above are the English build's.
   */
  locales?: Partial<Record<Locale, LocaleEntry>>
  /** Languages whose build is not there (as in a commit from before them): no bundles. */
  missing?: MissingBuild[]
}

export interface LocaleEntry {
  entry: string[]
  entryWaitsFor: string[]
}

export interface MissingBuild {
  locale: Locale
  /** The routes in that language that were asked for and have no bundles. */
  routes: string[]
  /** What is missing, e.g. "/…/dist/hi/index.html is missing". */
  reason: string
}

/** Signatures of Leaflet's own code, for builds without source maps. */
const LEAFLET_MARKERS = [
  'Map container is already initialized',
  'leaflet-container',
  'leaflet-pane',
]

export function hasLeaflet(chunk: BuiltChunk): boolean {
  if (chunk.sources.length > 0)
    return chunk.sources.some((s) => /(^|\/)node_modules\/(react-)?leaflet\//.test(s))
  return LEAFLET_MARKERS.some((marker) => chunk.code.includes(marker))
}

/** Signatures of the Auth SDK's and Firestore's own code (their services' hosts), likewise. */
const FIREBASE_MARKERS = ['identitytoolkit.googleapis.com', 'firestore.googleapis.com']

export function hasFirebaseSdk(chunk: BuiltChunk): boolean {
  if (chunk.sources.length > 0)
    return chunk.sources.some((s) => /(^|\/)node_modules\/@firebase\/(auth|firestore)\//.test(s))
  return FIREBASE_MARKERS.some((marker) => chunk.code.includes(marker))
}

/** Every file under `dir`, the folders in `skip` left out. */
function walk(dir: string, skip: ReadonlySet<string>): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (!entry.isDirectory()) return [path]
    return skip.has(path) ? [] : walk(path, skip)
  })
}

/** Whether the site's build folder holds `locale`'s build (a commit from before it has none). */
export function hasLocaleBuild(distDir: string, locale: Locale): boolean {
  return existsSync(join(localeBuildDir(distDir, locale), 'index.html'))
}

/**
 * Reads one language's build inside the site's build folder `distDir`: English's is the folder
 * itself, Hindi's dist/hi. Its index.html, Vite's manifest, every .js chunk and the sources
 * listed in its .map. Files are named relative to `distDir` ("hi/assets/…" for Hindi). The
 * English build leaves out the other languages' folders: they are builds of their own.
 */
export function readBuild(
  distDir: string,
  locale: Locale = SOURCE_LOCALE,
): BuildGraph & { sizes: Map<string, number> } {
  const buildDir = localeBuildDir(distDir, locale)
  const indexFile = join(buildDir, 'index.html')
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: build first.`)
  const manifestFile = join(buildDir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build with build.manifest (vite.config.ts).`)
  }
  const dir = relative(distDir, buildDir).split('\\').join('/')
  const links = readManifest(readFileSync(manifestFile, 'utf8'), dir)
  const { scripts, styles } = readIndexHtml(readFileSync(indexFile, 'utf8'))
  const chunks = new Map<string, BuiltChunk>()
  const sizes = new Map<string, number>()
  const otherBuilds = new Set(
    LOCALE_LIST.map((other) => localeBuildDir(distDir, other)).filter((d) => d !== buildDir),
  )
  for (const path of walk(buildDir, otherBuilds)) {
    const file = relative(distDir, path).split('\\').join('/')
    if (!/\.(js|css)$/.test(file)) continue
    const content = readFileSync(path)
    sizes.set(file, gzipSync(content).length)
    if (!file.endsWith('.js')) continue
    chunks.set(file, {
      file,
      code: content.toString('utf8'),
      sources: readSources(path),
      ...(links.get(file) ?? { imports: [], dynamicImports: [], css: [] }),
    })
  }
  return { entryScripts: scripts, entryStyles: styles, chunks, sizes }
}

function readSources(path: string): string[] {
  const mapFile = `${path}.map`
  if (!existsSync(mapFile)) return []
  try {
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: unknown }
    if (!Array.isArray(map.sources)) return []
    // Sources are relative to the chunk, wherever BUILD_OUT_DIR put it: made project paths here.
    return map.sources
      .filter((s): s is string => typeof s === 'string')
      .map((s) =>
        relative(ROOT, resolve(dirname(path), s))
          .split('\\')
          .join('/'),
      )
  } catch {
    return []
  }
}

/** Every page module of the route table, as project paths (the home page's too). */
export function pageModuleFiles(routes: readonly RouteSpec[] = routeList): string[] {
  return [...new Set(routes.map((route) => pageFile(route.page.module)))]
}

/**
 * First-load bundles of `routes`. `pageModules` (every page of the route table) keeps other
 * routes' pages out of the "loaded later" lists.
 */
export function analyseBundles(
  build: BuildGraph & { sizes: Map<string, number> },
  routes: readonly BenchRoute[],
  pageModules: readonly string[] = [],
): BundleReport {
  // The entry starts the app with a dynamic import once the page has painted (src/main.tsx):
  // part of every first load all the same.
  const app = chunkOfModule(build, APP_MODULE)
  const starts = app ? [...build.entryScripts, app] : build.entryScripts
  const entry = staticClosure(build, starts)
  const entryWaitsFor = staticClosure(build, build.entryScripts).filter(
    (file) => !build.entryScripts.includes(file),
  )
  const pageChunks = new Map(routes.map((r) => [r.path, chunkOfModule(build, r.module) ?? null]))
  const allPages = new Set(
    [...pageChunks.values(), ...pageModules.map((m) => chunkOfModule(build, m))].filter(
      (f): f is string => typeof f === 'string',
    ),
  )
  const size = (file: string): AssetSize => ({ file, gzip: build.sizes.get(file) ?? 0 })
  const total = (assets: AssetSize[]) => assets.reduce((sum, a) => sum + a.gzip, 0)

  const routeBundles = routes.map((route): RouteBundle => {
    const page = pageChunks.get(route.path) ?? null
    const jsFiles = staticClosure(build, page ? [...starts, page] : starts)
    const cssFiles = [
      ...build.entryStyles,
      ...jsFiles.flatMap((f) => build.chunks.get(f)?.css ?? []),
    ]
    const deferred = new Set<string>()
    for (const file of jsFiles) {
      for (const target of build.chunks.get(file)?.dynamicImports ?? [])
        if (!jsFiles.includes(target) && !allPages.has(target)) deferred.add(target)
    }
    const js = jsFiles.map(size)
    const css = [...new Set(cssFiles)].map(size)
    return {
      path: route.path,
      pageChunk: page,
      js,
      css,
      jsGzip: total(js),
      cssGzip: total(css),
      leafletChunks: jsFiles.filter((f) => {
        const chunk = build.chunks.get(f)
        return chunk !== undefined && hasLeaflet(chunk)
      }),
      firebaseChunks: jsFiles.filter((f) => {
        const chunk = build.chunks.get(f)
        return chunk !== undefined && hasFirebaseSdk(chunk)
      }),
      deferred: [...deferred],
    }
  })
  return {
    entry,
    entryWaitsFor,
    routes: routeBundles,
    leafletChunks: [...build.chunks.values()].filter(hasLeaflet).map((c) => c.file),
  }
}

/**
 * First-load bundles of `routes`, each from its own language's build inside the site's build
 * folder `distDir` (English from dist/, Hindi from dist/hi), each build read once. The report's
 * `entry` and `entryWaitsFor` are the English build's, the other languages' are in `locales`.
 * A language whose build is not there is named in `missing`, and its routes have no bundles.
 */
export function analyseSiteBundles(
  distDir: string,
  routes: readonly BenchRoute[],
  pageModules: readonly string[] = [],
): BundleReport {
  const inLocale = (locale: Locale) => routes.filter((r) => r.locale === locale)
  const english = analyseBundles(readBuild(distDir), inLocale(SOURCE_LOCALE), pageModules)
  const bundles = new Map(english.routes.map((r) => [r.path, r]))
  const leafletChunks = new Set(english.leafletChunks)
  const locales: Partial<Record<Locale, LocaleEntry>> = {}
  const missing: MissingBuild[] = []
  for (const locale of LOCALE_LIST) {
    const own = inLocale(locale)
    if (locale === SOURCE_LOCALE || own.length === 0) continue
    if (!hasLocaleBuild(distDir, locale)) {
      const reason = `${join(localeBuildDir(distDir, locale), 'index.html')} is missing`
      missing.push({ locale, routes: own.map((r) => r.path), reason })
      continue
    }
    const report = analyseBundles(readBuild(distDir, locale), own, pageModules)
    locales[locale] = { entry: report.entry, entryWaitsFor: report.entryWaitsFor }
    for (const route of report.routes) bundles.set(route.path, route)
    for (const file of report.leafletChunks) leafletChunks.add(file)
  }
  return {
    entry: english.entry,
    entryWaitsFor: english.entryWaitsFor,
    routes: routes.flatMap((r) => bundles.get(r.path) ?? []),
    leafletChunks: [...leafletChunks],
    locales,
    missing,
  }
}
