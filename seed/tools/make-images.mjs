#!/usr/bin/env node
/**
 * Generates the sample SVG artwork under public/images/ (and public/favicon.svg).
 * Deterministic: the same input always yields byte-identical files, so re-running it only
 * shows a diff when the drawing code changed. Usage: node seed/tools/make-images.mjs
 *
 * All artwork is original and made-up (no real brands); the client names are fictional.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { flattenSvg } from './flatten-svg.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const PUBLIC = join(ROOT, 'public')
const FONT = 'font-family="Poppins,Segoe UI,Roboto,Helvetica,Arial,sans-serif"'

// ---------------------------------------------------------------------------------------------
// helpers

/** mulberry32: small deterministic PRNG. */
function rng(seedText) {
  let a = 0x9e3779b9
  for (const ch of seedText) a = Math.imul(a ^ ch.charCodeAt(0), 0x85ebca6b) >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Number formatting: at most one decimal, no trailing zeros. */
const n = (v) => String(Math.round(v * 10) / 10)
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function svg(w, h, title, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" ` +
    `role="img" aria-labelledby="t"><title id="t">${esc(title)}</title>${body}</svg>\n`
  )
}

const written = []
function out(rel, content) {
  const file = join(PUBLIC, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  written.push([relative(ROOT, file), Buffer.byteLength(content)])
}

function cubic(p0, p1, p2, p3, t) {
  const u = 1 - t
  return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
}

// ---------------------------------------------------------------------------------------------
// grains: each kind draws one grain at the origin, rotated by r degrees, in colour c

const GRAIN = {
  /** plain ellipse with a soft highlight */
  oval: (g) =>
    `<ellipse rx="${g.rx}" ry="${g.ry}"/>` +
    `<ellipse cx="${n(-g.rx * 0.3)}" cy="${n(-g.ry * 0.35)}" rx="${n(g.rx * 0.45)}" ry="${n(g.ry * 0.3)}" fill="#fff" opacity=".3"/>` +
    (g.mark ? g.mark(g) : ''),
  /** split dal: flat face with a paler centre */
  split: (g) =>
    `<ellipse rx="${g.rx}" ry="${g.ry}"/>` +
    `<ellipse cx="${n(g.rx * 0.1)}" cy="${n(g.ry * 0.1)}" rx="${n(g.rx * 0.62)}" ry="${n(g.ry * 0.55)}" fill="#fff" opacity=".2"/>`,
  /** split urad: the pale split face, with its black skin showing at the rim */
  chilka: (g) =>
    `<ellipse rx="${g.rx}" ry="${g.ry}" fill="#1c1c1c"/>` +
    `<ellipse cx="1" cy=".6" rx="${n(g.rx * 0.78)}" ry="${n(g.ry * 0.72)}"/>`,
  /** pearl (sabudana) */
  pearl: (g) =>
    `<circle r="${g.rx}"/><circle cx="${n(-g.rx * 0.35)}" cy="${n(-g.rx * 0.35)}" r="${n(g.rx * 0.35)}" fill="#fff" opacity=".9"/>`,
  /** sugar crystal */
  crystal: (g) => {
    const s = g.rx
    return (
      `<path d="M${-s} ${n(-s * 0.6)}L${n(s * 0.5)} ${-s}L${s} ${n(s * 0.5)}L${n(-s * 0.4)} ${s}Z" stroke="#b9cfdc"/>` +
      `<path d="M${n(-s * 0.6)} ${n(-s * 0.4)}L${n(s * 0.4)} ${n(-s * 0.7)}L${n(s * 0.1)} ${n(s * 0.2)}Z" fill="#fff" opacity=".8"/>`
    )
  },
  /** powder dot (bura) */
  dot: (g) => `<circle r="${g.rx}"/>`,
}

// marks drawn on top of an oval grain
const speckle = () =>
  `<ellipse cx="-4" cy="-1" rx="2.6" ry="1.6" fill="#8c3424"/><ellipse cx="3" cy="2" rx="2" ry="1.3" fill="#9a4030"/><circle cx="6" cy="-2" r="1.2" fill="#7c2a1e"/>`
const eye = (g) =>
  `<ellipse cx="0" cy="${n(-g.ry * 0.55)}" rx="2.6" ry="1.5" fill="#1b1b1b"/><ellipse cx="0" cy="${n(-g.ry * 0.55)}" rx="1" ry=".5" fill="#6b5a44"/>`
const hilum = (g) =>
  `<ellipse cx="0" cy="${n(-g.ry * 0.6)}" rx="${n(g.rx * 0.45)}" ry=".8" fill="#f2f2f2"/>`
const beak = (g) =>
  `<circle cx="${n(g.rx * 0.75)}" cy="${n(-g.ry * 0.5)}" r="1.3" fill="#000" opacity=".25"/>`
const brownHilum = (g) =>
  `<ellipse cx="0" cy="${n(-g.ry * 0.65)}" rx="${n(g.rx * 0.35)}" ry=".7" fill="#7a5a2a"/>`

const BOWLS = {
  wood: { body: '#93592f', lip: '#b57945', inner: '#5e3920' },
  brass: { body: '#c38f35', lip: '#e0b55a', inner: '#86601f' },
  steel: { body: '#a8b2bc', lip: '#d4dae0', inner: '#717c87' },
}

/**
 * Grain symbols plus a seamless pattern tile of them, for one kind of grain. Ids are prefixed so
 * several kits can share one SVG. Returns the defs, the pattern id and a placer for loose grains.
 */
function grainKit(g, base, rand, prefix = '') {
  const rots = g.kind === 'pearl' || g.kind === 'dot' ? [] : (g.rots ?? [-40, 15, 70, 120])
  // one grain shape (fill inherited), its rotations, then one symbol per colour x rotation
  let defs = `<g id="${prefix}B">${GRAIN[g.kind](g)}</g>`
  rots.forEach(
    (r, i) => (defs += `<use id="${prefix}R${i}" href="#${prefix}B" transform="rotate(${r})"/>`),
  )
  const ids = []
  for (const c of g.colours) {
    for (const ref of rots.length ? rots.map((_, i) => `${prefix}R${i}`) : [`${prefix}B`]) {
      const id = prefix + String.fromCharCode(97 + ids.length)
      ids.push(id)
      defs += `<use id="${id}" href="#${ref}" fill="${c}"/>`
    }
  }
  const pick = () => ids[Math.floor(rand() * ids.length)]
  const use = (x, y) => `<use href="#${pick()}" x="${Math.round(x)}" y="${Math.round(y)}"/>`

  // pattern tile: jittered grid, wrapped at the edges so it tiles seamlessly
  const step = g.step ?? Math.sqrt(g.rx * g.ry) * 2
  const span = g.tile ?? 36
  const cols = Math.max(2, Math.round(span / step))
  const rows = Math.max(2, Math.round((span * 0.85) / (step * 0.8)))
  const tw = Math.round(cols * step)
  const th = Math.round(rows * step * 0.8)
  let tile = `<rect width="${tw}" height="${th}" fill="${base}"/>`
  const m = Math.max(g.rx, g.ry) + 1
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const x = (i + (j % 2) * 0.5) * step + (rand() - 0.5) * step * 0.3
      const y = j * step * 0.8 + (rand() - 0.5) * step * 0.25
      const id = pick()
      for (const dx of [0, tw, -tw]) {
        for (const dy of [0, th, -th]) {
          const X = x + dx
          const Y = y + dy
          if (X > -m && X < tw + m && Y > -m && Y < th + m) {
            tile += `<use href="#${id}" x="${Math.round(X)}" y="${Math.round(Y)}"/>`
          }
        }
      }
    }
  }
  defs += `<pattern id="${prefix}P" width="${tw}" height="${th}" patternUnits="userSpaceOnUse">${tile}</pattern>`
  return { defs, pattern: `url(#${prefix}P)`, use }
}

