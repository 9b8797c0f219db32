import { useId, useState } from 'react'
import { QuoteTotalsTable } from '@/components/quotes/quote-totals-table'
import type { QuoteRecord } from '@/lib/quotes/quote-record'
import { quoteState } from '@/lib/quotes/quote-state'
import type { QuoteDecisionKind } from '@/lib/quotes/quote-schema'
import { DecisionSection, type Answered } from './decision-section'
import { quoteCopy as copy } from './quote-content'
import { QuoteHeading } from './quote-heading'
import { QuoteLines } from './quote-lines'
import { QuoteParties } from './quote-parties'
import { QuoteStatus } from './quote-status'
import { QuoteTerms } from './quote-terms'
import type { DecisionOutcome } from './record-decision'

interface QuoteViewProps {
  quote: QuoteRecord
  /** When the quote was read: it is judged open or expired as of then. */
  readAt: Date
  /** Shows the quote as it now stands, after an answer on this page. */
  onChange: (quote: QuoteRecord) => void
}

/** One quote, laid out as a proforma invoice, with where it stands and, while open, the answer form. */
export function QuoteView({ quote, readAt, onChange }: QuoteViewProps) {
  const [answered, setAnswered] = useState<Answered | null>(null)
  const totalsId = useId()
  const state = quoteState(quote, readAt)
  const onOutcome = (outcome: DecisionOutcome, kind: QuoteDecisionKind) => {
    setAnswered(
      outcome.recorded ? { recorded: true, kind } : { recorded: false, refusal: outcome.refusal },
    )
    onChange(outcome.quote)
  }
  return (
    <>
      <QuoteHeading quote={quote} state={state} />
      <div className="quote-sheet container-page max-w-5xl space-y-8 py-8">
        {state === 'open' ? null : <QuoteStatus quote={quote} state={state} />}
        <QuoteParties quote={quote} />
        <QuoteLines lines={quote.lines} />
        <section aria-labelledby={totalsId} className="quote-totals md:ml-auto md:max-w-md">
          <h2 id={totalsId} className="sr-only">
            {copy.totalsHeading}
          </h2>
          <QuoteTotalsTable totals={quote.totals} supply={quote.supply} delivery={quote.delivery} />
        </section>
        <QuoteTerms quote={quote} />
        {state === 'open' || answered ? (
          <DecisionSection
            quote={quote}
            open={state === 'open'}
            answered={answered}
            onOutcome={onOutcome}
          />
        ) : null}
      </div>
    </>
  )
}
