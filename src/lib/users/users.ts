/**
 * User documents (`users/{uid}`): one per account, written only by that account. A document that
 * could not be read is an error, never "no document": the app must not send a buyer whose
 * account is fine to profile completion, nor let a save there replace what is stored.
 */
import { z } from 'zod/mini'
import { createDocument, readDocument, updateDocument } from '@/lib/firebase/firestore'
import { t } from '@/lib/i18n/macro'
import { COLLECTIONS, type UserRecord } from '@/lib/schema'
import { TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'

const userSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  userId: z.string(),
  type: z.literal('b2b'),
  createdAt: z.date(),
  profilePicture: z.optional(z.string()),
  businessName: z.optional(z.string()),
  address: z.optional(z.string()),
  pinCode: z.optional(z.string()),
  gstin: z.optional(z.string()),
})

/** What a timed-out call names. */
const what = () => t`The account service`

/** The user's document, or null when there is none. Throws when it cannot be read (or parsed). */
export async function readUserRecord(uid: string): Promise<UserRecord | null> {
  const data = await withTimeLimit(readDocument(COLLECTIONS.users, uid), TIME_LIMITS.readMs, what())
  if (data === null) return null
  const parsed = userSchema.safeParse(data)
  if (!parsed.success) throw new Error(t`The account details are not in the expected form.`)
  return parsed.data
}

/** Whether the user has a document; throws when that cannot be told. */
export async function userRecordExists(uid: string): Promise<boolean> {
  return (await readUserRecord(uid)) !== null
}

/** A new user document's fields: its createdAt is the server's time of the first write. */
export type NewUserRecord = Omit<UserRecord, 'createdAt'>

/** What a user may change in their document (userId, type, email and createdAt stay). */
export type UserRecordChanges = Partial<
  Pick<
    UserRecord,
    'name' | 'phone' | 'profilePicture' | 'businessName' | 'address' | 'pinCode' | 'gstin'
  >
>

/**
 * Writes the user's first document; false when the write fails. A write that timed out may
 * still have landed: a retry then finds the document and counts it as written.
 */
export async function createUserRecord(uid: string, record: NewUserRecord): Promise<boolean> {
  try {
    await withTimeLimit(
      createDocument(COLLECTIONS.users, uid, { ...record }),
      TIME_LIMITS.sendMs,
      what(),
    )
    return true
  } catch {
    const stored = await readUserRecord(uid).catch(() => null)
    return stored !== null && stored.name === record.name && stored.phone === record.phone
  }
}

/** Changes fields of the user's existing document; false when the write fails. */
export async function updateUserRecord(uid: string, changes: UserRecordChanges): Promise<boolean> {
  try {
    await withTimeLimit(
      updateDocument(COLLECTIONS.users, uid, { ...changes }),
      TIME_LIMITS.sendMs,
      what(),
    )
    return true
  } catch {
    return false
  }
}

/** The signed-in account a document is saved for (from the auth SDK's user). */
interface Account {
  uid: string
  email: string | null
}

/**
 * Saves `changes` to the account's document: in place when it exists (its createdAt, userId, type
 * and email stay), else as its first document with name and phone. False when the write fails.
 */
export function saveUserRecord(
  account: Account,
  existing: UserRecord | null,
  changes: UserRecordChanges & Pick<UserRecord, 'name' | 'phone'>,
): Promise<boolean> {
  if (existing) return updateUserRecord(account.uid, changes)
  return createUserRecord(account.uid, {
    ...changes,
    email: account.email ?? '',
    userId: account.uid,
    type: 'b2b',
  })
}