const SHADE =
  `<radialGradient id="S" cx=".38" cy=".25" r=".85"><stop offset="0" stop-color="#fff" stop-opacity=".28"/>` +
  `<stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></radialGradient>`

/**
 * A heap of grains: outline (two cubics), pattern fill, shading, and loose grains along the
 * outline so the silhouette is bumpy. `cut` drops outline grains below that y (hidden anyway).
 */
function heap(kit, cx, base, w, h, rand, { edges = 14, top = 5, cut = base - 14 } = {}) {
  const l = cx - w / 2
  const r = cx + w / 2
  const T = base - h
  const L = [l, base, l + w * 0.047, base - h * 0.78, cx - w * 0.234, T, cx, T]
  const R = [cx, T, cx + w * 0.234, T, r - w * 0.047, base - h * 0.78, r, base]
  const d = `M${n(L[0])} ${L[1]}C${n(L[2])} ${n(L[3])} ${n(L[4])} ${n(T)} ${cx} ${n(T)}C${n(R[2])} ${n(T)} ${n(R[4])} ${n(R[5])} ${n(r)} ${base}Z`
  let s = `<path d="${d}" fill="${kit.pattern}"/><path d="${d}" fill="url(#S)"/>`
  for (let i = 0; i < edges; i++) {
    const t = (i + 0.5) / edges
    const seg = t < 0.5 ? L : R
    const tt = t < 0.5 ? t * 2 : t * 2 - 1
    const x = cubic(seg[0], seg[2], seg[4], seg[6], tt)
    const y = cubic(seg[1], seg[3], seg[5], seg[7], tt)
    if (y > cut) continue
    s += kit.use(x + (rand() - 0.5) * 4, y + 1 + rand() * 3)
  }
  // a few grains sitting on the heap surface for depth
  for (let i = 0; i < top; i++)
    s += kit.use(cx - w * 0.3 + rand() * w * 0.6, T + h * 0.23 + rand() * h * 0.5)
  return s
}

/** One product illustration: a bowl heaped with grains on a soft background. */
function productArt(p) {
  const rand = rng(p.file)
  const g = p.grain
  const kit = grainKit(g, p.base, rand)
  const use = kit.use
  const defs = kit.defs + SHADE
  const pile = heap(
    kit,
    200,
    236,
    256,
    p.heap ?? 112,
    rand,
    g.kind === 'dot' ? { edges: 0, top: 0 } : {},
  )
  let spill = ''
  const spots = [
    [96, 352],
    [128, 362],
    [272, 356],
    [300, 366],
    [248, 368],
  ]
  if (g.kind !== 'dot') for (const [x, y] of spots) spill += use(x + rand() * 8, y + rand() * 6)
  else
    spill = `<ellipse cx="112" cy="356" rx="16" ry="4" fill="${p.base}"/><ellipse cx="292" cy="360" rx="11" ry="3" fill="${p.base}"/>`

  const b = BOWLS[p.bowl]
  const body =
    `<defs>${defs}</defs>` +
    `<rect width="400" height="400" rx="32" fill="${p.bg}"/>` +
    `<circle cx="200" cy="196" r="156" fill="#fff" opacity=".45"/>` +
    `<ellipse cx="200" cy="346" rx="160" ry="20" fill="#000" opacity=".09"/>` +
    `<ellipse cx="200" cy="232" rx="138" ry="16" fill="${b.inner}"/>` +
    pile +
    `<path d="M62 232A138 16 0 0 0 338 232C332 302 280 338 200 338C120 338 68 302 62 232Z" fill="${b.body}"/>` +
    `<path d="M62 232A138 16 0 0 0 338 232" fill="none" stroke="${b.lip}" stroke-width="7"/>` +
    `<path d="M92 262C102 292 126 312 160 322" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="9" stroke-linecap="round"/>` +
    spill
  return svg(400, 400, p.title, body)
}

// ---------------------------------------------------------------------------------------------
// product catalogue artwork (file name = kebab name)

