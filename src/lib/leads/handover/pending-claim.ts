/**
 * `pending_claim`: an AES-encrypted (crypto-js, passphrase from configuration) JSON array of three
 * values in localStorage: a guest's hand-over of their leads, carried across their sign-in to an
 * existing account (lead-handover.ts): [guestUid, key, createdAtMillis], the guest's user id, the
 * hand-over's secret key and when the item was made. The session decodes the item once per user
 * change, removes it whatever its state, exposes the decoded tuple as `useSession().pendingClaim`
 * and, for an account, claims the hand-over with it.
 *
 * This module is imported dynamically, and only when the item exists or a guest signs in, so
 * crypto-js stays out of the first-load bundle. Only the AES and UTF-8 parts are imported (the
 * whole library is ~24 KB gz).
 */
import AES from 'crypto-js/aes'
import Utf8 from 'crypto-js/enc-utf8'
import { STORAGE_KEYS } from '@/config/constants'
import { env } from '@/config/env'
import { LEAD_HANDOVER_LIMITS } from '@/lib/schema'

export type PendingClaim = readonly [unknown, unknown, unknown]

/** What the three values of the item mean. */
export interface HandoverClaim {
  /** The guest's (anonymous) user id: the id of their hand-over document. */
  guestUid: string
  /** The hand-over's secret key, which the claim proves. */
  key: string
  /** When the item was made (ms since the epoch, this browser's clock): a stale one is not used. */
  createdAtMillis: number
}

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

/** The item's text for `claim`. */
export function encodePendingClaim(claim: HandoverClaim, passphrase: string): string {
  const tuple: PendingClaim = [claim.guestUid, claim.key, claim.createdAtMillis]
  return AES.encrypt(JSON.stringify(tuple), passphrase).toString()
}

/** The hand-over a decoded tuple stands for, or null when its values are not of that form. */
export function handoverClaimOf(tuple: PendingClaim): HandoverClaim | null {
  const [guestUid, key, createdAtMillis] = tuple
  if (typeof guestUid !== 'string' || guestUid === '') return null
  if (typeof key !== 'string' || key.length !== LEAD_HANDOVER_LIMITS.key) return null
  if (typeof createdAtMillis !== 'number') return null
  return { guestUid, key, createdAtMillis }
}

/** Stores the item for `claim` and gives its text (to tell it from a later one). Throws when storage refuses. */
export function storePendingClaim(
  claim: HandoverClaim,
  storage: Pick<Storage, 'setItem'> = window.localStorage,
  passphrase: string = env.pendingClaimPassphrase,
): string {
  const text = encodePendingClaim(claim, passphrase)
  storage.setItem(STORAGE_KEYS.pendingClaim, text)
  return text
}
