import { formatPaise } from '@/components/quotes/quote-money'
import type { Supply } from '@/lib/quotes/quote-totals'
import { quoteCopy } from './quote-content'
import type { LineReview } from './review-draft'

const copy = quoteCopy.lines

/** A line's taxable value and its tax at its rate, as they stand while staff type. */
export function LineFigures({ review, supply }: { review: LineReview; supply: Supply | null }) {
  if (review.taxable === null) return <p className="text-sm text-stone-600">{copy.notWorkedOut}</p>
  const { taxed } = review
  return (
    <>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
        <dt className="text-stone-700">{copy.taxable}</dt>
        <dd className="text-right font-semibold text-stone-900">{formatPaise(review.taxable)}</dd>
        {taxed && supply ? (
          <>
            <dt className="text-stone-700">
              {supply === 'intra-state' ? copy.cgstSgst(taxed.gstRate) : copy.igst(taxed.gstRate)}
            </dt>
            <dd className="text-right text-stone-900">
              {formatPaise(taxed.cgst + taxed.sgst + taxed.igst)}
            </dd>
          </>
        ) : null}
      </dl>
      {taxed && supply ? null : <p className="text-sm text-stone-600">{copy.taxUnknown}</p>}
    </>
  )
}