const PRODUCTS = [
  {
    file: 'moong',
    title: 'Moong: whole green gram in a bowl',
    bg: '#eaf4e2',
    bowl: 'brass',
    base: '#24501a',
    grain: { kind: 'oval', rx: 6, ry: 4.2, colours: ['#3f7d2c', '#4f9335', '#336a24'] },
  },
  {
    file: 'kala-channa',
    title: 'Kala channa: black chickpeas in a bowl',
    bg: '#f3ebe2',
    bowl: 'brass',
    base: '#2e1b10',
    grain: {
      kind: 'oval',
      rx: 7.5,
      ry: 6.6,
      colours: ['#5a3a24', '#6e472b', '#48301e'],
      mark: beak,
    },
  },
  {
    file: 'kali-masoor',
    title: 'Kali masoor: whole black lentils in a bowl',
    bg: '#eeeae6',
    bowl: 'brass',
    base: '#18120f',
    grain: { kind: 'oval', rx: 5.6, ry: 4.9, colours: ['#3d302a', '#4d3d34', '#2f2520'] },
  },
  {
    file: 'moong-dal',
    title: 'Moong dal: split yellow gram in a bowl',
    bg: '#fcf6de',
    bowl: 'wood',
    base: '#b98f1a',
    grain: { kind: 'split', rx: 6, ry: 4.5, colours: ['#f2cf45', '#e6be34', '#f7da62'] },
  },
  {
    file: 'urad-sabut',
    title: 'Urad sabut: whole black gram in a bowl',
    bg: '#eceef1',
    bowl: 'brass',
    base: '#080808',
    grain: { kind: 'oval', rx: 6, ry: 4.4, colours: ['#1e1e1e', '#2c2c2c'], mark: hilum },
  },
  {
    file: 'arhar-dal',
    title: 'Arhar dal: split pigeon peas in a bowl',
    bg: '#fdf2da',
    bowl: 'wood',
    base: '#a97716',
    grain: { kind: 'split', rx: 6.6, ry: 5.6, colours: ['#e9b52c', '#f1c446', '#d9a121'] },
  },
  {
    file: 'moong-mogar',
    title: 'Moong mogar: washed split moong in a bowl',
    bg: '#faf7e2',
    bowl: 'wood',
    base: '#c8a640',
    grain: { kind: 'split', rx: 5.4, ry: 3.9, colours: ['#f4da76', '#ecce62', '#f9e69a'] },
  },
  {
    file: 'channa-dal',
    title: 'Channa dal: split Bengal gram in a bowl',
    bg: '#fbf0dc',
    bowl: 'steel',
    base: '#a97e22',
    grain: { kind: 'split', rx: 7.6, ry: 5.6, colours: ['#e7b84a', '#d9a83a', '#efc760'] },
  },
  {
    file: 'moth-sabut',
    title: 'Moth sabut: whole moth beans in a bowl',
    bg: '#f0ede2',
    bowl: 'brass',
    base: '#4a3f1f',
    grain: { kind: 'oval', rx: 5.2, ry: 3.5, colours: ['#8a7a4a', '#75663a', '#9c8c5a'] },
  },
  {
    file: 'white-matar',
    title: 'White matar: dried white peas in a bowl',
    bg: '#f5f0e4',
    bowl: 'wood',
    base: '#bba77a',
    grain: { kind: 'oval', rx: 6.8, ry: 6.4, colours: ['#efe3c2', '#e3d3a8', '#f6eed6'] },
  },
  {
    file: 'sabudana',
    title: 'Sabudana: tapioca pearls in a bowl',
    bg: '#e8f0f3',
    bowl: 'wood',
    base: '#cfc9b8',
    grain: { kind: 'pearl', rx: 5, ry: 5, step: 9.2, colours: ['#fbfaf4', '#eeebe0', '#f6f3ea'] },
  },
  {
    file: 'urad-chilka',
    title: 'Urad chilka: split black gram with skin in a bowl',
    bg: '#efeeea',
    bowl: 'brass',
    base: '#151515',
    grain: { kind: 'chilka', rx: 6.4, ry: 4.6, colours: ['#f1ecdc', '#e6dfca'] },
  },
  {
    file: 'chitra-rajma',
    title: 'Chitra rajma: speckled kidney beans in a bowl',
    bg: '#f8ebe4',
    bowl: 'steel',
    base: '#8b5a3e',
    grain: { kind: 'oval', rx: 10.5, ry: 6.4, colours: ['#e6c6a8', '#dcb797'], mark: speckle },
  },
  {
    file: 'chola-mogar',
    title: 'Cholla mogar: split skinless chickpeas in a bowl',
    bg: '#fbf3e2',
    bowl: 'wood',
    base: '#bb954a',
    grain: { kind: 'split', rx: 7, ry: 5.5, colours: ['#f0d28a', '#e6c574', '#f6dea2'] },
  },
  {
    file: 'mishri-cutting',
    title: 'Mishri cutting: rock sugar crystals in a bowl',
    bg: '#e8f1f6',
    bowl: 'brass',
    base: '#bcd0dc',
    grain: { kind: 'crystal', rx: 8, ry: 8, step: 14, colours: ['#f7fbfd', '#e9f2f7'] },
  },
  {
    file: 'mix-dal',
    title: 'Mix dal: mixed split lentils in a bowl',
    bg: '#fbefe0',
    bowl: 'steel',
    base: '#8f6424',
    grain: {
      kind: 'split',
      rx: 6,
      ry: 4.6,
      colours: ['#f0c244', '#e8804a', '#5a9a3a', '#f3e1b0', '#2a2a2a'],
    },
  },
  {
    file: 'jhambo-rajma',
    title: 'Jhambo rajma: large red kidney beans in a bowl',
    bg: '#f7e7e5',
    bowl: 'brass',
    base: '#3e0d10',
    grain: { kind: 'oval', rx: 11.5, ry: 6.8, colours: ['#7c2026', '#8f2c2e', '#691a1f'] },
  },
  {
    file: 'kabuli-channa',
    title: 'Kabuli channa: white chickpeas in a bowl',
    bg: '#fbf2e2',
    bowl: 'wood',
    base: '#a98a52',
    grain: { kind: 'oval', rx: 9, ry: 8.4, colours: ['#e9cf9b', '#dfc188', '#f0daac'], mark: beak },
  },
  {
    file: 'lobiya',
    title: 'Lobiya: black-eyed beans in a bowl',
    bg: '#f2efe9',
    bowl: 'wood',
    base: '#b5a47c',
    grain: { kind: 'oval', rx: 8, ry: 5.6, colours: ['#f3e8cf', '#e9dcbd'], mark: eye },
  },
  {
    file: 'masoor-dal',
    title: 'Masoor dal: split red lentils in a bowl',
    bg: '#fdeadf',
    bowl: 'steel',
    base: '#b8521f',
    grain: { kind: 'split', rx: 5.2, ry: 4.7, colours: ['#ef8a4f', '#f49d62', '#e27a3e'] },
  },
  {
    file: 'mufli-dana',
    title: 'Moofhli dana: desi peanut kernels in a bowl',
    bg: '#f8eae3',
    bowl: 'steel',
    base: '#7a3323',
    grain: { kind: 'oval', rx: 8.6, ry: 6, colours: ['#c46a4e', '#b45a40', '#d07c5e'] },
  },
  {
    file: 'matar-green',
    title: 'Matar green: dried green peas in a bowl',
    bg: '#ecf4e6',
    bowl: 'wood',
    base: '#38652a',
    grain: { kind: 'oval', rx: 6.2, ry: 5.9, colours: ['#6aa84f', '#5c9a44', '#7bb95e'] },
  },
  {
    file: 'soyabean-dana',
    title: 'Soyabean dana: soybeans in a bowl',
    bg: '#f7f3e0',
    bowl: 'steel',
    base: '#a68c3c',
    grain: {
      kind: 'oval',
      rx: 6.8,
      ry: 6,
      colours: ['#e8cf7d', '#dcc26a', '#f0db93'],
      mark: brownHilum,
    },
  },
  {
    file: 'bura',
    title: 'Bura: powdered sugar in a bowl',
    bg: '#f6eee0',
    bowl: 'brass',
    base: '#ecdfc2',
    heap: 100,
    grain: { kind: 'dot', rx: 1.7, ry: 1.7, step: 5, tile: 20, colours: ['#f9f1de', '#e0cfa8'] },
  },
  {
    file: 'placeholder',
    title: 'Product image not available',
    bg: '#eef0f2',
    bowl: 'steel',
    base: '#9aa3ab',
    heap: 96,
    grain: { kind: 'oval', rx: 7, ry: 5.5, colours: ['#c3c9cf', '#b3bac1'] },
  },
]

for (const p of PRODUCTS) out(`images/products/${p.file}.svg`, flattenSvg(productArt(p)))

// ---------------------------------------------------------------------------------------------
// pack sizes: a jute sack with the size printed on a label

