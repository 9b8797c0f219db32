// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { OrderLine } from '@/lib/schema'
import { gstinCheckCharacter } from '@/lib/util/gstin'
import { toPaise } from '@/lib/util/paise'
import { orderLead } from '@/test/desk-leads'
import { DESK_MASOOR, DESK_SUGAR } from '@/test/quotes'
import {
  catalogueOf,
  checkFigures,
  checkGst,
  figuresDiffer,
  gstDiffers,
  productKey,
} from './lead-check'

const CHANA = { id: 'chana', name: 'Chana Dal', prices: { '1kg': 62.35 } }
/** Priced so that floats do not hold what 3 packs come to: 3 × 50.05 is 150.14999…. */
const URAD = { id: 'urad', name: 'Urad Dal', prices: { '500gm': 50.05 } }
const CATALOGUE = catalogueOf([DESK_MASOOR, DESK_SUGAR, CHANA, URAD])

const masoor30 = (packs: number, packPrice = 4185.5): OrderLine => ({
  product: 'Masoor Dal',
  size: '30kg',
  packs,
  packPrice,
})
const ASKED: OrderLine = { product: 'Organic jaggery', size: '', packs: 10, packPrice: 0 }

/** A Buy Now as the site writes it today: 3 sacks of Masoor Dal at ₹4,185.50. */
const BUY_NOW = orderLead('b1', 0, { lines: [masoor30(3)], total: 12556.5, totalKg: 90 })

/** An enquiry list as the site writes it today: three priced lines and one asked for by name. */
const ENQUIRY = orderLead('e1', 0, {
  type: 'enquiry',
  lines: [
    { product: 'Chana Dal', size: '1kg', packs: 3, packPrice: 62.35 },
    { product: 'Urad Dal', size: '500gm', packs: 3, packPrice: 50.05 },
    { product: 'Sugar', size: '5kg', packs: 7, packPrice: 238.5 },
    ASKED,
  ],
  total: 2006.7,
  totalKg: 39.5,
})

describe('checkFigures: a faithful request', () => {
  it('works a Buy Now out from today’s catalogue and finds nothing different', () => {
    const check = checkFigures(BUY_NOW, CATALOGUE)
    expect(check.lines).toEqual([
      {
        line: masoor30(3),
        status: 'priced',
        packPrice: 4185.5,
        amount: 12556.5,
        kg: 90,
        saidAmount: 12556.5,
      },
    ])
    expect(check).toMatchObject({ total: 12556.5, totalKg: 90, unpricedLines: 0, differences: [] })
    expect(figuresDiffer(BUY_NOW, CATALOGUE)).toBe(false)
  })

  it('compares an enquiry’s sums to the paisa, not as floats', () => {
    expect(3 * 50.05).not.toBe(150.15)
    const check = checkFigures(ENQUIRY, CATALOGUE)
    expect(check.lines.map((line) => line.amount)).toEqual([187.05, 150.15, 1669.5, null])
    expect(check).toMatchObject({ total: 2006.7, totalKg: 39.5, differences: [] })
    // A total written as floats sum it, unrounded, is still the same number of paise.
    const urad = { lines: ENQUIRY.lines.slice(1, 2), total: 3 * 50.05, totalKg: 1.5 }
    expect(checkFigures(urad, CATALOGUE).differences).toEqual([])
    expect(checkFigures({ ...urad, total: 150.16 }, CATALOGUE).differences).toEqual([
      { kind: 'total', said: 150.16, today: 150.15, unpriced: 0 },
    ])
    expect(figuresDiffer(ENQUIRY, CATALOGUE)).toBe(false)
  })

  it('takes a line asked for by name as having no price, which is fine', () => {
    const check = checkFigures(
      orderLead('a1', 0, { lines: [ASKED], total: 0, totalKg: 0 }),
      CATALOGUE,
    )
    expect(check.lines[0]).toEqual({
      line: ASKED,
      status: 'request',
      packPrice: null,
      amount: null,
      kg: 0,
      saidAmount: 0,
    })
    expect(check.differences).toEqual([])
  })

  it('finds the product by its name whatever its case and the spaces around it', () => {
    const line = { ...masoor30(1), product: '  masoor DAL ' }
    const check = checkFigures({ lines: [line], total: 4185.5, totalKg: 30 }, CATALOGUE)
    expect(check.lines[0]?.status).toBe('priced')
    expect(productKey('  masoor DAL ')).toBe(productKey('Masoor Dal'))
  })

  it('takes the first of two products of one name, as a search of the list would', () => {
    const second = { ...DESK_MASOOR, id: 'masoor-2', prices: { '30kg': 1 } }
    expect(catalogueOf([DESK_MASOOR, second]).get(productKey('Masoor Dal'))).toBe(DESK_MASOOR)
  })

  it('counts prices to the paisa: a fraction of one is no difference, a paisa is', () => {
    const within = { lines: [masoor30(1, 4185.504)], total: 4185.5, totalKg: 30 }
    expect(checkFigures(within, CATALOGUE).differences).toEqual([])
    const paisaLess = { lines: [masoor30(1, 4185.49)], total: 4185.49, totalKg: 30 }
    expect(checkFigures(paisaLess, CATALOGUE).differences.map((d) => d.kind)).toEqual([
      'pack-price',
      'total',
    ])
    expect(toPaise(4185.504)).toBe(toPaise(4185.5))
  })
})

