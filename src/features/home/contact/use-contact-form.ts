import { useRef, useState } from 'react'
import { validate, type FieldErrors } from '@/components/ui/validate'
import { messages } from '@/config/messages'
import { describeEmailError, sendContactMessage } from '@/lib/email'
import { useSessionContact } from '@/lib/session'
import { contactSchema } from './contact-schema'
import {
  contactFieldOrder,
  emptyContact,
  type ContactField,
  type ContactStatus,
  type ContactValues,
} from './contact-text'

/**
 * State of the contact form (spec §4): idle → sending → success (fields cleared) or error (fields
 * kept). Name and email start from the signed-in user until the visitor types over them.
 */
export function useContactForm() {
  const prefill = useSessionContact()
  // Only what the visitor typed is stored, so a session that resolves later still prefills.
  const [edits, setEdits] = useState<Partial<ContactValues>>({})
  const [errors, setErrors] = useState<FieldErrors<ContactValues>>({})
  const [status, setStatus] = useState<ContactStatus>({ state: 'idle' })
  const inFlight = useRef(false)

  const values: ContactValues = {
    from_name: edits.from_name ?? prefill.name,
    from_email: edits.from_email ?? prefill.email,
    subject: edits.subject ?? '',
    message: edits.message ?? '',
  }

  const setField = (field: ContactField, value: string) => {
    setEdits((current) => ({ ...current, [field]: value }))
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }

  /** Validates and sends; returns the first invalid field (to focus), if any. */
  const submit = async (): Promise<ContactField | undefined> => {
    // A ref, not state: a second click can arrive before the disabled button re-renders.
    if (inFlight.current) return undefined
    const result = validate(contactSchema, values)
    if (!result.ok) {
      setErrors(result.errors)
      setStatus({ state: 'idle' })
      return contactFieldOrder.find((field) => result.errors[field])
    }
    inFlight.current = true
    setErrors({})
    setStatus({ state: 'sending' })
    try {
      await sendContactMessage(result.data)
      setEdits(emptyContact)
      setStatus({ state: 'success', text: messages.contact.success })
    } catch (error) {
      setStatus({ state: 'error', text: messages.contact.failure(describeEmailError(error)) })
    } finally {
      inFlight.current = false
    }
    return undefined
  }

  return { values, errors, status, setField, submit }
}
