import { leadStatusLabels } from '@/components/leads/leads-content'
import { cn } from '@/components/ui/cn'
import { Icon } from '@/components/ui/icons'
import { LEAD_STATUSES } from '@/lib/desk-schema'
import { formatIndianNumber } from '@/lib/util/format'
import { inboxCopy as copy } from './desk-leads-content'
import type { InboxFilters } from './inbox-filters'
import type { Counts } from './use-status-counts'

type Status = InboxFilters['status']

interface StatusCountsProps {
  counts: Counts
  filters: InboxFilters
  /** Called with a change to apply to the filters as they then are. */
  onChange: (update: (filters: InboxFilters) => InboxFilters) => void
}

/**
 * The status filter, each status with how many leads the kind and dates chosen hold (counted
 * whatever the status chosen, so every choice shows what it would give). Pressing a status shows
 * only its leads; pressing it again, or All, shows every status. Until the counts are in, or if
 * they cannot be read, the statuses can still be chosen.
 */
export function StatusCounts({ counts, filters, onChange }: StatusCountsProps) {
  const ready = counts.status === 'ready' ? counts.counts : null
  const choose = (status: Status) =>
    onChange((current) => ({
      ...current,
      status: current.status === status ? 'all' : status,
    }))
  const total = ready ? LEAD_STATUSES.reduce((sum, status) => sum + ready[status], 0) : null
  return (
    <div role="group" aria-label={copy.countsLabel} className="space-y-2 text-sm">
      <div className="flex flex-wrap gap-2">
        <StatusChip
          label={copy.allStatuses}
          count={total}
          pressed={filters.status === 'all'}
          onPress={() => choose('all')}
        />
        {LEAD_STATUSES.map((status) => (
          <StatusChip
            key={status}
            label={leadStatusLabels[status]}
            count={ready ? ready[status] : null}
            pressed={filters.status === status}
            onPress={() => choose(status)}
          />
        ))}
      </div>
      {ready ? null : (
        <p className="text-stone-700">
          {counts.status === 'loading' ? copy.counting : copy.countsFailed}
        </p>
      )}
    </div>
  )
}

interface StatusChipProps {
  label: string
  /** Null until the counts are in. */
  count: number | null
  pressed: boolean
  onPress: () => void
}

/** One status as a toggle: its name, how many, and a tick when it is the one chosen. */
function StatusChip({ label, count, pressed, onPress }: StatusChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPress}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500',
        pressed
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600',
      )}
    >
      {pressed ? <Icon name="check" className="size-4 stroke-[2.5]" /> : null}
      {label}
      {count === null ? null : (
        <>
          {' '}
          <span className={cn('font-bold tabular-nums', pressed ? 'text-white' : 'text-brand-900')}>
            {formatIndianNumber(count)}
          </span>
        </>
      )}
    </button>
  )
}
