/**
 * `quotes/{id}`: what the trade desk offers a buyer in answer to an order request, as sent, and
 * the buyer's answer. Written once by staff, with every figure as quote-totals.ts works it out
 * (money in paise, whole numbers); after that only two things ever change: a later version of the
 * same lead's quote supersedes it (`supersededBy`), and whoever holds the link decides it once
 * (`decision`), before it runs out and only while it is the lead's current quote. The lead names
 * its current quote (`quoteId`, `quoteVersion`) and the decision (`quoteDecision`), so the desk's
 * inbox can show and filter by them. firestore.rules states the same bounds. Free of Firebase.
 */
import type { GstRate } from '@/config/constants'
import { FIELD_LIMITS } from '../../config/field-rules.ts'
import type { PackSize } from '@/lib/schema'
import type { Supply, Taxes } from './quote-totals'

/** Bounds of a quote's fields (firestore.rules states the same numbers). */
export const QUOTE_LIMITS = {
  /**
   * Lines of one quote, as many as an order request may have. Rules check each line with clauses
   * of their own, and evaluate at most 1,000 expressions per write: 10 fit with room to spare, 20
   * do not.
   */
  lines: 10,
  /** Whole packs per line. */
  packs: 9999,
  /** Paise per pack: a crore of rupees at most, and more than 0. */
  packPrice: 1_000_000_000,
  /** Paise: ten lakh rupees at most (0 for none). */
  deliveryCharge: 100_000_000,
  paymentTerms: 200,
  deliveryEstimate: 200,
  /** The note to the buyer. */
  note: FIELD_LIMITS.message,
  /** The name a buyer types when deciding. */
  deciderName: FIELD_LIMITS.name,
  /** What a buyer asks to change. */
  decisionMessage: FIELD_LIMITS.message,
  /** Days a quote stays open by default: commodity prices move daily. */
  defaultValidDays: 3,
  /** Days ahead a quote may be kept open at most. */
  maxValidDays: 90,
} as const

/** A buyer's answer to a quote. */
export const QUOTE_DECISIONS = ['accepted', 'changes'] as const
export type QuoteDecisionKind = (typeof QUOTE_DECISIONS)[number]

/** A product in a pack size, priced and taxed. */
export interface QuoteLine extends Taxes {
  product: string
  size: PackSize
  /** The product's HSN code (4 to 8 digits), or '' when the catalogue has none. */
  hsn: string
  packs: number
  /** Paise per pack. */
  packPrice: number
  gstRate: GstRate
  /** packs × packPrice, paise. */
  taxable: number
}

/** Who the quote is for, as the request (and staff) name them. */
export interface QuoteBuyer {
  name: string
  /** May be ''. */
  company: string
  /** May be '' (a request without one: staff picked the state of delivery). */
  gstin: string
  /** The state's name, and its two-digit GST code (GST_STATES). */
  state: string
  stateCode: string
  email: string
  phone: string
  /** Where to deliver, as the request says; may be ''. */
  delivery: string
}

/** The delivery charge, taxed at the principal line's rate; all 0 when there is none. */
export interface QuoteDeliveryCharge extends Taxes {
  /** Paise. */
  charge: number
  gstRate: GstRate
}

/** The quote's totals, paise: as QuoteTotals (quote-totals.ts) gives them. */
export interface QuoteFigures extends Taxes {
  taxable: number
  roundOff: number
  grandTotal: number
}

/** The buyer's answer, recorded once. */
export interface QuoteDecision {
  kind: QuoteDecisionKind
  /** The decider's uid: the buyer's, an account's or an anonymous sign-in's. */
  uid: string
  /** The name they typed. */
  name: string
  /** What they asked to change; '' when accepting without a word. */
  message: string
  /** The server's time of the decision. */
  at: Date
}

export interface QuoteDocument {
  /** The order request it answers (orderRequests/{leadId}). */
  leadId: string
  /** 1 for the first quote of a lead, one more for each revision. */
  version: number
  /** The request's authorUid: the buyer may list their own quotes. */
  buyerUid: string
  sellerGstin: string
  /** The seller's two-digit state code: its GSTIN's first two digits. */
  sellerStateCode: string
  buyer: QuoteBuyer
  /** Intra-state (CGST + SGST) when the buyer's state code is the seller's, inter-state (IGST) otherwise. */
  supply: Supply
  lines: QuoteLine[]
  delivery: QuoteDeliveryCharge
  totals: QuoteFigures
  /** The end of the last day the quote may be accepted. */
  validUntil: Date
  paymentTerms: string
  /** May be ''. */
  deliveryEstimate: string
  /** To the buyer; may be ''. */
  note: string
  /** Staff uid and the server's time of the send. */
  sentBy: string
  sentAt: Date
  /** The id of the quote that replaced it, once one has. */
  supersededBy?: string
  decision?: QuoteDecision
}

/** The quote an order request names as its current one, as its readers (buyer, desk) see it. */
export interface LeadQuote {
  id: string
  version: number
  /** Null until the buyer decides. */
  decision: QuoteDecisionKind | null
}
