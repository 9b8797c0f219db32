/** User documents (`users/{uid}`, spec §3). Reads fail soft to null; writes report success. */
import { z } from 'zod/mini'
import { readDocument, writeDocument } from './firestore'
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

/** Saves the whole user document; false when the write fails (spec §7). */
export async function saveUserRecord(uid: string, record: UserRecord): Promise<boolean> {
  try {
    await writeDocument(COLLECTIONS.users, uid, { ...record })
    return true
  } catch {
    return false
  }
}
