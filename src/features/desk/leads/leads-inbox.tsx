import { useEffect, useState } from 'react'
import { inboxCopy as copy } from './desk-leads-content'
import { filterParams, filtersFrom } from './inbox-filters'
import { InboxFilterForm } from './inbox-filter-form'
import { InboxList } from './inbox-list'
import { StatusCounts } from './status-counts'
import { useCatalogue } from './use-catalogue'
import { useLeadsInbox } from './use-leads-inbox'
import { useStatusCounts } from './use-status-counts'
import { useQuery } from '@/features/desk/use-query'

/**
 * /desk: every lead in one inbox, newest first, new ones appearing as they arrive. The filters
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
  const inbox = useLeadsInbox(filters)
  const counts = useStatusCounts(filters, inbox.arrivals)
  const { catalogue } = useCatalogue()
  return (
    <div className="space-y-5">
      <h2 className="sr-only">{copy.heading}</h2>
      <InboxFilterForm filters={filters} onChange={setFilters} />
      <StatusCounts counts={counts} />
      <InboxList inbox={inbox} search={filters.search} catalogue={catalogue} />
    </div>
  )
}
