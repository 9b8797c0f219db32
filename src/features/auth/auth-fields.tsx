import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { InputField } from '@/components/ui/field'
import { PersonField, type FieldBinding } from '@/components/ui/person-fields'
import { authCopy } from './auth-content'

const labels = authCopy.fields

/** A form's `field`, for the names a control uses (any form holding them will do). */
type Field<N extends string> = (name: N) => FieldBinding

/** The account screens' fields, each with its label and autofill hint, in one place. */
export const AuthField = {
  name: ({ field }: { field: Field<'name'> }) => (
    <PersonField kind="name" label={labels.name} binding={field('name')} />
  ),
  email: ({ field }: { field: Field<'email'> }) => (
    <PersonField kind="email" label={labels.email} binding={field('email')} />
  ),
  phone: ({ field }: { field: Field<'phone'> }) => (
    <PersonField kind="phone" label={labels.phone} binding={field('phone')} />
  ),
  /** The password of an existing account. */
  password: ({ field }: { field: Field<'password'> }) => (
    <InputField
      label={labels.password}
      type="password"
      autoComplete="current-password"
      required
      {...field('password')}
    />
  ),
  /** A new password, typed twice. */
  newPassword: ({ field }: { field: Field<'password' | 'confirmPassword'> }) => (
    <>
      <InputField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        hint={authCopy.passwordHint}
        {...field('password')}
      />
      <InputField
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
    </>
  ),
}

/** The links under an account form, one per line. */
export function AuthLinks({ links }: { links: readonly { to: string; label: ReactNode }[] }) {
  return (
    <div className="mt-6 space-y-2 text-center text-sm">
      {links.map(({ to, label }) => (
        <p key={to}>
          <Link to={to} className="inline-flex items-center font-semibold text-brand-800 underline">
            {label}
          </Link>
        </p>
      ))}
    </div>
  )
}
