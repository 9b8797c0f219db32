import type { DeskLead } from '@/lib/leads/desk/records'
import { formatIndianDateTime } from '@/lib/util/india-time'
import { statusCopy as copy } from './desk-leads-content'
import { StatusBadge } from './status-badge'
import { StatusForm } from './status-form'

interface StatusPanelProps {
  lead: DeskLead
  onSaved: (change: Pick<DeskLead, 'status' | 'note' | 'statusAt'>) => void
}

/** Where the desk has got with the lead, as saved, and the form that moves it on. */
export function StatusPanel({ lead, onSaved }: StatusPanelProps) {
  return (
    <section className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <h3 className="font-display text-lg font-bold text-brand-900">{copy.heading}</h3>
      <div className="space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <StatusBadge status={lead.status} />
          {lead.statusAt ? (
            <span className="text-stone-700">
              {copy.lastSet(formatIndianDateTime(lead.statusAt))}
            </span>
          ) : null}
        </p>
        <p className="font-semibold text-stone-700">{copy.savedNote}</p>
        {lead.note ? (
          <p className="whitespace-pre-wrap break-words text-stone-900">{lead.note}</p>
        ) : (
          <p className="text-stone-600">{copy.noNote}</p>
        )}
      </div>
      <StatusForm lead={lead} onSaved={onSaved} />
    </section>
  )
}
