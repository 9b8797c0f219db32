// @vitest-environment node
/**
 * Checks the sample content in seed/ against the record interfaces in src/lib/schema.ts and the
 * site's fixed facts (the entities, the category mapping, the constants), and the artwork under public/images.
 * The field tables below are type-checked against schema.ts: adding, removing or making a field
 * optional there fails `tsc` here until the table (and the seed data) follow.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  PACK_SIZES,
  PUBLIC_COLLECTIONS,
  type BlogPostRecord,
  type BlogShortPostRecord,
  type FeaturedProductRecord,
  type JobRecord,
  type MapRecord,
  type ProductRecord,
} from '../src/lib/schema'
import { CATALOGUE_LIMITS, DEVANAGARI_PATTERN } from '../src/lib/desk-schema'

const SEED = dirname(fileURLToPath(import.meta.url))
const ROOT = join(SEED, '..')
const PUBLIC = join(ROOT, 'public')

// ---------------------------------------------------------------------------------------------
// the site's fixed constants

const DEPARTMENTS = [
  'Engineering',
  'Marketing',
  'Sales',
  'Human Resources',
  'Finance',
  'Operations',
]
const JOB_TYPES = ['Full-time', 'Internship']
const EXPERIENCE = ['0-1 years', '0-2 years', '1-2 years']

/** The category mapping, as case-insensitive whole-word phrases of the product name. */
const CATEGORY_PHRASES: Record<'Pulses' | 'Grains' | 'Sugar', string[]> = {
  Pulses: [
    'arhar dal',
    'dal',
    'rajma',
    'urad',
    'moong',
    'kabuli channa',
    'kala channa',
    'lobiya',
    'moth sabut',
    'mix dal',
    'cholla mogar',
  ],
  Grains: ['matar green', 'matar safed', 'sabu dana', 'soyabean dana', 'moofhli dana'],
  Sugar: ['bura', 'mishri cutting'],
}

/** The product image catalogue, as file names under public/images/products/. */
const CATALOGUE_IMAGES = [
  'moong',
  'kala-channa',
  'kali-masoor',
  'moong-dal',
  'urad-sabut',
  'arhar-dal',
  'moong-mogar',
  'channa-dal',
  'moth-sabut',
  'white-matar',
  'sabudana',
  'urad-chilka',
  'chitra-rajma',
  'chola-mogar',
  'mishri-cutting',
  'mix-dal',
  'jhambo-rajma',
  'kabuli-channa',
  'lobiya',
  'masoor-dal',
  'mufli-dana',
]

/** Video hosts the blog detail page may embed; anything else must be refused by the app. */
const VIDEO_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
  'vimeo.com',
  'player.vimeo.com',
]

// ---------------------------------------------------------------------------------------------
// field tables, tied to schema.ts by type

type Kind =
  | 'text'
  | 'int'
  | 'amount'
  | 'ymd'
  | 'timestamp'
  | 'texts'
  | 'prices'
  | 'image'
  | 'coordinate'
  | 'flag'
type Field = { kind: Kind; optional?: boolean }
/** Every field of T, optional exactly when it is optional in T. */
type Fields<T> = {
  [K in keyof T]-?: Pick<T, K> extends Required<Pick<T, K>>
    ? { kind: Kind; optional?: false }
    : { kind: Kind; optional: true }
}

/** Who last changed a document at the desk: seeded documents may carry it. */
const STAFF_EDIT = {
  updatedBy: { kind: 'text', optional: true },
  updatedAt: { kind: 'timestamp', optional: true },
} as const

const PRODUCT = {
  product: { kind: 'text' },
  hindiName: { kind: 'text', optional: true },
  image: { kind: 'image' },
  prices: { kind: 'prices' },
  category: { kind: 'text', optional: true },
  aliases: { kind: 'texts', optional: true },
  hsn: { kind: 'text', optional: true },
  gstRate: { kind: 'int', optional: true },
  minOrderKg: { kind: 'amount', optional: true },
  ...STAFF_EDIT,
} satisfies Fields<ProductRecord>

const FEATURED = {
  name: { kind: 'text' },
  description: { kind: 'text' },
  image: { kind: 'image' },
  productId: { kind: 'text' },
  features: { kind: 'texts' },
  ...STAFF_EDIT,
} satisfies Fields<FeaturedProductRecord>

const BLOG_POST = {
  title: { kind: 'text' },
  date: { kind: 'ymd' },
  readTime: { kind: 'text' },
  shortDescription: { kind: 'text' },
  description: { kind: 'text' },
  imageUrl: { kind: 'image' },
  videoUrl: { kind: 'text' },
  authorAdvice: { kind: 'text' },
  viewPostLink: { kind: 'text' },
  createdAt: { kind: 'timestamp' },
  ...STAFF_EDIT,
} satisfies Fields<BlogPostRecord>

