import { Link } from 'react-router-dom'
import { OrderRequestList } from '@/components/leads/order-request-list'
import { PageMeta } from '@/components/seo/page-meta'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClasses } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { uiText } from '@/config/ui-text'
import { myEnquiriesCopy as copy } from './enquiry-content'
import { useMyRequests } from './use-my-requests'

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
          <OrderRequestList requests={requests.items} />
        )}
      </section>
    </>
  )
}
