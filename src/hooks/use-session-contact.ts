import { readRememberedContact } from '@/lib/storage/remembered-contact'
import { useSession } from '@/lib/session/session'

export interface SessionContact {
  name: string
  email: string
  phone: string
  /** The signed-in user's id (a guest has none). */
  uid?: string
  /** A guest whose details this device remembers (they asked it to). */
  remembered: boolean
}

/**
 * Name, email and phone to prefill forms with: the user document first, then the auth account;
 * for a guest, the details they asked this device to remember, if any.
 */
export function useSessionContact(): SessionContact {
  const { user, userRecord } = useSession()
  if (!user) {
    const remembered = readRememberedContact()
    return { name: '', email: '', phone: '', ...remembered, remembered: remembered !== null }
  }
  return {
    name: userRecord?.name ?? user.displayName ?? '',
    email: userRecord?.email ?? user.email ?? '',
    phone: userRecord?.phone ?? '',
    uid: user.uid,
    remembered: false,
  }
}
