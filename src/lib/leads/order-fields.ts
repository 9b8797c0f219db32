/**
 * The fields of a stored order request as its readers check them: the buyer's My enquiries
 * (my-requests.ts) and the trade desk (desk/records.ts) read the one record alike.
 */
import { z } from 'zod/mini'
import { QUOTE_DECISIONS, type LeadQuote } from '@/lib/quotes/quote-schema'
import { PACK_SIZES } from '@/lib/schema'

export const orderFields = {
  source: z.enum(['buy-now', 'enquiry']),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  delivery: z.string(),
  message: z.string(),
  gstin: z.string(),
  gstState: z.string(),
  lines: z.array(
    z.object({
      product: z.string(),
      size: z.union([z.enum(PACK_SIZES), z.literal('')]),
      packs: z.number(),
      packPrice: z.number(),
    }),
  ),
  totalKg: z.number(),
  total: z.number(),
}

/** The fields naming a request's current quote and the decision on it: absent before the first. */
export const leadQuoteFields = {
  quoteId: z.optional(z.string()),
  quoteVersion: z.optional(z.number()),
  quoteDecision: z.optional(z.enum(QUOTE_DECISIONS)),
}

/** The request's current quote from those fields; null before one was sent. */
export function leadQuote(fields: {
  quoteId?: string | undefined
  quoteVersion?: number | undefined
  quoteDecision?: LeadQuote['decision'] | undefined
}): LeadQuote | null {
  return fields.quoteId === undefined
    ? null
    : {
        id: fields.quoteId,
        version: fields.quoteVersion ?? 1,
        decision: fields.quoteDecision ?? null,
      }
}
