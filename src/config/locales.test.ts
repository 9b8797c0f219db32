// @vitest-environment node
import { localeOfPath, pathInLocale, unprefixedPath } from './locales'

describe('the addresses of each language', () => {
  it('reads the language from the prefix, and only a whole first segment', () => {
    expect(localeOfPath('/')).toBe('en')
    expect(localeOfPath('/products')).toBe('en')
    expect(localeOfPath('/hi')).toBe('hi')
    expect(localeOfPath('/hi/')).toBe('hi')
    expect(localeOfPath('/hi/products')).toBe('hi')
    expect(localeOfPath('/history')).toBe('en')
  })

  it('takes the prefix off, and puts the page in another language', () => {
    expect(unprefixedPath('/hi/products')).toBe('/products')
    expect(unprefixedPath('/hi')).toBe('/')
    expect(unprefixedPath('/hi/')).toBe('/')
    expect(unprefixedPath('/blog/x')).toBe('/blog/x')
    expect(pathInLocale('/products', 'hi')).toBe('/hi/products')
    expect(pathInLocale('/', 'hi')).toBe('/hi/')
    expect(pathInLocale('/hi/blog/x', 'en')).toBe('/blog/x')
    expect(pathInLocale('/hi/', 'hi')).toBe('/hi/')
    expect(pathInLocale('/hi/products', 'en')).toBe('/products')
  })
})
