/** The status form: one schema for the form and its tests. */
import { z } from 'zod/mini'
import { LEAD_NOTE_MAX, LEAD_STATUSES } from '@/lib/desk-schema'
import { optionalText } from '@/lib/util/field-schemas'
import { statusCopy } from './desk-leads-content'

export const statusSchema = z.object({
  status: z.enum(LEAD_STATUSES),
  note: optionalText(LEAD_NOTE_MAX, statusCopy.noteTooLong),
})

export type StatusValues = z.input<typeof statusSchema>
