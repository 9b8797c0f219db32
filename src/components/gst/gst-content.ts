import type { GstinResult } from '@/lib/util/gstin'
import { gstBannerCopy } from './gst-banner-content'

type GstinRefusal = Extract<GstinResult, { valid: false }>['reason']

/** The GST check's words: the banner's and the dialog's (gst-banner-content.ts), then its form's. */
export const gstCopy = {
  ...gstBannerCopy,
  label: 'GST number (GSTIN)',
  placeholder: '22AAAAA0000A1Z5',
  counter: (length: number, max: number) => `${length} of ${max} characters`,
  rememberHint:
    'Left unticked, prices stay open in this tab only. Leave it unticked on a shared computer.',
  submit: 'Verify',
  checking: 'Verifying…',
  verifiedTitle: 'GST number verified',
  /** "27AAPFU0939F1ZV is registered in Maharashtra." */
  registeredIn: 'is registered in',
  continueToOrder: 'Continue to order',
  viewPrices: 'View prices',
  invalid: 'Invalid GST number. Please enter a valid GST number.',
  /** Said after `invalid`: what is wrong with the number, so the buyer knows what to look at. */
  invalidReason: {
    length: 'A GSTIN has 15 characters.',
    pattern:
      'A GSTIN is two digits for the state, the 10-character PAN, a digit or letter, Z and a check character, like 22AAAAA0000A1Z5.',
    state: 'Its first two digits are not the code of an Indian state or union territory.',
    checksum: 'Its last character does not match the others: check each character for a typo.',
  },
  /** The fixed message, then why: what every form that checks a GSTIN says of a refused one. */
  refused: (reason: GstinRefusal) => `${gstCopy.invalid} ${gstCopy.invalidReason[reason]}`,
  unexpected: 'Failed to validate GST. Please try again.',
} as const
