import { describe, expect, it } from 'vitest'
import { paths } from './paths'
import { noindexPaths, sitemapPaths } from './seo'

/** Every page route of the route table that is not built per record. */
const staticRoutes = Object.entries(paths)
  .filter(
    ([key, value]) =>
      typeof value === 'string' && !['blogPostPattern', 'contactSection'].includes(key),
  )
  .map(([, value]) => value as string)

describe('route classification', () => {
  it('puts every static route either in the sitemap or out of search results', () => {
    expect([...sitemapPaths, ...noindexPaths].sort()).toEqual([...staticRoutes].sort())
  })

  it('lists no route twice', () => {
    expect(new Set([...sitemapPaths, ...noindexPaths]).size).toBe(
      sitemapPaths.length + noindexPaths.length,
    )
  })
})
