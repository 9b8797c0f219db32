/** A quote as the page's tests read it: Maharashtra buyer, two lines, open for three more days. */
import { leadReference } from '@/lib/leads/submit/lead-id'
import { quoteDocument } from '@/lib/quotes/quote-document'
import type { QuoteRecord } from '@/lib/quotes/quote-record'
import type { QuoteContent } from '@/lib/quotes/quote-document'
import type { DeskProduct } from '@/lib/catalog/desk-catalog'

const DAY_MS = 86_400_000

/** Two products as the quote editor reads the catalogue: Masoor Dal at 5%, Sugar with no rate set. */
export const DESK_MASOOR: DeskProduct = {
  id: 'masoor',
  name: 'Masoor Dal',
  prices: { '5kg': 715, '30kg': 4185.5 },
  hsn: '071340',
  gstRate: 5,
}
export const DESK_SUGAR: DeskProduct = {
  id: 'sugar',
  name: 'Sugar',
  prices: { '5kg': 238.5 },
  hsn: '1701',
}

/** A buyer registered in Rajasthan, the seller's own state: their quotes charge CGST and SGST. */
export const RAJASTHAN_BUYER: QuoteContent['buyer'] = {
  name: 'Asha Gupta',
  company: 'Gupta Kirana',
  gstin: '08AAPFU0939F1ZV',
  state: 'Rajasthan',
  stateCode: '08',
  email: 'asha@guptakirana.example',
  phone: '+91 98290 11223',
  delivery: 'Jaipur 302012',
}
const LEAD_ID = '7qk2xm9aLeadIdAbCdEf'

/** Quote `id`, sent by the desk, open `validDays` from now (negative: expired), with `fields` over it. */
export function testQuote(
  fields: Partial<QuoteRecord> = {},
  { id = 'quoteIdOfTwentyChars', validDays = 3 } = {},
): QuoteRecord {
  const document = quoteDocument(
    { id: LEAD_ID, authorUid: 'buyer-uid' },
    2,
    {
      buyer: {
        name: 'Asha Kulkarni',
        company: 'Kulkarni Kirana Stores',
        gstin: '27AAPFU0939F1ZV',
        state: 'Maharashtra',
        stateCode: '27',
        email: 'asha@example.com',
        phone: '9822011223',
        delivery: 'Shop 4, Market Yard, Pune 411037',
      },
      lines: [
        {
          product: 'Masoor Dal',
          size: '30kg',
          hsn: '0713',
          packs: 2,
          packPrice: 2_640_00,
          gstRate: 0,
        },
        { product: 'Sugar', size: '5kg', hsn: '1701', packs: 10, packPrice: 238_50, gstRate: 5 },
      ],
      deliveryCharge: 0,
      validUntil: new Date(Date.now() + validDays * DAY_MS),
      paymentTerms: '50% advance, the rest before dispatch',
      deliveryEstimate: 'Within 4 working days',
      note: '<b>Prices</b> as of today.',
    },
    'staff-uid',
  )
  return {
    ...document,
    sentAt: new Date(Date.now() - DAY_MS),
    id,
    reference: leadReference(LEAD_ID),
    ...fields,
  }
}
