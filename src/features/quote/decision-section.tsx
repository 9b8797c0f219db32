import { useEffect, useId, useRef } from 'react'
import { Alert } from '@/components/ui/alert'
import type { QuoteRecord } from '@/lib/quotes/quote-record'
import type { QuoteDecisionKind } from '@/lib/quotes/quote-schema'
import { DecisionForm } from './decision-form'
import { decisionCopy as copy } from './quote-content'
import { formatIndianDay } from '@/lib/util/india-time'
import type { DecisionOutcome, Refusal } from './record-decision'

/** How an answer given on this page ended: recorded, or refused for a reason the record shows. */
export type Answered =
  { recorded: true; kind: QuoteDecisionKind } | { recorded: false; refusal: Refusal }

interface DecisionSectionProps {
  quote: QuoteRecord
  /** Whether the quote may still be answered. */
  open: boolean
  answered: Answered | null
  onOutcome: (outcome: DecisionOutcome, kind: QuoteDecisionKind) => void
}

/** The foot of the page: the answer form while the quote is open, then how the answer ended. */
export function DecisionSection({ quote, open, answered, onOutcome }: DecisionSectionProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-4 md:p-6 print:hidden"
    >
      <h2 id={headingId} className="font-display text-xl font-bold text-brand-900">
        {copy.heading}
      </h2>
      {answered ? <AnsweredNote answered={answered} /> : null}
      {open ? (
        <>
          <p className="mb-4 mt-2 text-sm text-stone-700">
            {copy.intro(formatIndianDay(quote.validUntil, 'long'))}
          </p>
          <DecisionForm quote={quote} onOutcome={onOutcome} />
        </>
      ) : null}
    </section>
  )
}

/**
 * Takes the focus when it appears: the button that was pressed has gone with the form, and the
 * quote's new state is told at the top of the page.
 */
function AnsweredNote({ answered }: { answered: Answered }) {
  const note = useRef<HTMLDivElement>(null)
  useEffect(() => note.current?.focus(), [])
  return (
    <div ref={note} tabIndex={-1} className="mt-3 outline-none">
      {answered.recorded ? (
        <Alert tone="success">{copy.recorded[answered.kind]}</Alert>
      ) : (
        <Alert tone="error">{copy.refused[answered.refusal]}</Alert>
      )}
    </div>
  )
}
