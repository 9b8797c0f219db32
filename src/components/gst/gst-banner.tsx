import { useEffect, useRef } from 'react'
import { Button, buttonClasses } from '@/components/ui/button'
import { Icon } from '@/components/ui/icons'
import { forgetGstSession } from '@/lib/storage/gst-session'
import { gstBannerCopy as copy } from './gst-banner-content'

interface GstBannerProps {
  verified: boolean
  /** The signed-in account's saved GSTIN that verified the visit, if that is what did. */
  accountGstin?: string | null
  onVerify: () => void
}

/**
 * States under the page title whether prices are visible, with a way to verify, and once a
 * visit's check has unlocked them, a way to forget it (in this tab and on this device). An
 * account's GSTIN is not offered to forget: the account applies it again, and signing out is
 * how it goes.
 */
export function GstBanner({ verified, accountGstin, onVerify }: GstBannerProps) {
  const verifyButton = useRef<HTMLButtonElement>(null)
  const forgotten = useRef(false)

  // Forget disappears as it works; focus moves to Verify GST, which takes its place.
  useEffect(() => {
    if (verified || !forgotten.current) return
    forgotten.current = false
    verifyButton.current?.focus()
  }, [verified])

  return (
    <div className="border-b border-saffron-200 bg-saffron-50">
      <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-3 py-3">
        <p className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <Icon
            name={verified ? 'shield-check' : 'lock'}
            className="size-5 stroke-2 text-saffron-700"
          />
          {!verified
            ? copy.bannerUnverified
            : accountGstin
              ? copy.bannerVerifiedAccount(accountGstin)
              : copy.bannerVerified}
        </p>
        {!verified ? (
          <button
            ref={verifyButton}
            type="button"
            className={buttonClasses('secondary')}
            onClick={onVerify}
          >
            {copy.verifyButton}
          </button>
        ) : accountGstin ? null : (
          <Button
            variant="ghost"
            aria-label={copy.forgetLabel}
            onClick={() => {
              forgotten.current = true
              forgetGstSession()
            }}
          >
            {copy.forgetButton}
          </Button>
        )}
      </div>
    </div>
  )
}
