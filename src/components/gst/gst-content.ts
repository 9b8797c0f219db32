import type { GstinResult } from '@/lib/util/gstin'

type GstinRefusal = Extract<GstinResult, { valid: false }>['reason']

/** The GST check's words: the banner, the dialog and its form (the fixed messages verbatim). */
export const gstCopy = {
  bannerUnverified: 'Prices are visible to GST-registered businesses.',
  bannerVerified: 'GST verified: wholesale prices are unlocked for this visit.',
  /** For a signed-in buyer whose account holds the GSTIN: it is not about this visit. */
  bannerVerifiedAccount: (gstin: string) =>
    `GST verified with your account’s GSTIN ${gstin}: wholesale prices are unlocked.`,
  verifyButton: 'Verify GST',
  title: 'Verify your GST number',
  description:
    'Prices and ordering are open to GST-registered businesses. Enter your 15-character GSTIN.',
  label: 'GST number (GSTIN)',
  placeholder: '22AAAAA0000A1Z5',
  counter: (length: number, max: number) => `${length} of ${max} characters`,
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
