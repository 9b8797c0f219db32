/**
 * Validation of the home contact form (spec §3 "Contact form", §5): four required fields, the email must be an
 * email. Field names are the EmailJS template's parameter names.
 */
import { z } from 'zod/mini'
import { contactFieldText, contactFormText, type ContactValues } from './contact-text'

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message))

const contactObject = z.object({
  from_name: required(contactFieldText.from_name.required),
  from_email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, contactFieldText.from_email.required),
      z.email(contactFormText.invalidEmail),
    ),
  subject: required(contactFieldText.subject.required),
  message: required(contactFieldText.message.required),
})

/** The schema's output is exactly the form's values. */
export const contactSchema: z.ZodMiniType<ContactValues> = contactObject
