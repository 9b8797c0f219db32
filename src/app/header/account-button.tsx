import { Link, useNavigate } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session'

/** Sign In when logged out; Log out (back to the home page) when logged in. */
export function AccountButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  const { user, signOut } = useSession()
  const navigate = useNavigate()
  if (!user) {
    return (
      <Link to={paths.login} className={buttonClasses('primary', className)} onClick={onDone}>
        Sign In
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={buttonClasses('primary', className)}
      onClick={async () => {
        await signOut()
        onDone?.()
        navigate(paths.home)
      }}
    >
      Log out
    </button>
  )
}
