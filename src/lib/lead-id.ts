/**
 * Lead ids and the references made from them. Free of Firebase, so a form can make its id (and
 * show its reference) before any of Firestore's code has loaded.
 */

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const ID_LENGTH = 20
/** Random bytes at or above this are dropped, so that every character is equally likely. */
const UNBIASED_BELOW = ID_ALPHABET.length * Math.floor(256 / ID_ALPHABET.length)

/** A new document id, reused by every retry of the same lead (see hooks/use-lead-id.ts). */
export function newLeadId(): string {
  let id = ''
  while (id.length < ID_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(ID_LENGTH * 2))) {
      if (byte < UNBIASED_BELOW && id.length < ID_LENGTH) {
        id += ID_ALPHABET.charAt(byte % ID_ALPHABET.length)
      }
    }
  }
  return id
}

const REFERENCE_HALF = 4

/**
 * The short reference a buyer can quote, read out or type: the id's first eight characters in
 * capitals, as two groups of four ("7QK2-XM9A"); the page puts its own label before it. Ids are
 * random, so eight characters of 36 kinds tell any wholesaler's leads apart.
 */
export function leadReference(id: string): string {
  const head = id.slice(0, REFERENCE_HALF * 2).toUpperCase()
  return `${head.slice(0, REFERENCE_HALF)}-${head.slice(REFERENCE_HALF)}`
}
