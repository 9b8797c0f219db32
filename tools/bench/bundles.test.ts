// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { readIndexHtml, readManifest, type BuiltChunk } from './chunk-graph'
import { ROOT, ROUTES, type BenchRoute } from './config'
import { pageFile, routeList } from '../../src/config/routes'
import {
  analyseBundles,
  analyseSiteBundles,
  hasFirebaseSdk,
  pageModuleFiles,
  readBuild,
} from './bundles'

const routes: BenchRoute[] = [
  {
    path: '/',
    module: 'src/features/home/home-page.tsx',
    kind: 'content',
    locale: 'en',
  },
  {
    path: '/locate',
    module: 'src/features/locate/locate-page.tsx',
    kind: 'map',
    locale: 'en',
  },
]

function chunk(file: string, links: Partial<BuiltChunk> = {}): [string, BuiltChunk] {
  return [file, { file, code: '', sources: [], imports: [], dynamicImports: [], css: [], ...links }]
}

/**
 * A small build as Vite's manifest and source maps describe it: entry → lazy pages, a shared
 * chunk, Leaflet for the map. The home page is bundled into a chunk that is not built for it
 * alone (as an eagerly imported page is), so only the source maps name it.
 */
function build() {
  const chunks = new Map([
    chunk('assets/index-11111111.js', {
      src: 'index.html',
      sources: ['src/main.tsx'],
      imports: ['assets/vendor-FFFFFFFF.js'],
      dynamicImports: [
        'assets/home-page-AAAAAAAA.js',
        'assets/locate-page-DDDDDDDD.js',
        'assets/auth-GGGGGGGG.js',
      ],
    }),
    chunk('assets/vendor-FFFFFFFF.js', { sources: ['node_modules/react/index.js'] }),
    chunk('assets/home-page-AAAAAAAA.js', {
      sources: ['src/features/home/home-page.tsx'],
      imports: ['assets/shared-BBBBBBBB.js', 'assets/index-11111111.js'],
      css: ['assets/home-page-CCCCCCCC.css'],
    }),
    chunk('assets/shared-BBBBBBBB.js', { sources: ['src/components/ui/page-header.tsx'] }),
    chunk('assets/locate-page-DDDDDDDD.js', {
      src: 'src/features/locate/locate-page.tsx',
      sources: ['src/features/locate/locate-page.tsx'],
      imports: ['assets/shared-BBBBBBBB.js', 'assets/leaflet-EEEEEEEE.js'],
    }),
    chunk('assets/leaflet-EEEEEEEE.js', { sources: ['node_modules/leaflet/dist/leaflet-src.js'] }),
    chunk('assets/auth-GGGGGGGG.js', {
      src: 'src/lib/session/auth.ts',
      sources: ['src/lib/session/auth.ts', 'node_modules/@firebase/auth/dist/esm/index.js'],
    }),
  ])
  const sizes = new Map<string, number>([
    ['assets/index-11111111.js', 1000],
    ['assets/vendor-FFFFFFFF.js', 5000],
    ['assets/home-page-AAAAAAAA.js', 300],
    ['assets/shared-BBBBBBBB.js', 20],
    ['assets/home-page-CCCCCCCC.css', 40],
    ['assets/locate-page-DDDDDDDD.js', 400],
    ['assets/leaflet-EEEEEEEE.js', 9000],
    ['assets/index-22222222.css', 7000],
  ])
  return {
    entryScripts: ['assets/index-11111111.js'],
    entryStyles: ['assets/index-22222222.css'],
    chunks,
    sizes,
  }
}

describe('readIndexHtml', () => {
  it('finds the entry script, preloads and stylesheets', () => {
    const html = `<head><script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-3.css"><link rel="icon" href="/favicon.svg"></head>`
    expect(readIndexHtml(html)).toEqual({
      scripts: ['assets/index-1.js', 'assets/vendor-2.js'],
      styles: ['assets/index-3.css'],
    })
  })
})

