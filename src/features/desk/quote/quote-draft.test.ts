// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { DeskProduct } from '@/lib/catalog/desk-catalog'
import { QUOTE_LIMITS } from '@/lib/quotes/quote-schema'
import {
  addLine,
  changeLine,
  DEFAULT_GST_RATE,
  lineName,
  pickForLine,
  removeLine,
  sizesSold,
  startDraft,
} from './quote-draft'
import { quoteCopy } from './quote-content'
import { addDays, validityRange, validUntilError } from './quote-validity'
import { DESK_MASOOR, DESK_SUGAR } from '@/test/quotes'

// Masoor Dal at a rate of 0: a rate the catalogue sets is kept, 0 included.
const masoor: DeskProduct = { ...DESK_MASOOR, gstRate: 0 }
const sugar = DESK_SUGAR
const PRODUCTS = [masoor, sugar]

const LEAD = {
  lines: [
    { product: 'Masoor Dal', size: '30kg', packs: 3, packPrice: 4000 },
    { product: ' SUGAR', size: '5kg', packs: 2, packPrice: 238.5 },
    { product: 'Arhar Dal', size: '1kg', packs: 4, packPrice: 120 },
    { product: 'Sugar', size: '30kg', packs: 1, packPrice: 1300.25 },
    { product: 'Organic jaggery', size: '', packs: 10, packPrice: 0 },
  ],
} as const

const TODAY = '2026-03-04'

describe('startDraft', () => {
  const draft = startDraft({ lines: [...LEAD.lines] }, PRODUCTS, TODAY)
  const [masoorLine, sugarLine, arharLine, sugarSack, jaggery] = draft.lines

  it('prices each line at today’s catalogue price for its size, matching the product by name', () => {
    expect(masoorLine).toMatchObject({
      product: 'Masoor Dal',
      size: '30kg',
      hsn: '071340',
      gstRate: '0',
      packs: '3',
      price: '4185.50',
      source: 'catalogue',
      requested: 400_000,
    })
    // Named in another case and with spaces, it is still the catalogue's Sugar.
    expect(sugarLine).toMatchObject({
      product: 'Sugar',
      price: '238.50',
      hsn: '1701',
      gstRate: String(DEFAULT_GST_RATE),
      source: 'catalogue',
      // The price has not moved since the request: nothing to compare.
      requested: null,
    })
  })

  it('keeps the request’s price where the catalogue no longer sells the product or the size', () => {
    expect(arharLine).toMatchObject({ price: '120.00', source: 'request', hsn: '' })
    expect(sugarSack).toMatchObject({
      product: 'Sugar',
      size: '30kg',
      price: '1300.25',
      source: 'request',
      hsn: '1701',
    })
  })

  it('leaves a written-in line unpriced, for staff to pick a product for', () => {
    expect(jaggery).toMatchObject({
      product: 'Organic jaggery',
      size: '',
      price: '',
      source: 'free-text',
      packs: '10',
      requested: null,
    })
  })

  it('starts valid for the default days, with no terms chosen', () => {
    expect(draft).toMatchObject({
      validUntil: addDays(TODAY, QUOTE_LIMITS.defaultValidDays),
      terms: '',
      deliveryCharge: '',
      pickedState: '',
    })
    expect(new Set(draft.lines.map((line) => line.key)).size).toBe(draft.lines.length)
  })
})

describe('editing the lines', () => {
  const start = startDraft({ lines: [...LEAD.lines] }, PRODUCTS, TODAY)

  it('changes, removes and adds lines, each added at today’s price and one pack', () => {
    const key = start.lines[0]!.key
    const changed = changeLine(start, key, { price: '4100', packs: '5', gstRate: '12' })
    expect(changed.lines[0]).toMatchObject({ price: '4100', packs: '5', gstRate: '12' })
    expect(start.lines[0]!.price).toBe('4185.50')
    expect(removeLine(changed, key).lines.map(lineName)).not.toContain('Masoor Dal 30kg')
    const added = addLine(removeLine(changed, key), masoor, '5kg')
    const last = added.lines.at(-1)!
    expect(last).toMatchObject({ product: 'Masoor Dal', size: '5kg', packs: '1', price: '715.00' })
    expect(added.lines.filter((line) => line.key === last.key)).toHaveLength(1)
  })

  it('quotes a written-in line as the product staff pick, keeping its packs and what was asked', () => {
    const jaggery = start.lines.at(-1)!
    const picked = pickForLine(start, jaggery.key, sugar, '5kg').lines.at(-1)!
    expect(picked).toMatchObject({
      key: jaggery.key,
      product: 'Sugar',
      size: '5kg',
      packs: '10',
      price: '238.50',
      source: 'catalogue',
      askedAs: 'Organic jaggery',
    })
  })

  it('offers the sizes a product is sold in', () => {
    expect(sizesSold(masoor)).toEqual(['5kg', '30kg'])
    expect(sizesSold({ ...sugar, prices: {} })).toEqual([])
  })
})

describe('how long a quote holds', () => {
  it('runs from today to the most days ahead, starting at the default', () => {
    expect(validityRange('2026-12-30')).toEqual({
      min: '2026-12-30',
      max: '2027-03-30',
      initial: '2027-01-02',
    })
  })

  it('takes a day that exists, from today to the most days ahead', () => {
    const { errors } = quoteCopy
    expect(validUntilError('2026-03-04', '2026-03-04')).toBeUndefined()
    expect(validUntilError('2026-03-03', '2026-03-04')).toBe(errors.validUntilPast)
    expect(validUntilError('2026-06-03', '2026-03-04')).toBe(errors.validUntilFar)
    for (const day of ['', '2026-02-30', '4 March', '2026-3-4']) {
      expect(validUntilError(day, '2026-03-01'), day).toBe(errors.validUntil)
    }
  })
})
