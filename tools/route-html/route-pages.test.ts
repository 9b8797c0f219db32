import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { paths, staticPaths } from '../../src/config/paths'
import { pageFile, routeList, routes, type RouteSpec } from '../../src/config/routes'
import { htmlFileFor, routePages, SHELL_FILE } from './route-pages'

const ROOT = resolve(import.meta.dirname, '../..')

describe('routePages', () => {
  it('gives every public route of the table with a fixed address its page module', () => {
    const expected = routeList
      .filter((route) => (route.access ?? 'public') === 'public' && !route.path.includes(':'))
      .map((route) => ({ path: route.path, module: pageFile(route.page.module) }))
    expect(routePages()).toEqual(expected)
    expect(routePages().find((p) => p.path === paths.products)?.module).toBe(
      'src/features/catalog/products-page.tsx',
    )
    for (const page of routePages())
      expect(existsSync(resolve(ROOT, page.module)), page.module).toBe(true)
  })

  it('serves a route added to the table', () => {
    const added: RouteSpec = {
      path: '/offers',
      page: { module: 'features/offers/offers-page', export: 'OffersPage' },
      indexable: true,
    }
    expect(routePages([...routeList, added])).toContainEqual({
      path: '/offers',
      module: 'src/features/offers/offers-page.tsx',
    })
  })

  it('leaves out patterns and pages behind a sign-in', () => {
    const found = routePages().map((p) => p.path)
    expect(found).toContain(routes.home.path)
    expect(found).not.toContain(routes.blogPost.path)
    expect(found).not.toContain(routes.account.path)
    expect(found).not.toContain(routes.desk.path)
    expect(found).not.toContain(routes.deskPrices.path)
    expect([...found].sort()).toEqual([...staticPaths].sort())
  })
})

describe('the files the build writes', () => {
  it('one per fixed address, each of its own', () => {
    const files = staticPaths.map(htmlFileFor)
    expect(new Set(files).size).toBe(staticPaths.length)
    expect(files).not.toContain(SHELL_FILE)
    for (const page of routePages()) expect(files).toContain(htmlFileFor(page.path))
  })
})

describe('htmlFileFor', () => {
  it('names the file Hosting serves for a clean URL', () => {
    expect(htmlFileFor(paths.home)).toBe('index.html')
    expect(htmlFileFor('/products')).toBe('products.html')
    expect(htmlFileFor('/Terms-of-Service')).toBe('Terms-of-Service.html')
  })

  it('refuses addresses that are not one plain segment', () => {
    expect(() => htmlFileFor('')).toThrow()
    expect(() => htmlFileFor('//')).toThrow()
    expect(() => htmlFileFor('/blog/x')).toThrow()
    expect(() => htmlFileFor('/../secret')).toThrow()
  })
})
