import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENGINES, packagesFor, parseEngines } from './ensure-browsers'
import { locateWebKit } from './webkit'

afterEach(() => vi.unstubAllEnvs())

describe('the browsers the tests need', () => {
  it('are all three unless some are named', () => {
    expect(parseEngines([])).toEqual([...ENGINES])
    expect(parseEngines(['webkit'])).toEqual(['webkit'])
    expect(() => parseEngines(['safari'])).toThrow(/Unknown browser safari/)
  })

  it('come from Debian in one install, each package named once', () => {
    expect(packagesFor(['chromium', 'firefox', 'webkit'])).toEqual([
      'chromium',
      'firefox-esr',
      'webkit2gtk-driver',
      'libwebkit2gtk-4.1-0',
      'xvfb',
    ])
    expect(packagesFor(['webkit', 'webkit'])).toEqual([
      'webkit2gtk-driver',
      'libwebkit2gtk-4.1-0',
      'xvfb',
    ])
    expect(packagesFor([])).toEqual([])
  })

  it('take WebKit from where the environment says, and refuse a path that is not there', () => {
    const dir = mkdtempSync(join(tmpdir(), 'webkit-parts-'))
    const parts = ['WebKitWebDriver', 'MiniBrowser', 'Xvfb'].map((name) => join(dir, name))
    parts.forEach((path) => writeFileSync(path, ''))
    const [driver, browser, xvfb] = parts as [string, string, string]
    vi.stubEnv('WEBKIT_WEBDRIVER_PATH', driver)
    vi.stubEnv('MINIBROWSER_PATH', browser)
    vi.stubEnv('XVFB_PATH', xvfb)
    expect(locateWebKit()).toEqual({ found: { driver, browser, xvfb }, missing: [] })
    vi.stubEnv('XVFB_PATH', join(dir, 'nowhere'))
    expect(() => locateWebKit()).toThrow(/XVFB_PATH is set to .*nowhere, which does not exist/)
  })

  it('names what WebKit is missing', () => {
    vi.stubEnv('PATH', mkdtempSync(join(tmpdir(), 'empty-path-')))
    vi.stubEnv('WEBKIT_WEBDRIVER_PATH', '')
    vi.stubEnv('XVFB_PATH', '')
    const { found, missing } = locateWebKit()
    expect(found).toBeUndefined()
    expect(missing).toEqual(expect.arrayContaining(['WebKitWebDriver', 'Xvfb']))
  })
})
