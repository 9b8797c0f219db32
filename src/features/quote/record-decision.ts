/**
 * A buyer's answer to a quote, from the form to the record: recorded, then the sales desk mailed;
 * or refused, and then the quote read again to say why (it ran out, was answered already, or was
 * replaced). Free of React.
 */
import { paths } from '@/config/paths'
import { formatWholeRupees } from '@/components/quotes/quote-money'
import type { QuoteRecord } from '@/lib/quotes/quote-record'
import { quoteState } from '@/lib/quotes/quote-state'
import { decideQuote, QuoteNotSaved, readQuote, type DecisionInput } from '@/lib/quotes/quotes'
import { decisionMailWords } from './quote-content'

/** Why the record refused an answer, as the quote read again shows it. */
export type Refusal = 'expired' | 'decided' | 'superseded'

export type DecisionOutcome =
  { recorded: true; quote: QuoteRecord } | { recorded: false; refusal: Refusal; quote: QuoteRecord }

/**
 * Records `input` on `quote`. Resolves with the quote as it now stands: answered by `input`, or,
 * when the record refused it, as a fresh read found it and why. Throws QuoteNotSaved when it
 * timed out or failed, or was refused for no reason the fresh read shows.
 */
export async function recordDecision(
  quote: QuoteRecord,
  input: DecisionInput,
): Promise<DecisionOutcome> {
  try {
    await decideQuote(quote, input)
  } catch (error) {
    if (!(error instanceof QuoteNotSaved) || error.problem !== 'refused') throw error
    const fresh = await readQuote(quote.id).catch(() => null)
    if (fresh === null) throw error
    // An answer that timed out but was recorded all the same is refused when sent again.
    if (sameDecision(fresh, input)) {
      mailDesk(fresh, input)
      return { recorded: true, quote: fresh }
    }
    const refusal = refusalOf(fresh)
    if (refusal === null) throw error
    return { recorded: false, refusal, quote: fresh }
  }
  mailDesk(quote, input)
  // The page shows who answered and when; the record's own copy carries the uid and the
  // server's time.
  const decision = { ...input, uid: '', at: new Date() }
  return { recorded: true, quote: { ...quote, decision } }
}

function sameDecision(quote: QuoteRecord, input: DecisionInput): boolean {
  const { decision } = quote
  return (
    decision !== undefined &&
    decision.kind === input.kind &&
    decision.name === input.name &&
    decision.message === input.message
  )
}

function refusalOf(quote: QuoteRecord): Refusal | null {
  const state = quoteState(quote, new Date())
  if (state === 'accepted' || state === 'changes') return 'decided'
  return state === 'open' ? null : state
}

/**
 * Tells the sales desk, without waiting: the answer is on record whatever becomes of the mail,
 * and the desk sees answers live in its inbox anyway.
 */
function mailDesk(quote: QuoteRecord, input: DecisionInput): void {
  import('@/lib/mail/email')
    .then((email) =>
      email.sendQuoteDecisionMail({
        reference: quote.reference,
        decision: decisionMailWords[input.kind],
        from_name: input.name,
        message: input.message,
        grand_total: formatWholeRupees(quote.totals.grandTotal),
        quote_link: `${window.location.origin}${paths.quote(quote.id)}`,
      }),
    )
    .catch(() => {})
}
