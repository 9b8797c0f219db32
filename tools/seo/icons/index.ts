/**
 * The PNG icons and the share image, drawn at build time from the favicon's mark (so no binary
 * file is kept in the repository). Sizes and paths come from src/config/seo.ts.
 */
import { appIcons, seo } from '../../../src/config/seo.ts'
import { brandColours } from '../brand.ts'
import { baseColour, logoRadius, parseLogo, type Logo } from './logo.ts'
import { encodePng } from './png.ts'
import { rasterise } from './raster.ts'

export interface GeneratedFile {
  contentType: string
  body: string | Buffer
}

/**
 * Maskable icons keep their content inside the centre circle of 40% radius that every mask
 * shape leaves visible; Apple's rounded square is gentler, so its mark may be a little larger.
 */
const MASKABLE_SAFE_RADIUS = 0.4
const APPLE_TOUCH_RADIUS = 0.42
const SHARE_IMAGE_RADIUS = 0.36

/**
 * `logo` centred in a `width` × `height` PNG with its outer edge `radius` pixels from the
 * centre, over `background` (transparent when omitted).
 */
function pngOfLogo(
  logo: Logo,
  size: { width: number; height: number },
  radius: number,
  background?: string,
): GeneratedFile {
  const { width, height } = size
  const scale = radius / logoRadius(logo)
  const centre = logo.grid / 2
  const pixels = rasterise({
    width,
    height,
    background,
    shapes: logo.shapes,
    origin: [width / 2 - centre * scale, height / 2 - centre * scale],
    scale,
  })
  return { contentType: 'image/png', body: encodePng(width, height, pixels) }
}

/**
 * Path → file, for the build to emit and the dev server to serve. `readFavicon` gives the SVG
 * the mark is read from, each time a file is made.
 */
export function iconFiles(readFavicon: () => string): Map<string, () => GeneratedFile> {
  const logo = () => parseLogo(readFavicon())
  const square = (side: number) => ({ width: side, height: side })
  const files = new Map<string, () => GeneratedFile>()
  for (const { path, size } of [appIcons.tab, ...appIcons.any]) {
    // As in the favicon: the mark at its own proportions, corners transparent.
    files.set(path, () => {
      const mark = logo()
      return pngOfLogo(mark, square(size), (size * logoRadius(mark)) / mark.grid)
    })
  }
  const { maskable, appleTouch } = appIcons
  // Platforms that mask or round the icon get it on a full square of the mark's own base colour.
  const onBase = (side: number, radius: number) => () => {
    const mark = logo()
    return pngOfLogo(mark, square(side), side * radius, baseColour(mark))
  }
  files.set(maskable.path, onBase(maskable.size, MASKABLE_SAFE_RADIUS))
  files.set(appleTouch.path, onBase(appleTouch.size, APPLE_TOUCH_RADIUS))
  const share = seo.shareImage
  files.set(share.path, () =>
    pngOfLogo(logo(), share, share.height * SHARE_IMAGE_RADIUS, brandColours.dark),
  )
  return files
}
