// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { FeaturedProduct, Product } from '@/lib/catalog/catalog'
import { featuredSlides } from './featured-slides'

const featured = (productId: string): FeaturedProduct => ({
  id: `featured-${productId}`,
  name: productId,
  description: '',
  image: '',
  productId,
  features: [],
})
const product = (id: string): Product => ({ id, name: id, image: '', prices: { '1kg': 90 } })

describe('featuredSlides', () => {
  it('pairs each featured product with the product it names, in the featured order', () => {
    const [arhar, masoor] = [product('arhar'), product('masoor')]
    expect(featuredSlides([featured('masoor'), featured('arhar')], [arhar, masoor])).toEqual([
      { featured: featured('masoor'), product: masoor },
      { featured: featured('arhar'), product: arhar },
    ])
  })

  it('leaves out one whose product is not in the catalogue', () => {
    expect(featuredSlides([featured('gone'), featured('arhar')], [product('arhar')])).toEqual([
      { featured: featured('arhar'), product: product('arhar') },
    ])
    expect(featuredSlides([featured('arhar')], [])).toEqual([])
  })
})
