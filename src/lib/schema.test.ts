// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { productFromRecord, productToRecord } from './schema'

describe('product records', () => {
  const record = {
    product: 'Masoor Dal',
    image: '/images/products/masoor-dal.svg',
    prices: { '1kg': 120, '30kg': 3300 },
  }
  const product = {
    id: 'masoor-dal',
    name: 'Masoor Dal',
    image: '/images/products/masoor-dal.svg',
    prices: { '1kg': 120, '30kg': 3300 },
  }

  it('names the product by its stored `product` field, with the document id', () => {
    expect(productFromRecord('masoor-dal', record)).toEqual(product)
  })

  it('stores a product under the same field names it is read from', () => {
    expect(productToRecord(product)).toEqual(record)
  })

  it('carries the Hindi name, the category and the other names staff gave it both ways, and none it lacks', () => {
    const filed = {
      ...record,
      hindiName: 'मसूर दाल',
      category: 'pulses' as const,
      aliases: ['masur', 'red lentil'],
    }
    const read = productFromRecord('masoor-dal', filed)
    expect(read).toStrictEqual({
      ...product,
      hindiName: 'मसूर दाल',
      category: 'pulses',
      aliases: ['masur', 'red lentil'],
    })
    expect(productToRecord(read)).toStrictEqual(filed)
    expect(productFromRecord('masoor-dal', record)).toStrictEqual(product)
  })
})