function sack({
  x,
  y,
  w,
  h,
  fill = '#c9a26a',
  dark = '#a07c48',
  tie = '#7a5a30',
  stroke = '#8a6636',
  weave,
}) {
  // sack centred on x, bottom at y
  const l = x - w / 2
  const r = x + w / 2
  const t = y - h
  const d =
    `M${n(l + w * 0.08)} ${n(t + h * 0.12)}Q${n(x)} ${n(t + h * 0.02)} ${n(r - w * 0.08)} ${n(t + h * 0.12)}` +
    `Q${n(r + w * 0.06)} ${n(t + h * 0.55)} ${n(r - w * 0.02)} ${n(y - h * 0.04)}Q${n(x)} ${n(y + h * 0.03)} ${n(l + w * 0.02)} ${n(y - h * 0.04)}` +
    `Q${n(l - w * 0.06)} ${n(t + h * 0.55)} ${n(l + w * 0.08)} ${n(t + h * 0.12)}Z`
  return (
    `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="2"/>` +
    (weave ? `<path d="${d}" fill="${weave}"/>` : '') +
    `<path d="M${n(x - w * 0.2)} ${n(t + h * 0.1)}L${n(x - w * 0.12)} ${n(t - h * 0.06)}L${n(x + w * 0.12)} ${n(t - h * 0.06)}L${n(x + w * 0.2)} ${n(t + h * 0.1)}Z" fill="${dark}"/>` +
    `<rect x="${n(x - w * 0.16)}" y="${n(t + h * 0.03)}" width="${n(w * 0.32)}" height="${n(h * 0.05)}" rx="${n(h * 0.02)}" fill="${tie}"/>`
  )
}

/** A sack lying flat, as stacked in a warehouse: a pillow with a sewn end, drawn at 0,0. */
function pillow(id, w, h, fill, stroke, stripe) {
  const a = w / 2
  const b = h / 2
  return (
    `<g id="${id}"><path d="M${-a + 4} ${-b}Q0 ${-b - 5} ${a - 4} ${-b}Q${a + 4} 0 ${a - 4} ${b}Q0 ${b + 5} ${-a + 4} ${b}Q${-a - 4} 0 ${-a + 4} ${-b}Z" fill="${fill}" stroke="${stroke}" stroke-width="2"/>` +
    (stripe ? `<path d="M${-a + 10} 0H${a - 16}" stroke="${stripe}" stroke-width="5"/>` : '') +
    `<path d="M${a - 9} ${-b + 3}V${b - 3}" stroke="${stroke}" stroke-width="1.5" stroke-dasharray="3 3"/></g>`
  )
}

/** Brick-stacked pillows on a pallet; bottom-left at x,y. */
function stack(id, x, y, cols, rows, w, h) {
  let s = `<rect x="${x - 6}" y="${y}" width="${cols * w + 12}" height="12" fill="#7a5232"/>`
  for (let r = 0; r < rows; r++) {
    const c = r % 2 ? cols - 1 : cols
    for (let i = 0; i < c; i++) {
      s += `<use href="#${id}" x="${Math.round(x + w / 2 + i * w + (r % 2) * w * 0.5)}" y="${Math.round(y - h / 2 - 1 - r * (h - 2))}"/>`
    }
  }
  return s
}

function packArt(size, w, h) {
  const body =
    `<pattern id="j" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 4H8M4 0V8" stroke="#8c6a3a" stroke-opacity=".18"/></pattern>` +
    `<rect width="400" height="400" rx="32" fill="#f6efe2"/>` +
    `<ellipse cx="200" cy="352" rx="${n(w * 0.62)}" ry="16" fill="#000" opacity=".1"/>` +
    sack({ x: 200, y: 350, w, h, weave: 'url(#j)' }) +
    `<rect x="${n(200 - w * 0.3)}" y="${n(350 - h * 0.58)}" width="${n(w * 0.6)}" height="${n(h * 0.36)}" rx="10" fill="#fffaf0" stroke="#7a5a30" stroke-width="3"/>` +
    `<text x="200" y="${n(350 - h * 0.58 + h * 0.25)}" text-anchor="middle" ${FONT} font-weight="700" font-size="${n(h * 0.19)}" fill="#5a3d1c">${size}</text>` +
    `<path d="M${n(200 - w * 0.22)} ${n(350 - h * 0.66)}h${n(w * 0.44)}" stroke="#7a5a30" stroke-width="3" stroke-dasharray="6 5"/>`
  return svg(400, 400, `${size} pack: jute sack`, body)
}
out('images/packs/5kg.svg', packArt('5 kg', 190, 210))
out('images/packs/30kg.svg', packArt('30 kg', 250, 280))

// ---------------------------------------------------------------------------------------------
// blog illustrations, 800x450

const sky = (a, b) =>
  `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`

function fieldRows(y0, y1, colour, rowColour, count) {
  let s = `<rect y="${y0}" width="800" height="${y1 - y0}" fill="${colour}"/>`
  for (let i = 0; i <= count; i++) {
    const x = (i / count) * 1600 - 400
    s += `<path d="M400 ${y0}L${n(x)} ${y1}" stroke="${rowColour}" stroke-width="${n(3 + i * 0.2)}"/>`
  }
  return s
}

function cloud(x, y, s, fill) {
  return `<g fill="${fill}" transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="60" ry="26"/><circle cx="-24" cy="-16" r="26"/><circle cx="16" cy="-24" r="32"/><circle cx="46" cy="-6" r="20"/></g>`
}

