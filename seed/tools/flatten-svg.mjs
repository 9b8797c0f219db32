/**
 * Flattens the instanced drawing of a generated SVG into a few merged paths.
 *
 * The generator draws heaps of grains and fields of ears as hundreds of `<use>` instances of a
 * few shapes: small files, but each instance becomes a shadow tree in the image's own document,
 * and the browser styles and lays all of them out on the page's main thread when the image
 * loads (about 1,500 elements and 22 ms on a fast desktop for the grain field). Flattened, the
 * same picture is a dozen paths.
 *
 * Every `<use>` and `<g>` outside `<defs>` (and inside patterns) is replaced by the shapes it
 * draws, with their transforms applied to the geometry; shapes of the same look are then merged
 * into one path, painted in the order of each look's last appearance. Only what the generator
 * writes is supported: path, ellipse, circle and rect shapes; translate, rotate and uniform scale
 * transforms; inherited fill and stroke. Shapes filled with a gradient keep their own element
 * (their gradient spans their own box).
 */

const INHERITED = [
  'fill',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
]

// ---------------------------------------------------------------------------------------------
// a minimal parser and writer for the generator's own markup

/** @typedef {{ name: string, attrs: [string, string][], children: (Node | string)[] }} Node */

function parse(text) {
  const root = { name: '#root', attrs: [], children: [] }
  const stack = [root]
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>/g
  let last = 0
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    const between = text.slice(last, m.index)
    if (between.trim()) stack.at(-1).children.push(between)
    last = tag.lastIndex
    const [, close, name, attrText, selfClose] = m
    if (close) {
      if (stack.pop().name !== name) throw new Error(`unbalanced </${name}>`)
      continue
    }
    const attrs = [...attrText.matchAll(/([\w:.-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v])
    const node = { name, attrs, children: [] }
    stack.at(-1).children.push(node)
    if (!selfClose) stack.push(node)
  }
  if (stack.length !== 1) throw new Error('unclosed element')
  return root
}

function write(node) {
  if (typeof node === 'string') return node
  const attrs = node.attrs.map(([k, v]) => ` ${k}="${v}"`).join('')
  if (node.children.length === 0) return `<${node.name}${attrs}/>`
  return `<${node.name}${attrs}>${node.children.map(write).join('')}</${node.name}>`
}

const get = (node, key) => node.attrs.find(([k]) => k === key)?.[1]
const num = (node, key, fallback = 0) => Number(get(node, key) ?? fallback)

// ---------------------------------------------------------------------------------------------
// geometry: similarity transforms as [a, b, c, d, e, f]

const IDENTITY = [1, 0, 0, 1, 0, 0]
const multiply = (p, q) => [
  p[0] * q[0] + p[2] * q[1],
  p[1] * q[0] + p[3] * q[1],
  p[0] * q[2] + p[2] * q[3],
  p[1] * q[2] + p[3] * q[3],
  p[0] * q[4] + p[2] * q[5] + p[4],
  p[1] * q[4] + p[3] * q[5] + p[5],
]
const translate = (x, y) => [1, 0, 0, 1, x, y]
function rotate(deg, cx = 0, cy = 0) {
  const r = (deg * Math.PI) / 180
  const [c, s] = [Math.cos(r), Math.sin(r)]
  return multiply(translate(cx, cy), multiply([c, s, -s, c, 0, 0], translate(-cx, -cy)))
}
function parseTransform(text = '') {
  let m = IDENTITY
  for (const [, name, args] of text.matchAll(/(\w+)\(([^)]*)\)/g)) {
    const v = args
      .trim()
      .split(/[\s,]+/)
      .map(Number)
    if (name === 'translate') m = multiply(m, translate(v[0], v[1] ?? 0))
    else if (name === 'rotate') m = multiply(m, rotate(v[0], v[1], v[2]))
    else if (name === 'scale' && (v.length === 1 || v[0] === v[1]))
      m = multiply(m, [v[0], 0, 0, v[0], 0, 0])
    else throw new Error(`unsupported transform ${text}`)
  }
  return m
}
const scaleOf = (m) => Math.hypot(m[0], m[1])
const angleOf = (m) => (Math.atan2(m[1], m[0]) * 180) / Math.PI
const apply = (m, x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]
const round = (v) => Math.round(v * 10) / 10
const fmt = (v) => String(Object.is(round(v), -0) ? 0 : round(v))

