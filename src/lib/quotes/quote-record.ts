/**
 * A stored quote as its readers check it (the quote page, My enquiries, the desk): the document's
 * fields, its id, and the reference of the request it answers. Free of Firebase.
 */
import { z } from 'zod/mini'
import { isGstRate, type GstRate } from '@/config/constants'
import { leadReference } from '@/lib/leads/submit/lead-id'
import { PACK_SIZES } from '@/lib/schema'
import { QUOTE_DECISIONS, type QuoteDocument } from './quote-schema'

export interface QuoteRecord extends QuoteDocument {
  id: string
  /** leadReference(leadId): the reference the buyer was given for their request. */
  reference: string
}

// Plain numbers: the rules wrote them as whole paise and rates of GST_RATES, which quoteFrom
// checks of the rates (the checks zod has for them would add to every page that reads a record).
const int = z.number()
const gstRate = z.number() as z.ZodMiniType<GstRate>
const taxes = { cgst: int, sgst: int, igst: int }

const quoteSchema: z.ZodMiniType<QuoteDocument> = z.object({
  leadId: z.string(),
  version: int,
  buyerUid: z.string(),
  sellerGstin: z.string(),
  sellerStateCode: z.string(),
  buyer: z.object({
    name: z.string(),
    company: z.string(),
    gstin: z.string(),
    state: z.string(),
    stateCode: z.string(),
    email: z.string(),
    phone: z.string(),
    delivery: z.string(),
  }),
  supply: z.enum(['intra-state', 'inter-state']),
  lines: z.array(
    z.object({
      product: z.string(),
      size: z.enum(PACK_SIZES),
      hsn: z.string(),
      packs: int,
      packPrice: int,
      gstRate,
      taxable: int,
      ...taxes,
    }),
  ),
  delivery: z.object({ charge: int, gstRate, ...taxes }),
  totals: z.object({ taxable: int, roundOff: int, grandTotal: int, ...taxes }),
  validUntil: z.date(),
  paymentTerms: z.string(),
  deliveryEstimate: z.string(),
  note: z.string(),
  sentBy: z.string(),
  sentAt: z.date(),
  supersededBy: z.optional(z.string()),
  decision: z.optional(
    z.object({
      kind: z.enum(QUOTE_DECISIONS),
      uid: z.string(),
      name: z.string(),
      message: z.string(),
      at: z.date(),
    }),
  ),
}) as z.ZodMiniType<QuoteDocument>

/** The quote `id` from its stored `data`; null when that is not in a quote's form. */
export function quoteFrom(id: string, data: unknown): QuoteRecord | null {
  const parsed = quoteSchema.safeParse(data)
  if (!parsed.success) return null
  const quote = parsed.data
  const rates = [...quote.lines.map((line) => line.gstRate), quote.delivery.gstRate]
  return rates.every(isGstRate) ? { ...quote, id, reference: leadReference(quote.leadId) } : null
}
