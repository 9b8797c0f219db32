import { Link, useNavigate } from 'react-router-dom'
import { StatusButton } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { signInWithEmail } from '@/lib/auth'
import { useSession } from '@/lib/session'
import { signInWithGoogle } from './account-actions'
import { authCopy, authMessages } from './auth-content'
import { googleLoginProblem, loginProblem } from './auth-problems'
import { AuthField } from './auth-fields'
import { AuthLayout } from './auth-layout'
import { loginSchema } from './auth-schemas'
import { OrDivider } from './divider'
import { FormProblem } from './form-problem'
import { GoogleButton } from './google-button'
import { SignedInNote } from './signed-in-note'
import { useAuthForm } from './use-auth-form'

const copy = authCopy.login

/** /login: email and password or Google; success goes to / (Google: see actions). */
export function LoginPage() {
  const { user } = useSession()
  const navigate = useNavigate()
  const form = useAuthForm({ email: '', password: '' })

  if (user && !form.busy) {
    return (
      <AuthLayout title={copy.title} intro={copy.intro} path={paths.login}>
        <SignedInNote />
      </AuthLayout>
    )
  }

  const onGoogle = () =>
    void form.run(
      'google',
      async () => {
        await navigate(await signInWithGoogle())
      },
      googleLoginProblem,
    )

  return (
    <AuthLayout title={copy.title} intro={copy.intro} path={paths.login}>
      <GoogleButton
        label={copy.google}
        busy={form.busy === 'google'}
        disabled={form.busy === 'form'}
        onClick={onGoogle}
      />
      <FormProblem problem={form.problem} from="google" className="mt-4" />
      <OrDivider />
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.submit(
          loginSchema,
          async ({ email, password }) => {
            await signInWithEmail(email, password)
            await navigate(paths.home)
          },
          loginProblem,
        )}
      >
        <AuthField.email field={form.field} />
        <AuthField.password field={form.field} />
        <FormProblem id={form.alertId} problem={form.problem} />
        <StatusButton
          type="submit"
          className="w-full"
          busy={form.busy === 'form'}
          busyLabel={authMessages.signingIn}
          disabled={form.busy === 'google'}
        >
          {copy.submit}
        </StatusButton>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {copy.noAccount}{' '}
        <Link to={paths.signup} className="font-semibold text-brand-800 underline">
          {copy.createAccount}
        </Link>
      </p>
    </AuthLayout>
  )
}
