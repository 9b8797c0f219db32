import { useId, useState } from 'react'
import { formatPaise } from '@/components/quotes/quote-money'
import { QuoteTotalsTable } from '@/components/quotes/quote-totals-table'
import { Button } from '@/components/ui/button'
import { quoteCopy } from './quote-content'
import type { DraftReview } from './review-draft'

const copy = quoteCopy.totals

/**
 * The quote's totals as they stand. On a phone, where this sits at the foot of the screen, the
 * grand total shows and the breakdown opens on request; wider, the breakdown always shows.
 */
export function LiveTotals({ review }: { review: Pick<DraftReview, 'totals' | 'supply'> }) {
  const [open, setOpen] = useState(false)
  const breakdown = useId()
  const { totals, supply } = review
  if (!supply || !totals) return <p className="text-sm text-stone-700">{copy.noState}</p>
  if (totals.lines.length === 0) return <p className="text-sm text-stone-700">{copy.noLines}</p>
  const { delivery } = totals
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 lg:hidden">
        <p className="text-base font-bold text-brand-900 tabular-nums">
          {copy.grandTotal} {formatPaise(totals.grandTotal)}
        </p>
        <Button
          variant="ghost"
          className="px-3"
          aria-expanded={open}
          aria-controls={breakdown}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? copy.hide : copy.show}
        </Button>
      </div>
      <div id={breakdown} className={open ? 'block' : 'hidden lg:block'}>
        <QuoteTotalsTable
          totals={totals}
          supply={supply}
          delivery={
            delivery && {
              charge: delivery.taxable,
              gstRate: delivery.gstRate,
              cgst: delivery.cgst,
              sgst: delivery.sgst,
              igst: delivery.igst,
            }
          }
        />
      </div>
    </div>
  )
}
