// @vitest-environment node
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { globMatches, ruleMatches } from './hosting-glob'

/**
 * The Hosting emulator's own matcher (superstatic, shipped inside firebase-tools) is the oracle:
 * whatever it decides for a glob, ours must decide too.
 */
const fromFirebaseTools = createRequire(
  createRequire(import.meta.url).resolve('firebase-tools/package.json'),
)
const fromSuperstatic = createRequire(fromFirebaseTools.resolve('superstatic/package.json'))
const emulator = fromFirebaseTools('superstatic/lib/utils/patterns.js') as {
  configMatcher(path: string, rule: { source?: string; regex?: string }): boolean
}
const slasher = fromSuperstatic('glob-slasher') as (glob: string) => string
const emulatorMatches = (glob: string, path: string) =>
  emulator.configMatcher(path, { source: slasher(glob) })

const GLOBS = [
  '**',
  '/**',
  '/assets/**',
  'assets/**',
  '/images/**',
  '**/*.js',
  '**/*.@(js|css)',
  '/*.{svg,txt}',
  '*.js',
  '/*',
  '/blog/*',
  '/blog/**/edit',
  '/index.html',
  '/?ndex.html',
  '/assets/*-[0-9A-Za-z_-][0-9A-Za-z_-]*.js',
  '/assets/[!a]*',
  '!/assets/**',
  '/.well-known/**',
]
const PATHS = [
  '/',
  '/index.html',
  '/products',
  '/blog/',
  '/blog/arhar-dal-prices',
  '/blog/a/b/edit',
  '/blog/a/.b/edit',
  '/assets',
  '/assets/',
  '/assets/index-BNTBpv6l.js',
  '/assets/nested/chunk.css',
  '/assets/.hidden',
  '/images/logo.svg',
  '/favicon.svg',
  '/robots.txt',
  '/x.js',
  '/a/b/x.js',
  '/.well-known/security.txt',
  '/Terms-of-Service',
]

describe('globMatches', () => {
  for (const glob of GLOBS) {
    it(`decides "${glob}" as the Hosting emulator does`, () => {
      const ours = PATHS.filter((path) => globMatches(glob, path))
      const theirs = PATHS.filter((path) => emulatorMatches(glob, path))
      expect(ours).toEqual(theirs)
    })
  }

  it('matches the rules this site relies on', () => {
    expect(globMatches('**', '/products')).toBe(true)
    expect(globMatches('**', '/assets/index-abc.js')).toBe(true)
    expect(globMatches('/assets/**', '/assets/index-abc.js')).toBe(true)
    expect(globMatches('/assets/**', '/products')).toBe(false)
    expect(globMatches('/assets/**', '/images/assets/x.svg')).toBe(false)
  })

  it('refuses syntax it does not implement rather than guessing', () => {
    expect(() => globMatches('/!(assets)/**', '/x')).toThrow(/extglob/)
    expect(() => globMatches('/*(a|b)', '/a')).toThrow(/extglob/)
    expect(() => globMatches('/a{b', '/ab')).toThrow(/brace/)
    expect(() => globMatches('/[abc', '/a')).toThrow(/Unclosed/)
  })
})

describe('ruleMatches', () => {
  it('reads source, glob and regex rules', () => {
    expect(ruleMatches({ source: '/assets/**' }, '/assets/a.js')).toBe(true)
    expect(ruleMatches({ glob: '/assets/**' }, '/assets/a.js')).toBe(true)
    expect(ruleMatches({ regex: '^/assets/.+\\.js$' }, '/assets/a.js')).toBe(true)
    expect(ruleMatches({ regex: '^/assets/.+\\.js$' }, '/assets/a.css')).toBe(false)
    expect(ruleMatches({}, '/anything')).toBe(false)
  })
})
