// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { INVALID } from '@/lib/util/check'
import { catalogFromDocuments, catalogItemCheck, catalogRecordCheck } from './catalog'

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

  it('reads the Hindi name, the category and the other names staff filed a product under', () => {
    const record = { product: 'Toor Dal', image: '/t.svg', prices: { '1kg': 150 } }
    const items = catalogFromDocuments('products', [
      {
        id: 'toor',
        data: {
          ...record,
          hindiName: 'अरहर (तूर) दाल',
          category: 'pulses',
          aliases: ['arhar', 'tuvar'],
        },
      },
      { id: 'plain', data: record },
    ])
    expect(items).toStrictEqual([
      { id: 'plain', name: 'Toor Dal', image: '/t.svg', prices: { '1kg': 150 } },
      {
        id: 'toor',
        name: 'Toor Dal',
        hindiName: 'अरहर (तूर) दाल',
        image: '/t.svg',
        prices: { '1kg': 150 },
        category: 'pulses',
        aliases: ['arhar', 'tuvar'],
      },
    ])
    // The repeat-visit copy keeps them too.
    expect(catalogItemCheck('products')(items[1])).toStrictEqual(items[1])
  })

  it('leaves out a product filed under no category the site has, or with names that are not text', () => {
    const record = { product: 'Toor Dal', image: '/t.svg', prices: {} }
    const items = catalogFromDocuments('products', [
      { id: 'a', data: { ...record, category: 'spices' } },
      { id: 'b', data: { ...record, aliases: 'arhar' } },
      { id: 'c', data: { ...record, aliases: ['arhar', 7] } },
      { id: 'd', data: { ...record, hindiName: ['तूर दाल'] } },
    ])
    expect(items).toEqual([])
  })

  it('reads whether a job is open, and leaves out one whose answer is not yes or no', () => {
    const job = {
      id: 7,
      title: 'Sales Executive',
      department: 'Sales',
      location: 'Jaipur',
      type: 'Full-time',
      experience: '1-2 years',
      postedDate: '2026-11-01',
      salary: '₹3.5 LPA',
      description: 'Sells.',
      requirements: [],
      responsibilities: [],
      createdAt: new Date('2026-11-01'),
    }
    const items = catalogFromDocuments('jobListings', [
      { id: 'closed', data: { ...job, open: false } },
      { id: 'unsaid', data: job },
      { id: 'odd', data: { ...job, open: 'no' } },
    ])
    expect(items.map((item) => [item.docId, item.open])).toEqual([
      ['closed', false],
      ['unsaid', undefined],
    ])
  })
})

describe('catalogRecordCheck', () => {
  it('is the check a read puts each stored document through', () => {
    const check = catalogRecordCheck('products')
    expect(check({ product: 'Bura', image: '/b.svg', prices: {} })).toEqual({
      product: 'Bura',
      image: '/b.svg',
      prices: {},
    })
    expect(check({ product: 'Bura', image: '/b.svg' })).toBe(INVALID)
  })

  it('takes a retailer the map can draw, and none it would leave off', () => {
    const check = catalogRecordCheck('maplist')
    expect(check({ latitude: 26.9, longitude: 75.8, name: 'Gupta Kirana' })).toEqual({
      latitude: 26.9,
      longitude: 75.8,
    })
    expect(check({ latitude: '26.9', longitude: 75.8 })).toBe(INVALID)
    expect(check({ latitude: 26.9 })).toBe(INVALID)
  })
})
