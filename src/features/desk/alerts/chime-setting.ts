/**
 * Whether the desk chimes for new leads, kept in localStorage so it holds on later visits. On unless
 * staff turned it off; where storage is refused, the choice holds for the page's life.
 */
import { STORAGE_KEYS } from '@/config/constants'
import { localStore } from '@/lib/storage/local-store'

const OFF = 'off'

/** The choice made on this page when storage refused it; null while storage holds it. */
let inMemory: boolean | null = null

export function readChimeOn(): boolean {
  if (inMemory !== null) return inMemory
  try {
    return localStore()?.getItem(STORAGE_KEYS.deskChime) !== OFF
  } catch {
    return true
  }
}

export function storeChimeOn(on: boolean): void {
  try {
    const store = localStore()
    if (!store) throw new Error('no localStorage')
    if (on) store.removeItem(STORAGE_KEYS.deskChime)
    else store.setItem(STORAGE_KEYS.deskChime, OFF)
    inMemory = null
  } catch {
    inMemory = on
  }
}
