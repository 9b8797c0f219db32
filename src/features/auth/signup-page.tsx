import { Link, useNavigate } from 'react-router-dom'
import { StatusButton } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session'
import { createBusinessAccount, signInWithGoogle, UserRecordNotSaved } from './account-actions'
import { authCopy, authMessages } from './auth-content'
import { AuthLayout } from './auth-layout'
import { googleSignupProblem, signupProblem } from './auth-problems'
import { signupSchema, type SignupValues } from './auth-schemas'
import type { ProfileHandOver } from './complete-profile-form'
import { OrDivider } from './divider'
import { FormProblem } from './form-problem'
import { GoogleButton } from './google-button'
import { SignedInNote } from './signed-in-note'
import { useAuthForm } from './use-auth-form'

const copy = authCopy.signup
const labels = authCopy.fields
const EMPTY: SignupValues = { name: '', email: '', phone: '', password: '', confirmPassword: '' }

/** /signup, the sign-up options: Google, the full form, or email only. */
export function SignupPage() {
  const { user } = useSession()
  const navigate = useNavigate()
  const form = useAuthForm(EMPTY)

  if (user && !form.busy) {
    return (
      <AuthLayout title={copy.title} intro={copy.intro} path={paths.signup}>
        <SignedInNote />
      </AuthLayout>
    )
  }

  async function create(values: SignupValues) {
    try {
      await createBusinessAccount(values)
    } catch (error) {
      if (!(error instanceof UserRecordNotSaved)) throw error
      // The account exists but its record does not: let the profile screen save it again.
      const state: ProfileHandOver = { name: values.name, phone: values.phone, saveFailed: true }
      await navigate(paths.completeProfile, { state })
      return
    }
    await navigate(paths.home)
  }

  return (
    <AuthLayout title={copy.title} intro={copy.intro} path={paths.signup}>
      <GoogleButton
        label={copy.google}
        busy={form.busy === 'google'}
        disabled={form.busy === 'form'}
        onClick={() =>
          void form.run(
            'google',
            async () => {
              await navigate(await signInWithGoogle())
            },
            googleSignupProblem,
          )
        }
      />
      <FormProblem problem={form.problem} from="google" className="mt-4" />
      <OrDivider />
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.submit(signupSchema, create, signupProblem)}
      >
        <InputField label={labels.name} autoComplete="name" required {...form.field('name')} />
        <InputField
          label={labels.email}
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <InputField
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          required
          {...form.field('phone')}
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
          disabled={form.busy === 'google'}
        >
          {copy.submit}
        </StatusButton>
      </form>
      <div className="mt-6 space-y-2 text-center text-sm">
        <p>
          <Link to={paths.emailSignup} className="font-semibold text-brand-800 underline">
            {copy.withEmailOnly}
          </Link>
        </p>
        <p>
          <Link to={paths.login} className="font-semibold text-brand-800 underline">
            {authMessages.haveAccount}
          </Link>
        </p>
      </div>
    </AuthLayout>
  )
}
