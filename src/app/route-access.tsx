import { useEffect, useState, type ReactNode } from 'react'
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { PageMeta } from '@/components/seo/page-meta'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClasses } from '@/components/ui/button'
import type { RouteAccess as Access } from '@/config/routes'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session/session'
import { withReturnPath } from '@/lib/util/return-path'
import { accessCopy as copy } from './access-content'

interface RouteAccessProps {
  access: Access
  children: ReactNode
}

/**
 * The router's one guard (the route table's `access`): a page for accounts or staff renders only
 * for them. Signed out, the visitor is sent to sign in and brought back to this address; signed
 * in without the staff claim, a staff page says so and renders nothing of its own, so it reads
 * nothing either.
 */
export function RouteAccess({ access, children }: RouteAccessProps) {
  const { user } = useSession()
  const { pathname, search } = useLocation()
  if (access === 'public') return children
  if (!user) return <SignInFirst to={withReturnPath(paths.login, pathname + search)} />
  if (access === 'account') return children
  // Keyed by account: another sign-in checks afresh.
  return <StaffGate key={user.uid}>{children}</StaffGate>
}

/** The guard of the account pages, as the router's layout route renders it around them. */
export function AccountPages() {
  return (
    <RouteAccess access="account">
      <Outlet />
    </RouteAccess>
  )
}

/** The guard of the staff pages, as the router's layout route renders it around them. */
export function StaffPages() {
  return (
    <RouteAccess access="staff">
      <Outlet />
    </RouteAccess>
  )
}

/**
 * Sends the visitor on to sign in, in place of this address in the history (Back does not return
 * to a page that would only send them on again). useNavigate rather than <Navigate>, which the
 * app's router code would then carry for every page.
 */
function SignInFirst({ to }: { to: string }) {
  const navigate = useNavigate()
  useEffect(() => {
    void navigate(to, { replace: true })
  }, [navigate, to])
  return null
}

type Check = 'checking' | 'staff' | 'not-staff' | 'failed'

/** Renders `children` once the account's token is known to carry the staff claim. */
function StaffGate({ children }: { children: ReactNode }) {
  const [check, setCheck] = useState<Check>('checking')
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    import('@/lib/session/staff')
      .then((staff) => staff.hasStaffClaim())
      .then(
        (isStaff) => current && setCheck(isStaff ? 'staff' : 'not-staff'),
        () => current && setCheck('failed'),
      )
    return () => {
      current = false
    }
  }, [attempt])

  if (check === 'staff') return children
  return (
    <div className="container-page py-16 sm:py-24">
      <PageMeta title={copy.staffOnlyTitle} description={copy.staffOnlyText} noindex />
      {check === 'checking' ? (
        <p role="status" className="text-stone-700">
          {copy.checking}
        </p>
      ) : check === 'failed' ? (
        <div className="max-w-xl space-y-4">
          <Alert tone="error">{copy.checkFailed}</Alert>
          <Button
            onClick={() => {
              setCheck('checking')
              setAttempt((n) => n + 1)
            }}
          >
            {copy.retry}
          </Button>
        </div>
      ) : (
        <div className="max-w-xl">
          <h1 className="font-display text-3xl font-bold text-brand-900 sm:text-4xl">
            {copy.staffOnlyTitle}
          </h1>
          <p className="mt-4 text-stone-700">{copy.staffOnlyText}</p>
          <Link to={paths.home} className={buttonClasses('primary', 'mt-8')}>
            {copy.home}
          </Link>
        </div>
      )}
    </div>
  )
}
