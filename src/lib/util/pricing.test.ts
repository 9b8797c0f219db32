// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  defaultPackSize,
  formatKg,
  formatPerKg,
  formatRupees,
  isSizeAvailable,
  PACK_KG,
  perKgPrice,
  priceOf,
  packsAmount,
} from './pricing'

describe('formatRupees', () => {
  it.each([
    [1234.5, '₹1,234.50'],
    [49.5, '₹49.50'],
    [95, '₹95.00'],
    [0.5, '₹0.50'],
    [123456.789, '₹1,23,456.79'],
    [2640, '₹2,640.00'],
  ])('%d → %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text)
  })

  it('formats per-kg prices', () => {
    expect(formatPerKg(92)).toBe('₹92.00/kg')
    expect(formatPerKg(2640 / 30)).toBe('₹88.00/kg')
  })
})

describe('pack prices', () => {
  const prices = { '500gm': 49.5, '1kg': 95, '5kg': 0, '30kg': 2640 }

  it('treats 0 and missing prices as not available', () => {
    expect(priceOf(prices, '500gm')).toBe(49.5)
    expect(priceOf(prices, '5kg')).toBeNull()
    expect(priceOf({}, '1kg')).toBeNull()
    expect(priceOf({ '1kg': Number.NaN }, '1kg')).toBeNull()
    expect(isSizeAvailable(prices, '30kg')).toBe(true)
    expect(isSizeAvailable(prices, '5kg')).toBe(false)
  })

  it('divides by the pack weight for the per-kg price', () => {
    expect(perKgPrice(prices, '500gm')).toBe(99)
    expect(perKgPrice(prices, '30kg')).toBe(88)
    expect(perKgPrice(prices, '5kg')).toBeNull()
    expect(PACK_KG['5kg']).toBe(5)
  })
})

describe('defaultPackSize', () => {
  it('defaults to 500gm', () => {
    expect(defaultPackSize({ '500gm': 10, '1kg': 19 })).toBe('500gm')
  })

  it('falls back to the first available size', () => {
    expect(defaultPackSize({ '500gm': 0, '1kg': 0, '5kg': 300, '30kg': 1700 })).toBe('5kg')
    expect(defaultPackSize({ '30kg': 1700 })).toBe('30kg')
  })

  it('is null when no size is sold', () => {
    expect(defaultPackSize({})).toBeNull()
    expect(defaultPackSize({ '500gm': 0 })).toBeNull()
  })
})

describe('formatKg', () => {
  it.each([
    [0.5, '0.5'],
    [30, '30'],
    [1212.5, '1,212.5'],
    [150000, '1,50,000'],
  ])('%s kg reads %s', (kg, text) => {
    expect(formatKg(kg)).toBe(text)
  })
})

describe('packsAmount', () => {
  it('weighs the packs and prices them to the paisa', () => {
    expect(packsAmount('500gm', 41, 4)).toEqual({ kg: 2, total: 164 })
    // 45.55 × 3 is 136.64999… in floating point.
    expect(packsAmount('30kg', 45.55, 3)).toEqual({ kg: 90, total: 136.65 })
  })
})
