import { OrderLines } from '@/components/leads/order-lines'
import { orderRequestCopy } from '@/components/leads/leads-content'
import { Button } from '@/components/ui/button'
import type { FiguresCheck } from '@/lib/leads/desk/lead-check'
import type { DeskOrderRequest } from '@/lib/leads/desk/records'
import { formatKg, formatRupees } from '@/lib/util/pricing'
import { CheckedLineItem } from './checked-line'
import { figuresCopy as copy } from './desk-leads-content'
import { DifferenceFlag } from './difference-flag'
import { differenceSentence } from './difference-sentence'
import type { CatalogueRead } from './use-catalogue'

/** A request's lines and totals as worked out from today's catalogue, with what differs flagged. */
function CheckedFigures({ figures }: { figures: FiguresCheck }) {
  const { lines, differences } = figures
  const ofLine = (index: number) =>
    differences.filter((difference) => 'line' in difference && difference.line === index)
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">{copy.atToday}</p>
      <ul aria-label={copy.linesLabel} className="space-y-2 text-sm text-stone-800">
        {lines.map((checked, index) => (
          <CheckedLineItem key={index} checked={checked} differences={ofLine(index)} />
        ))}
      </ul>
      <p className="font-semibold tabular-nums text-brand-900">
        {orderRequestCopy.total}:{' '}
        {orderRequestCopy.totals(formatRupees(figures.total), formatKg(figures.totalKg))}
      </p>
      {figures.unpricedLines > 0 ? (
        <p className="text-sm text-stone-700">{copy.notCounted(figures.unpricedLines)}</p>
      ) : null}
      {differences.map((difference) =>
        'line' in difference ? null : (
          <DifferenceFlag key={difference.kind} text={differenceSentence(difference)} />
        ),
      )}
    </div>
  )
}

interface OrderFiguresProps {
  lead: DeskOrderRequest
  /** The lead's figures checked against today's catalogue; null until it is read, or if it was not. */
  figures: FiguresCheck | null
  read: CatalogueRead
}

/**
 * An order request's lines and totals. The buyer's page's money is never shown as the site's:
 * until the catalogue is in, nothing is; if it cannot be read, the buyer's figures are, marked
 * as not checked, with a way to try again.
 */
export function OrderFigures({ lead, figures, read }: OrderFiguresProps) {
  if (figures) return <CheckedFigures figures={figures} />
  if (read.status === 'loading') return <p className="text-sm text-stone-700">{copy.checking}</p>
  return (
    <div className="space-y-3">
      <p className="text-sm font-semibold text-stone-800">{copy.unchecked}</p>
      <Button variant="secondary" onClick={read.retry}>
        {copy.checkAgain}
      </Button>
      <OrderLines lines={lead.lines} total={lead.total} totalKg={lead.totalKg} />
    </div>
  )
}
