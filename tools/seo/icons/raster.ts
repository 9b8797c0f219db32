/**
 * Draws the logo's shapes into RGBA pixels (png.ts encodes them): app icons and the share image
 * need raster files, and no offline tool here makes them.
 */
import type { Point, Shape } from './logo.ts'

type Rgb = [number, number, number]

export interface RasterScene {
  width: number
  height: number
  /** Fills the whole image; transparent when omitted. */
  background?: string
  shapes: readonly Shape[]
  /** Where grid unit (0, 0) lands, and how many pixels one unit spans. */
  origin: Point
  scale: number
}

/** 4 × 4 samples per pixel: smooth edges at icon sizes. */
const SAMPLES = 4

export function parseHex(colour: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour)
  if (!match) throw new Error(`Expected a #rrggbb colour, got "${colour}"`)
  return [1, 2, 3].map((i) => parseInt(match[i]!, 16)) as Rgb
}

function distanceToSegment(px: number, py: number, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax
  const dy = by - ay
  const lengthSquared = dx * dx + dy * dy
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared))
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy))
}

interface Compiled {
  colour: Rgb
  /** Bounds in grid units: [minX, minY, maxX, maxY]. */
  box: [number, number, number, number]
  contains(x: number, y: number): boolean
}

function compile(shape: Shape): Compiled {
  switch (shape.kind) {
    case 'disc': {
      const { cx, cy, r } = shape
      return {
        colour: parseHex(shape.fill),
        box: [cx - r, cy - r, cx + r, cy + r],
        contains: (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r,
      }
    }
    case 'ring': {
      const { cx, cy, r, width } = shape
      const outer = r + width / 2
      return {
        colour: parseHex(shape.stroke),
        box: [cx - outer, cy - outer, cx + outer, cy + outer],
        contains: (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) <= width / 2,
      }
    }
    case 'ellipse': {
      const { cx, cy, rx, ry } = shape
      // SVG's rotate(a) turns clockwise on screen; undo it to test in the ellipse's own axes.
      const angle = (shape.rotate * Math.PI) / 180
      const cos = Math.cos(angle)
      const sin = Math.sin(angle)
      const reach = Math.max(rx, ry)
      return {
        colour: parseHex(shape.fill),
        box: [cx - reach, cy - reach, cx + reach, cy + reach],
        contains: (x, y) => {
          const dx = x - cx
          const dy = y - cy
          const u = dx * cos + dy * sin
          const v = -dx * sin + dy * cos
          return (u / rx) ** 2 + (v / ry) ** 2 <= 1
        },
      }
    }
    case 'curve': {
      const { from, control, to, width } = shape
      const steps = 16
      const points: Point[] = Array.from({ length: steps + 1 }, (_, i) => {
        const t = i / steps
        const a = (1 - t) ** 2
        const b = 2 * (1 - t) * t
        const c = t * t
        return [a * from[0] + b * control[0] + c * to[0], a * from[1] + b * control[1] + c * to[1]]
      })
      const half = width / 2
      const xs = points.map((p) => p[0])
      const ys = points.map((p) => p[1])
      return {
        colour: parseHex(shape.stroke),
        box: [
          Math.min(...xs) - half,
          Math.min(...ys) - half,
          Math.max(...xs) + half,
          Math.max(...ys) + half,
        ],
        contains: (x, y) =>
          points.some((p, i) => i > 0 && distanceToSegment(x, y, points[i - 1]!, p) <= half),
      }
    }
  }
}

/** The colour of the topmost shape covering grid point (x, y), else `background`. */
function colourAt(shapes: readonly Compiled[], x: number, y: number, background: Rgb | null) {
  for (let s = shapes.length - 1; s >= 0; s--) {
    if (shapes[s]!.contains(x, y)) return shapes[s]!.colour
  }
  return background
}

/** The scene as straight-alpha RGBA bytes, row by row. */
export function rasterise(scene: RasterScene): Uint8Array {
  const { width, height, scale } = scene
  const [ox, oy] = scene.origin
  const shapes = scene.shapes.map(compile)
  const background = scene.background ? parseHex(scene.background) : null
  const pixels = new Uint8Array(width * height * 4)
  const step = 1 / (SAMPLES * scale)
  const last = SAMPLES - 1
  const here: Compiled[] = []
  for (let y = 0; y < height; y++) {
    const gy0 = (y - oy) / scale
    const gy1 = gy0 + 1 / scale
    const row = shapes.filter(({ box }) => box[1] <= gy1 && box[3] >= gy0)
    for (let x = 0; x < width; x++) {
      // This pixel's square in grid units, and the shapes that may reach into it.
      const gx0 = (x - ox) / scale
      const gx1 = gx0 + 1 / scale
      here.length = 0
      for (const shape of row) if (shape.box[0] <= gx1 && shape.box[2] >= gx0) here.push(shape)
      const sample = (i: number, j: number) =>
        colourAt(here, gx0 + (i + 0.5) * step, gy0 + (j + 0.5) * step, background)
      // Where the outermost samples agree the pixel is one colour (every shape is several pixels
      // wide), so only pixels on an edge pay for every sample.
      const corner = sample(0, 0)
      const solid =
        sample(last, 0) === corner && sample(0, last) === corner && sample(last, last) === corner
      let r = 0
      let g = 0
      let b = 0
      let covered = 0
      for (let j = 0; j < SAMPLES; j++) {
        for (let i = 0; i < SAMPLES; i++) {
          const colour = solid ? corner : sample(i, j)
          if (!colour) continue
          r += colour[0]
          g += colour[1]
          b += colour[2]
          covered++
        }
      }
      if (covered === 0) continue
      const at = (y * width + x) * 4
      pixels[at] = Math.round(r / covered)
      pixels[at + 1] = Math.round(g / covered)
      pixels[at + 2] = Math.round(b / covered)
      pixels[at + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255)
    }
  }
  return pixels
}