const BLOG_SHORT_POST = {
  title: { kind: 'text' },
  date: { kind: 'ymd' },
  readTime: { kind: 'text' },
  shortDescription: { kind: 'text' },
  imageUrl: { kind: 'image' },
  postId: { kind: 'text' },
  createdAt: { kind: 'timestamp' },
  ...STAFF_EDIT,
} satisfies Fields<BlogShortPostRecord>

const JOB = {
  id: { kind: 'int' },
  title: { kind: 'text' },
  department: { kind: 'text' },
  location: { kind: 'text' },
  type: { kind: 'text' },
  experience: { kind: 'text' },
  postedDate: { kind: 'ymd' },
  salary: { kind: 'text' },
  duration: { kind: 'text', optional: true },
  reportingTo: { kind: 'text', optional: true },
  description: { kind: 'text' },
  requirements: { kind: 'texts' },
  responsibilities: { kind: 'texts' },
  open: { kind: 'flag', optional: true },
  createdAt: { kind: 'timestamp' },
  ...STAFF_EDIT,
} satisfies Fields<JobRecord>

/** Coordinates are checked separately: maplist deliberately holds three unusable records. */
const MAP = {
  latitude: { kind: 'coordinate' },
  longitude: { kind: 'coordinate' },
  totalAmount: { kind: 'amount', optional: true },
  name: { kind: 'text', optional: true },
  ...STAFF_EDIT,
} satisfies Fields<MapRecord>

// ---------------------------------------------------------------------------------------------
// helpers

type Row = Record<string, unknown>

function load(collection: string): Row[] {
  const data: unknown = JSON.parse(readFileSync(join(SEED, `${collection}.json`), 'utf8'))
  if (!Array.isArray(data)) throw new Error(`seed/${collection}.json is not an array`)
  return data.map((row: unknown, i) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw new Error(`seed/${collection}.json[${i}] is not an object`)
    }
    return row as Row
  })
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const hasPaiseOnly = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6

function isYmd(v: unknown): boolean {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false
  const d = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
}

function isTimestamp(v: unknown): boolean {
  return (
    typeof v === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
    Number.isFinite(Date.parse(v))
  )
}

/** Site-relative path of a file that exists under public/. */
function publicFile(v: unknown): string | null {
  if (typeof v !== 'string' || !v.startsWith('/images/') || v.includes('..')) return null
  const file = join(PUBLIC, ...v.slice(1).split('/'))
  return existsSync(file) && statSync(file).isFile() ? file : null
}

function priceProblems(v: unknown): string[] {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return ['prices is not an object']
  const problems: string[] = []
  const entries = Object.entries(v)
  for (const [size, price] of entries) {
    if (!(PACK_SIZES as readonly string[]).includes(size)) problems.push(`unknown size "${size}"`)
    if (!isNumber(price) || price < 0)
      problems.push(`price for ${size} is not a non-negative number`)
    else if (!hasPaiseOnly(price)) problems.push(`price for ${size} has more than 2 decimals`)
  }
  if (!entries.some(([, price]) => isNumber(price) && price > 0))
    problems.push('no size is available')
  return problems
}

function kindProblems(kind: Kind, v: unknown): string[] {
  switch (kind) {
    case 'text':
      return isText(v) ? [] : ['is not a non-blank string']
    case 'int':
      return Number.isSafeInteger(v) && (v as number) > 0 ? [] : ['is not a positive integer']
    case 'amount':
      return isNumber(v) && v >= 0 ? [] : ['is not a non-negative number']
    case 'ymd':
      return isYmd(v) ? [] : ['is not a yyyy-mm-dd date']
    case 'timestamp':
      return isTimestamp(v) ? [] : ['is not an ISO 8601 timestamp']
    case 'texts':
      return Array.isArray(v) && v.length > 0 && v.every(isText)
        ? []
        : ['is not a non-empty list of strings']
    case 'prices':
      return priceProblems(v)
    case 'image':
      return publicFile(v) ? [] : [`does not name a file under public/ (${String(v)})`]
    case 'coordinate':
      return []
    case 'flag':
      return typeof v === 'boolean' ? [] : ['is not true or false']
  }
}

