/** The order form: name, email and phone required, message optional. */
import { z } from 'zod/mini'
import { FIELD_LIMITS } from '@/config/field-rules'
import { optionalText, personFields } from '@/lib/util/field-schemas'
import { orderCopy } from '@/features/catalog/catalog-content'

export const ORDER_LIMITS = { message: FIELD_LIMITS.message } as const

/** The form's checks, made when the form is checked: their messages are in the page's language. */
export function orderSchema() {
  const { errors } = orderCopy
  return z.object({
    ...personFields(errors),
    message: optionalText(ORDER_LIMITS.message, errors.tooLong),
  })
}

export type OrderValues = z.input<ReturnType<typeof orderSchema>>
