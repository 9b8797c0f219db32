/**
 * Whether this browser holds any Firebase user at all, a guest signed in anonymously to send a
 * request included. Apart from stored-user.ts, which start-up reads: importing it from a page
 * would split it out of the app's script into a chunk of its own, one more request (and some
 * 400 bytes) on every first load. So the key's prefix is written here again; the tests hold it
 * to the keys stored-user.ts describes.
 */

/** STORED_USER_PREFIX of stored-user.ts: how every Firebase Auth user key in localStorage starts. */
const STORED_USER_PREFIX = 'firebase:authUser:'

/**
 * False only when there is certainly no stored user, an anonymous guest's included: then nothing
 * was ever sent from this browser under any account, and Auth need not start to say so. Storage
 * that cannot be read counts as "may have one": the SDK decides.
 */
export function mayHaveAnyStoredUser(storage?: Storage): boolean {
  try {
    const store = storage ?? window.localStorage
    for (let i = 0; i < store.length; i++) {
      if (store.key(i)?.startsWith(STORED_USER_PREFIX)) return true
    }
    return false
  } catch {
    return true
  }
}
