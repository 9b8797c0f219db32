// @vitest-environment node
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BuiltChunk } from './chunk-graph'
import { readIndexHtml, staticImports } from './chunk-graph'
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

function chunk(file: string, code: string, sources: string[] = []): [string, BuiltChunk] {
  return [file, { file, code, sources }]
}

/** A small build shaped like Vite's output: entry → lazy pages, a shared chunk, Leaflet for the map. */
function build() {
  const entry =
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/home-page-AAAAAAAA.js","assets/shared-BBBBBBBB.js","assets/home-page-CCCCCCCC.css","assets/locate-page-DDDDDDDD.js","assets/leaflet-EEEEEEEE.js"])))=>i.map(i=>d[i]);' +
    'import{a as b}from"./vendor-FFFFFFFF.js";' +
    'var r=[{lazy:()=>p(()=>import(`./home-page-AAAAAAAA.js`).then(e=>e.t),__vite__mapDeps([0,1,2]))},' +
    '{lazy:()=>p(()=>import(`./locate-page-DDDDDDDD.js`),__vite__mapDeps([3,1,4]))}];' +
    'var auth=()=>import("./auth-GGGGGGGG.js");'
  const chunks = new Map([
    chunk('assets/index-11111111.js', entry, ['src/main.tsx']),
    chunk('assets/vendor-FFFFFFFF.js', 'export{x as a};', ['node_modules/react/index.js']),
    chunk(
      'assets/home-page-AAAAAAAA.js',
      'import{t}from"./shared-BBBBBBBB.js";import"./index-11111111.js";',
      ['src/features/home/home-page.tsx'],
    ),
    chunk('assets/shared-BBBBBBBB.js', 'export const t=1;', ['src/components/ui/page-header.tsx']),
    chunk(
      'assets/locate-page-DDDDDDDD.js',
      'import{t}from"./shared-BBBBBBBB.js";import{L}from"./leaflet-EEEEEEEE.js";',
      ['src/features/locate/locate-page.tsx'],
    ),
    chunk('assets/leaflet-EEEEEEEE.js', 'export const L=1;', [
      'node_modules/leaflet/dist/leaflet-src.js',
    ]),
    chunk('assets/auth-GGGGGGGG.js', 'export const a=1;', [
      'src/lib/auth.ts',
      'node_modules/@firebase/auth/dist/esm/index.js',
    ]),
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

describe('staticImports', () => {
  it('follows import and export-from statements but not dynamic imports', () => {
    const known = new Set(['assets/a.js', 'assets/b.js', 'assets/c.js', 'assets/d.js'])
    const code =
      'import{x as y}from"./a.js";import"./b.js";export{z}from"./c.js";const l=()=>import("./d.js")'
    expect(staticImports({ file: 'assets/main.js', code, sources: [] }, known).sort()).toEqual([
      'assets/a.js',
      'assets/b.js',
      'assets/c.js',
    ])
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

  it('finds Leaflet only where the map route loads it', () => {
    expect(home?.leafletChunks).toEqual([])
    expect(locate?.leafletChunks).toEqual(['assets/leaflet-EEEEEEEE.js'])
    expect(report.leafletChunks).toEqual(['assets/leaflet-EEEEEEEE.js'])
  })

  it('finds the Auth SDK where a page loads it at once, not where it is loaded later', () => {
    expect(home?.firebaseChunks).toEqual([])
    const eager = build()
    const page = eager.chunks.get('assets/home-page-AAAAAAAA.js')
    if (page) page.code += 'import"./auth-GGGGGGGG.js";'
    const signIn = analyseBundles(eager, routes).routes.find((r) => r.path === '/')
    expect(signIn?.firebaseChunks).toEqual(['assets/auth-GGGGGGGG.js'])
  })

  it('tells the Auth SDK and Firestore by their services without source maps', () => {
    const code = (text: string) => ({ file: 'x.js', code: text, sources: [] })
    expect(hasFirebaseSdk(code('fetch(`https://identitytoolkit.googleapis.com/v1`)'))).toBe(true)
    expect(hasFirebaseSdk(code('const host=`firestore.googleapis.com`'))).toBe(true)
    expect(hasFirebaseSdk(code('registerVersion(`@firebase/auth`)'))).toBe(false)
  })

  it('lists later dynamic imports apart from the route pages', () => {
    expect(home?.deferred).toEqual(['assets/auth-GGGGGGGG.js'])
  })

  it('falls back to chunk names when there are no source maps', () => {
    const bare = build()
    for (const c of bare.chunks.values()) c.sources = []
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