describe('readManifest', () => {
  it('names every chunk and what it imports by output file', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-1.js',
        src: 'index.html',
        isEntry: true,
        imports: ['_shared-2.js'],
        dynamicImports: ['src/page.tsx'],
        css: ['assets/index-3.css'],
      },
      '_shared-2.js': { file: 'assets/shared-2.js', name: 'shared' },
      'src/page.tsx': {
        file: 'assets/page-4.js',
        src: 'src/page.tsx',
        isDynamicEntry: true,
        imports: ['_shared-2.js', 'index.html'],
      },
      'src/only.css': { file: 'assets/only-5.css', src: 'src/only.css' },
    }
    expect(readManifest(JSON.stringify(manifest))).toEqual(
      new Map([
        [
          'assets/index-1.js',
          {
            src: 'index.html',
            imports: ['assets/shared-2.js'],
            dynamicImports: ['assets/page-4.js'],
            css: ['assets/index-3.css'],
          },
        ],
        ['assets/shared-2.js', { src: undefined, imports: [], dynamicImports: [], css: [] }],
        [
          'assets/page-4.js',
          {
            src: 'src/page.tsx',
            imports: ['assets/shared-2.js', 'assets/index-1.js'],
            dynamicImports: [],
            css: [],
          },
        ],
      ]),
    )
  })

  it('names the files of a build in a folder of dist/ by their path from dist/', () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_shared-2.js'], css: ['assets/i.css'] },
      '_shared-2.js': { file: 'assets/shared-2.js' },
    }
    expect([...readManifest(JSON.stringify(manifest), 'hi')]).toEqual([
      [
        'hi/assets/index-1.js',
        {
          src: undefined,
          imports: ['hi/assets/shared-2.js'],
          dynamicImports: [],
          css: ['hi/assets/i.css'],
        },
      ],
      ['hi/assets/shared-2.js', { src: undefined, imports: [], dynamicImports: [], css: [] }],
    ])
  })

  it('refuses a manifest that names a chunk it does not hold', () => {
    const manifest = { 'index.html': { file: 'assets/index-1.js', imports: ['_gone-2.js'] } }
    expect(() => readManifest(JSON.stringify(manifest))).toThrow('"_gone-2.js"')
  })
})

describe('analyseBundles', () => {
  const report = analyseBundles(build(), routes)
  const home = report.routes.find((r) => r.path === '/')
  const locate = report.routes.find((r) => r.path === '/locate')

  it('counts the entry, its imports, the page chunk and its imports and CSS', () => {
    expect(home?.pageChunk).toBe('assets/home-page-AAAAAAAA.js')
    expect(home?.js.map((a) => a.file).sort()).toEqual([
      'assets/home-page-AAAAAAAA.js',
      'assets/index-11111111.js',
      'assets/shared-BBBBBBBB.js',
      'assets/vendor-FFFFFFFF.js',
    ])
    expect(home?.jsGzip).toBe(1000 + 5000 + 300 + 20)
    expect(home?.css.map((a) => a.file)).toEqual([
      'assets/index-22222222.css',
      'assets/home-page-CCCCCCCC.css',
    ])
    expect(home?.cssGzip).toBe(7040)
  })

  it('names the scripts the entry imports, which it waits for before it runs', () => {
    expect(report.entryWaitsFor).toEqual(['assets/vendor-FFFFFFFF.js'])
  })

  it('finds Leaflet only where the map route loads it', () => {
    expect(home?.leafletChunks).toEqual([])
    expect(locate?.leafletChunks).toEqual(['assets/leaflet-EEEEEEEE.js'])
    expect(report.leafletChunks).toEqual(['assets/leaflet-EEEEEEEE.js'])
  })

  it('finds the Auth SDK where a page loads it at once, not where it is loaded later', () => {
    expect(home?.firebaseChunks).toEqual([])
    const eager = build()
    const page = eager.chunks.get('assets/home-page-AAAAAAAA.js')
    page?.imports.push('assets/auth-GGGGGGGG.js')
    const signIn = analyseBundles(eager, routes).routes.find((r) => r.path === '/')
    expect(signIn?.firebaseChunks).toEqual(['assets/auth-GGGGGGGG.js'])
  })

  it('tells the Auth SDK and Firestore by their services without source maps', () => {
    const code = (text: string) => chunk('x.js', { code: text })[1]
    expect(hasFirebaseSdk(code('fetch(`https://identitytoolkit.googleapis.com/v1`)'))).toBe(true)
    expect(hasFirebaseSdk(code('const host=`firestore.googleapis.com`'))).toBe(true)
    expect(hasFirebaseSdk(code('registerVersion(`@firebase/auth`)'))).toBe(false)
  })

  it('lists later dynamic imports apart from the route pages', () => {
    expect(home?.deferred).toEqual(['assets/auth-GGGGGGGG.js'])
  })

  it('falls back to chunk names when neither the manifest nor source maps name the page', () => {
    const bare = build()
    for (const c of bare.chunks.values()) {
      c.sources = []
      c.src = undefined
    }
    const fallback = analyseBundles(bare, routes)
    expect(fallback.routes.map((r) => r.pageChunk)).toEqual([
      'assets/home-page-AAAAAAAA.js',
      'assets/locate-page-DDDDDDDD.js',
    ])
  })
})

