/** How long a quote holds: from today (in India) to at most QUOTE_LIMITS.maxValidDays ahead. */
import { QUOTE_LIMITS } from '@/lib/quotes/quote-schema'
import { quoteCopy } from './quote-content'

const DAY_MS = 86_400_000

/** The calendar day `days` after `isoDate` (yyyy-mm-dd). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The days a quote may end on, from `today` (yyyy-mm-dd in India), and the day it ends unless changed. */
export function validityRange(today: string) {
  return {
    min: today,
    max: addDays(today, QUOTE_LIMITS.maxValidDays),
    initial: addDays(today, QUOTE_LIMITS.defaultValidDays),
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** What is wrong with `validUntil` (yyyy-mm-dd) as the last day of a quote sent `today`, if anything. */
export function validUntilError(validUntil: string, today: string): string | undefined {
  const range = validityRange(today)
  // A day that does not exist (30 February) comes back from the calendar as another.
  const real = ISO_DATE.test(validUntil) && addDays(validUntil, 0) === validUntil
  if (!real) return quoteCopy.errors.validUntil
  if (validUntil < range.min) return quoteCopy.errors.validUntilPast
  if (validUntil > range.max) return quoteCopy.errors.validUntilFar
  return undefined
}
