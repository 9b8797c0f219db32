import { quoteDecisionLabels } from '@/components/leads/leads-content'
import { InputField } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { LEAD_TYPES } from '@/lib/leads/desk/records'
import { QUOTE_DECISIONS } from '@/lib/quotes/quote-schema'
import { inboxCopy as copy, leadTypeLabels } from './desk-leads-content'
import type { InboxFilters } from './inbox-filters'

const typeOptions = [
  { value: 'all', label: copy.allTypes },
  ...LEAD_TYPES.map((type) => ({ value: type, label: leadTypeLabels[type] })),
]
const quoteOptions = [
  { value: 'all', label: copy.allAnswers },
  ...QUOTE_DECISIONS.map((decision) => ({ value: decision, label: quoteDecisionLabels[decision] })),
]

interface FilterFieldsProps {
  filters: InboxFilters
  /** Called with a change to apply to the filters as they then are. */
  onChange: (update: (filters: InboxFilters) => InboxFilters) => void
}

/** The filters behind the fold: the kind of lead, the buyer's answer to a quote, a span of dates. */
export function FilterFields({ filters, onChange }: FilterFieldsProps) {
  const set = (change: Partial<InboxFilters>) => onChange((current) => ({ ...current, ...change }))
  return (
    <>
      <SelectField
        label={copy.type}
        options={typeOptions}
        value={filters.type}
        onChange={(event) => set({ type: event.target.value as InboxFilters['type'] })}
      />
      <SelectField
        label={copy.quote}
        options={quoteOptions}
        value={filters.quote}
        onChange={(event) => set({ quote: event.target.value as InboxFilters['quote'] })}
      />
      <InputField
        label={copy.from}
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => set({ from: event.target.value })}
      />
      <InputField
        label={copy.to}
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => set({ to: event.target.value })}
      />
    </>
  )
}
