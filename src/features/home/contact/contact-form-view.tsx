import type { FormEvent, ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { StatusButton } from '@/components/ui/button'
import { InputField, TextAreaField } from '@/components/ui/field'
import type { FieldErrors } from '@/components/ui/validate'
import { FIELD_LIMITS } from '@/config/field-rules'
import {
  contactFieldText,
  contactFormText,
  type ContactField,
  type ContactOutcome,
  type ContactValues,
} from './contact-content'

interface ContactFormViewProps {
  titleId?: string
  values: ContactValues
  errors?: FieldErrors<ContactValues>
  busy?: boolean
  outcome?: ContactOutcome
  /** While the form's code loads: the same layout (no shift), with its controls disabled. */
  pending?: boolean
  onChange?: (field: ContactField, value: string) => void
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      *
    </span>
  )
}

function Label({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <RequiredMark />
    </>
  )
}

/** The markup of the "Get in Touch" form, free of validation and sending code. */
export function ContactFormView({
  titleId,
  values,
  errors = {},
  busy = false,
  outcome,
  pending = false,
  onChange,
  onSubmit,
}: ContactFormViewProps) {
  const field = (name: ContactField) => ({
    name,
    label: <Label>{contactFieldText[name].label}</Label>,
    value: values[name],
    error: errors[name],
    required: true,
    disabled: pending,
    onChange: (event: { target: { value: string } }) => onChange?.(name, event.target.value),
  })
  return (
    <form
      noValidate
      onSubmit={onSubmit ?? ((event) => event.preventDefault())}
      aria-labelledby={titleId}
      aria-busy={pending || undefined}
      className="space-y-4"
    >
      <p className="text-sm text-stone-600">
        <RequiredMark /> {contactFormText.requiredNote}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField {...field('from_name')} autoComplete="name" />
        <InputField {...field('from_email')} type="email" autoComplete="email" />
      </div>
      <InputField {...field('subject')} />
      <TextAreaField {...field('message')} rows={5} limit={FIELD_LIMITS.message} />
      <StatusButton
        type="submit"
        busy={busy}
        busyLabel={contactFormText.sending}
        disabled={pending}
        className="w-full px-8 text-base sm:w-auto"
      >
        {contactFormText.submit}
      </StatusButton>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </form>
  )
}
