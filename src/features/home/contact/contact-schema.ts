/**
 * Validation of the home contact form: four required fields, the email must be an email, and the
 * site's shared length limits. Field names are the EmailJS template's parameter names.
 */
import { z } from 'zod/mini'
import { FIELD_LIMITS, isEmailAddress } from '@/config/field-rules'
import { contactFieldText, contactFormText, type ContactValues } from './contact-text'

const required = (message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, contactFormText.tooLong))

const contactObject = z.object({
  from_name: required(contactFieldText.from_name.required, FIELD_LIMITS.name),
  from_email: z.pipe(
    required(contactFieldText.from_email.required, FIELD_LIMITS.email),
    z.string().check(z.refine(isEmailAddress, contactFormText.invalidEmail)),
  ),
  subject: required(contactFieldText.subject.required, FIELD_LIMITS.subject),
  message: required(contactFieldText.message.required, FIELD_LIMITS.message),
})

/** The schema's output is exactly the form's values. */
export const contactSchema: z.ZodMiniType<ContactValues> = contactObject
