import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import type { DeskLead } from '@/lib/leads/desk/records'
import { formatIndianDateTime } from '@/lib/util/india-time'
import { leadCopy as copy, leadTypeLabels } from './desk-leads-content'
import { LanguageMark } from './language-mark'
import { LeadContent, SenderSection } from './lead-sections'
import { NotMailedMark } from './not-mailed-mark'
import { QuotePanel } from './quote-panel'
import { StatusBadge } from './status-badge'
import { StatusPanel } from './status-panel'
import { useLead } from './use-lead'

/** /desk/leads/:kind/:id: everything the sender sent, the ways to answer, and the lead's status. */
export function LeadView({ kind, id }: { kind: string; id: string }) {
  const read = useLead(kind, id)
  return (
    <div className="space-y-5">
      <Link
        to={paths.desk}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <Icon name="chevron-left" className="size-4" />
        {copy.back}
      </Link>
      {read.status === 'loading' ? (
        <p role="status" className="text-stone-700">
          {copy.loading}
        </p>
      ) : read.status === 'failed' ? (
        <div className="space-y-3">
          <Alert tone="error">{copy.failed}</Alert>
          <Button onClick={read.retry}>{copy.retry}</Button>
        </div>
      ) : read.status === 'missing' ? (
        <p className="text-stone-700">{copy.notFound}</p>
      ) : (
        <Lead key={`${kind}/${id}`} lead={read.lead} onSaved={read.update} />
      )}
    </div>
  )
}

function Lead({ lead, onSaved }: { lead: DeskLead; onSaved: (change: Partial<DeskLead>) => void }) {
  return (
    <article className="space-y-5">
      <header className="space-y-1">
        <h2 className="font-display text-xl font-bold text-brand-900 sm:text-2xl">
          {leadTypeLabels[lead.type]} · {lead.reference}
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <StatusBadge status={lead.status} />
          <LanguageMark language={lead.language} />
          <span>
            {copy.received}{' '}
            <time dateTime={lead.createdAt.toISOString()}>
              {formatIndianDateTime(lead.createdAt)}
            </time>
          </span>
        </p>
        {lead.notified ? null : <NotMailedMark withHint />}
      </header>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-5">
          <SenderSection lead={lead} />
          <LeadContent lead={lead} />
        </div>
        <div className="space-y-5">
          {lead.type === 'buy-now' || lead.type === 'enquiry' ? <QuotePanel lead={lead} /> : null}
          <StatusPanel lead={lead} onSaved={onSaved} />
        </div>
      </div>
    </article>
  )
}
