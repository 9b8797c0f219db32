// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { site } from '@/config/site'
import { validateGstin } from '@/lib/util/gstin'
import { principalRate, quoteTotals, supplyBetween, taxesOn } from './quote-totals'

const SELLER = validateGstin(site.gstin)
const RAJASTHAN_BUYER = validateGstin('08AAKFS4321M1ZV')
const MAHARASHTRA_BUYER = validateGstin('27AAPFU0939F1ZV')
const stateOf = (result: ReturnType<typeof validateGstin>) =>
  result.valid ? result.stateCode : 'invalid'

describe('the seller', () => {
  it('has a GSTIN with a valid check character, registered in Rajasthan', () => {
    expect(SELLER).toMatchObject({ valid: true, stateCode: '08', stateName: 'Rajasthan' })
  })
})

describe('supplyBetween', () => {
  it('is intra-state for a buyer registered in the seller’s state, inter-state otherwise', () => {
    expect(supplyBetween(stateOf(SELLER), stateOf(RAJASTHAN_BUYER))).toBe('intra-state')
    expect(supplyBetween(stateOf(SELLER), stateOf(MAHARASHTRA_BUYER))).toBe('inter-state')
  })
})

describe('taxesOn', () => {
  it('splits the rate into CGST and SGST inside the state, each rounded to the paisa', () => {
    // 123.45 at 5%: 2.5% is 3.08625, so 3.09 each; 6.18 in all.
    expect(taxesOn(12_345, 5, 'intra-state')).toEqual({ cgst: 309, sgst: 309, igst: 0 })
  })

  it('charges IGST at the whole rate across states, rounded once', () => {
    // 5% of 123.45 is 6.1725: 6.17.
    expect(taxesOn(12_345, 5, 'inter-state')).toEqual({ cgst: 0, sgst: 0, igst: 617 })
  })

  it('rounds a half paisa up', () => {
    expect(taxesOn(10, 5, 'inter-state').igst).toBe(1)
    expect(taxesOn(9, 5, 'inter-state').igst).toBe(0)
  })

  it('charges nothing at a rate of 0', () => {
    expect(taxesOn(5_28_000, 0, 'intra-state')).toEqual({ cgst: 0, sgst: 0, igst: 0 })
  })
})

describe('quoteTotals', () => {
  // 2 sacks of Masoor Dal 30 kg at ₹2,640.00 (nil-rated), 10 packs of sugar 5 kg at ₹238.50 (5%).
  const lines = [
    { packs: 2, packPrice: 2_640_00, gstRate: 0 },
    { packs: 10, packPrice: 238_50, gstRate: 5 },
  ] as const

  it('works out a Rajasthan buyer’s quote with CGST and SGST, mixed rates and a round-off', () => {
    const totals = quoteTotals(lines, 0, 'intra-state')
    expect(totals.lines).toEqual([
      { taxable: 5_280_00, gstRate: 0, cgst: 0, sgst: 0, igst: 0 },
      // 2.5% of 2,385.00 is 59.625: 59.63 each.
      { taxable: 2_385_00, gstRate: 5, cgst: 59_63, sgst: 59_63, igst: 0 },
    ])
    expect(totals).toMatchObject({
      delivery: null,
      taxable: 7_665_00,
      cgst: 59_63,
      sgst: 59_63,
      igst: 0,
      // 7,784.26 → 7,784.00
      roundOff: -26,
      grandTotal: 7_784_00,
    })
  })

  it('works out a Maharashtra buyer’s quote with IGST alone', () => {
    const totals = quoteTotals(lines, 0, 'inter-state')
    // 5% of 2,385.00 is 119.25; 7,784.25 → 7,784.00.
    expect(totals).toMatchObject({ cgst: 0, sgst: 0, igst: 119_25, roundOff: -25 })
    expect(totals.grandTotal).toBe(7_784_00)
  })

  it('rounds the grand total to the rupee, half a rupee up', () => {
    const one = (packPrice: number) => [{ packs: 1, packPrice, gstRate: 0 }] as const
    expect(quoteTotals(one(100_50), 0, 'inter-state')).toMatchObject({
      roundOff: 50,
      grandTotal: 101_00,
    })
    expect(quoteTotals(one(100_49), 0, 'inter-state')).toMatchObject({
      roundOff: -49,
      grandTotal: 100_00,
    })
  })

  it('taxes a delivery charge at the rate of the principal line', () => {
    const totals = quoteTotals(lines, 500_00, 'intra-state')
    // The nil-rated sacks are the greater part of the supply: the delivery is nil-rated too.
    expect(totals.delivery).toEqual({ taxable: 500_00, gstRate: 0, cgst: 0, sgst: 0, igst: 0 })
    const sugarFirst = quoteTotals(
      [...lines, { packs: 30, packPrice: 238_50, gstRate: 5 }],
      500_00,
      'inter-state',
    )
    expect(sugarFirst.delivery).toEqual({
      taxable: 500_00,
      gstRate: 5,
      cgst: 0,
      sgst: 0,
      igst: 25_00,
    })
  })

  it('takes the higher rate as principal when two lines are worth the same', () => {
    const same = [
      { taxable: 100_00, gstRate: 0, cgst: 0, sgst: 0, igst: 0 },
      { taxable: 100_00, gstRate: 5, cgst: 0, sgst: 0, igst: 5_00 },
    ] as const
    expect(principalRate(same)).toBe(5)
    expect(principalRate([])).toBe(0)
  })

  it('keeps every figure a whole number of paise for prices with paise, across many lines', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      packs: i + 1,
      packPrice: 95_33 + i,
      gstRate: (i % 2 === 0 ? 5 : 18) as 5 | 18,
    }))
    const totals = quoteTotals(many, 123_45, 'intra-state')
    for (const value of [
      totals.taxable,
      totals.cgst,
      totals.sgst,
      totals.roundOff,
      totals.grandTotal,
    ]) {
      expect(Number.isInteger(value)).toBe(true)
    }
    expect(totals.cgst).toBe(totals.sgst)
    expect(totals.grandTotal % 100).toBe(0)
    expect(Math.abs(totals.roundOff)).toBeLessThanOrEqual(50)
    expect(totals.grandTotal - totals.roundOff).toBe(totals.taxable + totals.cgst + totals.sgst)
  })
})