describe('pageModuleFiles', () => {
  it('names every page module of the route table once, including each benchmarked route’s', () => {
    const modules = pageModuleFiles()
    expect(new Set(modules).size).toBe(modules.length)
    for (const route of routeList) expect(modules).toContain(pageFile(route.page.module))
    for (const route of ROUTES) expect(modules).toContain(route.module)
    for (const module of modules) expect(existsSync(join(ROOT, module)), module).toBe(true)
  })
})

/**
 * A site's build on disk as tools/i18n/build.ts writes it: English in the folder, Hindi in its
 * hi/ folder (base /hi/), each with its own index.html, manifest and chunks. Only the Hindi build
 * holds Leaflet code and a chunk the entry waits for, so anything counted in the wrong build shows.
 */
function writeSite(dir: string, { hindi = true } = {}) {
  const write = (file: string, content: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), content)
  }
  const build = (folder: string, base: string, extra: boolean) => {
    const at = (file: string) => (folder ? `${folder}/${file}` : file)
    const entry = `assets/index-${extra ? 'HHHHHHHH' : 'EEEEEEEE'}.js`
    const home = `assets/home-page-${extra ? 'HHHHHHHH' : 'EEEEEEEE'}.js`
    const products = `assets/products-page-${extra ? 'HHHHHHHH' : 'EEEEEEEE'}.js`
    const manifest: Record<string, object> = {
      'index.html': {
        file: entry,
        src: 'index.html',
        isEntry: true,
        imports: extra ? ['_ui.js'] : [],
        dynamicImports: [
          'src/features/home/home-page.tsx',
          'src/features/catalog/products-page.tsx',
        ],
      },
      'src/features/home/home-page.tsx': { file: home, src: 'src/features/home/home-page.tsx' },
      'src/features/catalog/products-page.tsx': {
        file: products,
        src: 'src/features/catalog/products-page.tsx',
        imports: extra ? ['_strings.js'] : [],
      },
    }
    if (extra) {
      manifest['_ui.js'] = { file: 'assets/ui-HHHHHHHH.js' }
      manifest['_strings.js'] = { file: 'assets/strings-HHHHHHHH.js' }
      write(at('assets/ui-HHHHHHHH.js'), 'export const ui = 1')
      write(at('assets/strings-HHHHHHHH.js'), `export const s = "${'शब्द '.repeat(400)}"`)
      write(at('assets/map-HHHHHHHH.js'), '"Map container is already initialized"')
    }
    write(at('.vite/manifest.json'), JSON.stringify(manifest))
    write(at('index.html'), `<script type="module" src="${base}${entry}"></script>`)
    write(at(entry), `import("./home.js");import("./products.js");${'x'.repeat(extra ? 50 : 900)}`)
    write(at(home), 'export const HomePage = 1')
    write(at(products), `export const ProductsPage = "${'y'.repeat(2000)}"`)
  }
  build('', '/', false)
  if (hindi) build('hi', '/hi/', true)
}

const siteRoutes: BenchRoute[] = [
  { path: '/', module: 'src/features/home/home-page.tsx', kind: 'content', locale: 'en' },
  {
    path: '/products',
    module: 'src/features/catalog/products-page.tsx',
    kind: 'content',
    locale: 'en',
  },
  {
    path: '/hi/',
    module: 'src/features/home/home-page.tsx',
    kind: 'content',
    locale: 'hi',
    twin: '/',
  },
  {
    path: '/hi/products',
    module: 'src/features/catalog/products-page.tsx',
    kind: 'content',
    locale: 'hi',
    twin: '/products',
  },
]

