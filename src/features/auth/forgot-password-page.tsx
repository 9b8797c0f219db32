import { useLocation } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { StatusButton } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { withReturnPath } from '@/lib/util/return-path'
import { authCopy } from './auth-content'
import { AuthField, AuthLinks } from './auth-fields'
import { AuthLayout } from './auth-layout'
import { resetRequestProblem } from './auth-problems'
import { forgotPasswordSchema } from './auth-schemas'
import { FormProblem } from './form-problem'
import { useReturnPath } from './use-return-path'
import { useAuthForm } from './use-auth-form'

const copy = authCopy.forgotPassword

/** What /login hands over: the address typed there, so it need not be typed again. */
function handedEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email
  return typeof email === 'string' ? email : ''
}

/**
 * /forgot-password: sends the password-reset e-mail. The confirmation is the same whether or not
 * an account has the address, so this page tells nobody which addresses have accounts.
 */
export function ForgotPasswordPage() {
  const { state } = useLocation() as { state: unknown }
  const next = useReturnPath()
  const form = useAuthForm({ email: handedEmail(state) })
  const sentTo = typeof form.result === 'string' ? form.result : null
  const login = withReturnPath(paths.login, next)

  return (
    <AuthLayout title={copy.title} intro={copy.intro} path={paths.forgotPassword}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.submit(
          forgotPasswordSchema(),
          async ({ email }) => {
            // The e-mail's page leads back to sign-in, and from there to where the buyer was.
            // Auth's code loads only when a link is asked for: the page itself needs none of it.
            const { requestPasswordReset } = await import('@/lib/session/auth')
            await requestPasswordReset(email, new URL(login, window.location.origin).href)
            return email
          },
          resetRequestProblem,
        )}
      >
        <AuthField.email field={form.field} />
        <FormProblem id={form.alertId} problem={form.problem} />
        {sentTo ? <Alert tone="success">{copy.sent(sentTo)}</Alert> : null}
        <StatusButton
          type="submit"
          className="w-full"
          busy={form.busy === 'form'}
          busyLabel={copy.sending}
        >
          {sentTo ? copy.sendAgain : copy.submit}
        </StatusButton>
      </form>
      <AuthLinks links={[{ to: login, label: copy.backToLogin }]} />
    </AuthLayout>
  )
}
