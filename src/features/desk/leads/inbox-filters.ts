/**
 * The inbox's filters: as the address keeps them (so Back from a lead returns to the same view),
 * as the queries ask them (dates become moments in India), and as a search's results are
 * narrowed by them.
 */
import type { LeadFilter } from '@/lib/leads/desk/inbox'
import { LEAD_TYPES, type DeskLead, type LeadType } from '@/lib/leads/desk/records'
import { isLeadStatus, ISO_DATE_PATTERN, type LeadStatus } from '@/lib/desk-schema'
import { QUOTE_DECISIONS, type QuoteDecisionKind } from '@/lib/quotes/quote-schema'
import { IST_OFFSET_MS } from '@/lib/util/india-time'

/** The filters as the form holds them: dates as yyyy-mm-dd, '' for none. */
export interface InboxFilters {
  type: LeadType | 'all'
  status: LeadStatus | 'all'
  /** The buyer's answer to an order's current quote. */
  quote: QuoteDecisionKind | 'all'
  from: string
  to: string
  search: string
}

/** The address's query parameter of each filter. */
export const FILTER_PARAMS = {
  type: 'type',
  status: 'status',
  quote: 'quote',
  from: 'from',
  to: 'to',
  search: 'q',
} as const satisfies Record<keyof InboxFilters, string>

const isType = (value: string | null): value is LeadType =>
  (LEAD_TYPES as readonly (string | null)[]).includes(value)

const isQuoteDecision = (value: string | null): value is QuoteDecisionKind =>
  (QUOTE_DECISIONS as readonly (string | null)[]).includes(value)

const dateOrNone = (value: string | null) =>
  value !== null && ISO_DATE_PATTERN.test(value) && dayStart(value) !== null ? value : ''

/** The filters an address asks for; what it does not say (or says wrongly) is "all". */
export function filtersFrom(params: URLSearchParams): InboxFilters {
  const type = params.get(FILTER_PARAMS.type)
  const status = params.get(FILTER_PARAMS.status)
  const quote = params.get(FILTER_PARAMS.quote)
  return {
    type: isType(type) ? type : 'all',
    status: isLeadStatus(status) ? status : 'all',
    quote: isQuoteDecision(quote) ? quote : 'all',
    from: dateOrNone(params.get(FILTER_PARAMS.from)),
    to: dateOrNone(params.get(FILTER_PARAMS.to)),
    search: params.get(FILTER_PARAMS.search) ?? '',
  }
}

/** The address's query for `filters`, leaving out each that is "all" or empty. */
export function filterParams(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of Object.keys(FILTER_PARAMS) as (keyof InboxFilters)[]) {
    const value = filters[key]
    if (value !== '' && value !== 'all') params.set(FILTER_PARAMS[key], value)
  }
  return params
}

/** The first moment of a calendar day (yyyy-mm-dd) in India; null for a day that does not exist. */
export function dayStart(day: string): Date | null {
  const [year, month, date] = day.split('-').map(Number)
  if (!year || !month || !date) return null
  const utc = new Date(Date.UTC(year, month - 1, date))
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) return null
  return new Date(utc.getTime() - IST_OFFSET_MS)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The filters as the queries ask them: from the start of `from` to the end of `to`, in India. */
export function queryFilter({ type, status, quote, from, to }: InboxFilters): LeadFilter {
  const end = to ? dayStart(to) : null
  return {
    type,
    status,
    quote,
    createdFrom: from ? dayStart(from) : null,
    createdBefore: end ? new Date(end.getTime() + DAY_MS) : null,
  }
}

/** Whether `to` comes before `from`, so that no lead can match. */
export function isBackwards({ from, to }: Pick<InboxFilters, 'from' | 'to'>): boolean {
  return from !== '' && to !== '' && to < from
}

/**
 * Whether `lead` passes the filters other than the search: what a search's results (read over
 * every lead of the kinds chosen) are then narrowed by.
 */
export function matchesFilters(lead: DeskLead, filters: InboxFilters): boolean {
  const { createdFrom, createdBefore } = queryFilter(filters)
  const quote = lead.type === 'buy-now' || lead.type === 'enquiry' ? lead.quote : null
  return (
    (filters.type === 'all' || lead.type === filters.type) &&
    (filters.status === 'all' || lead.status === filters.status) &&
    (filters.quote === 'all' || quote?.decision === filters.quote) &&
    (createdFrom === null || lead.createdAt >= createdFrom) &&
    (createdBefore === null || lead.createdAt < createdBefore)
  )
}