/** Problems of one collection's rows against its field table: missing, unknown and mistyped. */
function problems(collection: string, rows: Row[], fields: Record<string, Field>): string[] {
  const out: string[] = []
  for (const row of rows) {
    const where = `${collection}/${String(row.id)}`
    for (const [key, field] of Object.entries(fields)) {
      if (!(key in row) || row[key] === undefined) {
        if (!field.optional && field.kind !== 'coordinate') out.push(`${where}: missing ${key}`)
        continue
      }
      for (const p of kindProblems(field.kind, row[key])) out.push(`${where}: ${key} ${p}`)
    }
    for (const key of Object.keys(row)) {
      if (key !== 'id' && !(key in fields)) out.push(`${where}: unknown field ${key}`)
    }
  }
  return out
}

const FIELDS: Record<string, Record<string, Field>> = {
  products: PRODUCT,
  featuredProducts: FEATURED,
  blogPosts: BLOG_POST,
  blogShortPosts: BLOG_SHORT_POST,
  jobListings: JOB,
  maplist: MAP,
}

function categoriesOf(name: string): string[] {
  return Object.entries(CATEGORY_PHRASES)
    .filter(([, phrases]) => phrases.some((p) => new RegExp(`\\b${p}\\b`, 'i').test(name)))
    .map(([category]) => category)
}

const usableCoordinates = (r: Row) => isNumber(r.latitude) && isNumber(r.longitude)

function band(amount: number): 'green' | 'yellow' | 'red' {
  if (amount >= 50000) return 'green'
  if (amount >= 10000) return 'yellow'
  return 'red'
}

// ---------------------------------------------------------------------------------------------

describe('seed files', () => {
  it('exist for every public collection', () => {
    for (const name of PUBLIC_COLLECTIONS)
      expect(existsSync(join(SEED, `${name}.json`)), name).toBe(true)
  })

  describe.each(Object.keys(FIELDS))('%s', (collection) => {
    const rows = load(collection)
    const fields = FIELDS[collection] ?? {}

    it('has records with unique ids', () => {
      expect(rows.length).toBeGreaterThan(0)
      const ids = rows.map((r) => r.id)
      // jobListings keeps a numeric id (a record field; its string form is the document id)
      const ok =
        collection === 'jobListings'
          ? ids.every((id) => Number.isSafeInteger(id))
          : ids.every(isText)
      expect(ok, `ids of ${collection}: ${ids.join(', ')}`).toBe(true)
      expect(new Set(ids.map(String)).size).toBe(ids.length)
    })

    it('matches the record fields of schema.ts', () => {
      expect(problems(collection, rows, fields)).toEqual([])
    })

    if (fields.createdAt) {
      it('has distinct createdAt times', () => {
        const times = rows.map((r) => Date.parse(String(r.createdAt)))
        expect(new Set(times).size).toBe(rows.length)
      })
    }
  })
})

describe('products', () => {
  const products = load('products')

  it('covers the whole product image catalogue', () => {
    const images = new Set(products.map((p) => p.image))
    for (const name of CATALOGUE_IMAGES)
      expect(images, name).toContain(`/images/products/${name}.svg`)
  })

  it('names every product so that it maps to exactly one category, and covers all three', () => {
    const seen = new Set<string>()
    for (const p of products) {
      const categories = categoriesOf(String(p.product))
      expect(categories, String(p.product)).toHaveLength(1)
      seen.add(categories[0] ?? '')
    }
    expect([...seen].sort()).toEqual(['Grains', 'Pulses', 'Sugar'])
  })

  it('names every product in Hindi, as the trade desk and the rules take a Hindi name', () => {
    const [fewest, most] = CATALOGUE_LIMITS.products.hindiName
    for (const p of products) {
      const name = String(p.hindiName)
      expect(name.length, String(p.id)).toBeGreaterThanOrEqual(fewest)
      expect(name.length, String(p.id)).toBeLessThanOrEqual(most)
      expect(name, String(p.id)).toMatch(DEVANAGARI_PATTERN)
      expect(name, String(p.id)).toBe(name.trim())
    }
    expect(new Set(products.map((p) => p.hindiName)).size).toBe(products.length)
  })

  it('has unavailable sizes to exercise the size selector', () => {
    const price = (p: Row, size: string) => (p.prices as Record<string, unknown>)[size]
    expect(products.some((p) => price(p, '500gm') === 0)).toBe(true)
    expect(products.some((p) => price(p, '30kg') === 0)).toBe(true)
    expect(products.some((p) => price(p, '500gm') === undefined)).toBe(true)
    expect(
      products.some((p) => Object.values(p.prices as object).some((v) => !Number.isInteger(v))),
    ).toBe(true)
  })

  it('prices bulk packs no higher per kilogram than the 1 kg pack', () => {
    for (const p of products) {
      const prices = p.prices as Partial<Record<string, number>>
      const perKg = prices['1kg']
      if (!perKg) continue
      for (const [size, kg] of [
        ['5kg', 5],
        ['30kg', 30],
      ] as const) {
        const bulk = prices[size]
        if (bulk) expect(bulk / kg, `${String(p.product)} ${size}`).toBeLessThanOrEqual(perKg)
      }
    }
  })
})

