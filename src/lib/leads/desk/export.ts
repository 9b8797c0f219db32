/**
 * Every lead the inbox's filters show, for a download: not only the pages the inbox has loaded,
 * but each source read to its end. Reaches the full SDK through inbox.ts, so the desk loads this
 * module with import(), as it does that one.
 */
import { leadSources, readLeadPage, type LeadFilter, type LeadSource } from './inbox'
import { byNewest } from './lead-order'
import type { DeskLead } from './records'

/**
 * Leads read at a time for a download: ten times the inbox's page, so that ten thousand leads take
 * a score of reads, not two hundred, and each still answers well within the read's time limit.
 */
export const EXPORT_PAGE_SIZE = 500

/**
 * Every lead of `source`, newest first, a page at a time, `onPage` told how many each page
 * brought; it stops before the next page once `stopped` says so.
 */
async function readToEnd(
  source: LeadSource,
  onPage: (leads: number) => void,
  stopped: () => boolean,
): Promise<DeskLead[]> {
  const leads: DeskLead[] = []
  let batch = await readLeadPage(source, null, EXPORT_PAGE_SIZE)
  for (;;) {
    leads.push(...batch.leads)
    onPage(batch.leads.length)
    if (!batch.next || stopped()) return leads
    batch = await readLeadPage(source, batch.next, EXPORT_PAGE_SIZE)
  }
}

/**
 * Every lead that passes `filter`, newest first. The sources (one per collection) are read side by
 * side, each page after the one before; `onProgress` is told how many leads have been read in all
 * after each page. Throws when any read fails or takes too long, and the other sources then stop.
 */
export async function collectLeads(
  filter: LeadFilter,
  onProgress: (read: number) => void,
): Promise<DeskLead[]> {
  let read = 0
  let failed = false
  const onPage = (leads: number) => {
    if (failed) return
    read += leads
    onProgress(read)
  }
  const perSource = await Promise.all(
    leadSources(filter).map((source) =>
      readToEnd(source, onPage, () => failed).catch((error: unknown) => {
        failed = true
        throw error
      }),
    ),
  )
  return perSource.flat().sort(byNewest)
}
