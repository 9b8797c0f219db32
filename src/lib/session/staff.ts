/**
 * Whether the signed-in account is staff: its ID token carries the custom claim `staff: true`
 * (STAFF_CLAIM, set by `npm run staff -- grant EMAIL`). A token is refreshed by the SDK about once
 * an hour, so a claim granted since it was issued is not in it yet: a token without the claim is
 * fetched afresh once (`getIdTokenResult(true)`) before the answer is no. Firestore's requests use
 * the refreshed token from then on, so the rules see the claim too.
 */
import { STAFF_CLAIM } from '@/lib/desk-schema'
import { authInstance } from './auth'
import { TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'

/** True when the current account's token carries the staff claim. Throws when it cannot be told. */
export async function hasStaffClaim(): Promise<boolean> {
  const user = authInstance().currentUser
  if (!user || user.isAnonymous) return false
  const token = await user.getIdTokenResult()
  if (token.claims[STAFF_CLAIM] === true) return true
  const fresh = await withTimeLimit(
    user.getIdTokenResult(true),
    TIME_LIMITS.readMs,
    'The sign-in service',
  )
  return fresh.claims[STAFF_CLAIM] === true
}

/** The signed-in account's uid, which staff writes are signed with; null when signed out. */
export function staffUid(): string | null {
  return authInstance().currentUser?.uid ?? null
}
