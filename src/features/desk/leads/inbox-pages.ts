/**
 * The inbox's leads, read from several sources (one query per collection) and shown as one list,
 * newest first. Each source has a live newest page and older pages read on demand. A lead is shown
 * only once nothing unread can come before it: not past the point where any source that has more
 * stopped reading (the "horizon"), so Load more never slips an older lead above one already seen.
 */
import type { LeadBatch, LeadPosition } from '@/lib/leads/desk/inbox'
import { byNewest } from '@/lib/leads/desk/lead-order'
import type { DeskLead } from '@/lib/leads/desk/records'

/** What has been read of one source. */
export interface SourcePages {
  /** Every lead read so far that is still known to pass the filters, newest first. */
  leads: DeskLead[]
  /** Where its next older page starts; null once there is nothing more to read. */
  next: LeadPosition | null
  /** Whether its newest page has arrived. */
  ready: boolean
  /** Whether an older page has been read: the newest page then no longer says where reading stopped. */
  olderRead: boolean
}

export const NOTHING_READ: SourcePages = { leads: [], next: null, ready: false, olderRead: false }

function withLeads(known: readonly DeskLead[], read: readonly DeskLead[]): DeskLead[] {
  const byId = new Map(known.map((lead) => [lead.id, lead]))
  for (const lead of read) byId.set(lead.id, lead)
  return [...byId.values()].sort(byNewest)
}

/**
 * The source after its live newest page said `batch`. Up to the page's last document the page is
 * the truth: a lead read before but missing from it no longer passes the filters (staff moved its
 * status on), and goes. A lead below the page stays: a new arrival pushed it out of the page, not
 * out of the inbox.
 */
export function withNewestPage(source: SourcePages, batch: LeadBatch): SourcePages {
  const end = batch.next
  const current = new Set(batch.leads.map((lead) => lead.id))
  const below = end
    ? source.leads.filter((lead) => !current.has(lead.id) && byNewest(lead, end) > 0)
    : []
  return {
    leads: withLeads(below, batch.leads),
    // A page short of full holds all there is; else reading goes on from the furthest point read.
    next: end === null ? null : source.olderRead ? source.next : end,
    ready: true,
    olderRead: source.olderRead,
  }
}

/** The source after reading the older page `batch`. */
export function withOlderPage(source: SourcePages, batch: LeadBatch): SourcePages {
  return {
    leads: withLeads(source.leads, batch.leads),
    next: batch.next,
    ready: source.ready,
    olderRead: true,
  }
}

/** Where the newest source that has more stopped reading; null when every source has been read out. */
function horizon(sources: readonly SourcePages[]): LeadPosition | null {
  const ends = sources.flatMap((source) => (source.next ? [source.next] : []))
  return ends.sort(byNewest)[0] ?? null
}

/** The leads that can be shown, newest first: those of every source down to the horizon. */
export function shownLeads(sources: readonly SourcePages[]): DeskLead[] {
  const end = horizon(sources)
  const all = sources.flatMap((source) => source.leads).sort(byNewest)
  return end ? all.filter((lead) => byNewest(lead, end) <= 0) : all
}

/** The source to read an older page of next (the one that sets the horizon); null when none has more. */
export function sourceToRead<K extends string>(
  sources: Readonly<Record<K, SourcePages>>,
): K | null {
  const entries = Object.entries(sources) as [K, SourcePages][]
  const withMore = entries.filter(([, source]) => source.next !== null)
  withMore.sort(([, a], [, b]) => byNewest(a.next!, b.next!))
  return withMore[0]?.[0] ?? null
}
