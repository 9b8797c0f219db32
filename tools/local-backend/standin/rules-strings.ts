/**
 * Strings as the rules engine sees them, which is not as JavaScript does: its strings are Java's
 * and its regular expressions RE2's. tools/firestore-rules/ holds rows that tell each difference.
 */

/** `string.size()`: UTF-16 code units, as Java counts them (an emoji outside the BMP is 2). */
export const ruleSize = (text: string): number => text.length

/** Whether a UTF-16 unit is one Java's `String.trim()` strips: U+0000 to U+0020, nothing else. */
const isTrimmed = (text: string, index: number) => text.charCodeAt(index) <= 0x20

/**
 * `string.trim()`: Java's, which strips every control character and space at either end, and no
 * other whitespace (U+00A0, U+2003, U+3000 and U+FEFF stay), unlike JavaScript's trim.
 */
export function ruleTrim(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && isTrimmed(text, start)) start++
  while (end > start && isTrimmed(text, end - 1)) end--
  return text.slice(start, end)
}

/** A character class of RE2's `\s`, which is exactly [\t\n\f\r ] (JavaScript's is Unicode's). */
export const RE2_SPACE = '\\t\\n\\f\\r '

/**
 * The rules' isWebUrl pattern, `(?i)https?://[^\s/?#][^\s]*`, with RE2's `\s`, and its case
 * folding, which is Unicode's (the long s, ſ, is an s), as JavaScript's is only with the `u` flag.
 */
export const WEB_URL = new RegExp(`^https?://[^${RE2_SPACE}/?#][^${RE2_SPACE}]*$`, 'iu')
