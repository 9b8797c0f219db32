import { InputField } from '@/components/ui/field'
import { inboxCopy as copy } from './desk-leads-content'
import { FiltersFold } from './filters-fold'
import type { InboxFilters } from './inbox-filters'

interface InboxFilterFormProps {
  filters: InboxFilters
  /** Called with a change to apply to the filters as they then are. */
  onChange: (update: (filters: InboxFilters) => InboxFilters) => void
}

/**
 * The inbox's search over what is loaded, always in sight as the most used, and its other
 * filters folded beneath it (filters-fold.tsx). The status is chosen with the counts.
 */
export function InboxFilterForm({ filters, onChange }: InboxFilterFormProps) {
  return (
    <form
      aria-label={copy.filtersLabel}
      className="space-y-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <InputField
        label={copy.search}
        type="search"
        hint={copy.searchHint}
        value={filters.search}
        autoComplete="off"
        onChange={(event) => onChange((current) => ({ ...current, search: event.target.value }))}
      />
      <FiltersFold filters={filters} onChange={onChange} />
    </form>
  )
}
