// @vitest-environment node
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { localeOfPath, pathInLocale, unprefixedPath } from '../../src/config/locales'
import { localeBuildDir, ROUTES, routeSlug } from './config'

describe('ROUTES', () => {
  it('measures the Hindi home page and catalogue after the English routes', () => {
    const paths = ROUTES.map((r) => r.path)
    expect(paths.slice(-2)).toEqual(['/hi/', '/hi/products'])
    expect(paths.slice(0, -2).every((path) => localeOfPath(path) === 'en')).toBe(true)
  })

  it('gives every route its language, and a page in another language its English twin', () => {
    for (const route of ROUTES) {
      expect(route.locale, route.path).toBe(localeOfPath(route.path))
      if (route.locale === 'en') {
        expect(route.twin, route.path).toBeUndefined()
        continue
      }
      const twin = ROUTES.find((r) => r.path === route.twin)
      expect(twin?.locale, route.path).toBe('en')
      expect(route.twin).toBe(unprefixedPath(route.path))
      expect(pathInLocale(route.twin ?? '', route.locale)).toBe(route.path)
      expect(route.module).toBe(twin?.module)
    }
  })
})

describe('routeSlug', () => {
  it('names each measured route apart in file names', () => {
    expect(ROUTES.map((r) => routeSlug(r.path))).toEqual([
      'home',
      'products',
      'services',
      'about',
      'blogs',
      'jobs',
      'locate',
      'hi-home',
      'hi-products',
    ])
  })
})

describe('localeBuildDir', () => {
  it('finds English in the build folder and Hindi in its hi/ folder', () => {
    expect(localeBuildDir('/x/dist', 'en')).toBe('/x/dist')
    expect(localeBuildDir('/x/dist', 'hi')).toBe(join('/x/dist', 'hi'))
  })
})