const BLOG = {
  'monsoon-tur-outlook': () => {
    let rain = ''
    const r = rng('rain')
    for (let i = 0; i < 38; i++) {
      const x = 60 + r() * 680
      const y = 110 + r() * 150
      rain += `M${n(x)} ${n(y)}l-6 16`
    }
    let plants = `<path id="pl" d="M0 0v-34m0 12q-16-4-20-18q14 0 20 14m0-4q14-6 20-20q-18 2-20 16" stroke="#2f6b2a" stroke-width="3" fill="#4f9a3c"/>`
    for (let i = 0; i < 14; i++) plants += `<use href="#pl" x="${40 + i * 56}" y="390"/>`
    for (let i = 0; i < 10; i++)
      plants += `<use href="#pl" x="${Math.round((66 + i * 74) / 0.6)}" y="590" transform="scale(.6)"/>`
    return svg(
      800,
      450,
      'Rain clouds over young tur fields',
      `<defs>${sky('#8aa4b8', '#cfdbe3')}</defs><rect width="800" height="450" fill="url(#sky)"/>` +
        cloud(220, 110, 1.6, '#6e8496') +
        cloud(520, 90, 1.9, '#7d92a3') +
        cloud(700, 140, 1.2, '#91a4b3') +
        `<path d="${rain}" stroke="#e9f2f8" stroke-width="2.5" stroke-linecap="round" opacity=".8"/>` +
        `<path d="M0 290Q200 250 400 280T800 270V450H0Z" fill="#7fa55a"/>` +
        fieldRows(320, 450, '#6b4a2e', '#5a3c24', 16) +
        plants,
    )
  },
  'reading-grain-quality-report': () => {
    const bars = [70, 120, 95, 150, 60]
    let b = ''
    bars.forEach((h, i) => {
      b += `<rect x="${330 + i * 44}" y="${330 - h}" width="28" height="${h}" rx="4" fill="${['#e9b52c', '#4f9335', '#e8804a', '#2e7d6b', '#c46a4e'][i]}"/>`
    })
    let lines = ''
    for (let i = 0; i < 4; i++)
      lines += `<rect x="330" y="${120 + i * 22}" width="${180 - i * 30}" height="9" rx="4" fill="#c9ced4"/>`
    return svg(
      800,
      450,
      'A grain quality report on a clipboard with a magnifying glass',
      `<rect width="800" height="450" fill="#eef3ef"/><circle cx="130" cy="360" r="160" fill="#dfe9e1"/>` +
        `<rect x="290" y="60" width="290" height="330" rx="16" fill="#8a5a35"/><rect x="306" y="82" width="258" height="296" rx="8" fill="#fff"/>` +
        `<rect x="385" y="48" width="100" height="30" rx="8" fill="#5c6670"/>` +
        lines +
        b +
        `<path d="M322 330H560" stroke="#7d8791" stroke-width="2"/>` +
        `<circle cx="600" cy="280" r="62" fill="#dff1f7" fill-opacity=".6" stroke="#3a4650" stroke-width="12"/>` +
        `<path d="M646 326l62 62" stroke="#3a4650" stroke-width="20" stroke-linecap="round"/>` +
        `<g fill="#e9b52c"><ellipse cx="585" cy="270" rx="12" ry="9"/><ellipse cx="612" cy="290" rx="12" ry="9" transform="rotate(40 612 290)"/><ellipse cx="592" cy="300" rx="12" ry="9" fill="#d9a121"/></g>` +
        `<g fill="#c08a2a"><ellipse cx="120" cy="380" rx="14" ry="10"/><ellipse cx="150" cy="392" rx="14" ry="10" transform="rotate(30 150 392)"/><ellipse cx="96" cy="398" rx="14" ry="10"/></g>`,
    )
  },
  'storing-pulses-in-summer': () =>
    svg(
      800,
      450,
      'Sacks of pulses stacked on pallets in a ventilated store on a hot day',
      `<defs>${pillow('p', 76, 34, '#c9a26a', '#8a6636')}${pillow('q', 76, 34, '#eee8da', '#b0a58c', '#3f8f4a')}</defs>` +
        `<rect width="800" height="450" fill="#f7e6c8"/><circle cx="690" cy="80" r="46" fill="#f4a93a"/>` +
        `<path d="M60 150L400 40L740 150V410H60Z" fill="#e9d3ad"/><path d="M40 160L400 30L760 160" fill="none" stroke="#9a6236" stroke-width="14" stroke-linejoin="round"/>` +
        `<g fill="#bfa47a"><rect x="110" y="170" width="60" height="26" rx="4"/><rect x="370" y="110" width="60" height="26" rx="4"/><rect x="630" y="170" width="60" height="26" rx="4"/></g>` +
        `<g stroke="#9a8160" stroke-width="3"><path d="M116 183h48M376 123h48M636 183h48"/></g>` +
        `<rect y="398" width="800" height="52" fill="#c7ab80"/>` +
        stack('p', 110, 386, 4, 5, 76, 34) +
        stack('q', 460, 386, 3, 4, 76, 34) +
        `<rect x="700" y="240" width="22" height="110" rx="11" fill="#fff" stroke="#7d8791" stroke-width="4"/><rect x="706" y="270" width="10" height="74" rx="5" fill="#e2542f"/><circle cx="711" cy="352" r="18" fill="#e2542f"/>`,
    ),
  'msp-kharif-2026': () => {
    let grid = ''
    for (let i = 0; i < 5; i++) grid += `M120 ${100 + i * 60}H700`
    return svg(
      800,
      450,
      'A rising price chart beside a heap of tur and a coin',
      `<rect width="800" height="450" fill="#f1f5fb"/><path d="${grid}" stroke="#d5deea" stroke-width="2"/>` +
        `<path d="M120 100V340H700" fill="none" stroke="#7d8791" stroke-width="4"/>` +
        `<path d="M120 310L220 290L320 296L420 250L520 230L620 180L700 150V340H120Z" fill="#e9b52c" opacity=".25"/>` +
        `<path d="M120 310L220 290L320 296L420 250L520 230L620 180L700 150" fill="none" stroke="#c98a12" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>` +
        `<g fill="#c98a12"><circle cx="420" cy="250" r="9"/><circle cx="620" cy="180" r="9"/><circle cx="700" cy="150" r="11"/></g>` +
        `<circle cx="640" cy="360" r="52" fill="#e8b93a" stroke="#b8861a" stroke-width="8"/><circle cx="640" cy="360" r="32" fill="none" stroke="#b8861a" stroke-width="4"/>` +
        `<path d="M60 420Q150 330 240 420Z" fill="#d9a121"/><g fill="#f1c446"><ellipse cx="120" cy="400" rx="9" ry="7"/><ellipse cx="150" cy="384" rx="9" ry="7"/><ellipse cx="176" cy="404" rx="9" ry="7"/><ellipse cx="140" cy="410" rx="9" ry="7"/></g>`,
    )
  },
  'sugar-season-bura-mishri': () => {
    let cane = ''
    let nodes = ''
    let leaves = ''
    for (let i = 0; i < 9; i++) {
      const x = 40 + i * 42
      const top = 120 + (i % 3) * 30
      cane += `<path d="M${x} 450V${top}" stroke="${i % 2 ? '#6f9a3a' : '#85ad45'}" stroke-width="14"/>`
      for (let j = 0; j < 5; j++) nodes += `M${x - 8} ${180 + j * 55 + (i % 3) * 10}h16`
      leaves += `M${x} ${top}q-40-8-66 34q30-22 66-28zM${x} ${top}q44-18 64 22q-26-20-64-16zM${x} ${top + 40}q-30-6-46 30q20-20 46-24z`
    }
    cane += `<path d="${nodes}" stroke="#4f7426" stroke-width="3"/><path d="${leaves}" fill="#4f8a2c"/>`
    let crystals = ''
    const r = rng('crystals')
    for (let i = 0; i < 22; i++) {
      const x = 512 + r() * 200
      const y = 250 + r() * 46 + Math.abs(x - 612) * 0.3
      crystals += `<rect x="${Math.round(x)}" y="${Math.round(y)}" width="22" height="19" transform="rotate(${Math.round(r() * 80)} ${Math.round(x + 11)} ${Math.round(y + 9)})"/>`
    }
    return svg(
      800,
      450,
      'Sugarcane stalks beside a bowl of mishri crystals',
      `<rect width="800" height="450" fill="#eef6e9"/><circle cx="620" cy="150" r="110" fill="#fff6dc"/>` +
        cane +
        `<ellipse cx="620" cy="420" rx="170" ry="16" fill="#000" opacity=".08"/>` +
        `<path d="M490 322Q620 200 750 322Z" fill="#dfeaf1"/><g fill="#fbfdff" stroke="#b9cfdc" stroke-width="2">${crystals}</g>` +
        `<path d="M480 318H760C752 380 700 414 620 414C540 414 488 380 480 318Z" fill="#c38f35"/><path d="M480 318H760" stroke="#e0b55a" stroke-width="8"/>`,
    )
  },
  'writing-a-clear-order-request': () =>
    svg(
      800,
      450,
      'An order request form next to a shield with a tick',
      `<rect width="800" height="450" fill="#f4f1fa"/><circle cx="640" cy="120" r="140" fill="#e8e1f6"/>` +
        `<rect x="120" y="60" width="380" height="330" rx="18" fill="#fff" stroke="#d5cfe6" stroke-width="3"/>` +
        `<rect x="120" y="60" width="380" height="50" rx="18" fill="#5b4b8a"/><rect x="120" y="90" width="380" height="20" fill="#5b4b8a"/>` +
        `<g fill="#fff"><circle cx="150" cy="85" r="7"/><circle cx="174" cy="85" r="7" opacity=".7"/><circle cx="198" cy="85" r="7" opacity=".4"/></g>` +
        `<g fill="#ebe7f4" stroke="#cfc8e2" stroke-width="2"><rect x="150" y="134" width="320" height="36" rx="8"/><rect x="150" y="186" width="320" height="36" rx="8"/><rect x="150" y="238" width="320" height="80" rx="8"/></g>` +
        `<g fill="#b3aacb"><rect x="164" y="148" width="120" height="8" rx="4"/><rect x="164" y="200" width="170" height="8" rx="4"/><rect x="164" y="254" width="240" height="8" rx="4"/><rect x="164" y="272" width="200" height="8" rx="4"/></g>` +
        `<rect x="330" y="336" width="140" height="36" rx="18" fill="#e9b52c"/>` +
        `<path d="M620 160L700 190V260C700 310 664 344 620 362C576 344 540 310 540 260V190Z" fill="#2e7d6b"/>` +
        `<path d="M586 262L612 288L660 232" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
    ),
}
for (const [slug, make] of Object.entries(BLOG)) out(`images/blog/${slug}.svg`, make())

// ---------------------------------------------------------------------------------------------
// hero panels, 800x600

{
  // heaps of pulses on a wooden counter
  const r = rng('hero-1')
  const kits = [
    [
      'm',
      {
        kind: 'split',
        rx: 7,
        ry: 6.2,
        tile: 30,
        rots: [-30, 60],
        colours: ['#ef8a4f', '#f49d62', '#e27a3e'],
      },
      '#b8521f',
    ],
    [
      'a',
      {
        kind: 'split',
        rx: 8,
        ry: 6.8,
        tile: 30,
        rots: [-30, 60],
        colours: ['#e9b52c', '#f1c446', '#d9a121'],
      },
      '#a97716',
    ],
    [
      'g',
      {
        kind: 'oval',
        rx: 7,
        ry: 5,
        tile: 30,
        rots: [-40, 20, 80],
        colours: ['#3f7d2c', '#4f9335', '#336a24'],
      },
      '#24501a',
    ],
    [
      'r',
      {
        kind: 'oval',
        rx: 13,
        ry: 7.8,
        tile: 40,
        rots: [-40, 20, 80],
        colours: ['#7c2026', '#8f2c2e', '#691a1f'],
      },
      '#3e0d10',
    ],
  ].map(([id, g, base]) => grainKit(g, base, r, id))
  const [masoor, arhar, moong, rajma] = kits
  out(
    'images/hero/hero-1.svg',
    flattenSvg(
      svg(
        800,
        600,
        'Heaps of red lentils, pigeon peas, green gram and kidney beans',
        `<defs>${kits.map((k) => k.defs).join('')}${SHADE}<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbe9cf"/><stop offset="1" stop-color="#f3d6ac"/></linearGradient></defs>` +
          `<rect width="800" height="600" fill="url(#bg)"/><circle cx="600" cy="150" r="130" fill="#fff" opacity=".4"/>` +
          `<rect y="430" width="800" height="170" fill="#93592f"/><path d="M0 430H800" stroke="#b57945" stroke-width="10"/><path d="M0 500H800M0 560H800" stroke="#7e4a26" stroke-width="2"/>` +
          `<g fill="#000" opacity=".14"><ellipse cx="230" cy="440" rx="190" ry="14"/><ellipse cx="560" cy="442" rx="200" ry="14"/><ellipse cx="420" cy="478" rx="150" ry="12"/><ellipse cx="690" cy="510" rx="100" ry="10"/></g>` +
          heap(arhar, 560, 440, 380, 230, r, { edges: 14, top: 3 }) +
          heap(masoor, 220, 440, 360, 190, r, { edges: 14, top: 3 }) +
          heap(moong, 420, 476, 290, 120, r, { edges: 12, top: 0 }) +
          heap(rajma, 690, 508, 190, 86, r, { edges: 9, top: 1 }) +
          [
            [90, 520],
            [128, 548],
            [70, 566],
          ]
            .map(([x, y]) => masoor.use(x, y))
            .join('') +
          [
            [300, 540],
            [340, 566],
            [250, 570],
          ]
            .map(([x, y]) => moong.use(x, y))
            .join('') +
          [
            [560, 560],
            [600, 578],
          ]
            .map(([x, y]) => rajma.use(x, y))
            .join(''),
      ),
    ),
  )
}

