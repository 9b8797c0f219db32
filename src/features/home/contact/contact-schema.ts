/**
 * Validation of the home contact form: four required fields, the email must be an email, and the
 * site's shared length limits. Field names are the EmailJS template's parameter names.
 */
import { z } from 'zod/mini'
import { FIELD_LIMITS } from '@/config/field-rules'
import { emailAddress, nameText, requiredText } from '@/lib/util/field-schemas'
import { contactFieldText, contactFormText, type ContactValues } from './contact-content'

const { tooLong } = contactFormText
const required = (field: keyof typeof contactFieldText, max: number) =>
  requiredText(max, { required: contactFieldText[field].required, tooLong })

const contactObject = z.object({
  from_name: nameText(FIELD_LIMITS.name, {
    required: contactFieldText.from_name.required,
    tooLong,
  }),
  from_email: emailAddress({
    required: contactFieldText.from_email.required,
    invalid: contactFormText.invalidEmail,
    tooLong,
  }),
  subject: required('subject', FIELD_LIMITS.subject),
  message: required('message', FIELD_LIMITS.message),
})

/** The schema's output is exactly the form's values. */
export const contactSchema: z.ZodMiniType<ContactValues> = contactObject
