import { Button } from '@/components/ui/button'
import type { QuoteRecord } from '@/lib/quotes/quote-record'
import type { QuoteState } from '@/lib/quotes/quote-state'
import { quoteCopy as copy } from './quote-content'
import { formatIndianDay } from '@/lib/util/india-time'

interface QuoteHeadingProps {
  quote: QuoteRecord
  state: QuoteState
}

/**
 * The quote's title band: which quote and version, what it is on paper, its date and the day it
 * runs to, and the print button. Light on screen and in print alike (printers drop backgrounds).
 */
export function QuoteHeading({ quote, state }: QuoteHeadingProps) {
  const validUntil = formatIndianDay(quote.validUntil, 'long')
  return (
    <header className="quote-head border-b border-stone-200 bg-white">
      <div className="quote-head-row container-page flex flex-wrap items-start justify-between gap-4 py-8">
        <div>
          <h1 className="quote-title font-display text-3xl font-bold text-brand-900 md:text-4xl">
            {copy.heading(quote.reference)}{' '}
            <span className="quote-title-note block text-lg font-normal text-stone-700">
              {copy.version(quote.version)}
            </span>
          </h1>
          <p className="quote-ink mt-2 text-sm font-semibold uppercase tracking-wider text-saffron-700">
            {copy.proforma}
          </p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-600">{copy.sentOn}</dt>
            <dd className="text-stone-900">{formatIndianDay(quote.sentAt, 'long')}</dd>
            <dt className="text-stone-600">{copy.validUntil}</dt>
            <dd className="font-semibold text-stone-900">
              {state === 'expired' ? copy.expiredOn(validUntil) : validUntil}
            </dd>
          </dl>
        </div>
        <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
          {copy.print}
        </Button>
      </div>
    </header>
  )
}
