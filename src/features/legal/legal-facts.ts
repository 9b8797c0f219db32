/** The policies' own facts, quoted in their text and checked by their tests. */
import { formatIndianDate } from '@/lib/util/format'

/** The month the policies took effect, as its first day (UTC). */
export const POLICY_EFFECTIVE_MONTH = new Date(Date.UTC(2025, 0, 1))
export const CHILDREN_AGE_THRESHOLD = 13
export const DELIVERY_WORKING_DAYS = '2-3'

/** The month the policies took effect in the page's language: "January 2025", "जनवरी 2025". */
export function policyEffectiveDate(): string {
  return formatIndianDate(POLICY_EFFECTIVE_MONTH, 'long').replace(/^\d+ /, '')
}