{
  // grain field at harvest
  const r = rng('field')
  let ears = ''
  let earDefs = ''
  for (let row = 0; row < 4; row++) {
    const y = 360 + row * 62
    const sc = 0.7 + row * 0.25
    for (const [v, rot] of [-7, 0, 6].entries()) {
      earDefs += `<use id="e${row}${v}" href="#ear" transform="scale(${n(sc)}) rotate(${rot})"/>`
    }
    for (let x = -10 + row * 9; x < 820; x += 26 + row * 10) {
      ears += `<use href="#e${row}${Math.floor(r() * 3)}" x="${Math.round(x + r() * 8)}" y="${Math.round(y + r() * 8)}"/>`
    }
  }
  const ear =
    `<g id="ear"><path d="M0 0V90" stroke="#b8892d" stroke-width="3"/><g fill="#e0ae45">` +
    [0, 12, 24, 36]
      .map(
        (y) =>
          `<ellipse cx="-5" cy="${y - 40}" rx="4.5" ry="8" transform="rotate(-25 -5 ${y - 40})"/><ellipse cx="5" cy="${y - 34}" rx="4.5" ry="8" transform="rotate(25 5 ${y - 34})"/>`,
      )
      .join('') +
    `<ellipse cx="0" cy="-48" rx="4" ry="8"/></g><path d="M0-50V6" stroke="#c99a3a" stroke-width="1.5"/></g>`
  out(
    'images/hero/hero-2.svg',
    flattenSvg(
      svg(
        800,
        600,
        'A golden grain field at harvest under the evening sun',
        `<defs>${sky('#f6c36b', '#fbe8c2')}<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2b04c"/><stop offset="1" stop-color="#c48a2a"/></linearGradient>${ear}${earDefs}</defs>` +
          `<rect width="800" height="600" fill="url(#sky)"/><circle cx="560" cy="230" r="70" fill="#fff3d0"/><circle cx="560" cy="230" r="110" fill="#fff3d0" opacity=".35"/>` +
          `<path d="M0 300Q160 250 320 290T640 270T800 280V600H0Z" fill="#b9a56a" opacity=".6"/>` +
          `<path d="M0 320Q200 290 400 315T800 305V600H0Z" fill="url(#f)"/>` +
          `<g fill="#7a8f52"><circle cx="120" cy="300" r="26"/><circle cx="146" cy="292" r="20"/><rect x="128" y="300" width="6" height="26" fill="#6a4a2a"/></g>` +
          `<path d="M60 120q12-10 24 0q12-10 24 0M140 90q9-8 18 0q9-8 18 0" fill="none" stroke="#7a5a30" stroke-width="3"/>` +
          ears,
      ),
    ),
  )
}

