/**
 * The PNG icons and the share image, drawn at build time from the favicon's mark (so no binary
 * file is kept in the repository). Sizes and paths come from src/config/seo.ts.
 */
import { appIcons, seo } from '../../../src/config/seo.ts'
import { brandColours } from '../brand.ts'
import { measureMark, type Mark } from './mark.ts'
import { renderPng } from './render.ts'

export interface GeneratedFile {
  contentType: string
  body: string | Uint8Array
}

type FileMaker = () => Promise<GeneratedFile>

interface Size {
  width: number
  height: number
}

/**
 * How far from the centre the mark paints, as a fraction of the image's height. Maskable icons
 * keep their content inside the centre circle of 40% radius that every mask shape leaves
 * visible; Apple's rounded square is gentler, so its mark may be a little larger.
 */
export const MARK_RADIUS = { maskable: 0.4, appleTouch: 0.42, shareImage: 0.36 } as const

const pngFile = async (rendering: Promise<Uint8Array>): Promise<GeneratedFile> => ({
  contentType: 'image/png',
  body: await rendering,
})

/** The mark centred on `background`, what it paints reaching `radius` pixels from the centre. */
function centred(mark: Mark, size: Size, radius: number, background: string) {
  const side = radius / mark.radius
  const href = `data:image/svg+xml;base64,${Buffer.from(mark.svg).toString('base64')}`
  const at = { x: (size.width - side) / 2, y: (size.height - side) / 2 }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">` +
    `<image href="${href}" x="${at.x}" y="${at.y}" width="${side}" height="${side}"/></svg>`
  return pngFile(renderPng(svg, { background }))
}

/**
 * Path → file, for the build to emit and the dev server to serve. `readFavicon` gives the SVG
 * the mark is read from, each time a file is made.
 */
export function iconFiles(readFavicon: () => string): Map<string, FileMaker> {
  const files = new Map<string, FileMaker>()
  for (const { path, size } of [appIcons.tab, ...appIcons.any]) {
    // As in the favicon: the mark at its own proportions, corners transparent.
    files.set(path, () =>
      pngFile(renderPng(readFavicon(), { fitTo: { mode: 'width', value: size } })),
    )
  }
  const onBackground =
    (size: Size, radius: number, background: (mark: Mark) => string): FileMaker =>
    async () => {
      const mark = await measureMark(readFavicon())
      return centred(mark, size, size.height * radius, background(mark))
    }
  // Platforms that mask or round the icon get it on a full square of the mark's own field colour.
  const square = (side: number): Size => ({ width: side, height: side })
  const field = (mark: Mark) => mark.field
  const { maskable, appleTouch } = appIcons
  files.set(maskable.path, onBackground(square(maskable.size), MARK_RADIUS.maskable, field))
  files.set(appleTouch.path, onBackground(square(appleTouch.size), MARK_RADIUS.appleTouch, field))
  const share = seo.shareImage
  files.set(
    share.path,
    onBackground(share, MARK_RADIUS.shareImage, () => brandColours.dark),
  )
  return files
}
