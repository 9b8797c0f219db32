/**
 * Moments as read on a clock in India, for the trade desk: apart from format.ts, which every page
 * loads, so public pages do not carry them.
 */
import { formatIndianDate } from './format'

/** India Standard Time is UTC+5:30 all year (India keeps no daylight saving time). */
export const IST_OFFSET_MS = 330 * 60_000

/** A moment as read on a clock in India: "4 Mar 2026, 3:05 pm". */
export function formatIndianDateTime(date: Date): string {
  const ist = new Date(date.getTime() + IST_OFFSET_MS)
  const hours = ist.getUTCHours()
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0')
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`
  return `${formatIndianDate(ist, 'short')}, ${clock}`
}

/** The calendar date in India at `moment`, as yyyy-mm-dd. */
export function indianIsoDate(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)
}

/** The last moment of the calendar day `isoDate` (yyyy-mm-dd) in India. */
export function endOfIndianDay(isoDate: string): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000 - 1 - IST_OFFSET_MS)
}

/** The calendar day in India at `moment`: "1 December 2026" (`long`) or "1 Dec 2026" (`short`). */
export function formatIndianDay(moment: Date, month: 'long' | 'short'): string {
  return formatIndianDate(new Date(moment.getTime() + IST_OFFSET_MS), month)
}
