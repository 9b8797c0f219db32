/**
 * The account flows of spec §4 and §7, as plain async functions over src/lib (so they can be
 * tested with the services mocked). Firestore and the Google popup code load on first use.
 */
import { messages } from '@/config/messages'
import { paths } from '@/config/paths'
import { createAccount, updateDisplayName, type SessionUser } from '@/lib/auth'
import type { UserRecord } from '@/lib/schema'

const users = () => import('@/lib/users')

/**
 * Thrown when the user document could not be written. The service reports only false (spec §7),
 * so the message is the spec's fallback.
 */
export class UserRecordNotSaved extends Error {
  constructor() {
    super(messages.auth.profileSaveFailed)
    this.name = 'UserRecordNotSaved'
  }
}

/** Google popup sign-in, then where to go: home for a known user, else profile completion. */
export async function signInWithGoogle(): Promise<string> {
  const { signInWithGooglePopup } = await import('@/lib/google-sign-in')
  const user = await signInWithGooglePopup()
  const { userRecordExists } = await users()
  return (await userRecordExists(user.uid)) ? paths.home : paths.completeProfile
}

export interface BusinessAccount {
  name: string
  email: string
  phone: string
  password: string
}

/**
 * Spec §7 "Sign-up": create the account, then save its record. Resolves with the new user when
 * the record was saved; throws UserRecordNotSaved (account created, record missing) otherwise.
 */
export async function createBusinessAccount(account: BusinessAccount): Promise<SessionUser> {
  const user = await createAccount(account.email, account.password)
  const record: UserRecord = {
    name: account.name,
    email: user.email ?? account.email,
    phone: account.phone,
    userId: user.uid,
    type: 'b2b',
    createdAt: new Date(),
  }
  const { saveUserRecord } = await users()
  if (!(await saveUserRecord(user.uid, record))) throw new UserRecordNotSaved()
  return user
}

/**
 * Spec §7 "Profile completion": update the display name, then save the record with
 * profilePicture. An existing record keeps its createdAt.
 */
export async function completeProfile(
  user: SessionUser,
  existing: UserRecord | null,
  profile: { name: string; phone: string },
): Promise<void> {
  await updateDisplayName(profile.name)
  const record: UserRecord = {
    name: profile.name,
    email: user.email ?? existing?.email ?? '',
    phone: profile.phone,
    userId: user.uid,
    type: 'b2b',
    createdAt: existing?.createdAt ?? new Date(),
    profilePicture: user.photoURL ?? '',
  }
  const { saveUserRecord } = await users()
  if (!(await saveUserRecord(user.uid, record))) throw new UserRecordNotSaved()
}
