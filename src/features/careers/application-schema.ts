/** The job application form: one schema for the form and its tests. */
import { z } from 'zod/mini'
import { FIELD_LIMITS, isWebUrl } from '@/config/field-rules'
import { optionalText, personFields, requiredText } from '@/lib/util/field-schemas'
import { applicationCopy } from './careers-content'

export const APPLICATION_LIMITS = { message: FIELD_LIMITS.message } as const

/** The schema, with its messages in the page's language: made when a form checks its values. */
export function applicationSchema() {
  const { errors } = applicationCopy
  return z.object({
    ...personFields(errors),
    cvLink: z.pipe(
      requiredText(FIELD_LIMITS.url, { required: errors.cvLink, tooLong: errors.tooLong }),
      z.string().check(z.refine(isWebUrl, errors.cvLink)),
    ),
    message: optionalText(APPLICATION_LIMITS.message, errors.tooLong),
  })
}

export type ApplicationValues = z.input<ReturnType<typeof applicationSchema>>
