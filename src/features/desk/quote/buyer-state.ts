import { stateName } from '@/lib/util/gst-states'

/** The buyer's state, which decides the supply: from their GSTIN, or as staff picked it. */
export interface BuyerState {
  code: string
  name: string
  from: 'gstin' | 'picked'
}

/** The state of a buyer with `gstin` (may be ''), or of `picked` (a GST state code) without one. */
export function buyerState(gstin: string, picked: string): BuyerState | null {
  const fromGstin = gstin ? stateName(gstin.slice(0, 2)) : null
  if (fromGstin) return { code: gstin.slice(0, 2), name: fromGstin, from: 'gstin' }
  const pickedName = stateName(picked)
  return pickedName ? { code: picked, name: pickedName, from: 'picked' } : null
}
