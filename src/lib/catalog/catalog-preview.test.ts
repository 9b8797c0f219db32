// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { BlogShortPost, FeaturedProduct, Product } from './catalog'
import { parsePreview, previewItems, serializePreview, WITHHELD_PRICE } from './catalog-preview'

const product: Product = {
  id: 'masoor',
  name: 'Masoor Dal',
  image: '/images/products/masoor-dal.svg',
  prices: { '500gm': 49.5, '1kg': 95, '5kg': 455 },
}

describe('previewItems', () => {
  it('keeps which sizes are sold and none of their prices', () => {
    const [item] = previewItems('products', [product])
    expect(item).toEqual({
      ...product,
      prices: { '500gm': WITHHELD_PRICE, '1kg': WITHHELD_PRICE, '5kg': WITHHELD_PRICE },
    })
    expect(JSON.stringify(item)).not.toMatch(/49\.5|95|455/)
  })

  it('keeps a product’s Hindi name, which a Hindi page shows before the read is in', () => {
    const [item] = previewItems('products', [{ ...product, hindiName: 'मसूर दाल' }])
    expect(item?.hindiName).toBe('मसूर दाल')
  })

  it('leaves the original items alone', () => {
    previewItems('products', [product])
    expect(product.prices).toEqual({ '500gm': 49.5, '1kg': 95, '5kg': 455 })
  })

  it('keeps featured products as they are: they show their product’s prices', () => {
    const featured: FeaturedProduct = {
      id: 'featured-arhar',
      name: 'Arhar Dal',
      description: 'Unpolished',
      image: '/a.svg',
      productId: 'arhar',
      features: ['Sortex cleaned'],
    }
    expect(previewItems('featuredProducts', [featured])).toEqual([featured])
  })

  it('keeps items without prices as they are', () => {
    const post: BlogShortPost = {
      id: 'p1',
      title: 'Monsoon stock',
      date: '2026-07-01',
      readTime: '4 min read',
      shortDescription: 'Storing pulses',
      imageUrl: '/b.svg',
      postId: 'monsoon',
      createdAt: new Date('2026-07-01T10:00:00Z'),
    }
    expect(previewItems('blogShortPosts', [post])).toEqual([post])
  })
})

describe('serializePreview and parsePreview', () => {
  it('round-trips items with their dates', () => {
    const createdAt = new Date('2026-07-01T10:00:00Z')
    const parsed = parsePreview(serializePreview({ blogShortPosts: [{ createdAt } as never] }))
    expect(parsed).toEqual({ blogShortPosts: [{ createdAt }] })
  })

  it('cannot close its element early, whatever the text holds', () => {
    const name = '</script><script>alert(1)</script><!--'
    const text = serializePreview({ products: [{ ...product, name }] })
    expect(text).not.toContain('<')
    expect((parsePreview(text)?.products as Product[])[0]?.name).toBe(name)
  })

  it('gives null for text that is not a JSON object', () => {
    expect(parsePreview('{"products":')).toBeNull()
    expect(parsePreview('[1]')).toBeNull()
    expect(parsePreview('null')).toBeNull()
  })
})
