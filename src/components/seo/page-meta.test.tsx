import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { seo } from '@/config/seo'
import { site } from '@/config/site'
import { JsonLd } from './json-ld'
import { PageMeta } from './page-meta'

const head = (selector: string) =>
  Array.from(
    document.head.querySelectorAll(selector),
    (el) => el.getAttribute('content') ?? el.getAttribute('href'),
  )

describe('PageMeta', () => {
  it("puts the page's title, description, canonical link and share tags in the head", () => {
    const { unmount } = render(
      <PageMeta title="Blog" description="Market notes." path={paths.blogs} />,
    )
    expect(document.title).toBe(`Blog${seo.titleSeparator}${site.brand}`)
    expect(head('meta[name="description"]')).toEqual(['Market notes.'])
    expect(head('link[rel="canonical"]')).toEqual([`${env.siteUrl}${paths.blogs}`])
    expect(head('meta[property="og:title"]')).toEqual(['Blog'])
    expect(head('meta[name="robots"]')).toEqual([])
    unmount()
    expect(head('meta[name="description"]')).toEqual([])
  })
})

describe('JsonLd', () => {
  it('writes escaped JSON into the head, outside the page content', () => {
    const data = { '@context': 'https://schema.org', name: '</script>' } as const
    const { container, unmount } = render(<JsonLd data={data} />)
    const script = document.head.querySelector('script[type="application/ld+json"]')
    expect(container.querySelector('script')).toBeNull()
    expect(script?.innerHTML).not.toContain('<')
    expect(JSON.parse(script?.textContent ?? '')).toEqual(data)
    unmount()
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull()
  })
})