const ARITY = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 }

/** Absolute commands, with H and V as L: [command, numbers][] */
function absolutePath(d) {
  const out = []
  let [cx, cy, sx, sy] = [0, 0, 0, 0]
  for (const [, cmd, args] of d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const upper = cmd.toUpperCase()
    const relative = cmd !== upper
    const a = (args.match(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? []).map(Number)
    if (upper === 'Z') {
      out.push(['Z', []])
      ;[cx, cy] = [sx, sy]
      continue
    }
    const n = ARITY[upper]
    for (let i = 0; i < a.length; i += n) {
      const p = a.slice(i, i + n)
      const c = upper === 'M' && i > 0 ? 'L' : upper
      if (c === 'H') {
        cx = p[0] + (relative ? cx : 0)
        out.push(['L', [cx, cy]])
      } else if (c === 'V') {
        cy = p[0] + (relative ? cy : 0)
        out.push(['L', [cx, cy]])
      } else if (c === 'A') {
        const [x, y] = [p[5] + (relative ? cx : 0), p[6] + (relative ? cy : 0)]
        out.push(['A', [...p.slice(0, 5), x, y]])
        ;[cx, cy] = [x, y]
      } else {
        const q = p.map((v, k) => v + (relative ? (k % 2 === 0 ? cx : cy) : 0))
        out.push([c, q])
        ;[cx, cy] = q.slice(-2)
        if (c === 'M') [sx, sy] = [cx, cy]
      }
    }
  }
  return out
}

/** Path data in the transformed space: an absolute move, then relative commands, to 0.1 px. */
function transformedPath(commands, m) {
  const s = scaleOf(m)
  const angle = angleOf(m)
  let [cx, cy, sx, sy] = [0, 0, 0, 0]
  let previous = ''
  let d = ''
  const letter = (l) => {
    const same = l === previous
    previous = l
    return same ? ' ' : l
  }
  for (const [c, a] of commands) {
    if (c === 'Z') {
      d += 'z'
      previous = 'z'
      ;[cx, cy] = [sx, sy]
      continue
    }
    if (c === 'A') {
      const [x, y] = apply(m, a[5], a[6]).map(round)
      const tilt = Math.round((((a[2] + angle) % 360) + 360) % 360)
      d += `${letter('a')}${fmt(a[0] * s)} ${fmt(a[1] * s)} ${tilt} ${a[3]} ${a[4]} ${fmt(x - cx)} ${fmt(y - cy)}`
      ;[cx, cy] = [x, y]
      continue
    }
    const points = []
    for (let i = 0; i < a.length; i += 2) points.push(apply(m, a[i], a[i + 1]).map(round))
    if (c === 'M') {
      ;[cx, cy] = [sx, sy] = points[0]
      d += `M${fmt(cx)} ${fmt(cy)}`
      previous = 'M'
      continue
    }
    d += letter(c.toLowerCase()) + points.map(([x, y]) => `${fmt(x - cx)} ${fmt(y - cy)}`).join(' ')
    ;[cx, cy] = points.at(-1)
  }
  return d.replace(/ -/g, '-')
}

const ellipse = (cx, cy, rx, ry) => [
  ['M', [cx + rx, cy]],
  ['A', [rx, ry, 0, 1, 0, cx - rx, cy]],
  ['A', [rx, ry, 0, 1, 0, cx + rx, cy]],
  ['Z', []],
]

function shapeCommands(node) {
  switch (node.name) {
    case 'path':
      return absolutePath(get(node, 'd'))
    case 'ellipse':
      return ellipse(num(node, 'cx'), num(node, 'cy'), num(node, 'rx'), num(node, 'ry'))
    case 'circle':
      return ellipse(num(node, 'cx'), num(node, 'cy'), num(node, 'r'), num(node, 'r'))
    case 'rect': {
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((k) => num(node, k))
      if (get(node, 'rx') || get(node, 'ry')) throw new Error('rounded rects are not flattened')
      return [
        ['M', [x, y]],
        ['L', [x + w, y]],
        ['L', [x + w, y + h]],
        ['L', [x, y + h]],
        ['Z', []],
      ]
    }
    default:
      throw new Error(`cannot flatten <${node.name}>`)
  }
}

// ---------------------------------------------------------------------------------------------

/** Appends [look, pathData] for every shape `node` draws, in paint order. */
function collect(node, m, inherited, ids, out) {
  const look = { ...inherited }
  for (const k of INHERITED) if (get(node, k) !== undefined) look[k] = get(node, k)
  const opacity = get(node, 'opacity')
  let matrix = multiply(m, parseTransform(get(node, 'transform')))
  const withOpacity = (items) =>
    opacity === undefined ? items : items.map(([l, d]) => [{ ...l, opacity }, d])
  if (node.name === 'use' || node.name === 'g') {
    const items = []
    if (node.name === 'use') {
      const ref = ids.get(get(node, 'href').slice(1))
      matrix = multiply(matrix, translate(num(node, 'x'), num(node, 'y')))
      collect(ref, matrix, look, ids, items)
    } else for (const child of node.children) collect(child, matrix, look, ids, items)
    out.push(...withOpacity(items))
    return
  }
  const s = scaleOf(matrix)
  if ((look.stroke ?? 'none') !== 'none')
    look['stroke-width'] = fmt(Number(look['stroke-width'] ?? 1) * s)
  if (look['stroke-dasharray'])
    look['stroke-dasharray'] = look['stroke-dasharray']
      .split(/[\s,]+/)
      .map((v) => fmt(Number(v) * s))
      .join(' ')
  out.push(...withOpacity([[look, transformedPath(shapeCommands(node), matrix)]]))
}

/** One path per look, painted in the order of each look's last appearance. */
function merge(items) {
  const groups = new Map()
  items.forEach(([look, d], i) => {
    const gradient = Object.values(look).some((v) => v.startsWith('url('))
    const key = JSON.stringify(Object.entries(look).sort()) + (gradient ? `#${i}` : '')
    const group = groups.get(key) ?? { look, paths: [], last: 0 }
    group.paths.push(d)
    group.last = i
    groups.set(key, group)
  })
  return [...groups.values()]
    .sort((a, b) => a.last - b.last)
    .map(({ look, paths }) => ({
      name: 'path',
      attrs: [['d', paths.join('')], ...Object.entries(look)],
      children: [],
    }))
}

/** Replaces each run of anonymous `<use>`/`<g>` children of `container` by merged paths. */
function flattenChildren(container, ids) {
  const result = []
  let run = []
  const flush = () => {
    if (run.length === 0) return
    const items = []
    for (const node of run) collect(node, IDENTITY, {}, ids, items)
    result.push(...merge(items))
    run = []
  }
  for (const child of container.children) {
    if (typeof child !== 'string' && ['use', 'g'].includes(child.name) && !get(child, 'id')) {
      run.push(child)
      continue
    }
    flush()
    if (typeof child !== 'string' && child.name === 'pattern') flattenChildren(child, ids)
    result.push(child)
  }
  flush()
  container.children = result
}

/** `text` (one `<svg>` document) with its instances flattened and unused definitions dropped. */
export function flattenSvg(text) {
  const root = parse(text)
  const svg = root.children.find((c) => typeof c !== 'string' && c.name === 'svg')
  const ids = new Map()
  const index = (node) => {
    if (typeof node === 'string') return
    if (get(node, 'id')) ids.set(get(node, 'id'), node)
    node.children.forEach(index)
  }
  index(svg)
  flattenChildren(svg, ids)
  const defs = svg.children.find((c) => typeof c !== 'string' && c.name === 'defs')
  if (defs) {
    for (const child of defs.children) if (child.name === 'pattern') flattenChildren(child, ids)
    // Instances' definitions are no longer referred to by anything drawn.
    let removed = true
    while (removed) {
      const markup = write(svg)
      const referenced = (id) => markup.includes(`"#${id}"`) || markup.includes(`(#${id})`)
      const before = defs.children.length
      defs.children = defs.children.filter(
        (c) => typeof c === 'string' || !['use', 'g'].includes(c.name) || referenced(get(c, 'id')),
      )
      removed = defs.children.length !== before
    }
  }
  return root.children.map(write).join('') + (text.endsWith('\n') ? '\n' : '')
}
