// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { catalogFromDocuments } from './catalog'

const post = (id: string, createdAt: unknown) => ({
  id,
  data: {
    title: id,
    date: '2026-07-01',
    readTime: '4 min read',
    shortDescription: 'Short',
    imageUrl: '/b.svg',
    postId: id,
    createdAt,
  },
})

describe('catalogFromDocuments', () => {
  it('orders posts newest first, as a read of them does, and leaves malformed ones out', () => {
    const items = catalogFromDocuments('blogShortPosts', [
      post('old', new Date('2026-01-01')),
      post('broken', 'yesterday'),
      post('new', new Date('2026-09-01')),
    ])
    expect(items.map((item) => item.id)).toEqual(['new', 'old'])
  })

  it('orders products by document id and names them from their record', () => {
    const items = catalogFromDocuments('products', [
      { id: 'urad', data: { product: 'Urad Dal', image: '/u.svg', prices: { '1kg': 120 } } },
      { id: 'arhar', data: { product: 'Arhar Dal', image: '/a.svg', prices: { '1kg': 0 } } },
    ])
    expect(items).toEqual([
      { id: 'arhar', name: 'Arhar Dal', image: '/a.svg', prices: {} },
      { id: 'urad', name: 'Urad Dal', image: '/u.svg', prices: { '1kg': 120 } },
    ])
  })

  it('reads a featured product’s product id, past the copy of prices older documents carry', () => {
    const fields = { name: 'Arhar Dal', description: 'Unpolished', image: '/a.svg' }
    const items = catalogFromDocuments('featuredProducts', [
      { id: 'f1', data: { ...fields, productId: 'arhar', prices: { '1kg': 140 } } },
      { id: 'f2', data: { ...fields, productId: 'arhar', features: ['Sortex'] } },
      { id: 'f3', data: { ...fields, prices: { '1kg': 140 } } },
    ])
    expect(items).toEqual([
      { id: 'f1', ...fields, productId: 'arhar', features: [] },
      { id: 'f2', ...fields, productId: 'arhar', features: ['Sortex'] },
    ])
  })
})
