/**
 * Order requests whose mail never went out that the buyer dismissed from My enquiries, kept on
 * this device: the record stays (the trade desk sees it), the buyer's list leaves it out.
 */
import { STORAGE_KEYS } from '@/config/constants'
import { localStore } from './local-store'

/** The newest this many dismissals are kept; older ones are long out of the list anyway. */
const KEPT = 100

/** The ids dismissed on this device (none when storage is off or holds something else). */
export function readDismissedRequests(): ReadonlySet<string> {
  try {
    const value: unknown = JSON.parse(localStore()?.getItem(STORAGE_KEYS.dismissedRequests) ?? '[]')
    return new Set(Array.isArray(value) ? value.filter((id) => typeof id === 'string') : [])
  } catch {
    return new Set()
  }
}

/** Dismisses `id` on this device; returns the ids dismissed now. */
export function dismissRequest(id: string): ReadonlySet<string> {
  const ids = [...readDismissedRequests()]
    .filter((known) => known !== id)
    .concat(id)
    .slice(-KEPT)
  try {
    localStore()?.setItem(STORAGE_KEYS.dismissedRequests, JSON.stringify(ids))
  } catch {
    // Storage full or off: dismissed for this page only.
  }
  return new Set(ids)
}
