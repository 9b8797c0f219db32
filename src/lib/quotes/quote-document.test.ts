// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { site } from '@/config/site'
import { quoteDocument, SELLER_STATE_CODE, type QuoteContent } from './quote-document'
import { quoteFrom } from './quote-record'
import { quoteState } from './quote-state'
import { RAJASTHAN_BUYER } from '@/test/quotes'

const CONTENT: QuoteContent = {
  buyer: RAJASTHAN_BUYER,
  lines: [
    { product: 'Masoor Dal', size: '30kg', hsn: '0713', packs: 3, packPrice: 418_550, gstRate: 5 },
    { product: 'Sugar', size: '5kg', hsn: '1701', packs: 2, packPrice: 23_000, gstRate: 5 },
  ],
  deliveryCharge: 50_000,
  validUntil: new Date('2026-12-01T18:29:59.999Z'),
  paymentTerms: 'Advance payment',
  deliveryEstimate: '2 days',
  note: '',
}
const LEAD = { id: 'L'.repeat(20), authorUid: 'buyer-asha' }

describe('quoteDocument', () => {
  it('charges CGST and SGST to a buyer in the seller’s state, on the lines and the delivery', () => {
    const quote = quoteDocument(LEAD, 1, CONTENT, 'meera')
    expect(quote).toMatchObject({
      leadId: LEAD.id,
      version: 1,
      buyerUid: 'buyer-asha',
      sellerGstin: site.gstin,
      sellerStateCode: '08',
      supply: 'intra-state',
      sentBy: 'meera',
    })
    // 3 × ₹4,185.50 = ₹12,556.50; 2 × ₹230 = ₹460; delivery ₹500 at the principal line's 5%.
    expect(quote.lines.map((l) => l.taxable)).toEqual([1_255_650, 46_000])
    expect(quote.lines[0]).toMatchObject({ cgst: 31_391, sgst: 31_391, igst: 0 })
    expect(quote.delivery).toEqual({ charge: 50_000, gstRate: 5, cgst: 1250, sgst: 1250, igst: 0 })
    expect(quote.totals).toMatchObject({ taxable: 1_351_650, igst: 0 })
    const { taxable, cgst, sgst, igst, roundOff, grandTotal } = quote.totals
    expect(taxable + cgst + sgst + igst + roundOff).toBe(grandTotal)
    expect(grandTotal % 100).toBe(0)
  })

  it('charges IGST to a buyer registered in Maharashtra', () => {
    const quote = quoteDocument(
      LEAD,
      2,
      {
        ...CONTENT,
        buyer: {
          ...CONTENT.buyer,
          gstin: '27AAPFU0939F1ZV',
          state: 'Maharashtra',
          stateCode: '27',
        },
      },
      'meera',
    )
    expect(SELLER_STATE_CODE).toBe('08')
    expect(quote.supply).toBe('inter-state')
    expect(quote.totals).toMatchObject({ cgst: 0, sgst: 0, igst: 62_783 + 2300 + 2500 })
  })

  it('has no delivery charge when none is set', () => {
    const quote = quoteDocument(LEAD, 1, { ...CONTENT, deliveryCharge: 0 }, 'meera')
    expect(quote.delivery).toEqual({ charge: 0, gstRate: 0, cgst: 0, sgst: 0, igst: 0 })
  })
})

describe('quoteFrom and quoteState', () => {
  const stored = {
    ...quoteDocument(LEAD, 1, CONTENT, 'meera'),
    sentAt: new Date('2026-11-28T10:00:00Z'),
  }

  it('reads a stored quote with the reference of its request', () => {
    expect(quoteFrom('Q'.repeat(20), stored)).toMatchObject({
      id: 'Q'.repeat(20),
      reference: 'LLLL-LLLL',
    })
    expect(quoteFrom('x', { ...stored, lines: 'none' })).toBeNull()
  })

  it('is open until its last moment, then expired; a decision or a revision says more', () => {
    expect(quoteState(stored, new Date('2026-12-01T18:29:59.999Z'))).toBe('open')
    expect(quoteState(stored, new Date('2026-12-01T18:30:00Z'))).toBe('expired')
    expect(quoteState({ ...stored, supersededBy: 'Q2' }, new Date('2026-11-29'))).toBe('superseded')
    const decision = {
      kind: 'accepted',
      uid: 'u',
      name: 'Asha',
      message: '',
      at: new Date(),
    } as const
    expect(quoteState({ ...stored, decision }, new Date('2027-01-01'))).toBe('accepted')
  })
})
