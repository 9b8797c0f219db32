import { describe, expect, it } from 'vitest'
import { preloadDependencies } from './preload-deps'

const deps = ['assets/react-a1.js', 'assets/schemas-b2.js']

describe('preloadDependencies', () => {
  it('gives the entry’s own imports none: the page’s HTML names them', () => {
    expect(
      preloadDependencies('assets/mount-c3.js', deps, {
        hostId: 'assets/index-CP6y4RjG.js',
        hostType: 'js',
      }),
    ).toEqual([])
  })

  it('keeps them for every other importer', () => {
    for (const hostId of [
      'assets/mount-Dr0EC-Y4.js',
      'assets/field-VVzzYot-.js',
      'assets/reindex-x1.js',
    ]) {
      expect(preloadDependencies('assets/page-d4.js', deps, { hostId, hostType: 'js' })).toEqual(
        deps,
      )
    }
  })

  it('never names the entry, which has run before any dynamic import', () => {
    expect(
      preloadDependencies('assets/email-e5.js', ['assets/index-Bnz9TwlJ.js', ...deps], {
        hostId: 'assets/contact-form-f6.js',
        hostType: 'js',
      }),
    ).toEqual(deps)
  })

  it('keeps them for the HTML itself', () => {
    expect(
      preloadDependencies('assets/index-CP6y4RjG.js', deps, {
        hostId: 'index.html',
        hostType: 'html',
      }),
    ).toEqual(deps)
  })

  it('gives the desk’s pages and the guard none: their map would be in every page’s first load', () => {
    for (const file of [
      'assets/desk-pages-DbNzH8J0.js',
      'assets/quote-editor-page-Q2x9LmA1.js',
      'assets/route-access-IZfZ7Iad.js',
    ]) {
      expect(
        preloadDependencies(file, deps, { hostId: 'assets/mount-Dr0EC-Y4.js', hostType: 'js' }),
      ).toEqual([])
    }
    expect(
      preloadDependencies('assets/desk-leads-x1.js', deps, {
        hostId: 'assets/desk-pages-DbNzH8J0.js',
        hostType: 'js',
      }),
    ).toEqual(deps)
  })

  it('gives the forms pages fetch when idle none: the browser fetches their imports itself', () => {
    for (const file of [
      'assets/application-form-DZ_bgk0F.js',
      'assets/gst-form-u7gG0Yp7.js',
      'assets/order-form-BGq4Hxhx.js',
    ]) {
      expect(
        preloadDependencies(file, deps, { hostId: 'assets/jobs-page-x1.js', hostType: 'js' }),
      ).toEqual([])
    }
    expect(
      preloadDependencies('assets/contact-form-Vja3aqdg.js', deps, {
        hostId: 'assets/home-page-x1.js',
        hostType: 'js',
      }),
    ).toEqual(deps)
  })
})
