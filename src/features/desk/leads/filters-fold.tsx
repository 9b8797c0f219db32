import { useId, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Icon } from '@/components/ui/icons'
import { useMediaQuery } from '@/hooks/use-media-query'
import { inboxCopy as copy } from './desk-leads-content'
import { FilterFields } from './filter-fields'
import { filtersSummary, NO_FOLDED_FILTERS } from './filter-summary'
import { isBackwards, type InboxFilters } from './inbox-filters'

/** Tailwind's lg: wide enough for the filters to sit open in one row above the leads. */
const WIDE_QUERY = '(min-width: 1024px)'

interface FiltersFoldProps {
  filters: InboxFilters
  /** Called with a change to apply to the filters as they then are. */
  onChange: (update: (filters: InboxFilters) => InboxFilters) => void
}

/**
 * The inbox's less used filters behind one "Filters" control that says what is applied, so on a
 * phone the leads start on the first screen. Folded on a phone, open on a wide screen until staff
 * fold it. Dates that run backwards are said outside the fold, so a folded inbox that shows no
 * lead says why.
 */
export function FiltersFold({ filters, onChange }: FiltersFoldProps) {
  const wide = useMediaQuery(WIDE_QUERY)
  const [chosen, setChosen] = useState<boolean | null>(null)
  const open = chosen ?? wide
  const panel = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const summary = filtersSummary(filters)
  const clear = () => {
    onChange((current) => ({ ...current, ...NO_FOLDED_FILTERS }))
    // Clear goes with what it cleared: carry on from the control that folds the filters.
    toggle.current?.focus()
  }
  return (
    // A grid, not space-y: a folded panel leaves no gap behind it.
    <div className="grid gap-3">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setChosen(!open)}
        className={cn(
          'flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-stone-300 bg-white px-4 py-2 text-left text-sm font-semibold text-brand-900 sm:w-auto sm:justify-self-start',
          'hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500',
        )}
      >
        <span>
          {copy.filters}
          {summary ? (
            <>
              {' '}
              <span className="font-normal text-stone-800">· {summary}</span>
            </>
          ) : null}
        </span>
        <Icon
          name="chevron-down"
          className={cn(
            'size-5 stroke-[2.5] motion-safe:transition-transform',
            open && 'rotate-180',
          )}
        />
      </button>
      <div
        id={panel}
        hidden={!open}
        className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:gap-x-4 lg:grid-cols-4"
      >
        <FilterFields filters={filters} onChange={onChange} />
        {summary ? (
          <Button
            variant="ghost"
            className="col-span-2 justify-self-start px-3 lg:col-span-4"
            onClick={clear}
          >
            {copy.clearFilters}
          </Button>
        ) : null}
      </div>
      {isBackwards(filters) ? <Alert tone="error">{copy.backwards}</Alert> : null}
    </div>
  )
}
