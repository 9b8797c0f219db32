import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import type { Catalogue } from '@/lib/leads/desk/lead-check'
import type { DeskLead } from '@/lib/leads/desk/records'
import { SEARCH_LIMIT } from '@/lib/leads/lead-search'
import { searchCopy as copy } from './desk-leads-content'
import { LeadRow } from './lead-row'
import type { LeadSearch } from './use-lead-search'

interface SearchResultsProps {
  search: LeadSearch
  /** What was typed. */
  query: string
  /** The leads found that pass the other filters, newest first. */
  leads: DeskLead[]
  /** Today's catalogue, which order requests' figures are checked against; null until it is in. */
  catalogue: Catalogue | null
}

/**
 * What the search box finds over every lead of the kinds chosen, narrowed by the other filters,
 * in its states: words too few to search by, searching, failed (with Try again), or the leads.
 */
export function SearchResults({ search, query, leads, catalogue }: SearchResultsProps) {
  if (search.phase === 'too-short') return <p className="text-stone-700">{copy.tooShort}</p>
  if (search.phase === 'searching') {
    return (
      <p role="status" className="text-stone-700">
        {copy.searching}
      </p>
    )
  }
  if (search.phase === 'failed') {
    return (
      <div className="space-y-3">
        <Alert tone="error">{copy.failed}</Alert>
        <Button onClick={search.retry}>{copy.retry}</Button>
      </div>
    )
  }
  const typed = query.trim()
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700" role="status">
        {leads.length > 0
          ? copy.found(leads.length, typed)
          : search.leads.length > 0
            ? copy.noneFiltered(typed, search.leads.length)
            : copy.noneFound(typed)}
      </p>
      {leads.length > 0 ? (
        <ul aria-label={copy.listLabel} className="space-y-3">
          {leads.map((lead) => (
            <LeadRow key={`${lead.kind}/${lead.id}`} lead={lead} catalogue={catalogue} />
          ))}
        </ul>
      ) : null}
      {search.capped ? <p className="text-sm text-stone-700">{copy.capped(SEARCH_LIMIT)}</p> : null}
    </div>
  )
}
