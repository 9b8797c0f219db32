import { describe, expect, it } from 'vitest'
import tailwindConfig from '../../tailwind.config'
import { appIcons } from '../../src/config/seo'
import { site } from '../../src/config/site'
import { webManifest } from './manifest'

describe('webManifest', () => {
  const manifest = webManifest()

  it('names the site and uses the brand colours', () => {
    expect(manifest).toMatchObject({
      name: site.brand,
      short_name: site.shortBrand,
      start_url: '/',
    })
    const { brand } = tailwindConfig.theme.extend.colors
    expect(manifest.theme_color).toBe(brand[900])
    expect(manifest.background_color).toBe(brand[50])
    for (const colour of [manifest.theme_color, manifest.background_color])
      expect(colour).toMatch(/^#[0-9a-f]{6}$/i)
  })

  it('offers a scalable icon, 192 and 512 px PNGs and a maskable icon', () => {
    expect(manifest.icons).toContainEqual(
      expect.objectContaining({ src: appIcons.favicon, sizes: 'any', type: 'image/svg+xml' }),
    )
    const sizes = manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.filter((i) => i.purpose === 'maskable')).toHaveLength(1)
  })

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(manifest)
  })
})
