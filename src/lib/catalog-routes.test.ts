import { describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { collectionsFor } from './catalog-routes'

describe('collectionsFor', () => {
  it('names what the catalogue pages read', () => {
    expect(collectionsFor(paths.products)).toEqual(['products', 'featuredProducts'])
    expect(collectionsFor(`${paths.products}/`)).toEqual(['products', 'featuredProducts'])
    expect(collectionsFor(paths.jobs)).toEqual(['jobListings'])
    expect(collectionsFor(paths.blogPost('new-crop-arrivals'))).toEqual(['blogPosts'])
  })

  it('names nothing for pages without catalogue data', () => {
    for (const path of [paths.home, paths.about, paths.locate, '/blog/', '/no-such-page']) {
      expect(collectionsFor(path)).toEqual([])
    }
  })
})
