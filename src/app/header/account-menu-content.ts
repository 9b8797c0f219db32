import { t } from '@/lib/i18n/macro'

/** The signed-in buyer's menu in the header: who they are, their account and their requests. */
export const accountMenuText = {
  label: (who: string) => t`Account menu for ${who}`,
  get signedInAs() {
    return t`Signed in as`
  },
  get account() {
    return t`Account`
  },
  get myEnquiries() {
    return t`My enquiries`
  },
} as const
