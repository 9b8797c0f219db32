/**
 * Whether the desk chimes for new leads, kept in localStorage so it holds on later visits. On unless
 * staff turned it off; where storage is refused, the choice holds for the page's life.
 */
import { STORAGE_KEYS } from '@/config/constants'

const OFF = 'off'

/** The choice made on this page when storage refused it; null while storage holds it. */
let inMemory: boolean | null = null

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function readChimeOn(): boolean {
  if (inMemory !== null) return inMemory
  try {
    return storage()?.getItem(STORAGE_KEYS.deskChime) !== OFF
  } catch {
    return true
  }
}

export function storeChimeOn(on: boolean): void {
  try {
    const store = storage()
    if (!store) throw new Error('no localStorage')
    if (on) store.removeItem(STORAGE_KEYS.deskChime)
    else store.setItem(STORAGE_KEYS.deskChime, OFF)
    inMemory = null
  } catch {
    inMemory = on
  }
}
