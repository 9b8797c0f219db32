// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { legalNav, paths, primaryNav, staticPaths } from './paths'
import { isFixedPath, routeList, routes } from './routes'

describe('the route table', () => {
  it('gives every route its own address', () => {
    const addresses = routeList.map((route) => route.path)
    expect(new Set(addresses).size).toBe(addresses.length)
    for (const path of addresses) expect(path).toMatch(/^\//)
  })

  it('keeps only the home page in the app’s script', () => {
    expect(routeList.filter((route) => route.eager)).toEqual([routes.home])
  })
})

describe('paths', () => {
  it('is the address of every route, by its name in the table', () => {
    for (const [name, route] of Object.entries(routes)) {
      if (isFixedPath(route.path)) expect(paths[name as keyof typeof paths]).toBe(route.path)
    }
    expect(paths.blogPostPattern).toBe(routes.blogPost.path)
  })

  it('builds a blog post’s address from the pattern, its id escaped', () => {
    expect(paths.blogPost('new crop/2025')).toBe('/blog/new%20crop%2F2025')
  })

  it('lists every fixed address once, in the table’s order, and links only to routes', () => {
    const open = routeList.filter((r) => (r.access ?? 'public') === 'public')
    expect(staticPaths).toEqual(open.map((r) => r.path).filter(isFixedPath))
    expect(staticPaths).not.toContain(routes.blogPost.path)
    // Pages behind a sign-in get the app's shell, not a page of their own.
    expect(staticPaths).not.toContain(routes.account.path)
    expect(staticPaths).not.toContain(routes.desk.path)
    for (const { to } of [...primaryNav, ...legalNav]) expect(staticPaths).toContain(to)
  })
})
