import { lazy, Suspense } from 'react'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session/session'
import { accountMenuText } from './account-menu-content'
import { MenuLinks } from './menu-links'

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

/**
 * The mobile menu's links to the buyer's own pages: for a guest, the requests sent from this
 * device; for a signed-in buyer, their account and requests (code of their own).
 */
export function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { user } = useSession()
  if (!user) {
    return (
      <MenuLinks
        className="mt-4 border-t border-stone-200 pt-4"
        links={[{ to: paths.myEnquiries, label: accountMenuText.myEnquiries }]}
        onNavigate={onNavigate}
      />
    )
  }
  return (
    <Suspense fallback={null}>
      <MobileAccountLinks onNavigate={onNavigate} />
    </Suspense>
  )
}
