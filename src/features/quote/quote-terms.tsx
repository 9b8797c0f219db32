import { useId } from 'react'
import type { QuoteRecord } from '@/lib/quotes/quote-record'
import { quoteCopy } from './quote-content'

const copy = quoteCopy.terms

/** The quote's terms, those staff wrote: payment, delivery and a note; none when all are empty. */
export function QuoteTerms({ quote }: { quote: QuoteRecord }) {
  const headingId = useId()
  const terms = (
    [
      [copy.paymentTerms, quote.paymentTerms],
      [copy.deliveryEstimate, quote.deliveryEstimate],
      [copy.note, quote.note],
    ] as const
  ).filter(([, text]) => text !== '')
  if (terms.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="break-inside-avoid">
      <h2 id={headingId} className="quote-subheading font-display text-xl font-bold text-brand-900">
        {copy.heading}
      </h2>
      <dl className="quote-terms mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {terms.map(([label, text]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-stone-700">{label}</dt>
            {/* Typed by staff: kept as text, its line breaks kept. */}
            <dd className="mb-2 whitespace-pre-line break-words text-stone-900 sm:mb-0">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
