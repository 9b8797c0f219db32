import { Alert } from '@/components/ui/alert'
import { StatusButton } from '@/components/ui/button'
import { InputField, TextAreaField } from '@/components/ui/field'
import { PersonField } from '@/components/ui/person-fields'
import { useForm } from '@/components/ui/use-form'
import { FIELD_LIMITS } from '@/config/field-rules'
import { messages } from '@/config/messages'
import type { SessionUser } from '@/lib/session/auth'
import { normaliseGstinInput, validateGstin } from '@/lib/util/gstin'
import type { UserRecord } from '@/lib/schema'
import { useSession } from '@/lib/session/session'
import { accountCopy as copy } from './account-content'
import { accountSchema, type AccountValues } from './account-schema'
import { saveAccount } from './save-account'

const labels = copy.fields

function initialValues(user: SessionUser, record: UserRecord | null): AccountValues {
  return {
    name: record?.name ?? user.displayName ?? '',
    phone: record?.phone ?? '',
    businessName: record?.businessName ?? '',
    address: record?.address ?? '',
    pinCode: record?.pinCode ?? '',
    gstin: record?.gstin ?? '',
  }
}

/** The state a typed GSTIN is registered in, once it is a valid one. */
function gstinHint(gstin: string): string {
  const checked = validateGstin(gstin)
  return checked.valid ? copy.gstinState(checked.stateName) : copy.gstinHint
}

/**
 * The account's details: checked before anything is written, kept as typed when saving fails,
 * and "saved" until the next change.
 */
export function AccountForm({ user, record }: { user: SessionUser; record: UserRecord | null }) {
  const { refreshUserRecord } = useSession()
  const form = useForm({
    initial: initialValues(user, record),
    normalise: { gstin: normaliseGstinInput },
    idleOnEdit: true,
  })
  const saved = form.state.status === 'done'
  const failed = form.state.status === 'failed'

  return (
    <form
      noValidate
      className="space-y-8"
      onSubmit={form.submit(accountSchema(), async (details) => {
        await saveAccount(user, record, details)
        await refreshUserRecord()
      })}
    >
      <fieldset className="space-y-4">
        <legend className="mb-2 font-display text-xl font-bold text-brand-900">
          {copy.detailsHeading}
        </legend>
        <PersonField kind="name" label={labels.name} binding={form.field('name')} />
        <PersonField kind="phone" label={labels.phone} binding={form.field('phone')} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-display text-xl font-bold text-brand-900">
          {copy.businessHeading}
        </legend>
        <InputField
          label={labels.businessName}
          autoComplete="organization"
          {...form.field('businessName')}
        />
        <TextAreaField
          label={labels.address}
          hint={copy.addressHint}
          autoComplete="street-address"
          rows={3}
          limit={FIELD_LIMITS.address}
          {...form.field('address')}
        />
        <InputField
          label={labels.pinCode}
          inputMode="numeric"
          autoComplete="postal-code"
          className="sm:max-w-48"
          {...form.field('pinCode')}
        />
        <InputField
          label={labels.gstin}
          hint={gstinHint(form.values.gstin)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="[&_input]:font-mono [&_input]:tracking-wider"
          {...form.field('gstin')}
        />
      </fieldset>
      {saved ? <Alert tone="success">{copy.saved}</Alert> : null}
      {failed ? <Alert tone="error">{copy.errors.saveFailed}</Alert> : null}
      <StatusButton
        type="submit"
        busy={form.busyAction !== null}
        busyLabel={messages.profile.saving}
      >
        {copy.submit}
      </StatusButton>
    </form>
  )
}
