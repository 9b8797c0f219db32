/**
 * How many leads have arrived since the desk opened, kept in this module rather than in a
 * component or a context: the route table lists the desk's pages side by side, each rendering its
 * own DeskLayout, with no desk route above them to hold a provider, so state in the layout would
 * start again on every move between pages.
 *
 * The store listens while any desk page is on screen. The first one to subscribe opens the desk
 * (the moment arrivals are counted from); the last one to leave closes it a task later, so a move
 * between pages, where one page's layout goes in the same commit as the next one's comes, keeps
 * the count, and a later return to the desk starts a fresh one. Each arrival is announced here,
 * once, whichever page is showing.
 */
import { useSyncExternalStore } from 'react'
import type { Arrivals } from '@/lib/leads/desk/arrivals'
import { announceArrival } from './announce'
import { unlockChimeOnGesture } from './chime'
import { readChimeOn } from './chime-setting'

const loadLib = () => import('@/lib/leads/desk/arrivals')

const NONE: Arrivals = { ids: new Set(), newest: null }

let arrivals = NONE
const listeners = new Set<() => void>()
/** Closes the open desk; null while it is closed. */
let closeDesk: (() => void) | null = null
let closing: ReturnType<typeof setTimeout> | undefined

function arrived(next: Arrivals): void {
  arrivals = next
  for (const listener of listeners) listener()
  if (next.newest) announceArrival(next.newest, next.ids.size)
}

/** Starts counting from now; returns the function that stops and forgets the count. */
function openDesk(): () => void {
  const since = new Date()
  let open = true
  let stopWatching: (() => void) | undefined
  const stopUnlocking = unlockChimeOnGesture(readChimeOn)
  // A failure only ends the alerts: the inbox, which reads the same leads, says what went wrong.
  loadLib().then(
    (lib) => {
      if (open) stopWatching = lib.watchArrivals(since, arrived, () => undefined)
    },
    () => undefined,
  )
  return () => {
    open = false
    stopWatching?.()
    stopUnlocking()
    arrivals = NONE
  }
}

function subscribe(listener: () => void): () => void {
  clearTimeout(closing)
  listeners.add(listener)
  closeDesk ??= openDesk()
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    closing = setTimeout(() => {
      closeDesk?.()
      closeDesk = null
    })
  }
}

const count = () => arrivals.ids.size

/** Leads that arrived since the desk opened; 0 where the page is rendered ahead of the browser. */
export function useArrivalCount(): number {
  return useSyncExternalStore(subscribe, count, () => 0)
}
