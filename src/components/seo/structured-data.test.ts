// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { appIcons } from '@/config/seo'
import { site } from '@/config/site'
import {
  blogPostingJsonLd,
  organizationJsonLd,
  productListJsonLd,
  serializeJsonLd,
  type JsonLd,
} from './structured-data'

const origin = 'https://shop.example.in'

/** Every key anywhere in a JSON value. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys)
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)])
  return []
}

describe('organizationJsonLd', () => {
  it('describes the company from the site details, with absolute addresses', () => {
    const org = organizationJsonLd(origin)
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.brand,
      url: `${origin}/`,
      email: site.email,
      telephone: site.phone.tel,
      address: { addressLocality: site.address.city, postalCode: site.address.postalCode },
      sameAs: site.social.map((link) => link.href),
    })
    // One of the icons the build draws, so the address is served.
    expect(appIcons.any.map((icon) => `${origin}${icon.path}`)).toContain(org.logo)
  })
})

describe('productListJsonLd', () => {
  const list = productListJsonLd(
    [
      {
        name: 'Masoor Dal',
        description: 'Red lentils.',
        image: '/images/m.svg',
        category: 'Pulses',
      },
      { name: 'Oddity', description: 'Uncategorised.', image: 'https://cdn.example.in/o.png' },
    ],
    'Our Products',
    origin,
  )

  it('lists each product in order with name, description, image, category and brand', () => {
    expect(list).toMatchObject({ '@type': 'ItemList', name: 'Our Products', numberOfItems: 2 })
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        item: {
          '@type': 'Product',
          name: 'Masoor Dal',
          description: 'Red lentils.',
          image: `${origin}/images/m.svg`,
          category: 'Pulses',
          brand: { '@type': 'Brand', name: site.brand },
        },
      },
      {
        '@type': 'ListItem',
        position: 2,
        item: {
          '@type': 'Product',
          name: 'Oddity',
          description: 'Uncategorised.',
          image: 'https://cdn.example.in/o.png',
          brand: { '@type': 'Brand', name: site.brand },
        },
      },
    ])
  })

  it('carries no price or offer anywhere', () => {
    const keys = allKeys(list).map((key) => key.toLowerCase())
    expect(keys.filter((key) => key.includes('price') || key.includes('offer'))).toEqual([])
  })
})

describe('blogPostingJsonLd', () => {
  it('names the post, its date and the company as author and publisher', () => {
    const post = blogPostingJsonLd(
      {
        title: 'T',
        description: 'D',
        image: '/i.svg',
        datePublished: '2026-07-14',
        path: '/blog/p',
      },
      origin,
    )
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'T',
      datePublished: '2026-07-14',
      url: `${origin}/blog/p`,
      image: `${origin}/i.svg`,
      author: { name: site.brand },
    })
  })
})

describe('serializeJsonLd', () => {
  const hostile: JsonLd = {
    '@context': 'https://schema.org',
    name: '</script><script>alert(1)</script> & <!-- x -->',
  }

  it('cannot close the script element or open a comment', () => {
    const json = serializeJsonLd(hostile)
    expect(json).not.toMatch(/[<>&]/)
  })

  it('still parses to the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile)
  })
})
