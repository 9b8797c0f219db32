import type { ChangeEvent, InputHTMLAttributes } from 'react'
import { InputField } from './field'

type PersonField = 'name' | 'email' | 'phone'

/** What a form hook's `field(name)` gives a control. */
export interface FieldBinding {
  name: string
  value: string
  error?: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/** The attributes of each person field: its input type and autofill hint. */
const KIND: Record<PersonField, InputHTMLAttributes<HTMLInputElement>> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
}

/**
 * One required field about the sender. Nothing typed or pasted is cut to a length: the form's
 * checks say when a value is too long.
 */
export function PersonField({
  kind,
  label,
  binding,
}: {
  kind: PersonField
  label: string
  binding: FieldBinding
}) {
  return <InputField label={label} required {...KIND[kind]} {...binding} />
}

interface PersonFieldsProps {
  labels: Record<PersonField, string>
  field: (name: PersonField) => FieldBinding
}

/** Name, then email and phone side by side: who a form's sender is. */
export function PersonFields({ labels, field }: PersonFieldsProps) {
  return (
    <>
      <PersonField kind="name" label={labels.name} binding={field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonField kind="email" label={labels.email} binding={field('email')} />
        <PersonField kind="phone" label={labels.phone} binding={field('phone')} />
      </div>
    </>
  )
}
