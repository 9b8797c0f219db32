/**
 * "Ask us for it": what a search that found nothing puts on the buyer's enquiry list, as a
 * free-text line, and what asking does to the list.
 */
import { ENQUIRY_LIMITS } from '@/config/constants'
import type { EnquiryLine } from '@/lib/storage/enquiry-list'

export type AskOutcome = 'added' | 'already' | 'full' | 'tooLong'

/** The search as a line's name: trimmed, and otherwise as typed. */
export function askedName(search: string): string {
  return search.trim()
}

export function askedLine(name: string): EnquiryLine {
  return { productId: null, name, size: null, packs: 1 }
}

/**
 * What asking for `name` does to `lines`: adds it, unless it is longer than a stored name may be
 * (it is never cut short: the buyer shortens it), the same request (in any case) is already
 * there, which asking again should not turn into a second pack, or the list is full.
 */
export function askOutcome(lines: readonly EnquiryLine[], name: string): AskOutcome {
  if (name.length > ENQUIRY_LIMITS.maxNameLength) return 'tooLong'
  const key = name.toLowerCase()
  if (lines.some((line) => line.productId === null && line.name.trim().toLowerCase() === key)) {
    return 'already'
  }
  return lines.length >= ENQUIRY_LIMITS.maxLines ? 'full' : 'added'
}
