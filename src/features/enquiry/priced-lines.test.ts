// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Product } from '@/lib/catalog/catalog'
import type { EnquiryLine } from '@/lib/storage/enquiry-list'
import { priceEnquiry } from './priced-lines'

const masoor: Product = {
  id: 'masoor-dal',
  name: 'Masoor Dal',
  image: '',
  prices: { '500gm': 49.5, '1kg': 95, '5kg': 455, '30kg': 2640 },
}
const bura: Product = { id: 'bura', name: 'Bura', image: '', prices: { '1kg': 52, '30kg': 0 } }

const line = (productId: string | null, name: string, size: EnquiryLine['size'], packs: number) =>
  ({ productId, name, size, packs }) as EnquiryLine

describe('priceEnquiry', () => {
  it('prices each line from the catalogue and adds up weight and money', () => {
    const priced = priceEnquiry(
      [line('masoor-dal', 'Masoor Dal', '5kg', 3), line('bura', 'Bura', '1kg', 10)],
      [masoor, bura],
    )
    expect(priced.lines.map((p) => [p.status, p.packPrice, p.perKg, p.kg, p.total])).toEqual([
      ['priced', 455, 91, 15, 1365],
      ['priced', 52, 52, 10, 520],
    ])
    expect(priced.totalKg).toBe(25)
    expect(priced.total).toBe(1885)
    expect(priced.flagged).toBe(0)
    expect(priced.lines[1]?.sizes).toEqual(['1kg'])
  })

  it('flags a product gone from the catalogue and a size no longer sold, counting neither', () => {
    const priced = priceEnquiry(
      [
        line('chana-dal', 'Channa Dal', '1kg', 2),
        line('bura', 'Bura', '30kg', 1),
        line('masoor-dal', 'Masoor Dal', '500gm', 2),
      ],
      [masoor, bura],
    )
    expect(priced.lines.map((p) => p.status)).toEqual(['missing', 'unavailable', 'priced'])
    expect(priced.flagged).toBe(2)
    expect(priced.total).toBe(99)
    expect(priced.totalKg).toBe(1)
  })

  it('keeps a free-text request unpriced but sendable', () => {
    const priced = priceEnquiry([line(null, 'Toor dal, Akola', null, 4)], [masoor])
    expect(priced.lines[0]).toMatchObject({ status: 'request', total: null })
    expect(priced.flagged).toBe(0)
  })

  it('marks product lines unchecked until the live catalogue is in', () => {
    const priced = priceEnquiry([line('masoor-dal', 'Masoor Dal', '1kg', 1)], null)
    expect(priced.lines[0]?.status).toBe('unchecked')
    expect(priced.flagged).toBe(0)
  })

  it('rounds line totals to paise', () => {
    const odd: Product = { ...masoor, prices: { '500gm': 33.335 } }
    expect(priceEnquiry([line('masoor-dal', 'x', '500gm', 3)], [odd]).total).toBe(100.01)
  })
})

describe('least orders', () => {
  const soya: Product = {
    id: 'soya',
    name: 'Soyabean Dana',
    image: '',
    prices: { '1kg': 82, '5kg': 410 },
    minOrderKg: 30,
  }

  it('names a product whose lines weigh less together than its least order', () => {
    const priced = priceEnquiry(
      [line('soya', 'Soyabean Dana', '5kg', 2), line('soya', 'Soyabean Dana', '1kg', 5)],
      [soya, masoor],
    )
    expect(priced.short).toEqual([{ product: 'Soyabean Dana', kg: 15, minOrderKg: 30 }])
  })

  it('lets a product through at its least order, and one without a least order always', () => {
    const priced = priceEnquiry(
      [line('soya', 'Soyabean Dana', '5kg', 6), line('masoor-dal', 'Masoor Dal', '500gm', 1)],
      [soya, masoor],
    )
    expect(priced.short).toEqual([])
  })

  it('knows nothing of least orders before the catalogue is in', () => {
    expect(priceEnquiry([line('soya', 'Soyabean Dana', '5kg', 1)], null).short).toEqual([])
  })
})
