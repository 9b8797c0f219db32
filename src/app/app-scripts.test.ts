import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  APP_SCRIPTS_META_NAME,
  PRELOADS_PER_TASK,
  preloadAppScripts,
  scriptsToPreload,
} from './app-scripts'

const preloads = () =>
  [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))

const naming = (files: string[]) =>
  `<meta name="${APP_SCRIPTS_META_NAME}" content="${files.join(' ')}">`

describe('preloadAppScripts', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
  })

  it('preloads every script the page names, once', async () => {
    document.head.innerHTML = `${naming(['/assets/a.js', '/assets/b.js', '/assets/a.js'])}<link rel="modulepreload" href="/assets/b.js">`
    await preloadAppScripts(document, async () => {})
    await preloadAppScripts(document, async () => {})
    expect(preloads()).toEqual(['/assets/b.js', '/assets/a.js'])
    expect(document.querySelector('link[href="/assets/a.js"]')?.getAttribute('crossorigin')).toBe(
      '',
    )
  })

  it('ignores anything but paths on this site', () => {
    document.head.innerHTML = naming([
      'https://x.test/a.js',
      '//x.test/b.js',
      'javascript:c',
      '/assets/d.js',
    ])
    expect(scriptsToPreload(document)).toEqual(['/assets/d.js'])
  })

  it('does nothing on a page that names no scripts', async () => {
    const nextTask = vi.fn(async () => {})
    await preloadAppScripts(document, nextTask)
    expect(preloads()).toEqual([])
    expect(nextTask).not.toHaveBeenCalled()
  })

  it(`asks for ${PRELOADS_PER_TASK} scripts a task, in the page's order`, async () => {
    const files = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `/assets/s${i}.js`)
    document.head.innerHTML = naming(files)
    const seen: number[] = []
    await preloadAppScripts(document, async () => {
      seen.push(preloads().length)
    })
    expect(seen).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK * 2])
    expect(preloads()).toEqual(files)
  })

  it('leaves out a script the app asked for itself while earlier groups were going', async () => {
    const files = Array.from({ length: PRELOADS_PER_TASK + 1 }, (_, i) => `/assets/s${i}.js`)
    document.head.innerHTML = naming(files)
    const last = `/assets/s${PRELOADS_PER_TASK}.js`
    await preloadAppScripts(document, async () => {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = last
      document.head.append(link)
    })
    expect(preloads().filter((href) => href === last)).toHaveLength(1)
  })
})
