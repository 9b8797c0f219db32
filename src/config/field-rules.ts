/**
 * What every form accepts in a field, defined once: the form schemas import these, and
 * firestore.rules applies the same rules to the user document (its tests run the examples in
 * src/test/field-examples.ts through both), so no form can save a value another refuses.
 */

/** Longest accepted value per kind of field, in characters. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  subject: 200,
  message: 2000,
  url: 2048,
  /** A business's trading name. */
  businessName: 100,
  /** A delivery address: street, area, city and state, on a few lines. */
  address: 300,
} as const

/** Something@something.tld, without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * A GSTIN: 2 digits (the state code), 5 letters, 4 digits, 1 letter, 1 digit, Z, 1 letter or digit.
 * The GST form checks more (the check character, a known state); firestore.rules checks this much.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9]Z[0-9A-Z]$/

/** An Indian PIN code: six digits, the first of them 1 to 9. */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/

/** Digits with spaces, brackets, dots or hyphens, and an optional leading + (as people write them). */
const PHONE_CHARACTERS = /^\+?[0-9 ().-]+$/

/** E.164 allows 15 digits; fewer than 7 is no phone number anywhere. */
export const PHONE_DIGITS = { min: 7, max: 15 } as const

export function isEmailAddress(value: string): boolean {
  return value.length <= FIELD_LIMITS.email && EMAIL_PATTERN.test(value)
}

export function isPhoneNumber(value: string): boolean {
  if (value.length > FIELD_LIMITS.phone || !PHONE_CHARACTERS.test(value)) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max
}

export function isPinCode(value: string): boolean {
  return PIN_CODE_PATTERN.test(value)
}

/** Only web links: `javascript:`, `data:`, `ftp:` and look-alikes such as "https:example" are refused. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]/i.test(value) || /\s/.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}
