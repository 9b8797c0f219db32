/**
 * Verification of a GST number: no server check, a simulated delay, then the
 * local validation; a verified visitor is remembered for the browser session.
 */
import { STORAGE_KEYS, TIMINGS } from '@/config/constants'
import { validateGstin, type GstinResult } from './gstin'

const VERIFIED = 'true'

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function readGstVerified(): boolean {
  try {
    return sessionStore()?.getItem(STORAGE_KEYS.gstVerified) === VERIFIED
  } catch {
    return false
  }
}

/** False when the browser refuses storage; the visit stays verified in memory then. */
export function storeGstVerified(): boolean {
  try {
    const store = sessionStore()
    store?.setItem(STORAGE_KEYS.gstVerified, VERIFIED)
    return store !== null
  } catch {
    return false
  }
}

/** Validates after the simulated verification delay; rejects (instead of resolving) when validation throws. */
export function verifyGstin(
  gstin: string,
  delayMs: number = TIMINGS.gstVerifyDelayMs,
): Promise<GstinResult> {
  return new Promise((resolve, reject) => {
    window.setTimeout(() => {
      try {
        resolve(validateGstin(gstin))
      } catch (error) {
        reject(error)
      }
    }, delayMs)
  })
}
