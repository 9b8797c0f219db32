import { useCallback, useState } from 'react'
import { paths } from '@/config/paths'
import { useGstSession } from '@/lib/storage/gst-session'
import { storeGstSession } from '@/lib/storage/gst-session'
import type { Purchase } from './purchase'

/**
 * Which modal a buy button opens: the order modal once GST is verified, otherwise the
 * GST modal first, remembering the pick so the buyer can go straight on to its order. An order
 * carries the verified GSTIN: a tab verified without one kept (a session from before GSTINs were
 * kept, or one that cannot be read) verifies again before ordering.
 */
export function usePurchaseFlow() {
  const { verified, details } = useGstSession()
  const canOrder = verified && details !== null
  const [gstOpen, setGstOpen] = useState(false)
  const [pending, setPending] = useState<Purchase | null>(null)
  const [order, setOrder] = useState<Purchase | null>(null)

  const buy = useCallback(
    (purchase: Purchase) => {
      if (canOrder) {
        setOrder(purchase)
      } else {
        setPending(purchase)
        setGstOpen(true)
      }
    },
    [canOrder],
  )

  const openGst = useCallback(() => {
    setPending(null)
    setGstOpen(true)
  }, [])

  const closeGst = useCallback(() => setGstOpen(false), [])

  const continueToOrder = useCallback(() => {
    setGstOpen(false)
    setOrder(pending)
    setPending(null)
  }, [pending])

  const closeOrder = useCallback(() => setOrder(null), [])

  return {
    verified,
    /** The signed-in account's saved GSTIN, when that (not this visit's check) verified it. */
    accountGstin: verified && details?.fromAccount ? details.gstin : null,
    buy,
    gst: {
      open: gstOpen,
      openGst,
      close: closeGst,
      onVerified: storeGstSession,
      onContinue: pending ? continueToOrder : undefined,
      /** Signing in from the GST check comes back to the product it was opened for. */
      signInNext:
        pending?.productId !== undefined
          ? paths.productOrder(pending.productId, pending.size)
          : paths.products,
    },
    order: { purchase: order, close: closeOrder },
  }
}
