/** The order form: name, email and phone required, message optional. */
import { z } from 'zod/mini'
import { FIELD_LIMITS, isPhoneNumber } from '@/config/field-rules'
import { orderCopy } from '../catalog-content'

const { errors } = orderCopy

export const ORDER_LIMITS = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  message: FIELD_LIMITS.message,
} as const

const required = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, errors.tooLong))

export const orderSchema = z.object({
  name: required(ORDER_LIMITS.name, errors.name),
  email: z.pipe(required(ORDER_LIMITS.email, errors.email), z.email({ error: errors.email })),
  phone: z.pipe(
    required(ORDER_LIMITS.phone, errors.phone),
    z.string().check(z.refine(isPhoneNumber, errors.phone)),
  ),
  message: z.string().check(z.trim(), z.maxLength(ORDER_LIMITS.message, errors.tooLong)),
})

export type OrderValues = z.input<typeof orderSchema>
