import { Link, useLocation, useNavigate } from 'react-router-dom'
import { StatusButton } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { signInWithEmail } from '@/lib/session/auth'
import { withReturnPath } from '@/lib/util/return-path'
import { useSession } from '@/lib/session/session'
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
import { useReturnPath } from './use-return-path'

const copy = authCopy.login

/** The address a screen handed over (the password-reset page's, say), to save typing it again. */
function handedEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email
  return typeof email === 'string' ? email : ''
}

/**
 * /login: email and password or Google. Success goes back to the page the buyer came from
 * (`next`), else to / (Google: see actions).
 */
export function LoginPage() {
  const { user } = useSession()
  const navigate = useNavigate()
  const { state } = useLocation() as { state: unknown }
  const next = useReturnPath()
  const form = useAuthForm({ email: handedEmail(state), password: '' })

  if (user && !form.busy) {
    return (
      <AuthLayout title={copy.title} intro={copy.intro} path={paths.login}>
        <SignedInNote next={next} />
      </AuthLayout>
    )
  }

  const onGoogle = () =>
    void form.run(
      'google',
      async () => {
        await navigate(await signInWithGoogle(next))
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
          loginSchema(),
          async ({ email, password }) => {
            await signInWithEmail(email, password)
            await navigate(next ?? paths.home)
          },
          loginProblem,
        )}
      >
        <AuthField.email field={form.field} />
        <AuthField.password field={form.field} />
        <p className="-mt-2 text-right text-sm">
          <Link
            to={withReturnPath(paths.forgotPassword, next)}
            state={{ email: form.values.email.trim() }}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            {copy.forgotPassword}
          </Link>
        </p>
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
        <Link
          to={withReturnPath(paths.signup, next)}
          className="font-semibold text-brand-800 underline"
        >
          {copy.createAccount}
        </Link>
      </p>
    </AuthLayout>
  )
}
