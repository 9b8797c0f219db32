import { useId, type ReactNode } from 'react'
import { site } from '@/config/site'
import type { QuoteRecord } from '@/lib/quotes/quote-record'
import { GST_STATES } from '@/lib/util/gst-states'
import { quoteCopy } from './quote-content'

const copy = quoteCopy.parties

/** One party to the quote: a heading, then its facts, one to a line. */
function Party({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="quote-card rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2
        id={headingId}
        className="quote-ink text-xs font-semibold uppercase tracking-wider text-stone-600"
      >
        {title}
      </h2>
      <div className="mt-2 space-y-0.5 break-words text-sm text-stone-900">{children}</div>
    </section>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p>
      <span className="text-stone-600">{label}:</span> {children}
    </p>
  )
}

/** Who sells and who buys, side by side from a tablet's width up and on paper. */
export function QuoteParties({ quote }: { quote: QuoteRecord }) {
  const { buyer } = quote
  const sellerState = GST_STATES[quote.sellerStateCode] ?? quote.sellerStateCode
  return (
    <div className="quote-pair grid gap-4 md:grid-cols-2">
      <Party title={copy.seller}>
        <p className="font-semibold">{site.brand}</p>
        <address className="not-italic">
          {site.address.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <Fact label={copy.gstin}>{quote.sellerGstin}</Fact>
        <Fact label={copy.state}>{copy.stateWithCode(sellerState, quote.sellerStateCode)}</Fact>
      </Party>
      <Party title={copy.buyer}>
        <p className="font-semibold">{buyer.name}</p>
        {buyer.company ? <p>{buyer.company}</p> : null}
        {buyer.gstin ? <Fact label={copy.gstin}>{buyer.gstin}</Fact> : <p>{copy.noGstin}</p>}
        <Fact label={copy.state}>{copy.stateWithCode(buyer.state, buyer.stateCode)}</Fact>
        {buyer.delivery ? (
          <Fact label={copy.deliverTo}>
            <span className="whitespace-pre-line">{buyer.delivery}</span>
          </Fact>
        ) : null}
      </Party>
    </div>
  )
}
