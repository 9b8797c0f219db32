/**
 * Values the shared field rules (src/config/field-rules.ts) accept or refuse. The forms' tests and
 * the Firestore rules tests both run them, so the rules file and the forms agree value by value.
 */
export const PHONE_EXAMPLES: readonly (readonly [value: string, accepted: boolean])[] = [
  ['9876543210', true],
  ['+91 98765 43210', true],
  ['+91 (141) 400-1234', true],
  ['0141.400.1234', true],
  ['1234567', true],
  ['123456789012345', true],
  ['+1 (234) 567-8901 23', true],
  ['123456', false],
  ['1234567890123456', false],
  ['+91 98765 43210 12345', false],
  ['1 2 3 4 5 6 7 8 9 0 1', false],
  ['98765x43210', false],
  ['abc', false],
  ['98765+43210', false],
  ['98765\t43210', false],
  ['', false],
]

/**
 * Addresses the shared rule isEmailAddress accepts or refuses, as firestore.rules decides the
 * e-mail of an order request, a contact message and a job application too (the longest accepted
 * address is tried there beside them).
 */
export const EMAIL_EXAMPLES: readonly (readonly [value: string, accepted: boolean])[] = [
  ['asha@example.com', true],
  ['a@b.in', true],
  ['asha.verma+orders@mail.example.co.in', true],
  ['ASHA@EXAMPLE.COM', true],
  ['asha.example.com', false],
  ['asha@example', false],
  ['asha @example.com', false],
  ['asha@exa mple.com', false],
  ['asha@@example.com', false],
  ['@example.com', false],
  ['asha@.', false],
  ['asha@example.com\t', false],
  ['not an email <b>x</b>', false],
  ['', false],
]

/**
 * Links the shared rule isWebUrl accepts or refuses, as firestore.rules' isWebUrl decides them too
 * (the rules match a pattern; isWebUrl also parses the address, which these examples agree with).
 */
export const URL_EXAMPLES: readonly (readonly [value: string, accepted: boolean])[] = [
  ['https://example.com', true],
  ['http://example.com/cv.pdf', true],
  ['HTTPS://Drive.Example.com/file?id=1#x', true],
  ['https://localhost:8080/cv', true],
  ['javascript:alert(1)', false],
  ['JavaScript:alert(1)', false],
  ['data:text/html,<script>alert(1)</script>', false],
  ['ftp://example.com/cv.pdf', false],
  ['https:example.com', false],
  ['https:/example.com', false],
  ['https://', false],
  ['https:// example.com', false],
  ['https://example.com/my cv.pdf', false],
  ['https:///cv.pdf', false],
  ['example.com/cv.pdf', false],
  ['//example.com/cv.pdf', false],
  [' javascript:alert(1)', false],
  ['', false],
]

/**
 * Names with and without Unicode's bidirectional controls (BIDI_CONTROL_PATTERN): every control is
 * refused, and names in other scripts, right-to-left ones too, are kept.
 */
export const NAME_EXAMPLES: readonly (readonly [value: string, accepted: boolean])[] = [
  ['आशा ट्रेडर्स', true],
  ['شركة آشا', true],
  ['Asha \u202Esredart', false],
  ['\u202AAsha\u202C', false],
  ['\u202BAsha', false],
  ['Asha\u202C', false],
  ['\u202DAsha', false],
  ['\u2066Asha\u2069', false],
  ['\u2067Asha', false],
  ['\u2068Asha', false],
  ['Asha\u2069', false],
  ['Asha\u200E', false],
  ['Asha\u200F', false],
  ['Asha\u061C', false],
]
