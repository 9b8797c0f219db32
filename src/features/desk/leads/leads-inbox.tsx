import { useEffect, useReducer, useState } from 'react'
import { inboxCopy as copy } from './desk-leads-content'
import { ExportButton } from './export-button'
import { expectedLeads, filteredLeads } from './inbox-export'
import { filterParams, filtersFrom, matchesFilters } from './inbox-filters'
import { InboxFilterForm } from './inbox-filter-form'
import { InboxList } from './inbox-list'
import { SearchableNotice } from './searchable-notice'
import { SearchResults } from './search-results'
import { StatusCounts } from './status-counts'
import { useCatalogue } from './use-catalogue'
import { useLeadSearch } from './use-lead-search'
import { useLeadsInbox } from './use-leads-inbox'
import { useStatusCounts } from './use-status-counts'
import { useQuery } from '@/features/desk/use-query'

/**
 * /desk: every lead in one inbox, newest first, new ones appearing as they arrive; or, while the
 * search box holds words, what they find over every lead, narrowed by the filters. The filters
 * are copied into the address, so Back from a lead comes back to the same view; this page's own
 * state stays their source, as the address of a change just made may not have caught up yet.
 * Today's catalogue is read once, as the inbox opens, to flag requests whose figures differ.
 */
export function LeadsInbox() {
  const [params, setParams] = useQuery()
  const [filters, setFilters] = useState(() => filtersFrom(params))
  const query = filterParams(filters).toString()
  const inAddress = params.toString()
  useEffect(() => {
    if (inAddress !== query) setParams(new URLSearchParams(query))
  }, [inAddress, query, setParams])
  const searching = filters.search.trim() !== ''
  // While a search is on show the inbox is not read: its listeners and the search's queries
  // would share the browser's few connections to the server.
  const inbox = useLeadsInbox(filters, searching)
  const [made, madeSearchable] = useReducer((n: number) => n + 1, 0)
  const search = useLeadSearch(filters.search, filters.type, made)
  const found =
    search.phase === 'ready' ? search.leads.filter((lead) => matchesFilters(lead, filters)) : []
  const firstRowsIn = searching ? search.phase !== 'searching' : inbox.phase !== 'loading'
  const counts = useStatusCounts(filters, inbox.arrivals, firstRowsIn)
  const { catalogue } = useCatalogue()
  return (
    <div className="space-y-4 sm:space-y-5">
      <h2 className="sr-only">{copy.heading}</h2>
      <InboxFilterForm filters={filters} onChange={setFilters} />
      <StatusCounts counts={counts} filters={filters} onChange={setFilters} />
      {searching ? (
        <SearchResults search={search} query={filters.search} leads={found} catalogue={catalogue} />
      ) : (
        <InboxList inbox={inbox} catalogue={catalogue} />
      )}
      {searching ? (
        search.phase === 'ready' ? (
          <ExportButton key="search" collect={() => Promise.resolve(found)} />
        ) : null
      ) : (
        <ExportButton
          key="filters"
          collect={filteredLeads(filters)}
          expected={expectedLeads(counts, filters)}
        />
      )}
      {searching ? (
        <SearchableNotice
          type={filters.type}
          start={search.phase !== 'searching'}
          onMade={madeSearchable}
        />
      ) : null}
    </div>
  )
}
