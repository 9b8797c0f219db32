/**
 * Lead ids and the references made from them. Free of Firebase, so a form can make its id (and
 * show its reference) before any of Firestore's code has loaded.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const ID_LENGTH = 20

/** A new document id, like Firestore's own: 20 random letters and digits. */
export function newLeadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH))
  // 62 letters: a byte's value modulo 62 is near enough uniform for an id that only must not repeat.
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
}

/** "SF-K3F9-QZ2M": the id's first eight characters, for people to quote on the phone. */
export function leadReference(id: string): string {
  const head = id.slice(0, 8).toUpperCase().padEnd(8, '0')
  return `SF-${head.slice(0, 4)}-${head.slice(4)}`
}
