import { useState } from 'react'
import { Link } from 'react-router-dom'
import { orderRequestCopy } from '@/components/leads/leads-content'
import { OrderRequestList } from '@/components/leads/order-request-list'
import { PageMeta } from '@/components/seo/page-meta'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClasses } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { uiText } from '@/config/ui-content'
import { withReturnPath } from '@/lib/util/return-path'
import { dismissRequest, readDismissedRequests } from '@/lib/storage/dismissed-requests'
import { myEnquiriesCopy as copy } from './enquiry-content'
import { NotSentActions } from './not-sent-actions'
import { useMyRequests } from './use-my-requests'

/** /enquiries: the order requests sent from this account (or this guest's device), newest first. */
export function MyEnquiriesPage() {
  const requests = useMyRequests()
  const [dismissed, setDismissed] = useState(readDismissedRequests)
  const [sentAgain, setSentAgain] = useState<ReadonlySet<string>>(() => new Set())
  const [said, setSaid] = useState('')
  // What the buyer did here since the list was read: dismissed requests go, ones sent again are sent.
  const items = (requests.status === 'ready' ? requests.items : [])
    .filter((request) => !dismissed.has(request.id))
    .map((request) => (sentAgain.has(request.id) ? { ...request, notified: true } : request))
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
            <Link
              to={withReturnPath(paths.login, paths.myEnquiries)}
              className={buttonClasses('primary')}
            >
              {uiText.signIn}
            </Link>
          </div>
        ) : items.length === 0 ? (
          <p className="text-stone-700">{copy.empty}</p>
        ) : (
          <OrderRequestList
            requests={items}
            notSentActions={(request) => (
              <NotSentActions
                request={request}
                onSent={() => setSentAgain((ids) => new Set(ids).add(request.id))}
                onDismiss={() => {
                  setDismissed(dismissRequest(request.id))
                  setSaid(orderRequestCopy.dismissed(request.reference))
                }}
              />
            )}
          />
        )}
        <p role="status" className="mt-4 text-sm text-stone-700">
          {said}
        </p>
      </section>
    </>
  )
}
