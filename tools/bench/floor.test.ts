// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { floorHtml } from './floor'

const index = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Sunehri Fasal Traders</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body><div id="root"></div></body>
</html>`

describe('floorHtml', () => {
  const html = floorHtml(index, {
    html: '<section><h1>Bridging Local Harvests</h1><img src="/images/hero/hero-1.svg"></section>',
    stylesheets: ['/assets/index-3.css', '/assets/home-page-4.css'],
  })

  it('keeps the head and the hero but no script', () => {
    expect(html).toContain('<html lang="en-IN">')
    expect(html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    )
    expect(html).toContain('<title>Sunehri Fasal Traders</title>')
    expect(html).toContain('<h1>Bridging Local Harvests</h1><img src="/images/hero/hero-1.svg">')
    expect(html).not.toMatch(/<script|modulepreload/)
  })

  it('links each stylesheet the rendered page used, once', () => {
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2)
    expect(html).toContain('<link rel="stylesheet" href="/assets/home-page-4.css">')
  })
})
