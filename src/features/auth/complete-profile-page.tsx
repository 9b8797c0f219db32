import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { withReturnPath } from '@/lib/util/return-path'
import { useSession } from '@/lib/session/session'
import { authCopy } from './auth-content'
import { AuthLayout } from './auth-layout'
import { CompleteProfileForm } from './complete-profile-form'
import { RecordUnreadable } from '@/components/account/record-unreadable'
import { useReturnPath } from './use-return-path'

const copy = authCopy.completeProfile

/** /complete-profile: full name and phone for the signed-in account. */
export function CompleteProfilePage() {
  const { user, userRecord, userDataLoaded, userRecordFailed } = useSession()
  const next = useReturnPath()
  return (
    <AuthLayout title={copy.title} intro={copy.intro} path={paths.completeProfile}>
      {!user ? (
        <div className="space-y-4">
          <p className="text-stone-700">{copy.signedOut}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={withReturnPath(paths.login, next)} className={buttonClasses('primary')}>
              {authCopy.login.submit}
            </Link>
            <Link to={withReturnPath(paths.signup, next)} className={buttonClasses('secondary')}>
              {authCopy.login.createAccount}
            </Link>
          </div>
        </div>
      ) : userRecordFailed ? (
        // Not knowing whether a profile exists, the form could replace one: it waits.
        <RecordUnreadable />
      ) : userDataLoaded ? (
        // Keyed by user so the fields start from that user's details.
        <CompleteProfileForm key={user.uid} user={user} record={userRecord} />
      ) : (
        <p role="status" className="text-stone-700">
          {copy.loading}
        </p>
      )}
    </AuthLayout>
  )
}
