import { Link } from 'react-router-dom'
import { useQuoteRead } from '@/components/quotes/use-quote-read'
import { paths } from '@/config/paths'
import type { QuoteRecord } from '@/lib/quotes/quote-record'
import { quoteState } from '@/lib/quotes/quote-state'
import type { LeadQuote } from '@/lib/quotes/quote-schema'
import { formatWholeRupees } from '@/components/quotes/quote-money'
import { formatIndianDay } from '@/lib/util/india-time'
import { quoteDecisionLabels } from './leads-content'
import { quoteSummaryCopy as copy } from './quote-summary-content'

/** A request's current quote on its card: the grand total, until when it holds, the answer, the link. */
export function QuoteSummary({ quote }: { quote: LeadQuote }) {
  const read = useQuoteRead(quote.id)
  const link = (
    <Link
      to={paths.quote(quote.id)}
      className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
    >
      {copy.view}
    </Link>
  )
  return (
    <section className="mt-3 rounded-lg bg-brand-50 p-3 text-sm">
      <h3 className="font-semibold text-brand-900">{copy.heading(quote.version)}</h3>
      {read.status === 'loading' ? (
        <p className="text-stone-700">{copy.loading}</p>
      ) : read.status !== 'ready' ? (
        <p className="text-stone-700">{copy.failed}</p>
      ) : (
        <QuoteFacts quote={read.quote} readAt={read.readAt} />
      )}
      {link}
    </section>
  )
}

function QuoteFacts({ quote, readAt }: { quote: QuoteRecord; readAt: Date }) {
  const answer = quote.decision
    ? quoteDecisionLabels[quote.decision.kind]
    : quoteState(quote, readAt) === 'expired'
      ? copy.expired
      : copy.awaiting
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-stone-800">
      <dt>{copy.grandTotal}</dt>
      <dd className="font-semibold">{formatWholeRupees(quote.totals.grandTotal)}</dd>
      <dt>{copy.validUntil}</dt>
      <dd>{formatIndianDay(quote.validUntil, 'long')}</dd>
      <dt>{copy.answer}</dt>
      <dd className="font-semibold text-brand-900">{answer}</dd>
    </dl>
  )
}
