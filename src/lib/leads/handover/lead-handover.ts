/**
 * Handing a guest's leads over to an existing account they sign in to. Signing up links the
 * guest's anonymous sign-in to the new account (same user id, see src/lib/session/auth.ts), but
 * Firebase cannot link it to an account that already exists: the session moves to the account's id.
 * So, before signing in and while still the guest, the browser writes `leadHandovers/{guestUid}`
 * with a random secret key and keeps the key in the `pending_claim` item (pending-claim.ts); once
 * the account is signed in, the session claims the hand-over by proving the key (`to` = the
 * account). firestore.rules then let the account read the guest's leads; the leads stay as the
 * guest wrote them. Loaded only when a guest signs in or there is a claim to make.
 */
import { STORAGE_KEYS } from '@/config/constants'
import {
  createDocument,
  readCollection,
  readDocument,
  updateDocument,
} from '@/lib/firebase/firestore'
import { isLeadId, randomToken } from '@/lib/leads/submit/lead-id'
import {
  handoverClaimOf,
  storePendingClaim,
  type HandoverClaim,
  type PendingClaim,
} from './pending-claim'
import { COLLECTIONS, LEAD_HANDOVER_LIMITS } from '@/lib/schema'
import { TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'

/**
 * A claim older than this is not made: the item was left behind by a sign-in long past (and
 * firestore.rules refuse it).
 */
export const HANDOVER_CLAIM_MAX_AGE_MS = LEAD_HANDOVER_LIMITS.claimMinutes * 60 * 1000

const WHAT = 'The hand-over service'

type ClaimStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The hand-over document of `guestUid` as stored, or null when there is none or it cannot be read. */
async function readHandover(guestUid: string): Promise<Record<string, unknown> | null> {
  try {
    return await withTimeLimit(
      readDocument(COLLECTIONS.leadHandovers, guestUid),
      TIME_LIMITS.readMs,
      WHAT,
    )
  } catch {
    return null
  }
}

/**
 * Writes the guest's hand-over and stores its claim, as the guest, just before they sign in to an
 * existing account. A guest has one hand-over: one written before (an attempt whose sign-in
 * failed, a write that timed out but landed) and not yet claimed is used again, with its key.
 * Throws when neither works; the sign-in goes ahead all the same (src/lib/session/auth.ts).
 */
export async function prepareHandover(
  guestUid: string,
  storage: Pick<Storage, 'setItem'> = window.localStorage,
): Promise<void> {
  const listed = await withTimeLimit(
    readCollection(COLLECTIONS.orderRequests, {
      where: ['authorUid', guestUid],
      newestFirst: true,
      limit: LEAD_HANDOVER_LIMITS.orderRequests,
    }),
    TIME_LIMITS.readMs,
    WHAT,
  )
  const key = randomToken(LEAD_HANDOVER_LIMITS.key)
  const orderRequests = listed.map(({ id }) => id).filter(isLeadId)
  let claimKey = key
  try {
    await withTimeLimit(
      createDocument(COLLECTIONS.leadHandovers, guestUid, { key, orderRequests }),
      TIME_LIMITS.sendMs,
      WHAT,
    )
  } catch (error) {
    const stored = await readHandover(guestUid)
    if (stored === null || 'to' in stored || typeof stored.key !== 'string') throw error
    claimKey = stored.key
  }
  storePendingClaim({ guestUid, key: claimKey, createdAtMillis: Date.now() }, storage)
}

/** Whether the rules refused the claim for good: a wrong key, claimed already, or no hand-over. */
function isRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'permission-denied' || code === 'not-found'
}

/** Whether the hand-over of `guestUid` is claimed by `uid` (only then may `uid` read it). */
async function isClaimedBy(guestUid: string, uid: string): Promise<boolean> {
  return (await readHandover(guestUid))?.to === uid
}

/** Stores the item again while the claim is under way; its text, or null when storage refuses. */
function keepItem(claim: HandoverClaim, storage: ClaimStorage): string | null {
  try {
    return storePendingClaim(claim, storage)
  } catch {
    return null
  }
}

/** Removes the item kept by keepItem, unless a newer one has replaced it. */
function dropItem(item: string | null, storage: ClaimStorage): void {
  try {
    if (item !== null && storage.getItem(STORAGE_KEYS.pendingClaim) === item) {
      storage.removeItem(STORAGE_KEYS.pendingClaim)
    }
  } catch {
    // Storage refuses: the item (if any) is found and removed at the next user change.
  }
}

/**
 * Claims the hand-over a decoded `pending_claim` stands for, for the signed-in account `uid`.
 * Nothing happens for a tuple of another form, a stale one, or the guest's own id (an account
 * made by signing up keeps the guest's id, and so their leads). The session removed the item as
 * it read it; it is stored again until the claim is settled, so a page closed meanwhile, or a
 * network that failed, claims again at the next start while the claim is recent. Never throws.
 */
export async function claimHandover(
  tuple: PendingClaim,
  uid: string,
  storage: ClaimStorage = window.localStorage,
  now: number = Date.now(),
): Promise<void> {
  const claim = handoverClaimOf(tuple)
  if (claim === null || claim.guestUid === uid) return
  if (Math.abs(now - claim.createdAtMillis) >= HANDOVER_CLAIM_MAX_AGE_MS) return
  const item = keepItem(claim, storage)
  try {
    await withTimeLimit(
      updateDocument(COLLECTIONS.leadHandovers, claim.guestUid, { to: uid, proof: claim.key }),
      TIME_LIMITS.sendMs,
      WHAT,
    )
    dropItem(item, storage)
  } catch (error) {
    // Refused for good (a wrong key, no hand-over, claimed already: by this account too, when an
    // earlier claim landed), or it timed out or failed but landed all the same: nothing to retry.
    // Otherwise the item stays for the next start.
    if (isRefusal(error) || (await isClaimedBy(claim.guestUid, uid))) dropItem(item, storage)
  }
}
