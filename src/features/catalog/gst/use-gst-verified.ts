import { useCallback, useState } from 'react'
import { readGstVerified, storeGstVerified } from './gst-verification'

/** Whether this visit is GST-verified: read from sessionStorage on page load, set once verified. */
export function useGstVerified() {
  const [verified, setVerified] = useState(readGstVerified)
  const markVerified = useCallback(() => {
    storeGstVerified()
    setVerified(true)
  }, [])
  return { verified, markVerified }
}
