import { describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { noindexPaths, seo, siteSeoByLocale } from '@/config/seo'
import { site } from '@/config/site'
import {
  absoluteUrl,
  documentTitle,
  headTagKey,
  pageHeadTags,
  dropReplacedDefaults,
  removeStaticDefaults,
  siteHeadTags,
  staticDefaultTags,
  type HeadTag,
} from './head-tags'

const origin = 'https://shop.example.in'

/** content of the tag with this name, property or rel (href for links). */
function valueOf(tags: HeadTag[], id: string): string | undefined {
  const tag = tags.find((t) => [t.attrs.name, t.attrs.property, t.attrs.rel].includes(id))
  return tag?.attrs.content ?? tag?.attrs.href
}

describe('documentTitle', () => {
  it('adds the brand once', () => {
    expect(documentTitle('Blog')).toBe(`Blog${seo.titleSeparator}${site.brand}`)
    expect(documentTitle(site.brand)).toBe(site.brand)
  })
})

describe('absoluteUrl', () => {
  it('resolves site paths on the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/', origin)).toBe(`${origin}/`)
    expect(absoluteUrl(paths.blogPost('a b'), origin)).toBe(`${origin}/blog/a%20b`)
    expect(absoluteUrl('https://cdn.example.in/x.png', origin)).toBe('https://cdn.example.in/x.png')
  })
})

describe('pageHeadTags', () => {
  it('gives a page its description, canonical address and share tags', () => {
    const tags = pageHeadTags(
      { title: 'Our Products', description: 'Pulses.', path: paths.products },
      origin,
    )
    expect(valueOf(tags, 'description')).toBe('Pulses.')
    expect(valueOf(tags, 'canonical')).toBe(`${origin}${paths.products}`)
    expect(valueOf(tags, 'og:url')).toBe(`${origin}${paths.products}`)
    expect(valueOf(tags, 'og:title')).toBe('Our Products')
    expect(valueOf(tags, 'og:description')).toBe('Pulses.')
    expect(valueOf(tags, 'og:type')).toBe('website')
    expect(valueOf(tags, 'og:image')).toBe(`${origin}${seo.shareImage.path}`)
    expect(valueOf(tags, 'og:image:width')).toBe(String(seo.shareImage.width))
    expect(valueOf(tags, 'robots')).toBeUndefined()
  })

  it('names the page in every language, each its own canonical, English the default', () => {
    const page = { title: 'हमारे प्रोडक्ट', description: 'दालें।', path: paths.products }
    const hindi = pageHeadTags(page, origin, 'hi')
    expect(valueOf(hindi, 'canonical')).toBe(`${origin}/hi${paths.products}`)
    expect(valueOf(hindi, 'og:url')).toBe(`${origin}/hi${paths.products}`)
    const alternates = (tags: typeof hindi) =>
      tags.filter((t) => t.attrs.rel === 'alternate').map((t) => [t.attrs.hreflang, t.attrs.href])
    const expected = [
      ['en-IN', `${origin}${paths.products}`],
      ['hi-IN', `${origin}/hi${paths.products}`],
      ['x-default', `${origin}${paths.products}`],
    ]
    expect(alternates(hindi)).toEqual(expected)
    expect(alternates(pageHeadTags(page, origin, 'en'))).toEqual(expected)
    expect(valueOf(pageHeadTags({ ...page, path: paths.home }, origin, 'hi'), 'canonical')).toBe(
      `${origin}/hi/`,
    )
    // Each alternate is a tag of its own to React and to the head's clean-up.
    expect(new Set(hindi.map(headTagKey)).size).toBe(hindi.length)
    // Pages kept out of search results list no alternates.
    expect(alternates(pageHeadTags({ ...page, noindex: true }, origin, 'hi'))).toEqual([])
  })

  it('keeps the account screens out of search results', () => {
    for (const path of noindexPaths)
      expect(valueOf(pageHeadTags({ title: 't', description: 'd', path }, origin), 'robots')).toBe(
        seo.noindex,
      )
  })

  it('marks noindex pages and leaves out the address of a page without one', () => {
    const tags = pageHeadTags({ title: 'Page not found', description: 'x', noindex: true }, origin)
    expect(valueOf(tags, 'robots')).toBe(seo.noindex)
    expect(valueOf(tags, 'canonical')).toBeUndefined()
    expect(valueOf(tags, 'og:url')).toBeUndefined()
  })

  it("uses an article's own image without claiming the default image's size", () => {
    const tags = pageHeadTags(
      {
        title: 'Post',
        description: 'd',
        path: '/blog/p',
        image: '/images/blog/p.svg',
        type: 'article',
      },
      origin,
    )
    expect(valueOf(tags, 'og:type')).toBe('article')
    expect(valueOf(tags, 'og:image')).toBe(`${origin}/images/blog/p.svg`)
    expect(valueOf(tags, 'og:image:width')).toBeUndefined()
  })

  it('never repeats a tag, and never one the site-wide tags already carry', () => {
    const tags = [
      ...siteHeadTags(),
      ...pageHeadTags({ title: 't', description: 'd', path: '/', noindex: true }, origin),
    ]
    const keys = tags.map(headTagKey)
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('static defaults', () => {
  it('are the default page tags, marked, without a canonical address', () => {
    const tags = staticDefaultTags(origin)
    expect(valueOf(tags, 'description')).toBe(siteSeoByLocale.en.defaultDescription)
    expect(valueOf(tags, 'canonical')).toBeUndefined()
    for (const tag of tags) expect(tag.attrs).toHaveProperty(seo.staticDefaultAttribute)
  })

  it('are removed from the head, and nothing else is', () => {
    document.head.innerHTML = `
      <title ${seo.staticDefaultAttribute}>Default</title>
      <meta name="description" content="default" ${seo.staticDefaultAttribute}>
      <meta property="og:title" content="default" ${seo.staticDefaultAttribute}>
      <meta property="og:site_name" content="${site.brand}">`
    removeStaticDefaults(document)
    expect(document.head.querySelectorAll('meta')).toHaveLength(1)
    expect(document.head.querySelector('title')).toBeNull()
  })

  it('after a prerendered page is taken over, only those rendered again are dropped', () => {
    document.head.innerHTML = `
      <title ${seo.staticDefaultAttribute}>Page</title>
      <meta name="description" content="page" ${seo.staticDefaultAttribute}>
      <meta property="og:title" content="page" ${seo.staticDefaultAttribute}>
      <meta property="og:site_name" content="${site.brand}">
      <title>Page</title>
      <meta name="description" content="page">`
    dropReplacedDefaults(document)
    expect(document.head.querySelectorAll('title')).toHaveLength(1)
    expect(document.head.querySelector('title')?.hasAttribute(seo.staticDefaultAttribute)).toBe(
      false,
    )
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    // Adopted by the app (no twin): kept, unmarked.
    expect(document.head.querySelector('meta[property="og:title"]')).not.toBeNull()
    expect(document.head.querySelectorAll(`[${seo.staticDefaultAttribute}]`)).toHaveLength(0)
    expect(document.head.querySelector('meta[property="og:site_name"]')).not.toBeNull()
  })
})
