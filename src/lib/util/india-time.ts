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
