// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { returnPathFrom, safeReturnPath, withReturnPath } from './return-path'

describe('safeReturnPath', () => {
  it.each([
    ['/products', '/products'],
    ['/products?buy=masoor-dal&size=1kg', '/products?buy=masoor-dal&size=1kg'],
    ['/jobs?apply=job-7', '/jobs?apply=job-7'],
    ['/#contact', '/#contact'],
    ['/blog/monsoon-tur-outlook', '/blog/monsoon-tur-outlook'],
    ['/account', '/account'],
    ['/blog/./../products?buy=x', '/products?buy=x'],
    ['/%2e/jobs', '/jobs'],
    ['/blog/new%20crop%2F2025', '/blog/new%20crop%2F2025'],
  ])('keeps a page of this site: %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })

  it.each([
    [null],
    [''],
    ['products'],
    ['https://evil.example/'],
    ['//evil.example/products'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/products\n'],
    ['/\t/evil.example'],
    ['/.\n//evil.example'],
    [`/${'p'.repeat(600)}`],
  ])('refuses what is not a page of this site: %j', (value) => {
    expect(safeReturnPath(value)).toBeNull()
  })

  // Each is one "/" and a path as typed. Normalised ("." and ".." resolved, "\\" made "/") it
  // starts "//host", another site to a browser, or "/" and an encoded slash or backslash, a second
  // slash to whatever decodes it.
  it.each([
    ['/.//evil.example/phish'],
    ['/..//evil.example'],
    ['/%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/products/..//evil.example'],
    ['/././//evil.example'],
    ['/.\\/evil.example'],
    ['/.\\\\evil.example'],
    ['/..\\/evil.example'],
    ['/%2F/evil.example'],
    ['/%2fevil.example'],
    ['/%5Cevil.example'],
  ])('refuses what becomes another site once normalised: %j', (value) => {
    expect(safeReturnPath(value)).toBeNull()
  })

  it.each([
    ['/login'],
    ['/signup?next=%2Fproducts'],
    ['/email-signup'],
    ['/complete-profile'],
    ['/forgot-password'],
    ['/reset-password?oobCode=x'],
  ])('never returns to an account screen: %s', (value) => {
    expect(safeReturnPath(value)).toBeNull()
  })
})

describe('returnPathFrom', () => {
  it('is the next parameter when it is a page of this site, else home', () => {
    expect(returnPathFrom('?next=%2Fproducts%3Fbuy%3Dmasoor-dal%26size%3D1kg')).toBe(
      '/products?buy=masoor-dal&size=1kg',
    )
    expect(returnPathFrom('')).toBe('/')
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBe('/')
    expect(returnPathFrom('?next=/.//evil.example/phish')).toBe('/')
    expect(returnPathFrom('?next=%2F%2e%2F%2Fevil.example')).toBe('/')
  })
})

describe('withReturnPath', () => {
  it('carries next along, encoded, unless there is nowhere but home to go', () => {
    expect(withReturnPath('/login', '/jobs?apply=job-7')).toBe(
      '/login?next=%2Fjobs%3Fapply%3Djob-7',
    )
    expect(withReturnPath('/login', '/')).toBe('/login')
    expect(withReturnPath('/login', null)).toBe('/login')
    expect(withReturnPath('/login', '/signup')).toBe('/login')
    expect(withReturnPath('/login', '/..//evil.example')).toBe('/login')
  })
})
