// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cspAllows, effectiveSources, formatCsp, parseCsp, sourcesAllow, withSources } from './csp'

describe('parseCsp / formatCsp', () => {
  it('reads directives case-insensitively, keeps the first of duplicates, and round-trips', () => {
    const csp = parseCsp("Default-Src 'self';  img-src 'self' data: ; img-src *; ")
    expect([...csp]).toEqual([
      ['default-src', ["'self'"]],
      ['img-src', ["'self'", 'data:']],
    ])
    expect(formatCsp(csp)).toBe("default-src 'self'; img-src 'self' data:")
  })
})

describe('effectiveSources', () => {
  const csp = parseCsp("default-src 'self'; child-src https://c.example; script-src 'self'")
  it('follows the CSP fallbacks', () => {
    expect(effectiveSources(csp, 'img-src')).toEqual(["'self'"])
    expect(effectiveSources(csp, 'frame-src')).toEqual(['https://c.example'])
    expect(effectiveSources(csp, 'script-src-elem')).toEqual(["'self'"])
    expect(effectiveSources(parseCsp('img-src *'), 'connect-src')).toBeUndefined()
  })
})

describe('sourcesAllow', () => {
  it('matches keywords, exact origins, host wildcards, schemes and default ports', () => {
    const list = ["'self'", 'https://api.example.com', 'https://*.tiles.example', 'data:']
    expect(sourcesAllow(list, "'self'")).toBe(true)
    expect(sourcesAllow(list, "'unsafe-inline'")).toBe(false)
    expect(sourcesAllow(list, 'data:')).toBe(true)
    expect(sourcesAllow(list, 'blob:')).toBe(false)
    expect(sourcesAllow(list, 'https://api.example.com')).toBe(true)
    expect(sourcesAllow(list, 'https://api.example.com:443')).toBe(true)
    expect(sourcesAllow(list, 'https://api.example.com:8443')).toBe(false)
    expect(sourcesAllow(list, 'http://api.example.com')).toBe(false)
    expect(sourcesAllow(list, 'https://evil-api.example.com')).toBe(false)
    expect(sourcesAllow(list, 'https://a.tiles.example')).toBe(true)
    expect(sourcesAllow(list, 'https://tiles.example')).toBe(false)
    expect(sourcesAllow(['https:'], 'https://anything.example')).toBe(true)
    expect(sourcesAllow(["'none'"], "'self'")).toBe(false)
  })

  it('matches paths: one ending in "/" allows what lies under it, any other only itself', () => {
    const list = ['https://a.example/lib/', 'https://b.example/one.js', 'https://c.example/']
    expect(sourcesAllow(list, 'https://a.example/lib/')).toBe(true)
    expect(sourcesAllow(list, 'https://a.example/lib/x/y.js')).toBe(true)
    expect(sourcesAllow(list, 'https://a.example/library.js')).toBe(false)
    expect(sourcesAllow(list, 'https://a.example/other/')).toBe(false)
    expect(sourcesAllow(list, 'https://a.example')).toBe(false) // all of it: more than listed
    expect(sourcesAllow(list, 'https://b.example/one.js')).toBe(true)
    expect(sourcesAllow(list, 'https://b.example/one.js/more')).toBe(false)
    expect(sourcesAllow(list, 'https://c.example')).toBe(true) // "/" is the whole origin
    expect(sourcesAllow(['https://a.example'], 'https://a.example/lib/')).toBe(true)
    expect(sourcesAllow(['https:'], 'https://a.example/lib/')).toBe(true)
    expect(sourcesAllow(['https://*.example/lib/'], 'https://x.example/lib/a.js')).toBe(true)
    expect(sourcesAllow(['https://*.example/lib/'], 'https://x.example/')).toBe(false)
  })
})

describe('withSources', () => {
  it('adds only what is missing, starting an absent directive from its fallback', () => {
    const csp = parseCsp("default-src 'self'; connect-src 'self'; frame-ancestors 'none'")
    const out = withSources(csp, [
      { directive: 'connect-src', source: "'self'" },
      { directive: 'connect-src', source: 'http://127.0.0.1:9099' },
      { directive: 'frame-src', source: 'http://127.0.0.1:9099' },
    ])
    expect(formatCsp(out)).toBe(
      "default-src 'self'; connect-src 'self' http://127.0.0.1:9099; frame-ancestors 'none'; " +
        "frame-src 'self' http://127.0.0.1:9099",
    )
    expect(cspAllows(csp, 'frame-src', 'http://127.0.0.1:9099')).toBe(false) // not modified
  })

  it('adds a path as written, and nothing already allowed by a wider source', () => {
    const out = withSources(parseCsp("script-src 'self' https://a.example"), [
      { directive: 'script-src', source: 'https://a.example/lib/' },
      { directive: 'script-src', source: 'https://b.example/lib/' },
    ])
    expect(formatCsp(out)).toBe("script-src 'self' https://a.example https://b.example/lib/")
  })

  it("replaces 'none' rather than listing a source beside it", () => {
    const out = withSources(parseCsp("frame-src 'none'"), [
      { directive: 'frame-src', source: "'self'" },
    ])
    expect(formatCsp(out)).toBe("frame-src 'self'")
  })
})
