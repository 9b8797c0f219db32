import { initials } from '@/lib/util/initials'
import { useSession } from '@/lib/session/session'

export interface SignedInName {
  /** The buyer's name as their account knows it, else their sign-in address. */
  name: string
  /** Up to two letters for the avatar. */
  initials: string
  email: string | null
}

/** Who is signed in, as the header shows it; null for a visitor who is not. */
export function useSignedInName(): SignedInName | null {
  const { user, userRecord } = useSession()
  if (!user) return null
  const known = userRecord?.name.trim() || user.displayName?.trim()
  const name = known || user.email || ''
  return {
    name,
    // An address is no name: its first letter is all the avatar takes from it.
    initials: (known ? initials(known) : '') || name.charAt(0).toUpperCase() || '?',
    email: user.email,
  }
}
