import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { figuresDiffer, type Catalogue } from '@/lib/leads/desk/lead-check'
import type { DeskLead } from '@/lib/leads/desk/records'
import { formatIndianDateTime } from '@/lib/util/india-time'
import { formatRupees } from '@/lib/util/pricing'
import { inboxCopy as copy, figuresCopy, leadTypeLabels } from './desk-leads-content'
import { FiguresDifferMark } from './figures-differ-mark'
import { LanguageMark } from './language-mark'
import { NotMailedMark } from './not-mailed-mark'
import { QuoteMark } from './quote-mark'
import { StatusBadge } from './status-badge'

/** What a lead is about, in a line: the buyer's company, the message's subject, the job applied for. */
function about(lead: DeskLead): string {
  if (lead.type === 'contact') return lead.subject
  if (lead.type === 'application') return lead.jobTitle
  return lead.company
}

/**
 * Whether `lead` is an order request whose figures of money, weight or GST differ from what today's
 * catalogue and its GSTIN say. Without the catalogue nothing is known, and nothing is flagged.
 */
function differs(lead: DeskLead, catalogue: Catalogue | null): boolean {
  if (catalogue === null || lead.type === 'contact' || lead.type === 'application') return false
  return figuresDiffer(lead, catalogue)
}

/**
 * One lead in the inbox: a card whose name links to the lead's page, the whole card being the
 * target. Who and what on the left, where it stands on the right; stacked on a phone. An order
 * request whose figures differ is marked so, and its link says it too.
 */
export function LeadRow({ lead, catalogue }: { lead: DeskLead; catalogue: Catalogue | null }) {
  const line = about(lead)
  const flagged = differs(lead, catalogue)
  return (
    <li className="relative grid gap-x-6 rounded-xl border border-stone-200 bg-white px-4 py-3 shadow-sm focus-within:ring-2 focus-within:ring-saffron-500 hover:border-brand-300 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-stone-700 uppercase">
          {leadTypeLabels[lead.type]} · {lead.reference}
        </p>
        <h3 className="font-display text-lg font-bold text-brand-900">
          <Link
            to={paths.deskLead(lead.kind, lead.id)}
            className="inline-flex min-h-11 items-center after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {lead.name}
            <span className="sr-only">
              {' '}
              · {leadTypeLabels[lead.type]} {lead.reference}
              {flagged ? ` · ${figuresCopy.differ}` : null}
            </span>
          </Link>
        </h3>
        {line ? <p className="-mt-2 truncate text-sm text-stone-800">{line}</p> : null}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm sm:mt-0 sm:flex-col sm:items-end sm:justify-center">
        <span className="flex flex-wrap gap-1.5">
          <StatusBadge status={lead.status} />
          {'quote' in lead && lead.quote ? <QuoteMark quote={lead.quote} /> : null}
          <LanguageMark language={lead.language} />
        </span>
        <time dateTime={lead.createdAt.toISOString()} className="text-stone-700">
          {formatIndianDateTime(lead.createdAt)}
        </time>
        {lead.type === 'buy-now' || lead.type === 'enquiry' ? (
          <span className="font-semibold text-brand-900 tabular-nums">
            {copy.total} {formatRupees(lead.total)}
          </span>
        ) : null}
        {flagged ? <FiguresDifferMark /> : null}
        {lead.notified ? null : <NotMailedMark />}
      </div>
    </li>
  )
}
