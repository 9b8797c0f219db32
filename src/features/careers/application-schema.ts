/** The job application form (spec §3 "Application form", §5): one schema for the form and its tests. */
import { z } from 'zod/mini'
import { applicationCopy } from './careers-content'

const { errors } = applicationCopy

export const APPLICATION_LIMITS = { name: 100, email: 254, phone: 20, cvLink: 2048, message: 2000 }

/** Only web links: `javascript:`, `data:`, `ftp:` and look-alikes such as "https:example" are refused. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]/i.test(value) || /\s/.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

function countDigits(value: string): number {
  return value.replace(/\D/g, '').length
}

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max, errors.tooLong))
const required = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, errors.tooLong))

export const applicationSchema = z.object({
  name: required(APPLICATION_LIMITS.name, errors.name),
  email: z.pipe(required(APPLICATION_LIMITS.email, errors.email), z.email({ error: errors.email })),
  phone: z.pipe(
    required(APPLICATION_LIMITS.phone, errors.phone),
    z
      .string()
      .check(
        z.refine(
          (v) => /^\+?[\d\s().-]+$/.test(v) && countDigits(v) >= 7 && countDigits(v) <= 15,
          errors.phone,
        ),
      ),
  ),
  cvLink: z.pipe(
    required(APPLICATION_LIMITS.cvLink, errors.cvLink),
    z.string().check(z.refine(isWebUrl, errors.cvLink)),
  ),
  message: trimmed(APPLICATION_LIMITS.message),
})

export type ApplicationValues = z.input<typeof applicationSchema>

export const EMPTY_APPLICATION: ApplicationValues = {
  name: '',
  email: '',
  phone: '',
  cvLink: '',
  message: '',
}
