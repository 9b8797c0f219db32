// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { DeskProduct } from '@/lib/catalog/desk-catalog'
import { PACK_SIZES } from '@/lib/schema'
import { PRICE_MAX } from '@/lib/desk-schema'
import {
  fieldKey,
  parsePrice,
  priceText,
  priceUpdates,
  reviewEdits,
  withSavedPrices,
} from './price-edits'

const arhar: DeskProduct = {
  id: 'arhar-dal',
  name: 'Arhar Dal',
  prices: { '500gm': 76, '1kg': 120, '5kg': 715, '30kg': 4185 },
}
const bura: DeskProduct = { id: 'bura', name: 'Bura', prices: { '5kg': 210 } }
const products = [arhar, bura]

describe('parsePrice', () => {
  it.each([
    ['125', 125],
    [' 49.50 ', 49.5],
    ['49.500', 49.5],
    ['.75', 0.75],
    ['₹1,20,000', 120000],
    [String(PRICE_MAX), PRICE_MAX],
  ])('reads %j as %s rupees', (text, price) => {
    expect(parsePrice(text)).toEqual({ ok: true, price })
  })

  it.each(['', '  ', '0', '0.00', '-0'])('reads %j as not sold', (text) => {
    expect(parsePrice(text)).toEqual({ ok: true, price: undefined })
  })

  it.each([
    ['-5', 'negative'],
    ['- 12.5', 'negative'],
    [String(PRICE_MAX + 0.01), 'tooHigh'],
    ['99999999', 'tooHigh'],
    ['12.345', 'decimals'],
    ['abc', 'notNumber'],
    ['12a', 'notNumber'],
    ['1e3', 'notNumber'],
    ['1.2.3', 'notNumber'],
    ['Infinity', 'notNumber'],
  ] as const)('refuses %j: %s', (text, problem) => {
    expect(parsePrice(text)).toEqual({ ok: false, problem })
  })

  it('reads back what a field starts from', () => {
    for (const price of [undefined, 49.5, 120, PRICE_MAX]) {
      expect(parsePrice(priceText(price))).toEqual({ ok: true, price })
    }
  })
})

describe('reviewEdits', () => {
  it('starts every field from the stored price, with nothing changed or unsaved', () => {
    const review = reviewEdits(products, {})
    expect(review.fields.size).toBe(products.length * PACK_SIZES.length)
    expect(review.fields.get(fieldKey('arhar-dal', '1kg'))).toEqual({ text: '120' })
    expect(review.fields.get(fieldKey('bura', '500gm'))).toEqual({ text: '' })
    expect(review).toMatchObject({ changes: [], invalid: [], unsaved: false })
  })

  it('lists the prices that change, in the table’s order, and none typed back as they were', () => {
    const review = reviewEdits(products, {
      [fieldKey('bura', '1kg')]: '44',
      [fieldKey('arhar-dal', '1kg')]: '125',
      [fieldKey('arhar-dal', '500gm')]: '76.00',
      [fieldKey('arhar-dal', '30kg')]: '',
      [fieldKey('bura', '500gm')]: '0',
    })
    expect(review.changes).toEqual([
      { id: 'arhar-dal', name: 'Arhar Dal', size: '1kg', from: 120, to: 125 },
      { id: 'arhar-dal', name: 'Arhar Dal', size: '30kg', from: 4185, to: undefined },
      { id: 'bura', name: 'Bura', size: '1kg', from: undefined, to: 44 },
    ])
    expect(review.unsaved).toBe(true)
  })

  it('marks entries that are not prices, and counts a typed one as unsaved', () => {
    const review = reviewEdits(products, { [fieldKey('bura', '30kg')]: '-3' })
    expect(review.fields.get(fieldKey('bura', '30kg'))).toEqual({ text: '-3', problem: 'negative' })
    expect(review).toMatchObject({
      changes: [],
      invalid: [fieldKey('bura', '30kg')],
      unsaved: true,
    })
  })

  it('marks a stored price the catalogue could not store again, without calling it unsaved', () => {
    const odd: DeskProduct = { id: 'odd', name: 'Odd', prices: { '1kg': PRICE_MAX * 2 } }
    const review = reviewEdits([odd], {})
    expect(review.fields.get(fieldKey('odd', '1kg'))?.problem).toBe('tooHigh')
    expect(review).toMatchObject({ invalid: [fieldKey('odd', '1kg')], unsaved: false })
  })
})

describe('priceUpdates', () => {
  it('gives each changed product its whole new map, sizes no longer sold left out', () => {
    const { changes } = reviewEdits(products, {
      [fieldKey('arhar-dal', '1kg')]: '125',
      [fieldKey('arhar-dal', '30kg')]: '0',
    })
    expect(priceUpdates(products, changes)).toEqual([
      { id: 'arhar-dal', prices: { '500gm': 76, '1kg': 125, '5kg': 715 } },
    ])
    expect(arhar.prices['30kg']).toBe(4185)
  })

  it('puts the saved maps in place of the old ones', () => {
    const saved = withSavedPrices(products, [{ id: 'bura', prices: { '1kg': 44 } }])
    expect(saved).toEqual([arhar, { ...bura, prices: { '1kg': 44 } }])
  })
})
