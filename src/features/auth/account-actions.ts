/**
 * The account flows (sign-in routing, sign-up, profile completion), as plain async functions over src/lib (so they can be
 * tested with the services mocked). Firestore and the Google popup code load on first use.
 */
import { paths } from '@/config/paths'
import { createAccount, updateDisplayName, type SessionUser } from '@/lib/session/auth'
import { withReturnPath } from '@/lib/util/return-path'
import type { UserRecord } from '@/lib/schema'
import { authMessages } from './auth-content'

const users = () => import('@/lib/users/users')

/**
 * Thrown when the user document could not be written. The service reports only false,
 * so the message is the generic one.
 */
export class UserRecordNotSaved extends Error {
  constructor() {
    super(authMessages.profileSaveFailed)
    this.name = 'UserRecordNotSaved'
  }
}

/**
 * Google popup sign-in, then where to go: `next` (the page the buyer came from, else home) for a
 * known user, else profile completion, which goes on to `next` once saved.
 */
export async function signInWithGoogle(next: string | null = null): Promise<string> {
  const { signInWithGooglePopup } = await import('@/lib/session/google-sign-in')
  const user = await signInWithGooglePopup()
  const { userRecordExists } = await users()
  return (await userRecordExists(user.uid))
    ? (next ?? paths.home)
    : withReturnPath(paths.completeProfile, next)
}

export interface BusinessAccount {
  name: string
  email: string
  phone: string
  password: string
}

/**
 * Create the account, then save its record. Resolves with the new user when
 * the record was saved; throws UserRecordNotSaved (account created, record missing) otherwise.
 */
export async function createBusinessAccount(
  account: BusinessAccount,
  /** A GSTIN the buyer chose to save to the account from the start. */
  gstin: string | null = null,
): Promise<SessionUser> {
  const user = await createAccount(account.email, account.password)
  const { createUserRecord } = await users()
  const saved = await createUserRecord(user.uid, {
    name: account.name,
    email: user.email ?? account.email,
    phone: account.phone,
    userId: user.uid,
    type: 'b2b',
    ...(gstin ? { gstin } : {}),
  })
  if (!saved) throw new UserRecordNotSaved()
  return user
}

/**
 * Profile completion: update the display name, then save the record with profilePicture (and the
 * GSTIN the buyer chose to save, never over one saved before). An existing record is updated in
 * place, so its createdAt, userId, type and email stay.
 */
export async function completeProfile(
  user: SessionUser,
  existing: UserRecord | null,
  profile: { name: string; phone: string },
  gstin: string | null = null,
): Promise<void> {
  await updateDisplayName(profile.name)
  const changes = {
    name: profile.name,
    phone: profile.phone,
    profilePicture: user.photoURL ?? '',
    ...(gstin && !existing?.gstin ? { gstin } : {}),
  }
  const { saveUserRecord } = await users()
  if (!(await saveUserRecord(user, existing, changes))) throw new UserRecordNotSaved()
}
