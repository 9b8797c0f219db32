/**
 * Changes to an enquiry list, as pure functions of the lines (the store is ./enquiry-list.ts):
 * adding, changing packs or size, removing. Kept apart from the store so every page's header,
 * which only counts the lines, does not carry them.
 */
import { ENQUIRY_LIMITS } from '@/config/constants'
import { clampPacks, type EnquiryLine } from './enquiry-list'
import type { PackSize } from '@/lib/schema'

const sameItem = (a: EnquiryLine, b: Pick<EnquiryLine, 'productId' | 'size' | 'name'>) =>
  a.productId === null
    ? b.productId === null && a.name.trim().toLowerCase() === b.name.trim().toLowerCase()
    : a.productId === b.productId && a.size === b.size

/**
 * The list with `line` added: the same product in the same size (or the same free-text request)
 * adds to that line's packs; a new line goes at the end unless the list is full (unchanged then).
 */
export function addLine(lines: readonly EnquiryLine[], line: EnquiryLine): EnquiryLine[] {
  const index = lines.findIndex((existing) => sameItem(existing, line))
  if (index >= 0) {
    return lines.map((existing, i) =>
      i === index ? { ...existing, packs: clampPacks(existing.packs + line.packs) } : existing,
    )
  }
  if (lines.length >= ENQUIRY_LIMITS.maxLines) return [...lines]
  // A name over the limit would make the stored list unreadable (and so lose it): cut it here.
  const name = line.name.trim().slice(0, ENQUIRY_LIMITS.maxNameLength)
  return [...lines, { ...line, name, packs: clampPacks(line.packs) }]
}

/** What adding a line did: added (a new line, or more packs on its own), or why nothing changed. */
export type AddResult = 'added' | 'full' | 'maxPacks'

/**
 * What `addLine` did to the list, told from the list `before` and `after` it: nothing changed
 * when the line's own line is already at the most packs, or when the list is full.
 */
export function addResult(
  before: readonly EnquiryLine[],
  after: readonly EnquiryLine[],
  line: EnquiryLine,
): AddResult {
  const changed =
    after.length !== before.length || after.some((next, i) => next.packs !== before[i]?.packs)
  if (changed) return 'added'
  return before.some((existing) => sameItem(existing, line)) ? 'maxPacks' : 'full'
}

export function setPacks(lines: readonly EnquiryLine[], index: number, packs: number) {
  return lines.map((line, i) => (i === index ? { ...line, packs: clampPacks(packs) } : line))
}

/** Changes a line's size; if another line already has that product in that size, they merge. */
export function setSize(lines: readonly EnquiryLine[], index: number, size: PackSize) {
  const line = lines[index]
  if (!line || line.productId === null || line.size === size) return [...lines]
  const rest = lines.filter((_, i) => i !== index)
  const twin = rest.findIndex((other) => sameItem(other, { ...line, size }))
  if (twin < 0) return lines.map((other, i) => (i === index ? { ...line, size } : other))
  return rest.map((other, i) =>
    i === twin ? { ...other, packs: clampPacks(other.packs + line.packs) } : other,
  )
}

export function removeLine(lines: readonly EnquiryLine[], index: number): EnquiryLine[] {
  return lines.filter((_, i) => i !== index)
}

/**
 * The list once `sent` has gone out: each sent line takes away one line of exactly the same
 * product (or words), size and packs. A line added or changed meanwhile (in this tab or another)
 * was not sent, so it stays.
 */
export function removeSent(
  lines: readonly EnquiryLine[],
  sent: readonly EnquiryLine[],
): EnquiryLine[] {
  const left = [...sent]
  return lines.filter((line) => {
    const match = left.findIndex(
      (s) =>
        s.productId === line.productId &&
        s.name === line.name &&
        s.size === line.size &&
        s.packs === line.packs,
    )
    if (match < 0) return true
    left.splice(match, 1)
    return false
  })
}
