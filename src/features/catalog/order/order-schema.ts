/** The order form (spec §3 "Order form", §5): name, email and phone required, message optional. */
import { z } from 'zod/mini'
import { orderCopy } from '../catalog-content'

const { errors } = orderCopy

export const ORDER_LIMITS = { name: 100, email: 254, phone: 20, message: 2000 } as const

function digitCount(value: string): number {
  return value.replace(/\D/g, '').length
}

/** Digits with the usual separators and an optional leading +, 7 to 15 digits (E.164). */
export function isPhoneNumber(value: string): boolean {
  return /^\+?[\d\s().-]+$/.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15
}

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
