import { leadStatusLabels } from '@/components/leads/leads-content'
import { cn } from '@/components/ui/cn'
import type { LeadStatus } from '@/lib/desk-schema'

/** Each status in a colour of its own; the word says it, the colour only helps the eye. */
const tones: Record<LeadStatus, string> = {
  new: 'bg-saffron-100 text-saffron-900',
  quoted: 'bg-sky-100 text-sky-900',
  won: 'bg-brand-100 text-brand-900',
  lost: 'bg-stone-200 text-stone-800',
  closed: 'bg-stone-100 text-stone-700',
}

/** A lead's status as a small label. */
export function StatusBadge({ status, className }: { status: LeadStatus; className?: string }) {
  return (
    <span
      className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[status], className)}
    >
      {leadStatusLabels[status]}
    </span>
  )
}
