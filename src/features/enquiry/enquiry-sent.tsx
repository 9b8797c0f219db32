import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { buttonClasses } from '@/components/ui/button'
import { messages } from '@/config/messages'
import { paths } from '@/config/paths'
import type { LeadOutcome } from '@/lib/leads/submit/send'
import { enquiryCopy as copy } from './enquiry-content'

/** The enquiry went out: what happens next, the reference to quote, and where it is kept. */
export function EnquirySent({ outcome }: { outcome: LeadOutcome }) {
  const heading = useRef<HTMLDivElement>(null)
  // The form and the list have gone: focus moves to what replaced them.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div ref={heading} tabIndex={-1} className="space-y-4 lg:col-span-2">
      <Alert tone="success" title={copy.sent.title}>
        <p>{copy.sent.text}</p>
        <p className="mt-2 font-semibold">{messages.order.reference(outcome.reference)}</p>
      </Alert>
      <div className="flex flex-wrap gap-3">
        {outcome.recorded ? (
          <Link to={paths.myEnquiries} className={buttonClasses('primary')}>
            {copy.seeMyEnquiries}
          </Link>
        ) : null}
        <Link to={paths.products} className={buttonClasses('secondary')}>
          {copy.browseProducts}
        </Link>
      </div>
    </div>
  )
}
