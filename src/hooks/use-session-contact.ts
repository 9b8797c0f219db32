import { readRememberedContact } from '@/lib/storage/remembered-contact'
import { useSession } from '@/lib/session/session'

export interface SessionContact {
  name: string
  email: string
  phone: string
  /** The account's business name, for an order request's company ('' when not given). */
  company: string
  /** The account's delivery address and PIN, for an order request's delivery ('' when not given). */
  delivery: string
  /** The signed-in user's id (a guest has none). */
  uid?: string
  /** A guest whose details this device remembers (they asked it to). */
  remembered: boolean
}

/** "Plot 14, Mandi Road, Jaipur, 302012": the address's lines and the PIN, on one line. */
export function deliveryLine(address: string, pinCode: string): string {
  const lines = address
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
  return [...lines, pinCode.trim()].filter(Boolean).join(', ')
}

/**
 * Name, email and phone to prefill forms with: the user document first, then the auth account;
 * for a guest, the details they asked this device to remember, if any. A signed-in buyer's
 * business name and delivery address (with PIN) come from the account too.
 */
export function useSessionContact(): SessionContact {
  const { user, userRecord } = useSession()
  if (!user) {
    const remembered = readRememberedContact()
    return {
      name: '',
      email: '',
      phone: '',
      ...remembered,
      company: '',
      delivery: '',
      remembered: remembered !== null,
    }
  }
  return {
    name: userRecord?.name ?? user.displayName ?? '',
    email: userRecord?.email ?? user.email ?? '',
    phone: userRecord?.phone ?? '',
    company: userRecord?.businessName ?? '',
    delivery: deliveryLine(userRecord?.address ?? '', userRecord?.pinCode ?? ''),
    uid: user.uid,
    remembered: false,
  }
}
