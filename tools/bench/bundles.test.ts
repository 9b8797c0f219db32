// @vitest-environment node
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readIndexHtml, readManifest, type BuiltChunk } from './chunk-graph'
import { ROOT, ROUTES, type BenchRoute } from './config'
import { pageFile, routeList } from '../../src/config/routes'
import { analyseBundles, hasFirebaseSdk, pageModuleFiles } from './bundles'

const routes: BenchRoute[] = [
  {
    path: '/',
    module: 'src/features/home/home-page.tsx',

    kind: 'content',
  },
  {
    path: '/locate',
    module: 'src/features/locate/locate-page.tsx',
    kind: 'map',
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
