import { Link } from 'react-router-dom'
import { PageMeta } from '@/components/seo/page-meta'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClasses } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { uiText } from '@/config/ui-text'
import { formatIndianDate } from '@/lib/util/format'
import type { OrderRequestRecord } from '@/lib/leads/leads'
import { formatKg, formatRupees } from '@/lib/util/pricing'
import { myEnquiriesCopy as copy } from './enquiry-content'
import { useMyRequests } from './use-my-requests'

function RequestCard({ request }: { request: OrderRequestRecord }) {
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

/** /enquiries: the order requests sent from this account (or this guest's device), newest first. */
export function MyEnquiriesPage() {
  const requests = useMyRequests()
  return (
    <>
      <PageMeta
        title={copy.metaTitle}
        description={copy.metaDescription}
        path={paths.myEnquiries}
      />
      <PageHeader title={copy.title}>{copy.intro}</PageHeader>
      <section className="container-page max-w-3xl py-10" aria-live="polite">
        {requests.status === 'loading' ? (
          <p role="status" className="text-stone-700">
            {copy.loading}
          </p>
        ) : requests.status === 'error' ? (
          <div className="space-y-3">
            <Alert tone="error">{copy.failed}</Alert>
            <Button onClick={requests.retry}>{copy.retry}</Button>
          </div>
        ) : requests.status === 'nobody' ? (
          <div className="space-y-3">
            <p className="text-stone-700">{copy.signedOut}</p>
            <Link to={paths.login} className={buttonClasses('primary')}>
              {uiText.signIn}
            </Link>
          </div>
        ) : requests.items.length === 0 ? (
          <p className="text-stone-700">{copy.empty}</p>
        ) : (
          <ul className="space-y-4">
            {requests.items.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
