import { initials } from '@/lib/initials'
import { useSession } from '@/lib/session'

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
  const name = userRecord?.name.trim() || user.displayName?.trim() || user.email || ''
  return {
    name,
    initials: initials(name) || (user.email?.charAt(0).toUpperCase() ?? '?'),
    email: user.email,
  }
}
