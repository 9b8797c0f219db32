// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { categoryOf } from '@/features/catalog/categories'
import { defaultPackSize, isSizeAvailable } from '@/lib/util/pricing'
import { PACK_SIZES } from '@/lib/schema'
import { generateProducts, seedProducts } from './synthetic-products'

describe('generateProducts', () => {
  const products = generateProducts(2000)

  it('makes the requested number of products with unique ids and names', () => {
    expect(products).toHaveLength(2000)
    expect(new Set(products.map((p) => p.id)).size).toBe(2000)
    expect(new Set(products.map((p) => p.name)).size).toBe(2000)
  })

  it('is deterministic', () => {
    expect(generateProducts(50)).toEqual(products.slice(0, 50))
  })

  it('makes lots of the seeded products: their names, images and pack sizes', () => {
    seedProducts.forEach((base, i) => {
      const lot = products[i]!
      expect(lot).toMatchObject({ name: `${base.name} Lot ${i + 1}`, image: base.image })
      expect(Object.keys(lot.prices)).toEqual(Object.keys(base.prices))
    })
    expect(products[seedProducts.length]?.name).toBe(`${seedProducts[0]?.name} Lot 25`)
  })

  it('keeps names in the category mapping and every product buyable', () => {
    for (const product of products) {
      expect(categoryOf(product.name)).not.toBeNull()
      expect(defaultPackSize(product.prices)).not.toBeNull()
    }
  })

  it('keeps unsold sizes unsold and varies the others', () => {
    seedProducts.forEach((base, i) => {
      for (const size of PACK_SIZES) {
        const lot = products[i]!.prices
        expect(isSizeAvailable(lot, size), `${base.name} ${size}`).toBe(
          isSizeAvailable(base.prices, size),
        )
      }
    })
    const missing = products.filter((p) =>
      PACK_SIZES.some((size) => !isSizeAvailable(p.prices, size)),
    )
    expect(missing.length).toBeGreaterThan(0)
    expect(missing.length).toBeLessThan(products.length / 2)
    const firstPrices = new Set(products.map((p) => p.prices['1kg']))
    expect(firstPrices.size).toBeGreaterThan(seedProducts.length)
  })

  it('needs something to base the catalogue on', () => {
    expect(() => generateProducts(1, [])).toThrow(/No products/)
  })
})
