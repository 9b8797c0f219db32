import { describe, expect, it } from 'vitest'
import { insertBeforeHeadEnd, stylesheetTags, type ChunkInfo } from './vite-plugin'

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

describe('stylesheetTags', () => {
  it("links the CSS of the modules' chunks and their imports, transitively, but not the entry's", () => {
    const tags = stylesheetTags(chunks, ROOT, ['src/features/x/page.tsx'])
    expect(tags).toEqual(['<link rel="stylesheet" crossorigin href="/assets/page.css">'])
  })

  it('finds CSS imported deep in the graph, once', () => {
    const deep = graph(
      ...chunks.values(),
      chunk('assets/app.js', ['assets/sdk.js', 'assets/page.js'], {
        facadeModuleId: `${ROOT}/src/app/mount.tsx`,
      }),
    )
    deep.set('assets/sdk-core.js', {
      ...deep.get('assets/sdk-core.js')!,
      viteMetadata: { importedCss: new Set(['assets/sdk.css']) },
    })
    expect(stylesheetTags(deep, ROOT, ['src/app/mount.tsx', 'src/features/x/page.tsx'])).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/sdk.css">',
      '<link rel="stylesheet" crossorigin href="/assets/page.css">',
    ])
  })

  it('uses the configured base', () => {
    expect(stylesheetTags(chunks, ROOT, ['src/features/x/page.tsx'], '/shop/')[0]).toContain(
      'href="/shop/assets/page.css"',
    )
  })

  it('fails the build when a module has no chunk of its own', () => {
    expect(() => stylesheetTags(chunks, ROOT, ['src/y.tsx'])).toThrow('src/y.tsx')
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
