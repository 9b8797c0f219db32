/**
 * Leads that arrive while the trade desk is open, for its alerts (the tab's count, the chime, the
 * system notification): every lead of the three collections created since a given moment,
 * listened to. It listens through the inbox's own listeners (./inbox.ts, the one module that
 * reaches the full SDK), so the desk loads this module with import() too, never a public page.
 *
 * A lead counts once it appears after a source's first answer. What that first answer holds was
 * there as listening began: by the server's clock it may still be after `since` (a computer's clock
 * that runs slow would otherwise ring for the last few minutes' leads each time the desk opens).
 */
import { leadSources, watchLeads } from './inbox'
import type { DeskLead } from './records'

/** The arrival alerts name: who sent it and what it is. */
export type Arrival = Pick<DeskLead, 'kind' | 'id' | 'type' | 'name' | 'createdAt'>

/** What has arrived since listening began. */
export interface Arrivals {
  /** Each lead that arrived, as `kind/id` (ids are unique only within a collection). */
  ids: ReadonlySet<string>
  /** The newest of them; null before the first. */
  newest: Arrival | null
}

/** The tally of every source: its leads seen at the start, and what arrived after. */
export interface ArrivalTally extends Arrivals {
  /** By source, the leads of its first answer; a source not yet answered has none. */
  atStart: ReadonlyMap<string, ReadonlySet<string>>
}

export const NO_ARRIVALS: ArrivalTally = { ids: new Set(), newest: null, atStart: new Map() }

const leadKey = (lead: Pick<DeskLead, 'kind' | 'id'>) => `${lead.kind}/${lead.id}`

const arrival = ({ kind, id, type, name, createdAt }: DeskLead): Arrival => ({
  kind,
  id,
  type,
  name,
  createdAt,
})

/**
 * The tally once `source` answered with `leads`: its first answer is the start, which counts for
 * nothing; after that, each lead not seen before is an arrival. The same tally when nothing arrived,
 * so a caller can tell a new arrival by identity.
 */
export function tallyArrivals(
  tally: ArrivalTally,
  source: string,
  leads: readonly DeskLead[],
): ArrivalTally {
  const start = tally.atStart.get(source)
  if (!start) {
    const atStart = new Map(tally.atStart).set(source, new Set(leads.map(leadKey)))
    return { ...tally, atStart }
  }
  const fresh = leads.filter((lead) => !start.has(leadKey(lead)) && !tally.ids.has(leadKey(lead)))
  if (fresh.length === 0) return tally
  const newest = [...fresh.map(arrival), ...(tally.newest ? [tally.newest] : [])].reduce((a, b) =>
    b.createdAt > a.createdAt ? b : a,
  )
  return { ...tally, ids: new Set([...tally.ids, ...fresh.map(leadKey)]), newest }
}

/**
 * Listens to the leads created at or after `since` in every lead collection; calls `onArrival`
 * with what has arrived each time a lead arrives, and `onError` once if listening fails (all of it
 * stops then). Returns the function that stops listening.
 */
export function watchArrivals(
  since: Date,
  onArrival: (arrivals: Arrivals) => void,
  onError: (error: unknown) => void,
): () => void {
  let tally = NO_ARRIVALS
  let over = false
  const stops: (() => void)[] = []
  const stop = () => {
    over = true
    for (const stopSource of stops) stopSource()
  }
  const sources = leadSources({
    type: 'all',
    status: 'all',
    quote: 'all',
    createdFrom: since,
    createdBefore: null,
  })
  for (const source of sources) {
    stops.push(
      watchLeads(
        source,
        ({ leads }) => {
          if (over) return
          const next = tallyArrivals(tally, source.key, leads)
          const arrived = next.ids !== tally.ids
          tally = next
          if (arrived) onArrival({ ids: tally.ids, newest: tally.newest })
        },
        (error) => {
          if (over) return
          stop()
          onError(error)
        },
      ),
    )
  }
  return stop
}