{
  let truss = ''
  for (let i = 0; i < 8; i++) truss += `M${i * 100} 40L${i * 100 + 50} 90L${i * 100 + 100} 40`
  out(
    'images/hero/hero-3.svg',
    svg(
      800,
      600,
      'Stacked sacks of pulses on pallets inside a clean warehouse',
      `<defs>${pillow('j', 84, 36, '#c9a26a', '#8a6636')}${pillow('w', 84, 36, '#efe9dc', '#a99e86', '#3f8f4a')}${pillow('y', 84, 36, '#f2e2b4', '#b0975a', '#c0392b')}` +
        `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ece1cd"/><stop offset="1" stop-color="#d9c7a7"/></linearGradient></defs>` +
        `<rect width="800" height="600" fill="url(#bg)"/>` +
        `<path d="M0 40H800M0 90H800${truss}" fill="none" stroke="#8a6a4a" stroke-width="6"/>` +
        `<g fill="#fbf6ea" stroke="#a88c68" stroke-width="4"><rect x="70" y="130" width="120" height="64" rx="6"/><rect x="340" y="130" width="120" height="64" rx="6"/><rect x="610" y="130" width="120" height="64" rx="6"/></g>` +
        `<path d="M130 130V194M400 130V194M670 130V194" stroke="#a88c68" stroke-width="4"/>` +
        `<path d="M360 194h80l70 330H290z" fill="#fff8d8" opacity=".45"/>` +
        `<rect y="470" width="800" height="130" fill="#bba582"/><path d="M0 470H800M400 470L40 600M400 470L760 600M400 470V600M400 470L220 600M400 470L580 600" stroke="#a89270" stroke-width="2"/>` +
        stack('j', 40, 458, 3, 6, 84, 36) +
        stack('w', 300, 458, 2, 5, 84, 36) +
        stack('y', 530, 458, 3, 6, 84, 36) +
        sack({ x: 270, y: 560, w: 86, h: 96 }) +
        sack({
          x: 560,
          y: 572,
          w: 92,
          h: 100,
          fill: '#efe9dc',
          dark: '#cfc6b0',
          stroke: '#a99e86',
        }),
    ),
  )
}

// ---------------------------------------------------------------------------------------------
// client logos, 240x96 (fictional names)

const CLIENTS = [
  ['Kirana Mart', '#d9480f', 'basket'],
  ['Desi Dukaan', '#2b8a3e', 'awning'],
  ['Anaaj Ghar', '#b08900', 'wheat'],
  ['Mandi Mile', '#1864ab', 'pin'],
  ['Thali & Co.', '#c2255c', 'thali'],
  ['Rasoi Wholesale', '#5f3dc4', 'pot'],
  ['Haat Hub', '#0b7285', 'hex'],
  ['Pantry Pradesh', '#e67700', 'box'],
  ['Chakki Corner', '#495057', 'wheel'],
]
const MARKS = {
  basket: (c) =>
    `<path d="M14 42h44l-6 26H20z" fill="${c}"/><path d="M22 42q14-22 28 0" fill="none" stroke="${c}" stroke-width="5"/><path d="M28 48v14M36 48v14M44 48v14" stroke="#fff" stroke-width="3"/>`,
  awning: (c) =>
    `<rect x="14" y="30" width="44" height="40" rx="4" fill="${c}"/><path d="M10 30h52l-4 12H14z" fill="#fff" stroke="${c}" stroke-width="3"/><path d="M23 30v12M36 30v12M49 30v12" stroke="${c}" stroke-width="5"/><rect x="30" y="52" width="12" height="18" fill="#fff"/>`,
  wheat: (c) =>
    `<path d="M36 76V24" stroke="${c}" stroke-width="3"/><g fill="${c}">${[0, 11, 22].map((d) => `<ellipse cx="30" cy="${34 + d}" rx="4.5" ry="8" transform="rotate(-30 30 ${34 + d})"/><ellipse cx="42" cy="${34 + d}" rx="4.5" ry="8" transform="rotate(30 42 ${34 + d})"/>`).join('')}<ellipse cx="36" cy="24" rx="4" ry="8"/></g>`,
  pin: (c) =>
    `<path d="M36 78C22 60 16 50 16 40a20 20 0 0 1 40 0c0 10-6 20-20 38z" fill="${c}"/><circle cx="36" cy="40" r="8" fill="#fff"/>`,
  thali: (c) =>
    `<circle cx="36" cy="48" r="26" fill="${c}"/><circle cx="36" cy="48" r="20" fill="#fff"/><g fill="${c}"><circle cx="28" cy="42" r="6"/><circle cx="44" cy="42" r="6" opacity=".6"/><circle cx="36" cy="56" r="6" opacity=".35"/></g>`,
  pot: (c) =>
    `<path d="M16 40h40v8c0 14-8 22-20 22s-20-8-20-22z" fill="${c}"/><rect x="12" y="34" width="48" height="8" rx="4" fill="${c}"/><path d="M28 28q4-8 0-14M40 28q4-8 0-14" fill="none" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`,
  hex: (c) =>
    `<path d="M36 20l24 14v28L36 76 12 62V34z" fill="${c}"/><path d="M36 36l10 6v12l-10 6-10-6V42z" fill="#fff"/>`,
  box: (c) =>
    `<path d="M14 34l22-10 22 10v28l-22 12-22-12z" fill="${c}"/><path d="M14 34l22 10 22-10M36 44v30" fill="none" stroke="#fff" stroke-width="3"/>`,
  wheel: (c) =>
    `<circle cx="36" cy="48" r="24" fill="${c}"/><circle cx="36" cy="48" r="7" fill="#fff"/><path d="M36 24v48M12 48h48M19 31l34 34M53 31L19 65" stroke="#fff" stroke-width="2" opacity=".7"/>`,
}
CLIENTS.forEach(([name, c, mark], i) => {
  const [first, ...rest] = name.split(' ')
  const size = name.length > 13 ? 20 : 23
  out(
    `images/clients/client-${i + 1}.svg`,
    svg(
      240,
      96,
      `${name} logo (fictional client)`,
      `<rect width="240" height="96" rx="14" fill="#fff"/>` +
        MARKS[mark](c) +
        `<text x="70" y="${rest.length ? 46 : 56}" ${FONT} font-size="${size}" font-weight="700" fill="${c}">${esc(first)}</text>` +
        (rest.length
          ? `<text x="70" y="72" ${FONT} font-size="${size - 4}" font-weight="500" fill="#343a40">${esc(rest.join(' '))}</text>`
          : ''),
    ),
  )
})
out(
  'images/clients/placeholder.svg',
  svg(
    240,
    96,
    'Client logo not available',
    `<rect width="240" height="96" rx="14" fill="#f1f3f5"/><rect x="16" y="24" width="48" height="48" rx="10" fill="#ced4da"/>` +
      `<rect x="78" y="34" width="120" height="12" rx="6" fill="#ced4da"/><rect x="78" y="54" width="80" height="10" rx="5" fill="#dee2e6"/>`,
  ),
)

