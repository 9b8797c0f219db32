import { useClientSnapshot } from '@/lib/util/client-snapshot'
import { readGstSession, subscribeGstSession, type GstSession } from '@/lib/storage/gst-session'

const PRERENDERED: GstSession = { verified: false, details: null }

/**
 * Whether this tab is GST-verified, and with which GSTIN. A prerendered page is unverified (the
 * flag lives only in the browser); the stored flag applies from the first render after.
 */
export function useGstSession(): GstSession {
  return useClientSnapshot(subscribeGstSession, readGstSession, PRERENDERED)
}
