// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { routeList, routes } from '@/config/routes'
import { collectionsFor } from './catalog-routes'

describe('collectionsFor', () => {
  it('names what the route table says each catalogue page reads', () => {
    expect(collectionsFor(paths.products)).toEqual(routes.products.collections)
    expect(collectionsFor(`${paths.products}/`)).toEqual(routes.products.collections)
    expect(collectionsFor(paths.blogs)).toEqual(routes.blogs.collections)
    expect(collectionsFor(paths.jobs)).toEqual(routes.jobs.collections)
    expect(collectionsFor(paths.blogPost('new-crop-arrivals'))).toEqual(routes.blogPost.collections)
  })

  it('follows every route of the table', () => {
    for (const route of routeList) {
      const address = route.path.replace(/:\w+/g, 'x')
      expect(collectionsFor(address), route.path).toEqual(route.collections ?? [])
    }
  })

  it('names nothing for pages without catalogue data, or addresses no route has', () => {
    for (const path of [paths.home, paths.about, paths.locate, '/blog/', '/blog/a/b', '/nowhere']) {
      expect(collectionsFor(path), path).toEqual([])
    }
  })
})