describe('featured products', () => {
  it('has four, each with three or four features', () => {
    const featured = load('featuredProducts')
    expect(featured).toHaveLength(4)
    for (const f of featured) expect((f.features as unknown[]).length).toBeGreaterThanOrEqual(3)
    for (const f of featured) expect((f.features as unknown[]).length).toBeLessThanOrEqual(4)
  })

  // A slide shows its product's prices and buys it: the products page leaves out one whose
  // productId names no product, so a seed entry naming none would silently vanish.
  it('each name a seeded product by its id', () => {
    const products = new Set(load('products').map((p) => p.id))
    for (const f of load('featuredProducts')) {
      expect(products, `featured "${String(f.id)}" names no product`).toContain(f.productId)
    }
  })
})

describe('blog', () => {
  const posts = load('blogPosts')
  const shorts = load('blogShortPosts')

  it('links every post to its own detail route', () => {
    for (const p of posts) expect(p.viewPostLink).toBe(`/blog/${String(p.id)}`)
  })

  it('has exactly one post whose video host is not allowed, and the rest embeddable', () => {
    const hostOf = (v: unknown) => {
      try {
        return new URL(String(v)).hostname
      } catch {
        return ''
      }
    }
    const refused = posts.filter((p) => !VIDEO_HOSTS.includes(hostOf(p.videoUrl)))
    expect(refused.map((p) => p.id)).toHaveLength(1)
    for (const p of posts) expect(String(p.videoUrl)).toMatch(/^https:\/\//)
  })

  it('keeps the unsafe-input example that the app must render as text', () => {
    expect(
      posts.filter((p) => String(p.description).includes('<script>alert("x")</script>')),
    ).toHaveLength(1)
  })

  it('has three short posts that reference existing posts', () => {
    expect(shorts).toHaveLength(3)
    const ids = new Set(posts.map((p) => p.id))
    for (const s of shorts) expect(ids, String(s.id)).toContain(s.postId)
  })
})

describe('job listings', () => {
  const jobs = load('jobListings')

  it('uses only the fixed departments, types and experience values, and covers them all', () => {
    for (const [field, values] of [
      ['department', DEPARTMENTS],
      ['type', JOB_TYPES],
      ['experience', EXPERIENCE],
    ] as const) {
      const used = new Set(jobs.map((j) => j[field]))
      expect([...used].sort(), field).toEqual([...values].sort())
    }
  })

  it('is mostly in Jaipur, with one job elsewhere so the location filter narrows the list', () => {
    const inJaipur = jobs.filter((j) => String(j.location).includes('Jaipur'))
    expect(inJaipur.length).toBeGreaterThan(0)
    expect(jobs.length - inJaipur.length).toBeGreaterThanOrEqual(1)
  })

  it('gives internships a duration', () => {
    for (const j of jobs.filter((j) => j.type === 'Internship'))
      expect(isText(j.duration), String(j.id)).toBe(true)
  })

  it('has salary texts in several forms, including one without any figure', () => {
    const salaries = jobs.map((j) => String(j.salary))
    expect(salaries.some((s) => /LPA/.test(s))).toBe(true)
    expect(salaries.some((s) => /\/month/.test(s))).toBe(true)
    expect(salaries.some((s) => !/\d/.test(s))).toBe(true)
  })
})

describe('maplist', () => {
  const records = load('maplist')
  const usable = records.filter(usableCoordinates)

  it('has exactly three records without usable numeric coordinates', () => {
    expect(records.length - usable.length).toBe(3)
  })

  it('places every usable record around Jaipur', () => {
    for (const r of usable) {
      expect(r.latitude as number).toBeGreaterThanOrEqual(26.8)
      expect(r.latitude as number).toBeLessThanOrEqual(27.02)
      expect(r.longitude as number).toBeGreaterThanOrEqual(75.7)
      expect(r.longitude as number).toBeLessThanOrEqual(75.9)
    }
  })

  it('covers all three colour bands, their boundaries and the missing-amount default', () => {
    const amounts = usable.map((r) => (isNumber(r.totalAmount) ? r.totalAmount : 0))
    expect(new Set(amounts.map(band))).toEqual(new Set(['green', 'yellow', 'red']))
    for (const boundary of [9999, 10000, 49999, 50000]) expect(amounts).toContain(boundary)
    expect(usable.some((r) => !('totalAmount' in r))).toBe(true)
  })
})

// ---------------------------------------------------------------------------------------------
// artwork

function svgFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return svgFiles(path)
    return e.name.endsWith('.svg') ? [path] : []
  })
}

