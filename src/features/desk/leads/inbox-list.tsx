import { Alert } from '@/components/ui/alert'
import { Button, StatusButton } from '@/components/ui/button'
import type { Catalogue } from '@/lib/leads/desk/lead-check'
import { inboxCopy as copy } from './desk-leads-content'
import { LeadRow } from './lead-row'
import type { LeadsInbox } from './use-leads-inbox'

interface InboxListProps {
  inbox: LeadsInbox
  /** Today's catalogue, which order requests' figures are checked against; null until it is in. */
  catalogue: Catalogue | null
}

/** The inbox's leads in their states: loading, failed (with Try again), none, or the list with Load more. */
export function InboxList({ inbox, catalogue }: InboxListProps) {
  if (inbox.phase === 'loading') {
    return (
      <p role="status" className="text-stone-700">
        {copy.loading}
      </p>
    )
  }
  if (inbox.phase === 'failed') {
    return (
      <div className="space-y-3">
        <Alert tone="error">{copy.failed}</Alert>
        <Button onClick={inbox.retry}>{copy.retry}</Button>
      </div>
    )
  }
  return (
    <div className="space-y-4">
      {inbox.leads.length === 0 ? (
        <p className="text-stone-700">{copy.empty}</p>
      ) : (
        <>
          <ul aria-label={copy.listLabel} className="space-y-3">
            {inbox.leads.map((lead) => (
              <LeadRow key={`${lead.kind}/${lead.id}`} lead={lead} catalogue={catalogue} />
            ))}
          </ul>
          <p className="text-sm text-stone-700" aria-live="polite">
            {copy.showing(inbox.leads.length, inbox.loaded)}
          </p>
        </>
      )}
      {inbox.more === 'failed' ? <Alert tone="error">{copy.moreFailed}</Alert> : null}
      {inbox.hasMore ? (
        <StatusButton
          variant="secondary"
          busy={inbox.more === 'busy'}
          busyLabel={copy.loadingMore}
          onClick={inbox.loadMore}
        >
          {copy.loadMore}
        </StatusButton>
      ) : null}
    </div>
  )
}
