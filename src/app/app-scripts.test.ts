import { beforeEach, describe, expect, it } from 'vitest'
import { APP_SCRIPTS_META_NAME, preloadAppScripts } from './app-scripts'

const preloads = () =>
  [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))

describe('preloadAppScripts', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
  })

  it('preloads every script the page names, once', () => {
    document.head.innerHTML = `<meta name="${APP_SCRIPTS_META_NAME}" content="/assets/a.js /assets/b.js"><link rel="modulepreload" href="/assets/b.js">`
    preloadAppScripts(document)
    preloadAppScripts(document)
    expect(preloads()).toEqual(['/assets/b.js', '/assets/a.js'])
    expect(document.querySelector('link[href="/assets/a.js"]')?.getAttribute('crossorigin')).toBe(
      '',
    )
  })

  it('ignores anything but paths on this site', () => {
    document.head.innerHTML = `<meta name="${APP_SCRIPTS_META_NAME}" content="https://x.test/a.js //x.test/b.js javascript:c /assets/d.js">`
    preloadAppScripts(document)
    expect(preloads()).toEqual(['/assets/d.js'])
  })

  it('does nothing on a page that names no scripts', () => {
    preloadAppScripts(document)
    expect(preloads()).toEqual([])
  })
})