describe('reading each language’s build', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'bench-bundles-'))
  afterAll(() => rmSync(tmp, { recursive: true, force: true }))
  const site = join(tmp, 'dist')
  writeSite(site)
  const gz = (file: string) => gzipSync(Buffer.from(file)).length

  it('leaves the Hindi build’s folder out of the English build', () => {
    const english = readBuild(site)
    expect([...english.sizes.keys()].sort()).toEqual([
      'assets/home-page-EEEEEEEE.js',
      'assets/index-EEEEEEEE.js',
      'assets/products-page-EEEEEEEE.js',
    ])
    expect([...english.chunks.keys()].some((f) => f.startsWith('hi/'))).toBe(false)
    expect(analyseBundles(english, siteRoutes.slice(0, 2)).leafletChunks).toEqual([])
  })

  it('reads the Hindi build from hi/, its files named from dist/ as its index.html names them', () => {
    const hindi = readBuild(site, 'hi')
    expect(hindi.entryScripts).toEqual(['hi/assets/index-HHHHHHHH.js'])
    expect([...hindi.sizes.keys()].every((f) => f.startsWith('hi/assets/'))).toBe(true)
    expect(hindi.chunks.get('hi/assets/index-HHHHHHHH.js')?.imports).toEqual([
      'hi/assets/ui-HHHHHHHH.js',
    ])
  })

  it('measures each route in its own language’s build, and each build’s entry', () => {
    const report = analyseSiteBundles(site, siteRoutes)
    expect(report.routes.map((r) => [r.path, r.pageChunk])).toEqual([
      ['/', 'assets/home-page-EEEEEEEE.js'],
      ['/products', 'assets/products-page-EEEEEEEE.js'],
      ['/hi/', 'hi/assets/home-page-HHHHHHHH.js'],
      ['/hi/products', 'hi/assets/products-page-HHHHHHHH.js'],
    ])
    const hiProducts = report.routes[3]
    expect(hiProducts?.js.map((a) => a.file).sort()).toEqual([
      'hi/assets/index-HHHHHHHH.js',
      'hi/assets/products-page-HHHHHHHH.js',
      'hi/assets/strings-HHHHHHHH.js',
      'hi/assets/ui-HHHHHHHH.js',
    ])
    expect(hiProducts?.jsGzip).toBe(hiProducts?.js.reduce((sum, a) => sum + a.gzip, 0))
    expect(hiProducts?.js.every((a) => a.gzip > 0)).toBe(true)
    expect(report.routes[0]?.jsGzip).toBe(
      gz(`import("./home.js");import("./products.js");${'x'.repeat(900)}`) +
        gz('export const HomePage = 1'),
    )
    // The English entry is the report's; the Hindi one waits for a chunk of its own.
    expect(report.entry).toEqual(['assets/index-EEEEEEEE.js'])
    expect(report.entryWaitsFor).toEqual([])
    expect(report.locales).toEqual({
      hi: {
        entry: ['hi/assets/index-HHHHHHHH.js', 'hi/assets/ui-HHHHHHHH.js'],
        entryWaitsFor: ['hi/assets/ui-HHHHHHHH.js'],
      },
    })
    expect(report.leafletChunks).toEqual(['hi/assets/map-HHHHHHHH.js'])
    expect(report.missing).toEqual([])
  })

  it('reads no Hindi build when no Hindi route is measured', () => {
    const report = analyseSiteBundles(site, siteRoutes.slice(0, 1))
    expect(report.routes.map((r) => r.path)).toEqual(['/'])
    expect(report.locales).toEqual({})
  })

  it('names a missing Hindi build (a commit from before it) instead of failing', () => {
    const old = join(tmp, 'old')
    writeSite(old, { hindi: false })
    const report = analyseSiteBundles(old, siteRoutes)
    expect(report.routes.map((r) => r.path)).toEqual(['/', '/products'])
    expect(report.locales).toEqual({})
    expect(report.missing).toEqual([
      {
        locale: 'hi',
        routes: ['/hi/', '/hi/products'],
        reason: `${join(old, 'hi', 'index.html')} is missing`,
      },
    ])
  })
})
