/** User documents (`users/{uid}`, spec §3). Reads fail soft to null; writes report success. */
import { z } from 'zod/mini'
import { createDocument, readDocument, updateDocument } from './firestore'
import { COLLECTIONS, type UserRecord } from './schema'

const userSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  userId: z.string(),
  type: z.literal('b2b'),
  createdAt: z.date(),
  profilePicture: z.optional(z.string()),
})

/** The user's document, or null when missing, malformed or unreadable. */
export async function getUserRecord(uid: string): Promise<UserRecord | null> {
  try {
    const data = await readDocument(COLLECTIONS.users, uid)
    const parsed = data ? userSchema.safeParse(data) : null
    return parsed?.success ? parsed.data : null
  } catch {
    return null
  }
}

export async function userRecordExists(uid: string): Promise<boolean> {
  return (await getUserRecord(uid)) !== null
}

/** A new user document's fields: its createdAt is the server's time of the first write. */
export type NewUserRecord = Omit<UserRecord, 'createdAt'>

/** What a user may change in their document (userId, type, email and createdAt stay). */
export type UserRecordChanges = Partial<Pick<UserRecord, 'name' | 'phone' | 'profilePicture'>>

/** Writes the user's first document; false when the write fails (spec §7). */
export async function createUserRecord(uid: string, record: NewUserRecord): Promise<boolean> {
  try {
    await createDocument(COLLECTIONS.users, uid, { ...record })
    return true
  } catch {
    return false
  }
}

/** Changes fields of the user's existing document; false when the write fails. */
export async function updateUserRecord(uid: string, changes: UserRecordChanges): Promise<boolean> {
  try {
    await updateDocument(COLLECTIONS.users, uid, { ...changes })
    return true
  } catch {
    return false
  }
}
