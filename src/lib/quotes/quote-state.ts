/**
 * Where a quote stands for whoever reads it: free of the record's checks (quote-record.ts), so a
 * page that only shows a quote does not carry them.
 */
import type { QuoteDocument } from './quote-schema'

/** Where a quote stands for whoever reads it at `now`. */
export type QuoteState = 'open' | 'expired' | 'superseded' | 'accepted' | 'changes'

export function quoteState(quote: QuoteDocument, now: Date): QuoteState {
  if (quote.decision) return quote.decision.kind
  if (quote.supersededBy) return 'superseded'
  return now.getTime() <= quote.validUntil.getTime() ? 'open' : 'expired'
}
