/** The job application form: one schema for the form and its tests. */
import { z } from 'zod/mini'
import { FIELD_LIMITS, isPhoneNumber, isWebUrl } from '@/config/field-rules'
import { applicationCopy } from './careers-content'

const { errors } = applicationCopy

export const APPLICATION_LIMITS = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  cvLink: FIELD_LIMITS.url,
  message: FIELD_LIMITS.message,
} as const

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max, errors.tooLong))
const required = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, errors.tooLong))

export const applicationSchema = z.object({
  name: required(APPLICATION_LIMITS.name, errors.name),
  email: z.pipe(required(APPLICATION_LIMITS.email, errors.email), z.email({ error: errors.email })),
  phone: z.pipe(
    required(APPLICATION_LIMITS.phone, errors.phone),
    z.string().check(z.refine(isPhoneNumber, errors.phone)),
  ),
  cvLink: z.pipe(
    required(APPLICATION_LIMITS.cvLink, errors.cvLink),
    z.string().check(z.refine(isWebUrl, errors.cvLink)),
  ),
  message: trimmed(APPLICATION_LIMITS.message),
})

export type ApplicationValues = z.input<typeof applicationSchema>
