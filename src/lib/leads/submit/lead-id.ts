/**
 * Lead ids and the references made from them. Free of Firebase, so a form can make its id (and
 * show its reference) before any of Firestore's code has loaded.
 */

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** Characters of a lead's id (firestore.rules checks the ids a hand-over lists against it). */
export const LEAD_ID_LENGTH = 20
/** Random bytes at or above this are dropped, so that every character is equally likely. */
const UNBIASED_BELOW = ID_ALPHABET.length * Math.floor(256 / ID_ALPHABET.length)

/** `length` random letters and digits, each of the 62 equally likely. */
export function randomToken(length: number): string {
  let token = ''
  while (token.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < UNBIASED_BELOW && token.length < length) {
        token += ID_ALPHABET.charAt(byte % ID_ALPHABET.length)
      }
    }
  }
  return token
}

/** A new document id, reused by every retry of the same lead (see use-lead-id.ts). */
export function newLeadId(): string {
  return randomToken(LEAD_ID_LENGTH)
}

/** Whether `id` has the form newLeadId gives. */
export function isLeadId(id: string): boolean {
  return id.length === LEAD_ID_LENGTH && [...id].every((c) => ID_ALPHABET.includes(c))
}

const REFERENCE_HALF = 4
/** Characters of a lead's id its reference is made of. */
export const REFERENCE_CHARACTERS = REFERENCE_HALF * 2

/**
 * The short reference a buyer can quote, read out or type: the id's first eight characters in
 * capitals, as two groups of four ("7QK2-XM9A"); the page puts its own label before it. Ids are
 * random, so eight characters of 36 kinds tell any wholesaler's leads apart.
 */
export function leadReference(id: string): string {
  const head = id.slice(0, REFERENCE_CHARACTERS).toUpperCase()
  return `${head.slice(0, REFERENCE_HALF)}-${head.slice(REFERENCE_HALF)}`
}
