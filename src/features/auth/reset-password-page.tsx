import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClasses, StatusButton } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { readableAuthError } from './auth-errors'
import { authCopy } from './auth-content'
import { AuthField } from './auth-fields'
import { AuthLayout } from './auth-layout'
import { newPasswordProblem } from './auth-problems'
import { newPasswordSchema, type NewPasswordValues } from './auth-schemas'
import { FormProblem } from './form-problem'
import { useAuthForm } from './use-auth-form'
import { useResetLink } from './use-reset-link'

const copy = authCopy.resetPassword
const EMPTY: NewPasswordValues = { password: '', confirmPassword: '' }

/**
 * /reset-password: where the password-reset e-mail's link leads. The link's code is checked
 * first (a used or expired link says so and offers a new one), then the new password is set.
 */
export function ResetPasswordPage() {
  const link = useResetLink()
  return (
    <AuthLayout title={copy.title} intro={copy.intro} path={paths.resetPassword}>
      {link.status === 'checking' ? (
        <p role="status" className="text-stone-700">
          {copy.checking}
        </p>
      ) : link.status === 'valid' ? (
        <NewPasswordForm code={link.code} email={link.email} />
      ) : link.status === 'unchecked' ? (
        <div className="space-y-4">
          <Alert tone="error">{copy.linkFailed}</Alert>
          <Button variant="secondary" onClick={link.retry}>
            {copy.retry}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <Alert tone="error">
            {link.status === 'dead'
              ? (readableAuthError(link.error) ?? copy.missingCode)
              : copy.missingCode}
          </Alert>
          <Link to={paths.forgotPassword} className={buttonClasses('primary')}>
            {copy.askAgain}
          </Link>
        </div>
      )}
    </AuthLayout>
  )
}

function NewPasswordForm({ code, email }: { code: string; email: string }) {
  const form = useAuthForm(EMPTY)
  if (form.result !== undefined) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{copy.done}</Alert>
        <Link to={paths.login} state={{ email }} className={buttonClasses('primary', 'w-full')}>
          {copy.signIn}
        </Link>
      </div>
    )
  }
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit(
        newPasswordSchema(),
        async ({ password }) => {
          const { resetPassword } = await import('@/lib/session/auth')
          await resetPassword(code, password)
          return true
        },
        newPasswordProblem,
      )}
    >
      <p className="break-words font-semibold text-stone-800">{copy.forAccount(email)}</p>
      {/* Lets the browser's password manager file the new password under the right account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <AuthField.newPassword field={form.field} />
      <FormProblem id={form.alertId} problem={form.problem} />
      <StatusButton
        type="submit"
        className="w-full"
        busy={form.busy === 'form'}
        busyLabel={copy.saving}
      >
        {copy.submit}
      </StatusButton>
    </form>
  )
}
