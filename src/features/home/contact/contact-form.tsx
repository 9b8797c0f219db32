import type { FormEvent } from 'react'
import { ContactFormView } from './contact-form-view'
import { useContactForm } from './use-contact-form'

/** The working contact form: validates with zod and sends through src/lib/email (its own chunk). */
export function ContactForm({ titleId }: { titleId?: string }) {
  const { values, errors, status, setField, submit } = useContactForm()
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const invalid = await submit()
    if (invalid) (form.elements.namedItem(invalid) as HTMLElement | null)?.focus()
  }
  return (
    <ContactFormView
      titleId={titleId}
      values={values}
      errors={errors}
      status={status}
      onChange={setField}
      onSubmit={(event) => void onSubmit(event)}
    />
  )
}
