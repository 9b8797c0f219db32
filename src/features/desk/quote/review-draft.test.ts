// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { QUOTE_LIMITS } from '@/lib/quotes/quote-schema'
import { endOfIndianDay } from '@/lib/util/india-time'
import { quoteCopy } from './quote-content'
import { buyerState } from './buyer-state'
import type { DraftLine, QuoteDraft } from './quote-draft'
import { addDays } from './quote-validity'
import { reviewDraft } from './review-draft'

const errors = quoteCopy.errors
const TODAY = '2026-03-04'

const LEAD = {
  name: 'Asha Gupta',
  company: 'Gupta Kirana',
  gstin: '08AAPFU0939F1ZV',
  email: 'asha@guptakirana.example',
  phone: '+91 98290 11223',
  delivery: 'Jaipur 302012',
}

function line(key: number, fields: Partial<DraftLine> = {}): DraftLine {
  return {
    key,
    product: 'Masoor Dal',
    size: '30kg',
    hsn: '071340',
    gstRate: '5',
    packs: '3',
    price: '4,185.50',
    source: 'catalogue',
    requested: null,
    ...fields,
  }
}

function draft(fields: Partial<QuoteDraft> = {}): QuoteDraft {
  return {
    lines: [
      line(1),
      line(2, { product: 'Sugar', size: '5kg', hsn: '1701', packs: '2', price: '230' }),
    ],
    deliveryCharge: '500',
    validUntil: addDays(TODAY, 3),
    terms: 'advance',
    creditDays: '',
    otherTerms: '',
    deliveryEstimate: '  2 days  ',
    note: '',
    pickedState: '',
    ...fields,
  }
}

const review = (fields: Partial<QuoteDraft> = {}, lead = LEAD) =>
  reviewDraft(draft(fields), lead, TODAY)

