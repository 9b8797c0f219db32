import { leadStatusLabels } from '@/components/leads/leads-content'
import { LEAD_STATUSES } from '@/lib/desk-schema'
import { formatIndianNumber } from '@/lib/util/format'
import { inboxCopy as copy } from './desk-leads-content'
import type { Counts } from './use-status-counts'

/** How many leads of each status the kind and dates chosen hold (the status filter aside). */
export function StatusCounts({ counts }: { counts: Counts }) {
  return (
    <section aria-label={copy.countsLabel} className="text-sm">
      {counts.status === 'ready' ? (
        <ul className="flex flex-wrap gap-2">
          {LEAD_STATUSES.map((status) => (
            <li
              key={status}
              className="rounded-lg border border-stone-200 bg-white px-3 py-1.5 text-stone-800"
            >
              {leadStatusLabels[status]}{' '}
              <span className="font-bold tabular-nums text-brand-900">
                {formatIndianNumber(counts.counts[status])}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">
          {counts.status === 'loading' ? copy.counting : copy.countsFailed}
        </p>
      )}
    </section>
  )
}
