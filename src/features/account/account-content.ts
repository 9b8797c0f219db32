import { messages } from '@/config/messages'
import { t } from '@/lib/i18n/macro'

/** The account page's words; the messages shared with sign-up come from config/messages.ts. */
export const accountCopy = {
  get metaTitle() {
    return t`Your account`
  },
  get metaDescription() {
    return t`Your business details, delivery address and saved GSTIN.`
  },
  get title() {
    return t`Your account`
  },
  get intro() {
    return t`Your business details: we fill them in on your order requests, and a saved GSTIN shows you wholesale prices on every device you sign in on.`
  },
  get loading() {
    return t`Loading your details...`
  },
  /** The account's address, in bold (`<email>`). */
  signedInAs: (email: string) => t`Signed in as <email>${email}</email>`,
  get detailsHeading() {
    return t`Your details`
  },
  get businessHeading() {
    return t`Your business`
  },
  fields: {
    get name() {
      return t`Full name`
    },
    get phone() {
      return t`Phone number`
    },
    get businessName() {
      return t`Business name (optional)`
    },
    get address() {
      return t`Delivery address (optional)`
    },
    get pinCode() {
      return t`PIN code (optional)`
    },
    get gstin() {
      return t`GST number (GSTIN, optional)`
    },
  },
  get addressHint() {
    return t`Shop or warehouse, street, area, city and state.`
  },
  get gstinHint() {
    return t`15 characters. Saved here, it unlocks wholesale prices whenever you are signed in.`
  },
  gstinState: (stateName: string) => t`Registered in ${stateName}.`,
  get submit() {
    return t`Save changes`
  },
  get saved() {
    return t`Your details are saved.`
  },
  get myEnquiriesHeading() {
    return t`Your requests`
  },
  get myEnquiries() {
    return t`My enquiries`
  },
  get myEnquiriesHint() {
    return t`Every order request and enquiry you have sent, newest first.`
  },
  errors: {
    get name() {
      return messages.profile.nameRequired
    },
    get nameTooLong() {
      return messages.profile.nameTooLong
    },
    get phone() {
      return messages.profile.phoneRequired
    },
    get phoneInvalid() {
      return messages.profile.phoneInvalid
    },
    get phoneTooLong() {
      return messages.profile.phoneTooLong
    },
    get businessNameTooLong() {
      return t`Business name is too long`
    },
    get addressTooLong() {
      return t`Delivery address is too long`
    },
    get pinCode() {
      return t`Enter a 6-digit PIN code`
    },
    get saveFailed() {
      return messages.profile.saveFailed
    },
  },
} as const
