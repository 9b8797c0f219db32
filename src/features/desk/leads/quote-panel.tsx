import { Link } from 'react-router-dom'
import { quoteDecisionLabels } from '@/components/leads/leads-content'
import { useQuoteRead } from '@/components/quotes/use-quote-read'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { DeskOrderRequest } from '@/lib/leads/desk/records'
import type { LeadQuote } from '@/lib/quotes/quote-schema'
import { leadQuoteCopy as copy } from './desk-leads-content'
import { DetailList } from './detail-list'

/** What the buyer asked to change, in their words (line breaks kept). */
function ChangesAsked({ quoteId }: { quoteId: string }) {
  const read = useQuoteRead(quoteId)
  return (
    <div className="space-y-1 rounded-lg bg-saffron-50 p-3 text-sm">
      <h4 className="font-semibold text-stone-800">{copy.changesHeading}</h4>
      {read.status === 'loading' ? (
        <p className="text-stone-700">{copy.changesLoading}</p>
      ) : read.status !== 'ready' ? (
        <p className="text-stone-700">{copy.changesFailed}</p>
      ) : (
        <>
          <p className="whitespace-pre-wrap break-words text-stone-900">
            {read.quote.decision?.message || copy.noMessage}
          </p>
          {read.quote.decision?.name ? (
            <p className="text-stone-700">{copy.from(read.quote.decision.name)}</p>
          ) : null}
        </>
      )}
    </div>
  )
}

function CurrentQuote({ quote }: { quote: LeadQuote }) {
  return (
    <>
      <DetailList
        items={[
          [copy.version, String(quote.version)],
          [copy.answer, quote.decision ? quoteDecisionLabels[quote.decision] : copy.awaiting],
        ]}
      />
      {quote.decision === 'changes' ? <ChangesAsked quoteId={quote.id} /> : null}
      <Link
        to={paths.quote(quote.id)}
        className="flex min-h-11 w-fit items-center font-semibold text-brand-800 underline"
      >
        {copy.open}
      </Link>
    </>
  )
}

/** An order request's current quote, if any, and the way to prepare one or revise it. */
export function QuotePanel({ lead }: { lead: DeskOrderRequest }) {
  return (
    <section className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <h3 className="font-display text-lg font-bold text-brand-900">{copy.heading}</h3>
      {lead.quote ? (
        <CurrentQuote quote={lead.quote} />
      ) : (
        <p className="text-sm text-stone-700">{copy.none}</p>
      )}
      <Link to={paths.deskQuote(lead.id)} className={buttonClasses('primary', 'w-full sm:w-auto')}>
        {lead.quote ? copy.revise : copy.prepare}
      </Link>
    </section>
  )
}