describe('checkFigures: what the buyer’s page said otherwise', () => {
  it('flags a line at another price per pack, its amount, and a total the lines do not make', () => {
    const attack = orderLead('x1', 0, { lines: [masoor30(999, 1)], total: 1, totalKg: 29970 })
    const check = checkFigures(attack, CATALOGUE)
    expect(check.lines[0]).toMatchObject({ packPrice: 4185.5, amount: 4181314.5, saidAmount: 999 })
    expect(check.differences).toEqual([
      { kind: 'pack-price', line: 0, said: 1, today: 4185.5, saidAmount: 999, amount: 4181314.5 },
      { kind: 'total', said: 1, today: 4181314.5, unpriced: 0 },
    ])
    expect(figuresDiffer(attack, CATALOGUE)).toBe(true)
  })

  it('flags a total far above what faithful lines come to', () => {
    const lines: OrderLine[] = [{ product: 'Chana Dal', size: '1kg', packs: 2, packPrice: 62.35 }]
    const check = checkFigures({ lines, total: 99_99_99_999, totalKg: 2 }, CATALOGUE)
    expect(check.differences).toEqual([
      { kind: 'total', said: 99_99_99_999, today: 124.7, unpriced: 0 },
    ])
  })

  it('flags a weight the lines do not weigh', () => {
    const check = checkFigures({ ...BUY_NOW, totalKg: 1 }, CATALOGUE)
    expect(check.differences).toEqual([{ kind: 'weight', said: 1, weight: 90 }])
    expect(figuresDiffer({ ...BUY_NOW, totalKg: 1 }, CATALOGUE)).toBe(true)
  })

  it('flags a price put on a line asked for by name', () => {
    const lines = [{ ...ASKED, packPrice: 50 }]
    const check = checkFigures({ lines, total: 0, totalKg: 0 }, CATALOGUE)
    expect(check.differences).toEqual([{ kind: 'asked-price', line: 0, said: 50 }])
  })
})

describe('checkFigures: lines today’s catalogue cannot price', () => {
  const gone: OrderLine = { product: 'Kesari Dal', size: '5kg', packs: 2, packPrice: 500 }

  it('says a product gone from the catalogue is so, not that its money differs', () => {
    const check = checkFigures(
      { lines: [gone, masoor30(1)], total: 5185.5, totalKg: 40 },
      CATALOGUE,
    )
    expect(check.lines[0]).toEqual({
      line: gone,
      status: 'missing',
      packPrice: null,
      amount: null,
      kg: 10,
      saidAmount: 1000,
    })
    // Only what today prices is counted in the totals.
    expect(check).toMatchObject({
      total: 4185.5,
      totalKg: 30,
      unpricedLines: 1,
      differences: [],
    })
  })

  it('says a size no longer sold is so', () => {
    const line: OrderLine = { product: 'Sugar', size: '30kg', packs: 1, packPrice: 1400 }
    const check = checkFigures({ lines: [line], total: 1400, totalKg: 30 }, CATALOGUE)
    expect(check.lines[0]?.status).toBe('unavailable')
    expect(check.differences).toEqual([])
  })

  it('still flags a total those lines at their own prices do not make', () => {
    const check = checkFigures({ lines: [gone, masoor30(1)], total: 9999, totalKg: 40 }, CATALOGUE)
    expect(check.differences).toEqual([
      { kind: 'total', said: 9999, today: 4185.5, unpriced: 1000 },
    ])
  })
})

/** A GSTIN of `code` whose check character is right. */
const gstinOf = (code: string) => {
  const body = `${code}AAPFU0939F1Z`
  return `${body}${gstinCheckCharacter(body)}`
}

describe('checkGst', () => {
  it('finds nothing wrong with a checked GSTIN and the state its code names', () => {
    const check = checkGst({ gstin: '27AAPFU0939F1ZV', gstState: 'Maharashtra' })
    expect(check).toEqual({
      form: 'checked',
      code: '27',
      codeState: 'Maharashtra',
      stateAgrees: true,
    })
    expect(gstDiffers(check)).toBe(false)
  })

  it('flags a wrong check character', () => {
    const check = checkGst({ gstin: '27AAPFU0939F1ZA', gstState: 'Maharashtra' })
    expect(check).toMatchObject({ form: 'check-character', codeState: 'Maharashtra' })
    expect(gstDiffers(check)).toBe(true)
  })

  it('flags a state other than the one the code names, and names that one', () => {
    const check = checkGst({ gstin: '27AAPFU0939F1ZV', gstState: 'Kerala' })
    expect(check).toEqual({
      form: 'checked',
      code: '27',
      codeState: 'Maharashtra',
      stateAgrees: false,
    })
    expect(gstDiffers(check)).toBe(true)
    const lead = orderLead('g1', 0, { ...BUY_NOW, gstin: '27AAPFU0939F1ZV', gstState: 'Kerala' })
    expect(figuresDiffer(lead, CATALOGUE)).toBe(true)
  })

  it('flags a code that names no state, though its check character is right', () => {
    const check = checkGst({ gstin: gstinOf('99'), gstState: 'Kerala' })
    expect(check).toEqual({ form: 'checked', code: '99', codeState: null, stateAgrees: false })
    expect(gstDiffers(check)).toBe(true)
  })

  it('flags what is not in a GSTIN’s form', () => {
    const check = checkGst({ gstin: '27aapfu0939f1zv', gstState: 'Maharashtra' })
    expect(check.form).toBe('malformed')
    expect(gstDiffers(check)).toBe(true)
  })

  it('finds nothing to check without a GSTIN, unless a state is named all the same', () => {
    expect(gstDiffers(checkGst({ gstin: '', gstState: '' }))).toBe(false)
    expect(checkGst({ gstin: '', gstState: 'Kerala' })).toEqual({
      form: 'none',
      code: '',
      codeState: null,
      stateAgrees: false,
    })
  })
})
