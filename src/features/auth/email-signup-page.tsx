import { Link, useNavigate } from 'react-router-dom'
import { StatusButton } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { paths } from '@/config/paths'
import { createAccount } from '@/lib/auth'
import { useSession } from '@/lib/session'
import { authCopy, authMessages } from './auth-content'
import { AuthLayout } from './auth-layout'
import { signupProblem } from './auth-problems'
import { emailSignupSchema } from './auth-schemas'
import { FormProblem } from './form-problem'
import { SignedInNote } from './signed-in-note'
import { useAuthForm } from './use-auth-form'

const copy = authCopy.emailSignup
const labels = authCopy.fields

/**
 * /email-signup: email, password, confirm password. Nothing fixes where a new
 * account goes next; it goes to /complete-profile, which collects name and phone and saves the
 * user record (so "record exists" keeps meaning "profile complete").
 */
export function EmailSignupPage() {
  const { user } = useSession()
  const navigate = useNavigate()
  const form = useAuthForm({ email: '', password: '', confirmPassword: '' })

  if (user && !form.busy) {
    return (
      <AuthLayout title={copy.title} intro={copy.intro} path={paths.emailSignup}>
        <SignedInNote />
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title={copy.title} intro={copy.intro} path={paths.emailSignup}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.submit(
          emailSignupSchema,
          async ({ email, password }) => {
            await createAccount(email, password)
            await navigate(paths.completeProfile)
          },
          signupProblem,
        )}
      >
        <InputField
          label={labels.email}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <InputField
          label={labels.password}
          type="password"
          autoComplete="new-password"
          required
          hint={authCopy.passwordHint}
          {...form.field('password')}
        />
        <InputField
          label={labels.confirmPassword}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
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
      <div className="mt-6 space-y-2 text-center text-sm">
        <p>
          <Link to={paths.login} className="font-semibold text-brand-800 underline">
            {authMessages.haveAccount}
          </Link>
        </p>
        <p>
          <Link to={paths.signup} className="font-semibold text-brand-800 underline">
            {authMessages.backToSignupOptions}
          </Link>
        </p>
      </div>
    </AuthLayout>
  )
}
