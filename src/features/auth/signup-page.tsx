import { useNavigate } from 'react-router-dom'
import { welcomeState } from '@/components/account/welcome'
import { StatusButton } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { withReturnPath } from '@/lib/util/return-path'
import { useSession } from '@/lib/session/session'
import { createBusinessAccount, signInWithGoogle, UserRecordNotSaved } from './account-actions'
import { authCopy, authMessages } from './auth-content'
import { AuthField, AuthLinks } from './auth-fields'
import { AuthLayout } from './auth-layout'
import { googleSignupProblem, signupProblem } from './auth-problems'
import { signupSchema, type SignupValues } from './auth-schemas'
import type { ProfileHandOver } from './complete-profile-form'
import { OrDivider } from './divider'
import { FormProblem } from './form-problem'
import { GoogleButton } from './google-button'
import { GstinOffer, useGstinOffer } from './gstin-offer'
import { SignedInNote } from './signed-in-note'
import { useAuthForm } from './use-auth-form'
import { useReturnPath } from './use-return-path'

const copy = authCopy.signup
const EMPTY: SignupValues = { name: '', email: '', phone: '', password: '', confirmPassword: '' }

/**
 * /signup, the sign-up options: Google, the full form, or email only. A new account goes back to
 * the page the buyer came from (`next`), else to /, with a word of welcome; a GSTIN verified as a
 * guest is offered for saving to it.
 */
export function SignupPage() {
  const { user } = useSession()
  const navigate = useNavigate()
  const next = useReturnPath()
  const form = useAuthForm(EMPTY)
  const offer = useGstinOffer()

  if (user && !form.busy) {
    return (
      <AuthLayout title={copy.title} intro={copy.intro} path={paths.signup}>
        <SignedInNote next={next} />
      </AuthLayout>
    )
  }

  async function create(values: SignupValues) {
    const { gstin } = offer
    try {
      await createBusinessAccount(values, gstin)
    } catch (error) {
      if (!(error instanceof UserRecordNotSaved)) throw error
      // The account exists but its record does not: let the profile screen save it again.
      const state: ProfileHandOver = { name: values.name, phone: values.phone, saveFailed: true }
      await navigate(withReturnPath(paths.completeProfile, next), { state })
      return
    }
    await navigate(next ?? paths.home, { state: welcomeState(values.name, gstin) })
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
              await navigate(await signInWithGoogle(next))
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
        onSubmit={form.submit(signupSchema(), create, signupProblem)}
      >
        <AuthField.name field={form.field} />
        <AuthField.email field={form.field} />
        <AuthField.phone field={form.field} />
        <AuthField.newPassword field={form.field} />
        <GstinOffer {...offer} />
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
      <AuthLinks
        links={[
          { to: withReturnPath(paths.emailSignup, next), label: copy.withEmailOnly },
          { to: withReturnPath(paths.login, next), label: authMessages.haveAccount },
        ]}
      />
    </AuthLayout>
  )
}
