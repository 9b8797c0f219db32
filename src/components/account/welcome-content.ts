import { t } from '@/lib/i18n/macro'

/** What the new account's welcome says (welcome-note.tsx). */
export const welcomeText = {
  greeting: (name: string) => {
    const first = name.trim().split(/\s+/)[0]
    return first
      ? t`Welcome, ${first}. Your business account is ready.`
      : t`Welcome. Your business account is ready.`
  },
  gstinSaved: (gstin: string) =>
    t`GSTIN ${gstin} is saved to your account, so prices open whenever you sign in.`,
  get addGstin() {
    return t`Save your GSTIN to your account and prices open whenever you sign in.`
  },
  get addGstinLink() {
    return t`Add your GSTIN`
  },
  get dismiss() {
    return t`Dismiss`
  },
} as const
