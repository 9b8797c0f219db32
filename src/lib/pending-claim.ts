/**
 * `pending_claim`: an AES-encrypted (crypto-js, passphrase from configuration) JSON
 * array of three values that something outside this site's screens may leave in localStorage.
 * What the three values mean is not defined, so the app does not act on them: the
 * session decodes the item once per user change, removes it whatever its state, and exposes the
 * decoded tuple as `useSession().pendingClaim` for the feature that will use it.
 *
 * This module is imported dynamically, and only when the item exists, so crypto-js stays out of
 * the first-load bundle. Only the AES and UTF-8 parts are imported (the whole library is ~24 KB gz).
 */
import AES from 'crypto-js/aes'
import Utf8 from 'crypto-js/enc-utf8'
import { STORAGE_KEYS } from '@/config/constants'
import { env } from '@/config/env'

export type PendingClaim = readonly [unknown, unknown, unknown]

export type PendingClaimRead =
  { status: 'absent' } | { status: 'corrupt' } | { status: 'decoded'; claim: PendingClaim }

/** The tuple inside an encrypted item, or null when it cannot be decrypted or is not a 3-array. */
export function decodePendingClaim(cipherText: string, passphrase: string): PendingClaim | null {
  try {
    const plain = AES.decrypt(cipherText, passphrase).toString(Utf8)
    if (!plain) return null
    const value: unknown = JSON.parse(plain)
    return Array.isArray(value) && value.length === 3 ? (value as unknown as PendingClaim) : null
  } catch {
    // Wrong key or damaged text: crypto-js throws "Malformed UTF-8 data", JSON.parse a SyntaxError.
    return null
  }
}

/** Reads, decodes and always removes the stored item (also when it is corrupt). */
export function takePendingClaim(
  storage: Pick<Storage, 'getItem' | 'removeItem'> = window.localStorage,
  passphrase: string = env.pendingClaimPassphrase,
): PendingClaimRead {
  let raw: string | null
  try {
    raw = storage.getItem(STORAGE_KEYS.pendingClaim)
  } catch {
    return { status: 'absent' }
  }
  if (raw === null) return { status: 'absent' }
  try {
    storage.removeItem(STORAGE_KEYS.pendingClaim)
  } catch {
    // Storage that can be read but not written: nothing more we can do; decode what we have.
  }
  const claim = decodePendingClaim(raw, passphrase)
  return claim ? { status: 'decoded', claim } : { status: 'corrupt' }
}
