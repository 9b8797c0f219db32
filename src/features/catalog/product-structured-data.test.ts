// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { FeaturedProduct, Product } from '@/lib/catalog/catalog'
import { catalogCopy } from './catalog-content'
import { productSummaries } from './product-structured-data'

const masoor: Product = {
  id: 'masoor-dal',
  name: 'Masoor Dal',
  image: '/images/products/masoor-dal.svg',
  prices: { '500gm': 49.5, '1kg': 95 },
}
const bura: Product = { id: 'bura', name: 'Bura', image: '/images/products/bura.svg', prices: {} }
const unmapped: Product = { id: 'x', name: 'Jaggery', image: '/x.svg', prices: { '30kg': 900 } }
const featuredMasoor: FeaturedProduct = {
  id: 'featured-masoor-dal',
  name: 'Malka Masoor',
  description: 'Split red lentils.',
  image: '/images/products/masoor-dal.svg',
  productId: 'masoor-dal',
  features: [],
}

describe('productSummaries', () => {
  it('takes the description of the featured entry naming the product, its category label and image', () => {
    expect(productSummaries([masoor], [featuredMasoor])).toEqual([
      {
        name: 'Masoor Dal',
        description: 'Split red lentils.',
        image: masoor.image,
        category: 'Pulses',
      },
    ])
  })

  it('describes other products by the pack sizes they come in', () => {
    const [withSizes, withoutSizes, other] = productSummaries([masoor, bura, unmapped], [])
    expect(withSizes?.description).toBe(
      catalogCopy.searchDescription('Masoor Dal', ['500gm', '1kg']),
    )
    expect(withSizes?.description).toContain('500gm and 1kg packs')
    expect(withoutSizes).toMatchObject({ category: 'Sugar' })
    expect(withoutSizes?.description).toBe(catalogCopy.searchDescription('Bura', []))
    expect(other?.category).toBeUndefined()
    expect(other?.description).toContain('30kg packs')
  })

  it('never carries a price', () => {
    const text = JSON.stringify(productSummaries([masoor, unmapped], [featuredMasoor]))
    expect(text).not.toMatch(/49\.5|95|900|price/i)
  })
})
