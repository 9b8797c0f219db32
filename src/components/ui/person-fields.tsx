import type { ChangeEvent } from 'react'
import { InputField } from './field'

type PersonField = 'name' | 'email' | 'phone'

interface FieldBinding {
  name: string
  value: string
  error?: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
}

interface PersonFieldsProps {
  labels: Record<PersonField, string>
  field: (name: PersonField) => FieldBinding
}

/**
 * Name, then email and phone side by side: who a form's sender is, with autofill hints. Nothing
 * typed or pasted is cut to a length: the form's checks say when a value is too long.
 */
export function PersonFields({ labels, field }: PersonFieldsProps) {
  return (
    <>
      <InputField label={labels.name} autoComplete="name" required {...field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={labels.email}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <InputField
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          required
          {...field('phone')}
        />
      </div>
    </>
  )
}