/** Minimal well-formedness check: balanced tags, quoted attributes, no stray markup. */
function xmlProblems(text: string): string[] {
  const stack: string[] = []
  const tag =
    /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g
  let last = 0
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    if (/[<>]/.test(text.slice(last, m.index))) return [`malformed markup near offset ${last}`]
    last = tag.lastIndex
    const [, close, name, , selfClose] = m
    if (!name) continue
    if (close) {
      if (stack.pop() !== name) return [`unbalanced </${name}>`]
    } else if (!selfClose) stack.push(name)
  }
  if (/[<>]/.test(text.slice(last))) return ['malformed markup at the end']
  return stack.length ? [`unclosed <${stack.join('>, <')}>`] : []
}

interface SvgNode {
  name: string
  attrs: string
  children: SvgNode[]
}

/**
 * How many elements the browser styles and lays out for the image: each `<use>` counts with a
 * copy of what it refers to (its shadow tree), and nested instances multiply.
 */
function drawnElements(text: string): number {
  const root: SvgNode = { name: '#root', attrs: '', children: [] }
  const stack = [root]
  const ids = new Map<string, SvgNode>()
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    const [, close, name = '', attrs = '', selfClose] = m
    if (close) {
      stack.pop()
      continue
    }
    const node: SvgNode = { name, attrs, children: [] }
    stack.at(-1)?.children.push(node)
    const id = /\sid="([^"]*)"/.exec(attrs)?.[1]
    if (id) ids.set(id, node)
    if (!selfClose) stack.push(node)
  }
  const count = (node: SvgNode): number => {
    const href = node.name === 'use' ? /\shref="#([^"]*)"/.exec(node.attrs)?.[1] : undefined
    const instance = href ? ids.get(href) : undefined
    return node.children.reduce(
      (sum, child) => sum + count(child),
      1 + (instance ? count(instance) : 0),
    )
  }
  return count(root) - 1
}

describe('drawnElements', () => {
  it('counts each instance with what it refers to', () => {
    const svg =
      '<svg><defs><g id="b"><path/><path/></g><use id="r" href="#b"/></defs><use href="#r"/><use href="#b"/><rect/></svg>'
    // svg, defs, g+2, use(r)+g+2, use(#r)+use(r)+g+2, use(#b)+g+2, rect
    expect(drawnElements(svg)).toBe(1 + 1 + 3 + 4 + 5 + 4 + 1)
  })
})

describe('artwork', () => {
  const files = [...svgFiles(join(PUBLIC, 'images')), join(PUBLIC, 'favicon.svg')]

  it('has every image the content refers to', () => {
    const expected = [
      'images/logo.svg',
      'favicon.svg',
      'images/packs/5kg.svg',
      'images/packs/30kg.svg',
      'images/products/placeholder.svg',
      'images/clients/placeholder.svg',
      'images/leaders/placeholder.svg',
      ...[1, 2, 3].map((i) => `images/hero/hero-${i}.svg`),
      ...Array.from({ length: 9 }, (_, i) => `images/clients/client-${i + 1}.svg`),
      ...Array.from({ length: 8 }, (_, i) => `images/leaders/leader-${i + 1}.svg`),
    ]
    for (const f of expected) expect(existsSync(join(PUBLIC, f)), f).toBe(true)
  })

  it.each(files.map((f) => [relative(ROOT, f).split(sep).join('/'), f]))(
    '%s is a small, titled SVG',
    (_, file) => {
      const text = readFileSync(file, 'utf8')
      // Hosting serves SVG compressed, so the compressed size is what a phone downloads.
      const limit = file.includes(`${sep}hero${sep}`) ? 8192 : 3072
      expect(gzipSync(text).byteLength).toBeLessThanOrEqual(limit)
      // Every element of an SVG image is styled and laid out on the page's main thread when it
      // loads; the generator flattens instanced drawings (tools/flatten-svg.mjs) to stay small.
      expect(drawnElements(text)).toBeLessThanOrEqual(250)
      expect(text).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 \d+ \d+"[^>]* role="img"/,
      )
      expect(text).toMatch(/<title[^>]*>[^<]+<\/title>/)
      expect(xmlProblems(text)).toEqual([])
    },
  )
})
