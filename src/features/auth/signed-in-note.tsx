import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { withReturnPath } from '@/lib/util/return-path'
import { useSession } from '@/lib/session/session'
import { authCopy } from './auth-content'
import { RecordUnreadable } from '@/components/account/record-unreadable'

/**
 * Shown instead of the login and sign-up forms to a visitor who is already signed in: on to the
 * page they came from (`next`), else home.
 */
export function SignedInNote({ next = null }: { next?: string | null }) {
  const { user, userRecord, userDataLoaded, userRecordFailed } = useSession()
  const copy = authCopy.signedIn
  const needsProfile = userDataLoaded && userRecord === null
  return (
    <div className="space-y-4">
      <Alert tone="info" className="break-words">
        {copy.note(user?.email ?? user?.displayName ?? copy.yourAccount)}
      </Alert>
      {userRecordFailed ? <RecordUnreadable /> : null}
      <div className="flex flex-wrap gap-3">
        <Link to={next ?? paths.home} className={buttonClasses('primary')}>
          {next ? copy.continue : copy.home}
        </Link>
        {needsProfile ? (
          <Link
            to={withReturnPath(paths.completeProfile, next)}
            className={buttonClasses('secondary')}
          >
            {copy.profile}
          </Link>
        ) : null}
      </div>
    </div>
  )
}
