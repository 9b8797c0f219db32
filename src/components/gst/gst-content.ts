import { t } from '@/lib/i18n/macro'
import type { GstinResult } from '@/lib/util/gstin'
import { gstBannerCopy } from './gst-banner-content'

type GstinRefusal = Extract<GstinResult, { valid: false }>['reason']

/** The form's own words. */
const formCopy = {
  get label() {
    return t`GST number (GSTIN)`
  },
  placeholder: '22AAAAA0000A1Z5',
  counter: (length: number, max: number) => t`${length} of ${max} characters`,
  get rememberHint() {
    return t`Left unticked, prices stay open in this tab only. Leave it unticked on a shared computer.`
  },
  get submit() {
    return t`Verify`
  },
  get checking() {
    return t`Verifying…`
  },
  get verifiedTitle() {
    return t`GST number verified`
  },
  /** "27AAPFU0939F1ZV is registered in Maharashtra.", the number and the state marked. */
  registeredIn: (gstin: string, state: string) =>
    t`<gstin>${gstin}</gstin> is registered in <state>${state}</state>.`,
  get continueToOrder() {
    return t`Continue to order`
  },
  get viewPrices() {
    return t`View prices`
  },
  get invalid() {
    return t`Invalid GST number. Please enter a valid GST number.`
  },
  /** Said after `invalid`: what is wrong with the number, so the buyer knows what to look at. */
  invalidReason: {
    get length() {
      return t`A GSTIN has 15 characters.`
    },
    get pattern() {
      return t`A GSTIN is two digits for the state, the 10-character PAN, a digit or letter, Z and a check character, like 22AAAAA0000A1Z5.`
    },
    get state() {
      return t`Its first two digits are not the code of an Indian state or union territory.`
    },
    get checksum() {
      return t`Its last character does not match the others: check each character for a typo.`
    },
  },
  /** The fixed message, then why: what every form that checks a GSTIN says of a refused one. */
  refused: (reason: GstinRefusal) => `${formCopy.invalid} ${formCopy.invalidReason[reason]}`,
  get unexpected() {
    return t`Failed to validate GST. Please try again.`
  },
} as const

/**
 * The GST check's words: the banner's and the dialog's (gst-banner-content.ts), then its form's.
 * Joined by their getters (a spread would read every word once, in the first page's language).
 */
export const gstCopy: typeof gstBannerCopy & typeof formCopy = Object.defineProperties(
  {},
  {
    ...Object.getOwnPropertyDescriptors(gstBannerCopy),
    ...Object.getOwnPropertyDescriptors(formCopy),
  },
) as typeof gstBannerCopy & typeof formCopy
