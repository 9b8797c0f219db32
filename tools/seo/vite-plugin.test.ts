import { describe, expect, it } from 'vitest'
import { appIcons, seo, seoFiles, siteSeoByLocale } from '../../src/config/seo'
import { insertIntoHead, renderTag } from './head-html'
import { headLines, localizedIndexHtml } from './vite-plugin'

const origin = 'https://shop.example.in'

describe('index.html head', () => {
  const html = insertIntoHead(
    '<html>\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n</html>',
    headLines(origin),
  )

  it('carries one title and one description, both marked as defaults', () => {
    expect(html.match(/<title\b/g)).toHaveLength(1)
    expect(html).toContain(
      `<title ${seo.staticDefaultAttribute}>${siteSeoByLocale.en.defaultTitle}</title>`,
    )
    const descriptions = html.match(/<meta name="description"[^>]*>/g) ?? []
    expect(descriptions).toHaveLength(1)
    expect(descriptions[0]).toContain(seo.staticDefaultAttribute)
  })

  it('links the icons and the manifest, and never a canonical address', () => {
    const { path, size } = appIcons.tab
    expect(html).toContain(
      `<link rel="icon" href="${path}" sizes="${size}x${size}" type="image/png" />`,
    )
    expect(html.match(/rel="icon"/g)).toHaveLength(1)
    expect(html).toContain(`<link rel="apple-touch-icon" href="${appIcons.appleTouch.path}" />`)
    expect(html).toContain(`<link rel="manifest" href="${seoFiles.manifest}" />`)
    expect(html).not.toContain('canonical')
    expect(html).toContain(`content="${origin}${seo.shareImage.path}"`)
  })

  it('stays inside the head', () => {
    expect(html.indexOf('og:site_name')).toBeLessThan(html.indexOf('</head>'))
    expect(html).toMatch(/<meta charset="UTF-8" \/>\n {4}<title /)
  })
})

describe("a language's index.html", () => {
  const source =
    '<html lang="en-IN">\n  <head>\n  </head>\n  <body><noscript>Needs JavaScript.</noscript></body>\n</html>'

  it('is in the language: the document, its default title, its share locale and its noscript', () => {
    const html = localizedIndexHtml(source, origin, 'hi')
    expect(html).toContain('<html lang="hi">')
    expect(html).toContain(`>${siteSeoByLocale.hi.defaultTitle}</title>`)
    expect(html).toContain('<meta property="og:locale" content="hi_IN" />')
    expect(html).toContain('<meta property="og:locale:alternate" content="en_IN" />')
    expect(html).toContain(`<noscript>${siteSeoByLocale.hi.noscript}</noscript>`)
    expect(localizedIndexHtml(source, origin, 'en')).toContain('<html lang="en-IN">')
  })
})

describe('renderTag', () => {
  it('escapes attribute values', () => {
    expect(
      renderTag({ tag: 'meta', attrs: { name: 'description', content: 'a "b" <c> & d' } }),
    ).toBe('<meta name="description" content="a &quot;b&quot; &lt;c&gt; &amp; d" />')
  })
})
