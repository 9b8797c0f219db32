/**
 * The desk's search over every lead, not only those loaded: each way the words typed can be read
 * (lead-search.ts's searchTerms) is one indexed query per collection of the kinds chosen, on the
 * lead's search map (or an order's GSTIN). Leads written before search maps existed are not found
 * until staff make them searchable (makeLeadsSearchable), which the rules let them do once per
 * lead. Staff only; through the full SDK, so the desk loads this module with import().
 */
import {
  countDocuments,
  countWithText,
  readMatching,
  readNewest,
  updateTogether,
  type FieldMatch,
} from '@/lib/firebase/firestore-live'
import { COLLECTIONS, LEAD_COLLECTIONS } from '@/lib/schema'
import { SEARCH_LIMIT, storedLeadSearch, type SearchTerms } from '@/lib/leads/lead-search'
import type { LeadKind } from '@/lib/leads/lead-types'
import { TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'
import { byNewest } from './lead-order'
import { deskLeadFrom, LEAD_TYPE_KIND, type DeskLead, type LeadType } from './records'

const SERVICE = 'The lead service'

/** What a search found: its leads, newest first, and whether a query had more than it read. */
export interface SearchResult {
  leads: DeskLead[]
  capped: boolean
}

/** The collections the desk's type filter reads. */
export function kindsOfType(type: LeadType | 'all'): LeadKind[] {
  return type === 'all' ? [...LEAD_COLLECTIONS] : [LEAD_TYPE_KIND[type]]
}

/** Which of a collection's fields can answer each way of reading the words. */
const FIELDS: Record<LeadKind, readonly (keyof SearchTerms)[]> = {
  [COLLECTIONS.orderRequests]: ['ref', 'email', 'phone', 'gstin', 'prefix'],
  [COLLECTIONS.contactMessages]: ['ref', 'email', 'prefix'],
  [COLLECTIONS.jobApplications]: ['ref', 'email', 'phone', 'prefix'],
}

/** The queries that answer `terms` over collection `kind`. */
export function searchQueries(kind: LeadKind, terms: SearchTerms): FieldMatch[] {
  const query = (field: string, match: FieldMatch['match']): FieldMatch => ({
    collection: kind,
    field,
    match,
    limit: SEARCH_LIMIT,
  })
  return FIELDS[kind].flatMap((way): FieldMatch[] => {
    const words = terms[way]
    if (words === undefined) return []
    switch (way) {
      case 'gstin':
        return [query('gstin', { equals: words })]
      case 'prefix':
        return [
          query('search.name', { startsWith: words }),
          ...(kind === COLLECTIONS.orderRequests
            ? [query('search.company', { startsWith: words })]
            : []),
        ]
      default:
        return [query(`search.${way}`, { equals: words })]
    }
  })
}

/** Every lead of `kinds` that `terms` finds, each once, newest first. Throws on failure. */
export async function searchLeads(kinds: readonly LeadKind[], terms: SearchTerms) {
  const queries = kinds.flatMap((kind) => searchQueries(kind, terms))
  const answers = await withTimeLimit(
    Promise.all(queries.map(async (q) => ({ q, documents: await readMatching(q) }))),
    TIME_LIMITS.readMs,
    SERVICE,
  )
  const found = new Map<string, DeskLead>()
  for (const { q, documents } of answers) {
    for (const { id, data } of documents) {
      const lead = deskLeadFrom(q.collection as LeadKind, id, data)
      if (lead) found.set(`${lead.kind}/${lead.id}`, lead)
    }
  }
  return {
    leads: [...found.values()].sort(byNewest),
    capped: answers.some(({ documents }) => documents.length >= SEARCH_LIMIT),
  } satisfies SearchResult
}

/**
 * How many leads of `kinds` have no search map yet, counted by the server: all of them less those
 * with one. Throws on failure.
 */
export async function countUnsearchable(kinds: readonly LeadKind[]): Promise<number> {
  const counts = await withTimeLimit(
    Promise.all(
      kinds.map(async (kind) => {
        const [all, searchable] = await Promise.all([
          countDocuments({ collection: kind }),
          countWithText(kind, 'search.ref'),
        ])
        return all - searchable
      }),
    ),
    TIME_LIMITS.readMs,
    SERVICE,
  )
  return counts.reduce((sum, n) => sum + n, 0)
}

/** Leads read, and updates written, at a time by makeLeadsSearchable. */
const BACKFILL_PAGE = 400

/**
 * Gives every lead of `kinds` that has no search map the one its fields give, reading them all a
 * page at a time, newest first; `onProgress` hears how many were read and how many made
 * searchable so far. Returns how many were. Throws on failure; what was written stays written, and
 * running it again carries on.
 */
export async function makeLeadsSearchable(
  kinds: readonly LeadKind[],
  onProgress: (progress: { read: number; updated: number }) => void,
): Promise<number> {
  let read = 0
  let updated = 0
  for (const kind of kinds) {
    let after: { createdAt: Date; id: string } | undefined
    for (;;) {
      const page = await withTimeLimit(
        readNewest({ collection: kind, limit: BACKFILL_PAGE, ...(after ? { after } : {}) }),
        TIME_LIMITS.readMs,
        SERVICE,
      )
      const updates = page.flatMap(({ id, data }) => {
        if (data.search !== undefined) return []
        const search = storedLeadSearch(kind, id, data)
        return search ? [{ collection: kind, id, fields: { search } }] : []
      })
      if (updates.length > 0) {
        await withTimeLimit(updateTogether(updates), TIME_LIMITS.sendMs, SERVICE)
      }
      read += page.length
      updated += updates.length
      onProgress({ read, updated })
      const last = page.at(-1)
      if (page.length < BACKFILL_PAGE || !last || !(last.data.createdAt instanceof Date)) break
      after = { createdAt: last.data.createdAt, id: last.id }
    }
  }
  return updated
}
