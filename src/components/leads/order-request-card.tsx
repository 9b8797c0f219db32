import { lazy, Suspense, type ReactNode } from 'react'
import type { OrderRequestRecord } from '@/lib/leads/lead-types'
import { isLeadStatus } from '@/lib/desk-schema'
import { formatIndianDate } from '@/lib/util/format'
import { buyerStage, orderRequestCopy as copy } from './leads-content'
import { OrderLines } from './order-lines'

/** Fetched only for a request that has a quote: most on a buyer's list have none yet. */
const QuoteSummary = lazy(() =>
  import('./quote-summary').then((m) => ({ default: m.QuoteSummary })),
)

interface OrderRequestCardProps {
  request: OrderRequestRecord
  /** What the buyer may do about a request whose mail never went out (send it again, dismiss it). */
  notSentActions?: ReactNode
}

/** One order request on record: its kind and reference, where it has got to, its lines and total. */
export function OrderRequestCard({ request, notSentActions }: OrderRequestCardProps) {
  // Kept on record but never mailed, and not yet taken up by the desk: the buyer was told it
  // failed, and should send it again. Once the desk has moved it on, it plainly arrived.
  const lost = !request.notified && request.status === 'new'
  const status = lost
    ? copy.notSent
    : isLeadStatus(request.status)
      ? buyerStage(request.status, request.quote?.decision ?? null)
      : request.status
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-display text-lg font-bold text-brand-900">
          {request.source === 'enquiry' ? copy.enquiry : copy.buyNow} · {request.reference}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${lost ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-800'}`}
        >
          {status}
        </span>
      </div>
      {lost ? <p className="mt-1 text-sm text-red-800">{copy.notSentHint}</p> : null}
      {lost && notSentActions ? <div className="mt-2">{notSentActions}</div> : null}
      <p className="mb-3 text-sm text-stone-600">
        {copy.sentOn(formatIndianDate(request.createdAt, 'long'))} ·{' '}
        {copy.lines(request.lines.length)}
      </p>
      <OrderLines lines={request.lines} total={request.total} totalKg={request.totalKg} />
      {request.quote ? (
        <Suspense fallback={null}>
          <QuoteSummary quote={request.quote} />
        </Suspense>
      ) : null}
    </li>
  )
}
