/** The answer form: one schema per answer, shared by the form and its tests. */
import { z } from 'zod/mini'
import { QUOTE_LIMITS, type QuoteDecisionKind } from '@/lib/quotes/quote-schema'
import { nameText, optionalText, requiredText } from '@/lib/util/field-schemas'
import { decisionCopy } from './quote-content'

const { errors } = decisionCopy

const name = nameText(QUOTE_LIMITS.deciderName, {
  required: errors.name,
  tooLong: errors.nameTooLong,
})

/** Accepting needs a name; a message may go with it. Asking for changes needs both. */
export const decisionSchemas = {
  accepted: z.object({
    name,
    message: optionalText(QUOTE_LIMITS.decisionMessage, errors.messageTooLong),
  }),
  changes: z.object({
    name,
    message: requiredText(QUOTE_LIMITS.decisionMessage, {
      required: errors.message,
      tooLong: errors.messageTooLong,
    }),
  }),
} satisfies Record<QuoteDecisionKind, unknown>

export type DecisionValues = z.output<(typeof decisionSchemas)['accepted']>
