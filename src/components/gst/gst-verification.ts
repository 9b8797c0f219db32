/**
 * Verification of a GST number: no server check, a simulated delay, then the local validation.
 * A verified visitor is remembered for the browser tab (src/lib/storage/gst-session.ts).
 */
import { TIMINGS } from '@/config/constants'
import { validateGstin, type GstinResult } from '@/lib/util/gstin'

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
