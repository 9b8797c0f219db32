// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SEED_DIR } from './config'
import { writeScaleSeed } from './scale-seed'

const read = (dir: string, file: string): unknown =>
  JSON.parse(readFileSync(join(dir, file), 'utf8'))

describe('writeScaleSeed', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'scale-seed-'))
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))
  writeScaleSeed(SEED_DIR, outDir, 2000)
  const products = read(outDir, 'products.json') as Record<string, unknown>[]
  const seedProducts = read(SEED_DIR, 'products.json') as {
    id: string
    product: string
    image: string
  }[]
  /** The first lot of a seeded product is numbered by its place in the seed. */
  const lotOf = (id: unknown) => seedProducts.findIndex((p) => p.id === id) + 1

  it('writes the requested number of products with unique ids and names', () => {
    expect(products).toHaveLength(2000)
    expect(new Set(products.map((p) => p.id)).size).toBe(2000)
    expect(new Set(products.map((p) => p.product)).size).toBe(2000)
  })

  it('keeps the seed shape: a lot of a real product, with its image', () => {
    const first = seedProducts[0]
    expect(products[0]).toMatchObject({ product: `${first?.product} Lot 1`, image: first?.image })
    for (const p of products)
      expect(Object.keys(p).sort()).toEqual(['id', 'image', 'prices', 'product'])
  })

  it('features the first lot of each featured product, so every slide still has its product', () => {
    const featured = read(outDir, 'featuredProducts.json') as Record<string, unknown>[]
    const seedFeatured = read(SEED_DIR, 'featuredProducts.json') as Record<string, unknown>[]
    const ids = new Set(products.map((p) => p.id))
    expect(featured).toHaveLength(seedFeatured.length)
    featured.forEach((entry, index) => {
      const { productId, ...rest } = seedFeatured[index]!
      expect(entry).toEqual({ ...rest, productId: `${String(productId)}-lot-${lotOf(productId)}` })
      expect(ids).toContain(entry.productId)
    })
  })

  it('copies the other collections as they are', () => {
    const others = readdirSync(SEED_DIR).filter(
      (f) => f.endsWith('.json') && f !== 'products.json' && f !== 'featuredProducts.json',
    )
    expect(others.length).toBeGreaterThan(0)
    for (const file of others) expect(read(outDir, file), file).toEqual(read(SEED_DIR, file))
  })
})
