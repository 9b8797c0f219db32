import type { OrderRequestRecord } from '@/lib/leads/leads'
import { formatIndianDate } from '@/lib/util/format'
import { formatKg, formatRupees } from '@/lib/util/pricing'
import { orderRequestCopy as copy } from './leads-content'

/** One order request on record: its kind and reference, whether it was sent, its lines and total. */
export function OrderRequestCard({ request }: { request: OrderRequestRecord }) {
  // Kept on record but never mailed: the buyer was told it failed, and the desk never heard.
  const sent = request.notified
  const status = sent ? (copy.status[request.status] ?? request.status) : copy.notSent
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-display text-lg font-bold text-brand-900">
          {request.source === 'enquiry' ? copy.enquiry : copy.buyNow} · {request.reference}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${sent ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-800'}`}
        >
          {status}
        </span>
      </div>
      {sent ? null : <p className="mt-1 text-sm text-red-800">{copy.notSentHint}</p>}
      <p className="text-sm text-stone-600">
        {copy.sent} {formatIndianDate(request.createdAt, 'long')} ·{' '}
        {copy.lines(request.lines.length)}
      </p>
      <ul className="mt-3 space-y-1 text-sm text-stone-800">
        {request.lines.map((line, index) => (
          <li key={index}>
            {line.product}
            {line.size ? `, ${line.size}` : ''} × {line.packs}
            {line.packPrice > 0 ? ` at ${formatRupees(line.packPrice)}` : ''}
          </li>
        ))}
      </ul>
      <p className="mt-3 font-semibold tabular-nums text-brand-900">
        {copy.total}: {formatRupees(request.total)} · {formatKg(request.totalKg)} kg
      </p>
    </li>
  )
}
