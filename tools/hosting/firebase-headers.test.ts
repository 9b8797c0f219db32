// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  headersFor,
  headerValue,
  readHostingConfig,
  rewriteFor,
  SECURITY_HEADERS,
  type HostingConfig,
} from './firebase-headers'
import { SHELL_FILE } from '../route-html/route-pages'
import { LOCALE_LIST, LOCALES } from '../../src/config/locales'

const hosting = readHostingConfig()

const DOCUMENT_PATHS = ['/', '/index.html', '/products', '/blog/some-post', '/no-such-page']

describe("firebase.json's hosting headers", () => {
  it('serves every path as a single-page app', () => {
    expect(hosting.public).toBe('dist')
    // index.html holds the prerendered home page; other addresses get the empty shell, each
    // language's under its prefix (its build's folder).
    const languages = LOCALE_LIST.map((l) => LOCALES[l].prefix).filter(Boolean)
    expect(hosting.rewrites).toEqual([
      ...languages.flatMap((prefix) => [
        { source: prefix, destination: `${prefix}/index.html` },
        { source: `${prefix}/**`, destination: `${prefix}/${SHELL_FILE}` },
      ]),
      { source: '**', destination: `/${SHELL_FILE}` },
    ])
  })

  it("answers a language's addresses from its own build's files", () => {
    const files = new Set(['/index.html', '/hi/index.html', '/hi/products.html', '/hi/shell.html'])
    const exists = (file: string) => files.has(file)
    expect(rewriteFor(hosting, '/hi/', exists)).toBeUndefined()
    expect(rewriteFor(hosting, '/hi/products', exists)).toBeUndefined()
    expect(rewriteFor(hosting, '/hi', exists)).toBe('/hi/index.html')
    expect(rewriteFor(hosting, '/hi/blog/some-post', exists)).toBe(`/hi/${SHELL_FILE}`)
    expect(rewriteFor(hosting, '/history', exists)).toBe(`/${SHELL_FILE}`)
    expect(headerValue(headersFor(hosting, '/hi/assets/x-1.js'), 'Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    )
  })

  it('answers from a file first, then a clean URL, then the rewrite', () => {
    const files = new Set(['/index.html', '/products.html', '/shell.html', '/robots.txt'])
    const exists = (file: string) => files.has(file)
    expect(rewriteFor(hosting, '/', exists)).toBeUndefined()
    expect(rewriteFor(hosting, '/robots.txt', exists)).toBeUndefined()
    expect(rewriteFor(hosting, '/products', exists)).toBeUndefined()
    expect(rewriteFor(hosting, '/blog/some-post', exists)).toBe(`/${SHELL_FILE}`)
    expect(rewriteFor(hosting, '/no-such-page', exists)).toBe(`/${SHELL_FILE}`)
    expect(rewriteFor({ ...hosting, cleanUrls: false }, '/products', exists)).toBe(`/${SHELL_FILE}`)
  })

  it('sends the security headers on documents, which are revalidated on every visit', () => {
    for (const path of DOCUMENT_PATHS) {
      const headers = headersFor(hosting, path)
      for (const name of SECURITY_HEADERS) expect(headerValue(headers, name), name).toBeTruthy()
      expect(headerValue(headers, 'Cache-Control'), path).toBe('no-cache')
    }
  })

  it('caches hashed build assets for a year, and keeps the security headers on them', () => {
    const headers = headersFor(hosting, '/assets/index-BNTBpv6l.js')
    expect(headerValue(headers, 'Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(headerValue(headers, 'X-Content-Type-Options')).toBe('nosniff')
  })

  it('caches the unhashed public images for a day only', () => {
    expect(headerValue(headersFor(hosting, '/images/logo.svg'), 'Cache-Control')).toBe(
      'public, max-age=86400',
    )
    expect(headerValue(headersFor(hosting, '/favicon.svg'), 'Cache-Control')).toBe('no-cache')
  })
})

describe('headersFor', () => {
  const config: HostingConfig = {
    public: 'dist',
    headers: [
      { source: '**', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      { regex: '^/assets/', headers: [{ key: 'cache-control', value: 'immutable' }] },
      { source: '/assets/**', headers: [{ key: 'X-Extra', value: 'yes' }] },
    ],
  }

  it('applies every matching rule in order, the later value of a header winning', () => {
    expect(headersFor(config, '/assets/a.js')).toEqual({
      'cache-control': 'immutable',
      'X-Extra': 'yes',
    })
    expect(headersFor(config, '/about')).toEqual({ 'Cache-Control': 'no-cache' })
  })

  it('finds a header whatever its case', () => {
    expect(headerValue({ 'cache-control': 'x' }, 'Cache-Control')).toBe('x')
    expect(headerValue({}, 'Cache-Control')).toBeUndefined()
  })
})

describe('readHostingConfig', () => {
  it('refuses a file without one hosting section', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hosting-'))
    const file = join(dir, 'firebase.json')
    writeFileSync(file, JSON.stringify({ hosting: [{ public: 'a' }, { public: 'b' }] }))
    expect(() => readHostingConfig(file)).toThrow(/no single "hosting" section/)
  })
})
