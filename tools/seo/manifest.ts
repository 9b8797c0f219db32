/** The web app manifest, from the site's details, brand colours and generated icons. */
import { paths } from '../../src/config/paths.ts'
import { appIcons, siteSeoByLocale } from '../../src/config/seo.ts'
import { site } from '../../src/config/site.ts'
import { brandColours } from './brand.ts'

export interface ManifestIcon {
  src: string
  sizes: string
  type: string
  purpose: 'any' | 'maskable'
}

export function webManifest() {
  const square = (size: number) => `${size}x${size}`
  const icons: ManifestIcon[] = [
    { src: appIcons.favicon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ...appIcons.any.map(({ path, size }): ManifestIcon => ({
      src: path,
      sizes: square(size),
      type: 'image/png',
      purpose: 'any',
    })),
    {
      src: appIcons.maskable.path,
      sizes: square(appIcons.maskable.size),
      type: 'image/png',
      purpose: 'maskable',
    },
  ]
  return {
    id: paths.home,
    name: site.brand,
    short_name: site.shortBrand,
    description: siteSeoByLocale.en.defaultDescription,
    lang: siteSeoByLocale.en.language,
    dir: 'ltr',
    start_url: paths.home,
    scope: paths.home,
    display: 'standalone',
    theme_color: brandColours.dark,
    background_color: brandColours.light,
    icons,
  }
}
