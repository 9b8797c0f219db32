// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SEED_DIR } from './config'
import { generateSeedProducts } from './scale-seed'

const seedProducts = JSON.parse(
  readFileSync(join(SEED_DIR, 'products.json'), 'utf8'),
) as Parameters<typeof generateSeedProducts>[0]

describe('generateSeedProducts', () => {
  const products = generateSeedProducts(seedProducts, 2000)

  it('makes the requested number of products with unique ids and names', () => {
    expect(products).toHaveLength(2000)
    expect(new Set(products.map((p) => p.id)).size).toBe(2000)
    expect(new Set(products.map((p) => p.product)).size).toBe(2000)
  })

  it('keeps the seed shape: a lot of a real product, its image and its pack sizes', () => {
    const first = seedProducts[0]
    expect(products[0]).toMatchObject({ product: `${first?.product} Lot 1`, image: first?.image })
    expect(Object.keys(products[0]?.prices ?? {})).toEqual(Object.keys(first?.prices ?? {}))
    for (const p of products)
      expect(Object.keys(p).sort()).toEqual(['id', 'image', 'prices', 'product'])
  })

  it('keeps unavailable sizes unavailable and prices positive otherwise', () => {
    seedProducts.forEach((base, i) => {
      for (const [size, price] of Object.entries(base.prices)) {
        const generated = products[i]?.prices[size]
        if (price === 0) expect(generated).toBe(0)
        else expect(generated).toBeGreaterThan(0)
      }
    })
  })
})
