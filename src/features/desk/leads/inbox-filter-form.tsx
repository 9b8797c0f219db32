import { leadStatusLabels, quoteDecisionLabels } from '@/components/leads/leads-content'
import { Alert } from '@/components/ui/alert'
import { InputField } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { LEAD_TYPES } from '@/lib/leads/desk/records'
import { LEAD_STATUSES } from '@/lib/desk-schema'
import { QUOTE_DECISIONS } from '@/lib/quotes/quote-schema'
import { inboxCopy as copy, leadTypeLabels } from './desk-leads-content'
import { isBackwards, type InboxFilters } from './inbox-filters'

const typeOptions = [
  { value: 'all', label: copy.allTypes },
  ...LEAD_TYPES.map((type) => ({ value: type, label: leadTypeLabels[type] })),
]
const statusOptions = [
  { value: 'all', label: copy.allStatuses },
  ...LEAD_STATUSES.map((status) => ({ value: status, label: leadStatusLabels[status] })),
]
const quoteOptions = [
  { value: 'all', label: copy.allAnswers },
  ...QUOTE_DECISIONS.map((decision) => ({ value: decision, label: quoteDecisionLabels[decision] })),
]

interface InboxFilterFormProps {
  filters: InboxFilters
  /** Called with a change to apply to the filters as they then are. */
  onChange: (update: (filters: InboxFilters) => InboxFilters) => void
}

/** The inbox's filters: kind, status, a span of dates, and the search over what is loaded. */
export function InboxFilterForm({ filters, onChange }: InboxFilterFormProps) {
  const set = (change: Partial<InboxFilters>) => onChange((current) => ({ ...current, ...change }))
  return (
    <form
      aria-label={copy.filtersLabel}
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:gap-x-4 lg:grid-cols-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label={copy.type}
        options={typeOptions}
        value={filters.type}
        onChange={(event) => set({ type: event.target.value as InboxFilters['type'] })}
      />
      <SelectField
        label={copy.status}
        options={statusOptions}
        value={filters.status}
        onChange={(event) => set({ status: event.target.value as InboxFilters['status'] })}
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
      {isBackwards(filters) ? (
        <Alert tone="error" className="col-span-2 lg:col-span-4">
          {copy.backwards}
        </Alert>
      ) : null}
      <InputField
        label={copy.search}
        type="search"
        hint={copy.searchHint}
        value={filters.search}
        autoComplete="off"
        className="col-span-2 lg:col-span-4"
        onChange={(event) => set({ search: event.target.value })}
      />
    </form>
  )
}
