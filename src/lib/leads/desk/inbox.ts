/**
 * The trade desk's inbox: the leads of all three collections that pass the filters staff chose,
 * newest first, a page at a time, the newest page kept up to date as leads arrive; and how many
 * there are of each status. Staff only (firestore.rules let staff list every lead). Through the
 * full SDK (firestore-live.ts), so the desk loads this module with import(), never a public page.
 */
import {
  countDocuments,
  readNewest,
  watchNewest,
  type DocumentFilter,
  type DocumentPosition,
} from '@/lib/firebase/firestore-live'
import type { StoredDocument } from '@/lib/firebase/firestore'
import { COLLECTIONS, LEAD_COLLECTIONS } from '@/lib/schema'
import { LEAD_STATUSES, type LeadStatus } from '@/lib/desk-schema'
import { TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'
import { deskLeadFrom, LEAD_TYPE_KIND, type DeskLead, type LeadType } from './records'
import type { LeadKind } from '@/lib/leads/lead-types'
import type { QuoteDecisionKind } from '@/lib/quotes/quote-schema'

/** Leads read at a time: the newest page, and each older one. */
export const LEAD_PAGE_SIZE = 50

/** What a timed-out read names. */
const SERVICE = 'The lead service'

/** The inbox's filters, as its queries ask them. */
export interface LeadFilter {
  type: LeadType | 'all'
  status: LeadStatus | 'all'
  /** Order requests whose buyer gave this answer to their current quote; all leads when 'all'. */
  quote: QuoteDecisionKind | 'all'
  /** Leads created at or after this moment; all when null. */
  createdFrom: Date | null
  /** Leads created before this moment; all when null. */
  createdBefore: Date | null
}

/** A lead's place in newest-first order. */
export type LeadPosition = DocumentPosition

/** One query of the inbox: one collection's leads that pass the filters. */
export interface LeadSource {
  /** Tells the sources of one filter apart. */
  key: string
  kind: LeadKind
  filter: DocumentFilter
  /** What the query cannot ask the server: a lead it reads is kept only when this says so. */
  keep: (lead: DeskLead) => boolean
}

/** A page of one source's leads. */
export interface LeadBatch {
  /** Its leads that pass the filters, newest first. */
  leads: DeskLead[]
  /** Where the next page starts (the last document read); null when no more were there. */
  next: LeadPosition | null
}

const keepAll = () => true
const keepNew = (lead: DeskLead) => lead.status === 'new'

/**
 * The collections (and for orders, the source) a filter's leads come from: only order requests
 * have quotes, so a filter by the buyer's answer reads those alone.
 */
function kindsOf({
  type,
  quote,
}: Pick<LeadFilter, 'type' | 'quote'>): { kind: LeadKind; source?: 'buy-now' | 'enquiry' }[] {
  if (type === 'all') {
    return quote === 'all'
      ? LEAD_COLLECTIONS.map((kind) => ({ kind }))
      : [{ kind: COLLECTIONS.orderRequests }]
  }
  const kind = LEAD_TYPE_KIND[type]
  return [type === 'buy-now' || type === 'enquiry' ? { kind, source: type } : { kind }]
}

/**
 * The queries that together read the leads `filter` asks for, one per collection. Order requests
 * are written 'new'; a message or an application has no status until staff set one, and a query
 * cannot ask for a missing field, so 'new' ones of those are read unfiltered and picked out here.
 */
export function leadSources(filter: LeadFilter): LeadSource[] {
  return kindsOf(filter).map(({ kind, source }) => {
    const statusUnstored = filter.status === 'new' && kind !== COLLECTIONS.orderRequests
    const equals: [string, string][] = [
      ...(source ? [['source', source] as [string, string]] : []),
      ...(filter.status === 'all' || statusUnstored
        ? []
        : [['status', filter.status] as [string, string]]),
      ...(filter.quote === 'all' ? [] : [['quoteDecision', filter.quote] as [string, string]]),
    ]
    return {
      key: source ?? kind,
      kind,
      filter: {
        collection: kind,
        equals,
        createdFrom: filter.createdFrom,
        createdBefore: filter.createdBefore,
      },
      keep: statusUnstored ? keepNew : keepAll,
    }
  })
}

/** The page `documents` of `source`, read `size` at most: a full page may have more after it. */
function batchOf(
  source: LeadSource,
  documents: StoredDocument[],
  size = LEAD_PAGE_SIZE,
): LeadBatch {
  const leads = documents.flatMap(({ id, data }) => {
    const lead = deskLeadFrom(source.kind, id, data)
    return lead && source.keep(lead) ? [lead] : []
  })
  const last = documents.at(-1)
  const createdAt = last?.data.createdAt
  const next =
    documents.length === size && last && createdAt instanceof Date
      ? { createdAt, id: last.id }
      : null
  return { leads, next }
}

/**
 * Calls `onBatch` with the newest page of `source`'s leads, and again whenever it changes (a lead
 * arrives, a lead's mail goes out, staff set a status); `onError` once if listening fails. Returns
 * the function that stops listening.
 */
export function watchLeads(
  source: LeadSource,
  onBatch: (batch: LeadBatch) => void,
  onError: (error: unknown) => void,
): () => void {
  return watchNewest(
    { ...source.filter, limit: LEAD_PAGE_SIZE },
    (documents) => onBatch(batchOf(source, documents)),
    onError,
  )
}

/** The page of `source`'s leads after `after`. Throws on failure. */
export function readOlderLeads(source: LeadSource, after: LeadPosition): Promise<LeadBatch> {
  return readLeadPage(source, after, LEAD_PAGE_SIZE)
}

/**
 * `size` of `source`'s leads at most, from its newest (`after` null) or after `after`, once: the
 * inbox's older pages, and the bigger pages a download reads. Throws on failure.
 */
export async function readLeadPage(
  source: LeadSource,
  after: LeadPosition | null,
  size: number,
): Promise<LeadBatch> {
  const documents = await withTimeLimit(
    readNewest({ ...source.filter, limit: size, after: after ?? undefined }),
    TIME_LIMITS.readMs,
    SERVICE,
  )
  return batchOf(source, documents, size)
}

/** Leads per status. */
export type StatusCounts = Record<LeadStatus, number>

/**
 * How many leads of each status pass `filter`'s type and dates, counted by the server (no lead is
 * read). Per collection: all of them, and those of each status but 'new'; the rest are new, the
 * messages and applications that have no status yet among them. Throws on failure.
 */
export async function countLeads(filter: Omit<LeadFilter, 'status'>): Promise<StatusCounts> {
  const moved = LEAD_STATUSES.filter((status) => status !== 'new')
  const perSource = leadSources({ ...filter, status: 'all' }).map(async ({ filter: base }) => {
    const [all, ...others] = await Promise.all([
      countDocuments(base),
      ...moved.map((status) =>
        countDocuments({ ...base, equals: [...(base.equals ?? []), ['status', status]] }),
      ),
    ])
    return { all: all ?? 0, others }
  })
  const counted = await withTimeLimit(Promise.all(perSource), TIME_LIMITS.readMs, SERVICE)
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as StatusCounts
  for (const { all, others } of counted) {
    moved.forEach((status, index) => (counts[status] += others[index] ?? 0))
    counts.new += all - others.reduce((sum, n) => sum + n, 0)
  }
  return counts
}
