import { useLocation, useNavigate } from 'react-router-dom'
import { welcomeState } from '@/components/account/welcome'
import { StatusButton } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { SessionUser } from '@/lib/session/auth'
import type { UserRecord } from '@/lib/schema'
import { useSession } from '@/lib/session/session'
import { completeProfile } from './account-actions'
import { authCopy, authMessages } from './auth-content'
import { AuthField } from './auth-fields'
import { profileProblem } from './auth-problems'
import { profileSchema } from './auth-schemas'
import { FormProblem } from './form-problem'
import { GstinOffer, useGstinOffer } from './gstin-offer'
import { useAuthForm, type AuthProblem } from './use-auth-form'
import { useReturnPath } from './use-return-path'

/** Router state /signup hands over when the account was created but its record was not saved. */
export interface ProfileHandOver {
  name: string
  phone: string
  saveFailed: boolean
}

function isHandOver(value: unknown): value is ProfileHandOver {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.name === 'string' && typeof v.phone === 'string'
}

interface CompleteProfileFormProps {
  user: SessionUser
  record: UserRecord | null
}

/**
 * Idle, saving, success (go to /, or back to the page the buyer came from, welcomed when the
 * account is new) or error.
 */
export function CompleteProfileForm({ user, record }: CompleteProfileFormProps) {
  const { refreshUserRecord } = useSession()
  const navigate = useNavigate()
  const next = useReturnPath()
  const { state } = useLocation() as { state: unknown }
  const handOver = isHandOver(state) ? state : null
  const initialProblem: AuthProblem | null = handOver?.saveFailed
    ? { message: authMessages.profileSaveFailed }
    : null
  const form = useAuthForm(
    {
      name: handOver?.name ?? record?.name ?? user.displayName ?? '',
      phone: handOver?.phone ?? record?.phone ?? '',
    },
    initialProblem,
  )
  const offer = useGstinOffer(record?.gstin)
  // A first profile is a new account (a handed-over one too: its record failed to save).
  const isNew = record === null

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit(
        profileSchema(),
        async (profile) => {
          await completeProfile(user, record, profile, offer.gstin)
          await refreshUserRecord()
          await navigate(next ?? paths.home, {
            state: isNew ? welcomeState(profile.name, offer.gstin) : null,
          })
        },
        profileProblem,
      )}
    >
      <AuthField.name field={form.field} />
      <AuthField.phone field={form.field} />
      <GstinOffer {...offer} />
      <FormProblem id={form.alertId} problem={form.problem} />
      <StatusButton
        type="submit"
        className="w-full"
        busy={form.busy === 'form'}
        busyLabel={authMessages.saving}
      >
        {authCopy.continue}
      </StatusButton>
    </form>
  )
}
