/**
 * What the icons need to know about the favicon's mark, measured on a rendering of it rather than
 * read from its markup, so whatever the SVG draws, the icons follow.
 */
import { renderPixels } from './render.ts'

/** Pixels per side of the measuring render: the radius is exact to 1/512 of the side. */
const MEASURE_SIDE = 256
/** A pixel at least half covered counts as painted: the mark's edge lies within half a pixel. */
const PAINTED_ALPHA = 128

export interface Mark {
  /** The SVG itself, square. */
  svg: string
  /** How far from the centre the mark paints, as a fraction of its side: a mask must keep this circle whole. */
  radius: number
  /** The colour most of the mark is painted in (its field), as `#rrggbb`. */
  field: string
}

const hex = (rgb: number) => `#${rgb.toString(16).padStart(6, '0')}`

/** Measured once per drawing: the build asks for it for each icon on a background. */
const measured = new Map<string, Promise<Mark>>()

export function measureMark(svg: string): Promise<Mark> {
  let mark = measured.get(svg)
  if (!mark) {
    mark = measure(svg)
    measured.set(svg, mark)
  }
  return mark
}

async function measure(svg: string): Promise<Mark> {
  const { width, height, pixels } = await renderPixels(svg, {
    fitTo: { mode: 'width', value: MEASURE_SIDE },
  })
  if (width !== height) throw new Error(`mark: expected a square drawing, not ${width}×${height}`)
  const centre = width / 2
  let farthest = 0
  const areas = new Map<number, number>()
  for (let i = 0; i < pixels.length; i += 4) {
    const alpha = pixels[i + 3]!
    if (alpha < PAINTED_ALPHA) continue
    const dx = ((i / 4) % width) + 0.5 - centre
    const dy = Math.floor(i / 4 / width) + 0.5 - centre
    farthest = Math.max(farthest, dx * dx + dy * dy)
    // Only fully opaque pixels: edges blend colours into ones the mark never uses.
    if (alpha === 255) {
      const rgb = (pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!
      areas.set(rgb, (areas.get(rgb) ?? 0) + 1)
    }
  }
  const largest = [...areas].sort((a, b) => b[1] - a[1])[0]
  if (!largest) throw new Error('mark: nothing opaque is drawn')
  return { svg, radius: Math.sqrt(farthest) / width, field: hex(largest[0]) }
}
