import { Link } from 'react-router-dom'
import { RecordUnreadable } from '@/components/account/record-unreadable'
import { PageMeta } from '@/components/seo/page-meta'
import { buttonClasses } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { TaggedText } from '@/components/ui/tagged-text'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session/session'
import { accountCopy as copy } from './account-content'
import { AccountForm } from './account-form'

/**
 * /account: the signed-in buyer's details, and the way to the requests they have sent. Signed-in
 * accounts only (the route table's `access`: the router's guard sends a visitor to sign in first).
 */
export function AccountPage() {
  const { user, userRecord, userDataLoaded, userRecordFailed } = useSession()
  return (
    <>
      <PageMeta title={copy.metaTitle} description={copy.metaDescription} path={paths.account} />
      <PageHeader title={copy.title}>{copy.intro}</PageHeader>
      <section className="bg-stone-50 py-10 md:py-16">
        <div className="container-page grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
            {!user ? null : userRecordFailed ? (
              // Not knowing what is stored, the form could overwrite it: it waits.
              <RecordUnreadable />
            ) : userDataLoaded ? (
              <>
                <p className="mb-6 break-words text-sm text-stone-700">
                  <TaggedText
                    message={copy.signedInAs(userRecord?.email ?? user.email ?? '')}
                    parts={{ email: (words) => <strong>{words}</strong> }}
                  />
                </p>
                {/* Keyed by user, so the fields start from that user's details. */}
                <AccountForm key={user.uid} user={user} record={userRecord} />
              </>
            ) : (
              <p role="status" className="text-stone-700">
                {copy.loading}
              </p>
            )}
          </div>
          {user ? (
            <aside
              aria-labelledby="account-requests"
              className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <h2 id="account-requests" className="font-display text-xl font-bold text-brand-900">
                {copy.myEnquiriesHeading}
              </h2>
              <p className="mt-2 text-sm text-stone-700">{copy.myEnquiriesHint}</p>
              <Link to={paths.myEnquiries} className={buttonClasses('secondary', 'mt-4')}>
                {copy.myEnquiries}
              </Link>
            </aside>
          ) : null}
        </div>
      </section>
    </>
  )
}
