/**
 * Saving the account page: the user document first (what every form is prefilled from), then the
 * sign-in's display name, then this tab's GST verification when a valid GSTIN was saved, so
 * prices open at once without the GST dialog.
 */
import type { SessionUser } from '@/lib/session/auth'
import { storeGstSession } from '@/lib/storage/gst-session'
import { validateGstin } from '@/lib/util/gstin'
import type { UserRecord } from '@/lib/schema'
import { saveUserRecord } from '@/lib/users/users'
import { accountCopy } from './account-content'
import type { AccountDetails } from './account-schema'

export async function saveAccount(
  user: SessionUser,
  existing: UserRecord | null,
  details: AccountDetails,
): Promise<void> {
  if (!(await saveUserRecord(user, existing, details))) {
    throw new Error(accountCopy.errors.saveFailed)
  }
  if (details.name !== user.displayName) {
    // The document holds the name every form uses; the sign-in's copy can catch up next time.
    await import('@/lib/session/auth')
      .then((auth) => auth.updateDisplayName(details.name))
      .catch(() => {})
  }
  const gstin = validateGstin(details.gstin)
  if (gstin.valid) {
    storeGstSession({ gstin: gstin.gstin, stateName: gstin.stateName }, { fromAccount: true })
  }
}
