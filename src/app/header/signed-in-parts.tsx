import { lazy, Suspense } from 'react'
import { useSession } from '@/lib/session/session'

/**
 * The signed-in parts of the header, as code of their own: a visitor who is not signed in never
 * downloads them (their first load stays as it was); a signed-in one has the Auth SDK coming anyway.
 */
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })))
const MobileAccountLinks = lazy(() =>
  import('./account-menu').then((m) => ({ default: m.MobileAccountLinks })),
)

/** The header's account menu, for a signed-in buyer (a button's room held while it loads). */
export function SignedInMenu() {
  const { user } = useSession()
  if (!user) return null
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-11" />}>
      <AccountMenu />
    </Suspense>
  )
}

/** The mobile menu's account links, for a signed-in buyer. */
export function SignedInLinks({ onNavigate }: { onNavigate: () => void }) {
  const { user } = useSession()
  if (!user) return null
  return (
    <Suspense fallback={null}>
      <MobileAccountLinks onNavigate={onNavigate} />
    </Suspense>
  )
}
