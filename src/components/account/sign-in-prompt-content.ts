import { t } from '@/lib/i18n/macro'

/** An offer to sign in from inside a dialog, coming back to the same dialog afterwards. */
export const signInPromptText = {
  get details() {
    return { lead: t`Have a business account?`, action: t`Sign in to fill in your details` }
  },
  get savedGstin() {
    return { lead: t`Saved your GSTIN in your business account?`, action: t`Sign in to use it` }
  },
} as const
