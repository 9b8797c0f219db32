/**
 * The answer form: one schema per answer, shared by the form and its tests, each built when it is
 * used so that its messages are in the page's language.
 */
import { z } from 'zod/mini'
import { QUOTE_LIMITS, type QuoteDecisionKind } from '@/lib/quotes/quote-schema'
import { nameText, optionalText, requiredText } from '@/lib/util/field-schemas'
import { decisionCopy } from './quote-content'

const errors = decisionCopy.errors

const name = () =>
  nameText(QUOTE_LIMITS.deciderName, {
    required: errors.name,
    tooLong: errors.nameTooLong,
  })

/** Accepting needs a name; a message may go with it. Asking for changes needs both. */
export const decisionSchemas = {
  accepted: () =>
    z.object({
      name: name(),
      message: optionalText(QUOTE_LIMITS.decisionMessage, errors.messageTooLong),
    }),
  changes: () =>
    z.object({
      name: name(),
      message: requiredText(QUOTE_LIMITS.decisionMessage, {
        required: errors.message,
        tooLong: errors.messageTooLong,
      }),
    }),
} satisfies Record<QuoteDecisionKind, unknown>

export type DecisionValues = z.output<ReturnType<(typeof decisionSchemas)['accepted']>>