// ---------------------------------------------------------------------------------------------
// leaders: abstract head-and-shoulders avatars, 200x200

const LEADERS = [
  {
    bg: '#ffe8cc',
    skin: '#c68642',
    hair: '#8a8a8a',
    cloth: '#1c7ed6',
    style: 'short',
    extra: ['moustache'],
  },
  { bg: '#e3fafc', skin: '#a0673f', hair: '#1a1a1a', cloth: '#c2255c', style: 'long' },
  {
    bg: '#f3f0ff',
    skin: '#d8a373',
    hair: '#3a2a1e',
    cloth: '#2b8a3e',
    style: 'bald',
    extra: ['moustache'],
  },
  {
    bg: '#fff3bf',
    skin: '#8d5524',
    hair: '#111',
    cloth: '#e8590c',
    style: 'bun',
    extra: ['glasses'],
  },
  { bg: '#ebfbee', skin: '#e0ac69', hair: '#3b2a1a', cloth: '#5f3dc4', style: 'short' },
  {
    bg: '#fff0f6',
    skin: '#b87a4b',
    hair: '#24160e',
    cloth: '#0b7285',
    style: 'short',
    extra: ['beard'],
  },
  {
    bg: '#e7f5ff',
    skin: '#c98b5a',
    hair: '#2a1a12',
    cloth: '#495057',
    style: 'long',
    extra: ['glasses'],
  },
  { bg: '#fff4e6', skin: '#9c6436', hair: '#1b1b1b', cloth: '#b08900', style: 'bun' },
]
function avatar(l, title) {
  const hair = {
    short: `<path d="M64 84q0-40 36-40t36 40q-6-20-36-22q-30 2-36 22z" fill="${l.hair}"/>`,
    long: `<path d="M60 92q-2-50 40-50t40 50v44h-12V92q-4-22-28-24q-24 2-28 24v44H60z" fill="${l.hair}"/>`,
    bald: `<path d="M66 78q2-12 8-16M134 78q-2-12-8-16" stroke="${l.hair}" stroke-width="6" stroke-linecap="round"/>`,
    bun: `<circle cx="100" cy="40" r="14" fill="${l.hair}"/><path d="M64 86q0-38 36-38t36 38q-10-18-36-20q-26 2-36 20z" fill="${l.hair}"/>`,
  }[l.style]
  const extras = {
    beard: `<path d="M66 96q2 40 34 42q32-2 34-42q-8 22-34 22q-26 0-34-22z" fill="${l.hair}"/>`,
    moustache: `<path d="M88 108q12-6 24 0q-12 4-24 0z" fill="${l.hair}"/>`,
    glasses: `<g fill="none" stroke="#2a2a2a" stroke-width="2.5"><circle cx="87" cy="94" r="9"/><circle cx="113" cy="94" r="9"/><path d="M96 94h8"/></g>`,
  }
  return svg(
    200,
    200,
    title,
    `<rect width="200" height="200" rx="100" fill="${l.bg}"/>` +
      `<path d="M36 200q4-56 64-56t64 56z" fill="${l.cloth}"/><path d="M86 146l14 22 14-22" fill="#fff" opacity=".85"/>` +
      `<rect x="88" y="120" width="24" height="30" rx="10" fill="${l.skin}"/>` +
      `<ellipse cx="100" cy="92" rx="34" ry="40" fill="${l.skin}"/>` +
      hair +
      `<g fill="#2a1a10" opacity=".75"><circle cx="88" cy="94" r="3"/><circle cx="112" cy="94" r="3"/></g>` +
      `<path d="M92 114q8 6 16 0" stroke="${(l.extra ?? []).includes('beard') ? '#f1e4d4' : '#2a1a10'}" stroke-opacity=".6" stroke-width="3" fill="none" stroke-linecap="round"/>` +
      (l.extra ?? []).map((e) => extras[e]).join(''),
  )
}
LEADERS.forEach((l, i) =>
  out(
    `images/leaders/leader-${i + 1}.svg`,
    avatar(l, `Portrait illustration of team member ${i + 1}`),
  ),
)
out(
  'images/leaders/placeholder.svg',
  svg(
    200,
    200,
    'Portrait not available',
    `<rect width="200" height="200" rx="100" fill="#e9ecef"/><path d="M36 200q4-56 64-56t64 56z" fill="#adb5bd"/><circle cx="100" cy="90" r="36" fill="#adb5bd"/>`,
  ),
)

// ---------------------------------------------------------------------------------------------
// logo mark: a golden wheat ear inside a ring, 64x64 (no text; the site renders the name)

const mark =
  `<circle cx="32" cy="32" r="30" fill="#fff8e6"/><circle cx="32" cy="32" r="28" fill="none" stroke="#d9a121" stroke-width="4"/>` +
  `<path d="M32 54V14" stroke="#b8861a" stroke-width="2.6" stroke-linecap="round"/><g fill="#e9b52c">` +
  [0, 9, 18]
    .map(
      (d) =>
        `<ellipse cx="27" cy="${22 + d}" rx="3.6" ry="6.4" transform="rotate(-32 27 ${22 + d})"/><ellipse cx="37" cy="${22 + d}" rx="3.6" ry="6.4" transform="rotate(32 37 ${22 + d})"/>`,
    )
    .join('') +
  `<ellipse cx="32" cy="14" rx="3.4" ry="6.4"/></g><path d="M32 54q-9-1-14-6M32 54q9-1 14-6" fill="none" stroke="#b8861a" stroke-width="2.2" stroke-linecap="round"/>`
out('images/logo.svg', svg(64, 64, 'Sunehri Fasal Traders', mark))
out('favicon.svg', svg(64, 64, 'Sunehri Fasal Traders', mark))

// ---------------------------------------------------------------------------------------------

let total = 0
for (const [file, size] of written) {
  total += size
  console.log(`${String(size).padStart(6)}  ${file}`)
}
console.log(`${String(total).padStart(6)}  total (${written.length} files)`)
