import { useCallback } from 'react'
import { useClientSnapshot } from '@/lib/client-snapshot'
import { readGstVerified, storeGstVerified } from './gst-verification'

/** Verified in this tab without storage (a browser that refuses it): kept in memory. */
let verifiedInMemory = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const isVerified = () => verifiedInMemory || readGstVerified()

/**
 * Whether this visit is GST-verified: read from sessionStorage on page load, set once verified.
 * A prerendered page is unverified (the flag lives only in the browser); the stored flag applies
 * from the first render after.
 */
export function useGstVerified() {
  const verified = useClientSnapshot(subscribe, isVerified, false)
  const markVerified = useCallback(() => {
    if (!storeGstVerified()) verifiedInMemory = true
    listeners.forEach((listener) => listener())
  }, [])
  return { verified, markVerified }
}
