// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { seo } from '../../src/config/seo'
import { injectPage, splitRendered } from './inject'

const TEMPLATE = [
  '<!doctype html>',
  '<html>',
  '  <head>',
  `    <title ${seo.staticDefaultAttribute}>Default</title>`,
  `    <meta name="description" content="Default" ${seo.staticDefaultAttribute} />`,
  '    <meta property="og:site_name" content="Brand" />',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n')

const RENDERED =
  '<link rel="preload" as="image" href="/a.svg"/><title>Page | Brand</title>' +
  '<meta name="description" content="About &quot;us&quot;"/><link rel="canonical" href="https://x/p"/>' +
  '<div class="flex"><h1>Page</h1></div>'

describe('splitRendered', () => {
  it("takes React's leading head elements apart from the page markup", () => {
    const page = splitRendered(RENDERED)
    expect(page.head).toEqual([
      '<link rel="preload" as="image" href="/a.svg"/>',
      '<title>Page | Brand</title>',
      '<meta name="description" content="About &quot;us&quot;"/>',
      '<link rel="canonical" href="https://x/p"/>',
    ])
    expect(page.body).toBe('<div class="flex"><h1>Page</h1></div>')
  })

  it('refuses output where a part was left for the browser to render', () => {
    expect(() => splitRendered('<main><!--$!--><template></template><!--/$--></main>')).toThrow(
      'could not be prerendered',
    )
  })
})

describe('injectPage', () => {
  const html = injectPage(TEMPLATE, '/p', splitRendered(RENDERED))

  it('puts the markup into #root, naming the path it was rendered for, not live until the app runs', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/p" data-not-live><div class="flex"><h1>Page</h1></div></div>',
    )
  })

  it('makes the forms and controls inert until the app runs', () => {
    const page = injectPage(
      TEMPLATE,
      '/p',
      splitRendered(
        '<main><form action="/x"><input name="q"/><button>Go</button></form><button type="button">Menu</button><a href="/y">Y</a></main>',
      ),
    )
    expect(page).toContain(
      '<form data-inert-until-live="" inert="" action="/x"><input name="q"/><button>Go</button></form><button data-inert-until-live="" inert="" type="button">Menu</button><a href="/y">Y</a>',
    )
  })

  it("replaces the default page tags with the page's own, marked for the app to replace", () => {
    expect(html).not.toContain('>Default</title>')
    expect(html).not.toContain('content="Default"')
    expect(html).toContain(`<title ${seo.staticDefaultAttribute}="">Page | Brand</title>`)
    expect(html).toContain(`<meta ${seo.staticDefaultAttribute}="" name="description"`)
    expect(html).toContain(`<link ${seo.staticDefaultAttribute}="" rel="canonical"`)
    // Site-wide tags and resource hints stay as they are.
    expect(html).toContain('<meta property="og:site_name" content="Brand" />')
    expect(html).toContain('<link rel="preload" as="image" href="/a.svg"/>')
    expect(html.indexOf('<title')).toBeLessThan(html.indexOf('</head>'))
  })

  it("puts a page's catalogue beside #root as data, which no '$' pattern in it can change", () => {
    const page = injectPage(TEMPLATE, '/p', {
      ...splitRendered(RENDERED),
      preview: '{"products":[{"name":"$& \\u003c/script>"}]}',
    })
    expect(page).toContain(
      '</div>\n    <script type="application/json" id="catalog-preview">{"products":[{"name":"$& \\u003c/script>"}]}</script>',
    )
  })

  it('refuses a template without an empty #root', () => {
    expect(() => injectPage(html, '/p', splitRendered(RENDERED))).toThrow(
      'no empty <div id="root">',
    )
  })
})
