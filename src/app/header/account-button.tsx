import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { paths } from '@/config/paths'
import { uiText } from '@/config/ui-content'
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '@/lib/util/return-path'
import { useSession } from '@/lib/session/session'

/**
 * Where Sign In returns the visitor to: this page, or on an account screen the page that screen
 * itself returns to.
 */
function useSignInAddress(): string {
  const { pathname, search, hash } = useLocation()
  const here = safeReturnPath(`${pathname}${search}${hash}`)
  return withReturnPath(paths.login, here ?? new URLSearchParams(search).get(RETURN_PARAM))
}

/**
 * Sign In when logged out (and back here afterwards); Log out (back to the home page) when logged
 * in. A failed sign-out keeps the visitor where they are, signed in, and says so.
 */
export function AccountButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  const { user, signOut } = useSession()
  const navigate = useNavigate()
  const signIn = useSignInAddress()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  if (!user) {
    return (
      <Link
        to={signIn}
        className={buttonClasses('primary', cn('whitespace-nowrap', className))}
        onClick={onDone}
      >
        {uiText.signIn}
      </Link>
    )
  }
  return (
    <span className="relative inline-flex flex-col">
      <button
        type="button"
        className={buttonClasses('primary', cn('whitespace-nowrap', className))}
        disabled={busy}
        aria-busy={busy}
        onClick={async () => {
          setBusy(true)
          setFailed(false)
          try {
            await signOut()
          } catch {
            setFailed(true)
            return
          } finally {
            setBusy(false)
          }
          onDone?.()
          navigate(paths.home)
        }}
      >
        {uiText.logOut}
      </button>
      {failed ? (
        <span
          role="alert"
          className="absolute top-full right-0 mt-1 w-max max-w-64 rounded bg-red-50 px-2 py-1 text-sm text-red-800 shadow"
        >
          {uiText.logOutFailed}
        </span>
      ) : null}
    </span>
  )
}
