/**
 * Validation of the home contact form: four required fields, the email must be an email, and the
 * site's shared length limits. Field names are the EmailJS template's parameter names.
 */
import { z } from 'zod/mini'
import { FIELD_LIMITS } from '@/config/field-rules'
import { emailAddress, nameText, requiredText } from '@/lib/util/field-schemas'
import { contactFieldText, contactFormText, type ContactValues } from './contact-content'

/**
 * The schema, built by the form that uses it, so its problems are worded in the page's language.
 * Its output is exactly the form's values.
 */
export function contactSchema(): z.ZodMiniType<ContactValues> {
  const { tooLong } = contactFormText
  const required = (field: keyof typeof contactFieldText, max: number) =>
    requiredText(max, { required: contactFieldText[field].required, tooLong })
  return z.object({
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
}
