/**
 * A quote as staff finish it (QuoteContent), made the document the desk sends: the supply worked
 * out from the seller's and the buyer's state codes, and every line, the delivery charge and the
 * totals taxed by quote-totals.ts. Free of Firebase.
 */
import { site } from '@/config/site'
import type { QuoteBuyer, QuoteDocument, QuoteLine } from './quote-schema'
import { quoteTotals, supplyBetween } from './quote-totals'

/** A line as staff set it: the figures are worked out from it. Money in paise. */
export type QuoteLineContent = Pick<
  QuoteLine,
  'product' | 'size' | 'hsn' | 'packs' | 'packPrice' | 'gstRate'
>

/** Everything staff decide on a quote. Money in paise. */
export interface QuoteContent {
  buyer: QuoteBuyer
  lines: QuoteLineContent[]
  /** Paise; 0 for none. */
  deliveryCharge: number
  validUntil: Date
  paymentTerms: string
  deliveryEstimate: string
  note: string
}

/** The seller's two-digit state code: its GSTIN's first two digits. */
export const SELLER_STATE_CODE = site.gstin.slice(0, 2)

/** The lead a quote answers, as the desk has it. */
export interface QuotedLead {
  id: string
  authorUid: string
  /** The lead's current quote, when it has one. */
  quote: { id: string; version: number } | null
}

/** The document of version `version` of a quote of `lead`, but sentAt (the server's time). */
export function quoteDocument(
  lead: Pick<QuotedLead, 'id' | 'authorUid'>,
  version: number,
  content: QuoteContent,
  sentBy: string,
): Omit<QuoteDocument, 'sentAt'> {
  const supply = supplyBetween(SELLER_STATE_CODE, content.buyer.stateCode)
  const totals = quoteTotals(content.lines, content.deliveryCharge, supply)
  return {
    leadId: lead.id,
    version,
    buyerUid: lead.authorUid,
    sellerGstin: site.gstin,
    sellerStateCode: SELLER_STATE_CODE,
    // Field by field: anything else a caller's object carries would make the rules refuse it.
    buyer: {
      name: content.buyer.name,
      company: content.buyer.company,
      gstin: content.buyer.gstin,
      state: content.buyer.state,
      stateCode: content.buyer.stateCode,
      email: content.buyer.email,
      phone: content.buyer.phone,
      delivery: content.buyer.delivery,
    },
    supply,
    lines: content.lines.map((line, index) => {
      const taxed = totals.lines[index]!
      return {
        product: line.product,
        size: line.size,
        hsn: line.hsn,
        packs: line.packs,
        packPrice: line.packPrice,
        gstRate: line.gstRate,
        taxable: taxed.taxable,
        cgst: taxed.cgst,
        sgst: taxed.sgst,
        igst: taxed.igst,
      }
    }),
    delivery: totals.delivery
      ? {
          charge: totals.delivery.taxable,
          gstRate: totals.delivery.gstRate,
          cgst: totals.delivery.cgst,
          sgst: totals.delivery.sgst,
          igst: totals.delivery.igst,
        }
      : { charge: 0, gstRate: 0, cgst: 0, sgst: 0, igst: 0 },
    totals: {
      taxable: totals.taxable,
      cgst: totals.cgst,
      sgst: totals.sgst,
      igst: totals.igst,
      roundOff: totals.roundOff,
      grandTotal: totals.grandTotal,
    },
    validUntil: content.validUntil,
    paymentTerms: content.paymentTerms,
    deliveryEstimate: content.deliveryEstimate,
    note: content.note,
    sentBy,
  }
}
