import { describe, expect, it } from 'vitest'
import { insertBeforeHeadEnd, routePreloadTags, type ChunkInfo } from './vite-plugin'

const ROOT = '/project'

function chunk(fileName: string, imports: string[], extra: Partial<ChunkInfo> = {}): ChunkInfo {
  return { fileName, imports, facadeModuleId: null, isEntry: false, ...extra }
}

function graph(...chunks: ChunkInfo[]): Map<string, ChunkInfo> {
  return new Map(chunks.map((c) => [c.fileName, c]))
}

const chunks = graph(
  chunk('assets/index.js', ['assets/shared.js'], {
    isEntry: true,
    facadeModuleId: `${ROOT}/src/main.tsx`,
  }),
  chunk('assets/shared.js', []),
  chunk('assets/page.js', ['assets/shared.js', 'assets/sdk.js'], {
    facadeModuleId: `${ROOT}/src/features/x/page.tsx`,
    viteMetadata: { importedCss: new Set(['assets/page.css']) },
  }),
  chunk('assets/sdk.js', ['assets/sdk-core.js']),
  chunk('assets/sdk-core.js', []),
)

describe('routePreloadTags', () => {
  const route = { path: '/x', module: 'src/features/x/page.tsx' }

  it("preloads the page chunk and its imports, transitively, but not the entry's own", () => {
    const tags = routePreloadTags(chunks, ROOT, route)
    expect(tags).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/page.js">',
      '<link rel="modulepreload" crossorigin href="/assets/sdk.js">',
      '<link rel="modulepreload" crossorigin href="/assets/sdk-core.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/page.css">',
    ])
  })

  it('uses the configured base', () => {
    expect(routePreloadTags(chunks, ROOT, route, '/shop/')[0]).toContain(
      'href="/shop/assets/page.js"',
    )
  })

  it('fails the build when a route has no chunk of its own', () => {
    expect(() => routePreloadTags(chunks, ROOT, { path: '/y', module: 'src/y.tsx' })).toThrow(
      'src/y.tsx',
    )
  })
})

describe('insertBeforeHeadEnd', () => {
  it('adds lines, indented, on their own lines just before </head>', () => {
    const html = '<html>\n  <head>\n    <title>t</title>\n  </head>\n</html>'
    expect(insertBeforeHeadEnd(html, ['<a>', '<b>'])).toBe(
      '<html>\n  <head>\n    <title>t</title>\n  <a>\n  <b>\n  </head>\n</html>',
    )
  })

  it('refuses HTML without a head', () => {
    expect(() => insertBeforeHeadEnd('<p>', ['<a>'])).toThrow('</head>')
  })
})
