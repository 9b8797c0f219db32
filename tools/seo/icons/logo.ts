/**
 * Reads the logo mark from public/favicon.svg (drawn by seed/tools/make-images.mjs) into simple
 * shapes the rasteriser paints, so the PNG icons always match the favicon. Only the few SVG
 * features the mark uses are understood; anything else is refused by name rather than drawn wrong.
 */

export type Point = [number, number]

export type Shape =
  | { kind: 'disc'; cx: number; cy: number; r: number; fill: string }
  | { kind: 'ring'; cx: number; cy: number; r: number; width: number; stroke: string }
  | {
      kind: 'ellipse'
      cx: number
      cy: number
      rx: number
      ry: number
      rotate: number
      fill: string
    }
  /** A quadratic curve (a straight line when the control point is on it), round-capped. */
  | { kind: 'curve'; from: Point; control: Point; to: Point; width: number; stroke: string }

export interface Logo {
  /** Side of the square viewBox, in grid units. */
  grid: number
  /** Painted in order: later shapes cover earlier ones. */
  shapes: Shape[]
}

type Attributes = Record<string, string>

const ELEMENT = /<(\/?)([a-z]+)\b([^>]*?)(\/?)>/gi
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g
/** Presentation attributes a group passes to its children. */
const INHERITED = ['fill', 'stroke', 'stroke-width'] as const

function attributes(source: string): Attributes {
  return Object.fromEntries([...source.matchAll(ATTRIBUTE)].map((m) => [m[1]!, m[2]!]))
}

function number(attrs: Attributes, name: string, fallback?: number): number {
  const raw = attrs[name]
  const value = raw === undefined ? fallback : Number(raw)
  if (value === undefined || !Number.isFinite(value)) throw new Error(`logo: bad ${name}="${raw}"`)
  return value
}

const painted = (colour: string | undefined): colour is string =>
  colour !== undefined && colour !== 'none'

/** `rotate(a cx cy)` about the shape's own centre, as degrees; 0 without a transform. */
function rotation(attrs: Attributes, cx: number, cy: number): number {
  const transform = attrs.transform
  if (transform === undefined) return 0
  const match = /^rotate\(\s*(-?[\d.]+)(?:[\s,]+(-?[\d.]+)[\s,]+(-?[\d.]+))?\s*\)$/.exec(transform)
  const about = match && [Number(match[2] ?? cx), Number(match[3] ?? cy)]
  if (!match || (about && (about[0] !== cx || about[1] !== cy)))
    throw new Error(`logo: unsupported transform "${transform}"`)
  return Number(match[1])
}

/** The strokes of a path's `d`: lines and quadratic curves, absolute or relative. */
function pathCurves(d: string): [Point, Point, Point][] {
  const tokens = d.match(/[a-z]|-?(?:\d+\.?\d*|\.\d+)/gi) ?? []
  const curves: [Point, Point, Point][] = []
  let at: Point = [0, 0]
  let command = ''
  let i = 0
  const next = (): number => {
    const value = Number(tokens[i++])
    if (!Number.isFinite(value)) throw new Error(`logo: bad path "${d}"`)
    return value
  }
  const lineTo = (to: Point) => {
    curves.push([at, [(at[0] + to[0]) / 2, (at[1] + to[1]) / 2], to])
    at = to
  }
  while (i < tokens.length) {
    if (/[a-z]/i.test(tokens[i]!)) command = tokens[i++]!
    const relative = command === command.toLowerCase()
    const [dx, dy] = relative ? at : [0, 0]
    switch (command.toUpperCase()) {
      case 'M':
        at = [dx + next(), dy + next()]
        command = relative ? 'l' : 'L' // further pairs draw lines
        break
      case 'L':
        lineTo([dx + next(), dy + next()])
        break
      case 'H':
        lineTo([dx + next(), at[1]])
        break
      case 'V':
        lineTo([at[0], dy + next()])
        break
      case 'Q': {
        const control: Point = [dx + next(), dy + next()]
        const to: Point = [dx + next(), dy + next()]
        curves.push([at, control, to])
        at = to
        break
      }
      default:
        throw new Error(`logo: unsupported path command "${command}" in "${d}"`)
    }
  }
  return curves
}

