import { describe, expect, it } from 'vitest'
import { appScriptsTag, insertBeforeHeadEnd, stylesheetTags, type ChunkInfo } from './vite-plugin'

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

  it('finds a module in the chunk that holds it when it is not that chunk’s facade', () => {
    const shared = graph(
      ...chunks.values(),
      chunk('assets/store.js', ['assets/sdk.js'], {
        moduleIds: [`${ROOT}/src/lib/store.ts`],
        viteMetadata: { importedCss: new Set(['assets/store.css']) },
      }),
    )
    expect(stylesheetTags(shared, ROOT, ['src/lib/store.ts'])).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/store.css">',
    ])
  })

  it('fails the build when no chunk holds a module', () => {
    expect(() => stylesheetTags(chunks, ROOT, ['src/y.tsx'])).toThrow('src/y.tsx')
  })
})

describe('appScriptsTag', () => {
  it("names the modules' chunks and their imports, transitively, but not the entry's", () => {
    expect(appScriptsTag(chunks, ROOT, ['src/features/x/page.tsx'], '/shop/')).toBe(
      '<meta name="app-scripts" content="/shop/assets/page.js /shop/assets/sdk.js /shop/assets/sdk-core.js">',
    )
  })
})

describe('appScriptsTag, with a module that imports the Firestore SDK as it runs', () => {
  it('names the SDK chunks too, after those of the page', () => {
    const withSdk = graph(
      ...chunks.values(),
      chunk('assets/data-page.js', ['assets/catalog.js'], {
        facadeModuleId: `${ROOT}/src/features/d/page.tsx`,
      }),
      chunk('assets/catalog.js', [], { moduleIds: [`${ROOT}/src/lib/catalog/catalog.ts`] }),
      chunk('assets/firestore.js', ['assets/sdk-core.js'], {
        facadeModuleId: `${ROOT}/src/lib/firebase/firestore.ts`,
      }),
    )
    expect(appScriptsTag(withSdk, ROOT, ['src/features/d/page.tsx'])).toBe(
      '<meta name="app-scripts" content="/assets/data-page.js /assets/catalog.js /assets/firestore.js /assets/sdk-core.js">',
    )
    expect(appScriptsTag(withSdk, ROOT, ['src/features/x/page.tsx'])).not.toContain('firestore')
  })
})

describe('appScriptsTag, with a page that fetches a part of itself as it renders', () => {
  const withParts = graph(
    ...chunks.values(),
    chunk('assets/mount.js', ['assets/shared.js'], {
      facadeModuleId: `${ROOT}/src/app/mount.tsx`,
      moduleIds: [`${ROOT}/src/app/mount.tsx`, `${ROOT}/src/features/home/home-page.tsx`],
    }),
    chunk('assets/home-sections.js', ['assets/shared.js', 'assets/carousel.js'], {
      facadeModuleId: `${ROOT}/src/features/home/home-sections.tsx`,
    }),
    chunk('assets/carousel.js', []),
  )

  it('names the part’s chunks in the page’s own file', () => {
    expect(
      appScriptsTag(withParts, ROOT, ['src/app/mount.tsx', 'src/features/home/home-page.tsx']),
    ).toBe(
      '<meta name="app-scripts" content="/assets/mount.js /assets/home-sections.js /assets/carousel.js">',
    )
  })

  it('leaves them out of the shell, whose app holds the page without rendering it', () => {
    expect(appScriptsTag(withParts, ROOT, ['src/app/mount.tsx'])).toBe(
      '<meta name="app-scripts" content="/assets/mount.js">',
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
