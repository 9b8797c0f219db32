import { formatIndianDate } from '@/lib/util/format'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** "2025-03-04" → "4 Mar 2025" (en-IN); any other text is shown as it is. */
export function formatPostedDate(text: string): string {
  const match = ISO_DATE.exec(text.trim())
  if (!match) return text
  const [, year, month, day] = match.map(Number)
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1))
  // Reject dates the calendar rolled over, e.g. 2025-02-30.
  if (date.getUTCDate() !== day || date.getUTCMonth() !== (month ?? 0) - 1) return text
  return formatIndianDate(date, 'short')
}
