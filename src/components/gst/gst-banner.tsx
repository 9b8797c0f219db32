import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icons'
import { gstCopy as copy } from './gst-content'

interface GstBannerProps {
  verified: boolean
  /** The signed-in account's saved GSTIN that verified the visit, if that is what did. */
  accountGstin?: string | null
  onVerify: () => void
}

/** States under the page title whether prices are visible, with a way to verify. */
export function GstBanner({ verified, accountGstin, onVerify }: GstBannerProps) {
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
        {verified ? null : (
          <Button variant="secondary" onClick={onVerify}>
            {copy.verifyButton}
          </Button>
        )}
      </div>
    </div>
  )
}
