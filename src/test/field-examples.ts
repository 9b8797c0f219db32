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
