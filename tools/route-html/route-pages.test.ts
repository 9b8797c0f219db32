import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { paths, staticPaths } from '../../src/config/paths'
import { htmlFileFor, routePages } from './route-pages'

const ROOT = resolve(import.meta.dirname, '../..')
const routerSource = readFileSync(resolve(ROOT, 'src/app/router.tsx'), 'utf8')

describe('routePages', () => {
  it('finds every lazy route of the router with a fixed address, and its page module', () => {
    const pages = routePages(routerSource)
    const byPath = new Map(pages.map((p) => [p.path, p.module]))
    expect(byPath.get(paths.products)).toBe('src/features/catalog/products-page.tsx')
    expect(byPath.get(paths.locate)).toBe('src/features/locate/locate-page.tsx')
    for (const path of [
      paths.services,
      paths.jobs,
      paths.about,
      paths.blogs,
      paths.login,
      paths.terms,
    ]) {
      expect(byPath.has(path), path).toBe(true)
    }
    for (const page of pages) expect(existsSync(resolve(ROOT, page.module)), page.module).toBe(true)
  })

  it('agrees with the list of fixed addresses every page test and the sitemap start from', () => {
    const found = routePages(routerSource).map((p) => p.path)
    expect([paths.home, ...found].sort()).toEqual([...staticPaths].sort())
  })

  it('leaves out the home page (in the entry) and patterns with parameters', () => {
    const found = routePages(routerSource).map((p) => p.path)
    expect(found).not.toContain(paths.home)
    expect(found.some((p) => p.includes(':'))).toBe(false)
  })

  it('refuses a path key the path table does not have', () => {
    const source =
      "{ path: paths.nowhere, lazy: lazyPage(() => import('@/features/x/y'), (m) => m.Y) }"
    expect(() => routePages(source)).toThrow('paths.nowhere')
  })
})

describe('htmlFileFor', () => {
  it('names the file Hosting serves for a clean URL', () => {
    expect(htmlFileFor('/products')).toBe('products.html')
    expect(htmlFileFor('/Terms-of-Service')).toBe('Terms-of-Service.html')
  })

  it('refuses addresses that are not one plain segment', () => {
    expect(() => htmlFileFor('/')).toThrow()
    expect(() => htmlFileFor('/blog/x')).toThrow()
    expect(() => htmlFileFor('/../secret')).toThrow()
  })
})
