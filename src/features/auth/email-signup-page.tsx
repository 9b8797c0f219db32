import { useNavigate } from 'react-router-dom'
import { StatusButton } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { createAccount } from '@/lib/session/auth'
import { withReturnPath } from '@/lib/util/return-path'
import { useSession } from '@/lib/session/session'
import { authCopy, authMessages } from './auth-content'
import { AuthField, AuthLinks } from './auth-fields'
import { AuthLayout } from './auth-layout'
import { signupProblem } from './auth-problems'
import { emailSignupSchema } from './auth-schemas'
import { FormProblem } from './form-problem'
import { SignedInNote } from './signed-in-note'
import { useAuthForm } from './use-auth-form'
import { useReturnPath } from './use-return-path'

const copy = authCopy.emailSignup

/**
 * /email-signup: email, password, confirm password. Nothing fixes where a new
 * account goes next; it goes to /complete-profile, which collects name and phone and saves the
 * user record (so "record exists" keeps meaning "profile complete"), then to the page the buyer
 * came from.
 */
export function EmailSignupPage() {
  const { user } = useSession()
  const navigate = useNavigate()
  const next = useReturnPath()
  const form = useAuthForm({ email: '', password: '', confirmPassword: '' })

  if (user && !form.busy) {
    return (
      <AuthLayout title={copy.title} intro={copy.intro} path={paths.emailSignup}>
        <SignedInNote next={next} />
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title={copy.title} intro={copy.intro} path={paths.emailSignup}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.submit(
          emailSignupSchema(),
          async ({ email, password }) => {
            await createAccount(email, password)
            await navigate(withReturnPath(paths.completeProfile, next))
          },
          signupProblem,
        )}
      >
        <AuthField.email field={form.field} />
        <AuthField.newPassword field={form.field} />
        <FormProblem id={form.alertId} problem={form.problem} />
        <StatusButton
          type="submit"
          className="w-full"
          busy={form.busy === 'form'}
          busyLabel={authMessages.creatingAccount}
        >
          {authCopy.continue}
        </StatusButton>
      </form>
      <AuthLinks
        links={[
          { to: withReturnPath(paths.login, next), label: authMessages.haveAccount },
          { to: withReturnPath(paths.signup, next), label: authMessages.backToSignupOptions },
        ]}
      />
    </AuthLayout>
  )
}