describe('reviewDraft', () => {
  it('makes a right draft the quote’s content, in paise with no float drift', () => {
    const checked = review()
    expect(checked.problems).toEqual([])
    expect(checked.content).toEqual({
      buyer: { ...LEAD, state: 'Rajasthan', stateCode: '08' },
      lines: [
        {
          product: 'Masoor Dal',
          size: '30kg',
          hsn: '071340',
          packs: 3,
          packPrice: 418_550,
          gstRate: 5,
        },
        { product: 'Sugar', size: '5kg', hsn: '1701', packs: 2, packPrice: 23_000, gstRate: 5 },
      ],
      deliveryCharge: 50_000,
      validUntil: endOfIndianDay(addDays(TODAY, 3)),
      paymentTerms: quoteCopy.terms.kinds.advance,
      deliveryEstimate: '2 days',
      note: '',
    })
    // ₹4,185.50 × 3 = ₹12,556.50 exactly.
    expect(checked.lines[0]!.taxable).toBe(1_255_650)
    expect(checked.lines[0]!.taxed).toMatchObject({ cgst: 31_391, sgst: 31_391, igst: 0 })
  })

  it('charges CGST + SGST within Rajasthan and IGST to a Maharashtra GSTIN', () => {
    expect(review().supply).toBe('intra-state')
    const maharashtra = review({}, { ...LEAD, gstin: '27AAPFU0939F1ZV' })
    expect(maharashtra.buyer).toEqual({ code: '27', name: 'Maharashtra', from: 'gstin' })
    expect(maharashtra.supply).toBe('inter-state')
    expect(maharashtra.totals).toMatchObject({ cgst: 0, sgst: 0 })
    expect(maharashtra.totals!.igst).toBeGreaterThan(0)
    expect(maharashtra.lines[0]!.taxed).toMatchObject({ igst: 62_783, cgst: 0, sgst: 0 })
  })

  it('asks for the state of delivery without a GSTIN, and takes the one picked', () => {
    const noGstin = { ...LEAD, gstin: '' }
    const unpicked = review({}, noGstin)
    expect(unpicked.errors.state).toBe(errors.state)
    expect(unpicked.supply).toBeNull()
    expect(unpicked.totals).toBeNull()
    expect(unpicked.lines[0]!.taxable).toBe(1_255_650)
    expect(unpicked.lines[0]!.taxed).toBeNull()
    expect(unpicked.content).toBeNull()
    const picked = review({ pickedState: '27' }, noGstin)
    expect(picked.buyer).toEqual({ code: '27', name: 'Maharashtra', from: 'picked' })
    expect(picked.content?.buyer).toMatchObject({
      gstin: '',
      state: 'Maharashtra',
      stateCode: '27',
    })
    // A GSTIN decides, whatever was picked.
    expect(buyerState(LEAD.gstin, '27')).toEqual({ code: '08', name: 'Rajasthan', from: 'gstin' })
  })

  it('takes a price above ₹0 up to a crore, to the paisa', () => {
    const priceError = (price: string) =>
      review({ lines: [line(1, { price })] }).lines[0]!.errors.price
    expect(priceError('')).toBe(errors.price.empty)
    expect(priceError('12a')).toBe(errors.price.notNumber)
    expect(priceError('4.505')).toBe(errors.price.decimals)
    expect(priceError('0.00')).toBe(errors.price.zero)
    expect(priceError('10000000.01')).toBe(errors.price.tooHigh)
    expect(priceError('10000000')).toBeUndefined()
    expect(priceError('0.01')).toBeUndefined()
  })

  it('takes whole packs from 1 to the most a line holds', () => {
    const packsError = (packs: string) =>
      review({ lines: [line(1, { packs })] }).lines[0]!.errors.packs
    for (const packs of ['0', '1.5', '', 'two', String(QUOTE_LIMITS.packs + 1)]) {
      expect(packsError(packs), packs).toBe(errors.packs)
    }
    expect(packsError(String(QUOTE_LIMITS.packs))).toBeUndefined()
  })

  it('sends no written-in line: staff pick a product for it, or remove it', () => {
    const jaggery = line(3, {
      product: 'Organic jaggery',
      size: '',
      price: '',
      source: 'free-text',
    })
    const checked = review({ lines: [line(1), jaggery] })
    expect(checked.lines[1]!.errors).toEqual({ pick: errors.pick })
    expect(checked.problems).toEqual([`Organic jaggery: ${errors.pick}`])
    expect(checked.content).toBeNull()
    // The priced line's figures still count meanwhile.
    expect(checked.totals!.taxable).toBe(1_255_650 + 50_000)
    expect(review({ lines: [jaggery] }).errors.lines).toBe(errors.noLines)
  })

  it('needs one priced line at least, and takes at most the lines a quote holds', () => {
    expect(review({ lines: [] }).errors.lines).toBe(errors.noLines)
    const many = Array.from({ length: QUOTE_LIMITS.lines + 1 }, (_, i) => line(i + 1))
    expect(review({ lines: many }).errors.lines).toBe(errors.tooManyLines)
    expect(review({ lines: many.slice(1) }).errors.lines).toBeUndefined()
  })

  it('leaves a line that is not right out of the totals, and counts it once corrected', () => {
    const wrong = review({ lines: [line(1), line(2, { price: '4185.5x' })] })
    expect(wrong.totals!.taxable).toBe(1_255_650 + 50_000)
    const right = review({ lines: [line(1), line(2, { price: '4185.5' })] })
    expect(right.totals!.taxable).toBe(2 * 1_255_650 + 50_000)
  })

  it('ends the quote between today and the most days ahead', () => {
    const validUntilError = (validUntil: string) => review({ validUntil }).errors.validUntil
    expect(validUntilError('')).toBe(errors.validUntil)
    expect(validUntilError(addDays(TODAY, -1))).toBe(errors.validUntilPast)
    expect(validUntilError(TODAY)).toBeUndefined()
    expect(validUntilError(addDays(TODAY, QUOTE_LIMITS.maxValidDays))).toBeUndefined()
    expect(validUntilError(addDays(TODAY, QUOTE_LIMITS.maxValidDays + 1))).toBe(
      errors.validUntilFar,
    )
  })

  it('needs payment terms, stored as their words', () => {
    expect(review({ terms: '' }).errors.terms).toBe(errors.terms)
    expect(review({ terms: 'on-delivery' }).content?.paymentTerms).toBe('Payment on delivery')
    expect(review({ terms: 'credit', creditDays: '30' }).content?.paymentTerms).toBe(
      '30 days’ credit',
    )
    expect(review({ terms: 'credit', creditDays: '1' }).content?.paymentTerms).toBe(
      '1 day’s credit',
    )
    for (const creditDays of ['', '0', '2.5', '181']) {
      expect(review({ terms: 'credit', creditDays }).errors.creditDays, creditDays).toBe(
        errors.creditDays,
      )
    }
    expect(review({ terms: 'other', otherTerms: '  ' }).errors.otherTerms).toBe(errors.otherTerms)
    expect(
      review({ terms: 'other', otherTerms: ' 50% advance, rest on delivery ' }).content
        ?.paymentTerms,
    ).toBe('50% advance, rest on delivery')
    const long = 'x'.repeat(QUOTE_LIMITS.paymentTerms + 1)
    expect(review({ terms: 'other', otherTerms: long }).errors.otherTerms).toBe(errors.termsTooLong)
  })

  it('takes an optional delivery charge up to its limit, and notes within theirs', () => {
    expect(review({ deliveryCharge: '' }).content?.deliveryCharge).toBe(0)
    expect(review({ deliveryCharge: 'free' }).errors.deliveryCharge).toBe(errors.deliveryCharge)
    expect(review({ deliveryCharge: '1000000.01' }).errors.deliveryCharge).toBe(
      errors.deliveryCharge,
    )
    expect(review({ deliveryCharge: '10,00,000' }).content?.deliveryCharge).toBe(
      QUOTE_LIMITS.deliveryCharge,
    )
    expect(review({ note: 'x'.repeat(QUOTE_LIMITS.note + 1) }).errors.note).toBe(errors.note)
    const estimate = 'x'.repeat(QUOTE_LIMITS.deliveryEstimate + 1)
    expect(review({ deliveryEstimate: estimate }).errors.deliveryEstimate).toBe(
      errors.deliveryEstimate,
    )
  })
})
