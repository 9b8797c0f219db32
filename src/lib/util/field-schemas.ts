/**
 * The shared field rules (config/field-rules.ts) as zod checks, for every form's schema: each
 * form brings its own words, the rules are the same everywhere.
 */
import { z } from 'zod/mini'
import { FIELD_LIMITS, isEmailAddress, isPhoneNumber } from '@/config/field-rules'
import { hasBidiControl } from '@/config/name-rules'
import { messages } from '@/config/messages'

interface Words {
  required: string
  tooLong: string
}

/** Trimmed, not blank, at most `max` characters. */
export function requiredText(max: number, words: Words) {
  return z.string().check(z.trim(), z.minLength(1, words.required), z.maxLength(max, words.tooLong))
}

/**
 * A name: requiredText, and none of the bidirectional controls that would show it reversed or out
 * of place (the rules refuse them too).
 */
export function nameText(max: number, words: Words) {
  return z.pipe(
    requiredText(max, words),
    z.string().check(z.refine((v) => !hasBidiControl(v), messages.nameDirectionControl)),
  )
}

/** Trimmed, may be empty, at most `max` characters. */
export function optionalText(max: number, tooLong: string) {
  return z.string().check(z.trim(), z.maxLength(max, tooLong))
}

/** A required value that must also pass `rule` (checked once it is there and short enough). */
function requiredMatching(
  max: number,
  words: Words & { invalid: string },
  rule: (v: string) => boolean,
) {
  return z.pipe(requiredText(max, words), z.string().check(z.refine(rule, words.invalid)))
}

export const emailAddress = (words: Words & { invalid: string }) =>
  requiredMatching(FIELD_LIMITS.email, words, isEmailAddress)

export const phoneNumber = (words: Words & { invalid: string }) =>
  requiredMatching(FIELD_LIMITS.phone, words, isPhoneNumber)

/** Name, email and phone: who sends a form, with one message per kind of problem. */
export function personFields(words: {
  name: string
  email: string
  phone: string
  tooLong: string
}) {
  const { tooLong } = words
  return {
    name: nameText(FIELD_LIMITS.name, { required: words.name, tooLong }),
    email: emailAddress({ required: words.email, invalid: words.email, tooLong }),
    phone: phoneNumber({ required: words.phone, invalid: words.phone, tooLong }),
  }
}
