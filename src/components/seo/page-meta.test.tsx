import { act, render } from '@testing-library/react'
import { useEffect } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { seo } from '@/config/seo'
import { site } from '@/config/site'
import { isHydrating, setHydrating } from '@/lib/util/client-snapshot'
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

  it('puts a prefix before the tab’s title only, not the share title', () => {
    render(<PageMeta title="Leads" titlePrefix="(3) " description="Desk." noindex />)
    expect(document.title).toBe(`(3) Leads${seo.titleSeparator}${site.brand}`)
    expect(head('meta[property="og:title"]')).toEqual(['Leads'])
  })
})

describe('JsonLd', () => {
  const data = { '@context': 'https://schema.org', name: '</script>' } as const
  const blocks = () => document.querySelectorAll('script[type="application/ld+json"]')

  it('is a data block of escaped JSON in the page’s own markup', () => {
    const { container, unmount } = render(<JsonLd data={data} />)
    const script = container.querySelector('script[type="application/ld+json"]')
    expect(script?.innerHTML).not.toContain('<')
    expect(JSON.parse(script?.textContent ?? '')).toEqual(data)
    unmount()
    expect(blocks()).toHaveLength(0)
  })

  it('is in the HTML a page is prerendered to', () => {
    const html = renderToString(<JsonLd data={data} />)
    expect(html).toMatch(/^<script type="application\/ld\+json">[^<]+<\/script>$/)
    expect(renderToString(<JsonLd data={() => data} />)).toBe(html)
  })

  it('built when rendered, keeps the prerendered block as the app takes the page over, then builds it', async () => {
    /** Says the page is taken over, as the app does once the takeover's commit is in. */
    function TakenOver() {
      useEffect(() => setHydrating(false), [])
      return null
    }
    const container = document.createElement('div')
    container.innerHTML = renderToString(<JsonLd data={data} />)
    document.body.append(container)
    const builtWhileTakingOver: boolean[] = []
    const build = () => {
      builtWhileTakingOver.push(isHydrating())
      return data
    }
    let root: Root | undefined
    setHydrating(true)
    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          <JsonLd data={build} />
          <TakenOver />
        </>,
      )
    })
    const script = container.querySelector('script')
    expect(JSON.parse(script?.textContent ?? '')).toEqual(data)
    expect(builtWhileTakingOver).toEqual([false])
    act(() => root?.unmount())
    container.remove()
  })

  it('is taken over, not added again, when the app hydrates a prerendered page', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<JsonLd data={data} />)
    document.body.append(container)
    const prerendered = container.querySelector('script')
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(container, <JsonLd data={data} />)
    })
    expect(blocks()).toHaveLength(1)
    expect(container.querySelector('script')).toBe(prerendered)
    expect(JSON.parse(prerendered?.textContent ?? '')).toEqual(data)
    act(() => root?.unmount())
    container.remove()
  })
})
