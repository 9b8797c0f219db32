// Relative path: the benchmark's journey (run by tsx without the app's aliases) reads these words.
import { GST_REMEMBER_DAYS } from '../../config/constants.ts'
import { t } from '@/lib/i18n/macro'

/**
 * The GST check's words that pages show before its form loads: the banner, the dialog's title
 * and the remember option's name (which the cookie policy quotes). The form's own words are
 * gst-content.ts's, loaded with the form.
 */
export const gstBannerCopy = {
  get bannerUnverified() {
    return t`Prices are visible to GST-registered businesses.`
  },
  get bannerVerified() {
    return t`GST verified: wholesale prices are unlocked for this visit.`
  },
  /** For a signed-in buyer whose account holds the GSTIN: it is not about this visit. */
  bannerVerifiedAccount: (gstin: string) =>
    t`GST verified with your account’s GSTIN ${gstin}: wholesale prices are unlocked.`,
  get verifyButton() {
    return t`Verify GST`
  },
  /** Shown beside a visit's check; the accessible name says what it forgets. */
  get forgetButton() {
    return t`Forget`
  },
  get forgetLabel() {
    return t`Forget GST verification`
  },
  get title() {
    return t`Verify your GST number`
  },
  get description() {
    return t`Prices and ordering are open to GST-registered businesses. Enter your 15-character GSTIN.`
  },
  /** The opt-in to keep the check beyond this tab (src/lib/storage/gst-session.ts). */
  get rememberLabel() {
    const days = GST_REMEMBER_DAYS
    return t`Remember on this device for ${days} days`
  },
} as const
