import { Button } from '@/components/ui/button'
import { gstCopy as copy } from '../catalog-content'

interface GstBannerProps {
  verified: boolean
  onVerify: () => void
}

/** States under the page title whether prices are visible, with a way to verify. */
export function GstBanner({ verified, onVerify }: GstBannerProps) {
  return (
    <div className="border-b border-saffron-200 bg-saffron-50">
      <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-3 py-3">
        <p className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 shrink-0 text-saffron-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {verified ? (
              <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM8.5 12l2.5 2.5 4.5-5" />
            ) : (
              <path d="M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5zM12 15v2" />
            )}
          </svg>
          {verified ? copy.bannerVerified : copy.bannerUnverified}
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
