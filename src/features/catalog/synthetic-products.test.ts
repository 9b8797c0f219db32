import { describe, expect, it } from 'vitest'
import { PACK_SIZES } from '@/lib/schema'
import { categoryOf } from './categories'
import { defaultPackSize } from './pricing'
import { generateProducts } from './synthetic-products'

describe('generateProducts', () => {
  const products = generateProducts(2000)

  it('makes the requested number of products with unique ids', () => {
    expect(products).toHaveLength(2000)
    expect(new Set(products.map((p) => p.id)).size).toBe(2000)
  })

  it('is deterministic', () => {
    expect(generateProducts(50)).toEqual(products.slice(0, 50))
  })

  it('keeps names in the category mapping and every product buyable', () => {
    for (const product of products) {
      expect(categoryOf(product.name)).not.toBeNull()
      expect(defaultPackSize(product.prices)).not.toBeNull()
    }
  })

  it('leaves some sizes unavailable', () => {
    const missing = products.filter((p) => PACK_SIZES.some((size) => !p.prices[size]))
    expect(missing.length).toBeGreaterThan(0)
    expect(missing.length).toBeLessThan(products.length / 2)
  })
})
