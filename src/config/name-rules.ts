/** What no name may hold, for every form that takes one and for firestore.rules alike. */

/**
 * Unicode's bidirectional controls: the Arabic letter mark, the left-to-right and right-to-left
 * marks, the embeddings and overrides (U+202A–U+202E) and the isolates (U+2066–U+2069). A name
 * holding one shows reversed or out of place wherever it is read, so no name may hold one
 * (firestore.rules refuses them with the same ranges).
 */
export const BIDI_CONTROL_PATTERN = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u

export function hasBidiControl(value: string): boolean {
  return BIDI_CONTROL_PATTERN.test(value)
}
