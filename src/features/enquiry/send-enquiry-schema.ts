/** The enquiry's send form: who is asking (as every form), then where to deliver and a message. */
import { z } from 'zod/mini'
import { FIELD_LIMITS } from '@/config/field-rules'
import { ORDER_REQUEST_LIMITS } from '@/lib/schema'
import { optionalText, personFields } from '@/lib/util/field-schemas'
import { enquiryCopy } from './enquiry-content'

/** The form's checks, made when the form is checked: their messages are in the page's language. */
export function sendEnquirySchema() {
  const { errors } = enquiryCopy
  return z.object({
    ...personFields(errors),
    company: optionalText(ORDER_REQUEST_LIMITS.company, errors.tooLong),
    delivery: optionalText(ORDER_REQUEST_LIMITS.delivery, errors.tooLong),
    message: optionalText(FIELD_LIMITS.message, errors.tooLong),
  })
}

export type SendEnquiryValues = z.input<ReturnType<typeof sendEnquirySchema>>