function shapesOf(tag: string, attrs: Attributes): Shape[] {
  const { fill, stroke } = attrs
  const width = () => number(attrs, 'stroke-width', 1)
  switch (tag) {
    case 'circle': {
      const [cx, cy, r] = [number(attrs, 'cx', 0), number(attrs, 'cy', 0), number(attrs, 'r')]
      return [
        ...(painted(fill) ? [{ kind: 'disc', cx, cy, r, fill } as const] : []),
        ...(painted(stroke) ? [{ kind: 'ring', cx, cy, r, width: width(), stroke } as const] : []),
      ]
    }
    case 'ellipse': {
      const [cx, cy] = [number(attrs, 'cx', 0), number(attrs, 'cy', 0)]
      if (painted(stroke)) throw new Error('logo: outlined ellipses are not supported')
      if (!painted(fill)) return []
      const [rx, ry] = [number(attrs, 'rx'), number(attrs, 'ry')]
      return [{ kind: 'ellipse', cx, cy, rx, ry, rotate: rotation(attrs, cx, cy), fill }]
    }
    case 'path': {
      // Only open strokes: a filled outline would need a polygon fill.
      if (/z/i.test(attrs.d ?? '')) throw new Error('logo: closed paths are not supported')
      if (!painted(stroke)) return []
      if (attrs['stroke-linecap'] !== 'round')
        throw new Error('logo: only round-capped strokes are supported')
      return pathCurves(attrs.d ?? '').map(([from, control, to]) => ({
        kind: 'curve',
        from,
        control,
        to,
        width: width(),
        stroke,
      }))
    }
    default:
      throw new Error(`logo: unsupported element <${tag}>`)
  }
}

export function parseLogo(svg: string): Logo {
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)
  if (!viewBox || viewBox[1] !== viewBox[2])
    throw new Error('logo: expected a square viewBox at 0 0')
  const inherited: Attributes[] = [{}]
  const shapes: Shape[] = []
  let inTitle = false
  for (const [, closing, rawTag, source, selfClosing] of svg.matchAll(ELEMENT)) {
    const tag = rawTag!.toLowerCase()
    if (tag === 'title') {
      inTitle = !closing && !selfClosing
      continue
    }
    if (inTitle || tag === 'svg') continue
    if (tag === 'g') {
      if (closing) inherited.pop()
      else if (!selfClosing) {
        const own = attributes(source!)
        const passed = Object.fromEntries(INHERITED.flatMap((k) => (own[k] ? [[k, own[k]]] : [])))
        inherited.push({ ...inherited.at(-1), ...passed })
      }
      continue
    }
    if (closing) continue
    shapes.push(...shapesOf(tag, { ...inherited.at(-1), ...attributes(source!) }))
  }
  if (shapes.length === 0) throw new Error('logo: nothing to draw')
  return { grid: Number(viewBox[1]), shapes }
}

/** How far from the grid's centre the mark paints: a mask must keep this circle whole. */
export function logoRadius({ grid, shapes }: Logo): number {
  const centre = grid / 2
  const from = (x: number, y: number) => Math.hypot(x - centre, y - centre)
  return Math.max(
    ...shapes.map((shape) => {
      switch (shape.kind) {
        case 'disc':
          return from(shape.cx, shape.cy) + shape.r
        case 'ring':
          return from(shape.cx, shape.cy) + shape.r + shape.width / 2
        case 'ellipse':
          return from(shape.cx, shape.cy) + Math.max(shape.rx, shape.ry)
        case 'curve':
          return (
            Math.max(...[shape.from, shape.control, shape.to].map(([x, y]) => from(x, y))) +
            shape.width / 2
          )
      }
    }),
  )
}

/** The colour the mark is painted on: its first, bottom-most shape's. */
export function baseColour({ shapes }: Logo): string {
  const first = shapes[0]!
  return first.kind === 'disc' || first.kind === 'ellipse' ? first.fill : first.stroke
}
