import type { OnGstVerified } from './gst-form'
import { Dialog } from '@/components/ui/dialog'
import { partLoader } from '@/components/ui/lazy-part'
import { gstBannerCopy as gstCopy } from './gst-banner-content'
import { LazyForm } from '@/components/ui/lazy-form'
import { SignInPrompt } from '@/components/account/sign-in-prompt'

const gstForm = partLoader(
  () => import('./gst-form'),
  (module) => module.GstForm,
)

/** Loads the GST form's code ahead of the modal's first opening. */
export const preloadGstForm = gstForm.preload

interface GstDialogProps {
  open: boolean
  onClose: () => void
  onVerified: OnGstVerified
  onContinue?: () => void
  /** Where signing in (to use a GSTIN saved in the account) should return to. */
  signInNext?: string
}

/**
 * The GST verification modal. Closed before a check has answered, it opens again with the number
 * as it was typed (while the page stays open); once a check has answered, it opens empty.
 */
export function GstDialog({ open, onClose, onVerified, onContinue, signInNext }: GstDialogProps) {
  return (
    <Dialog
      holdsForm
      open={open}
      onClose={onClose}
      title={gstCopy.title}
      description={gstCopy.description}
    >
      <LazyForm loader={gstForm} props={{ onVerified, onClose, onContinue }} />
      {signInNext ? (
        <div className="mt-4 border-t border-stone-200 pt-3">
          <SignInPrompt offer="savedGstin" next={signInNext} />
        </div>
      ) : null}
    </Dialog>
  )
}
