/**
 * What the desk knows of each catalogue collection: its form's fields and schema, how a stored
 * document fills the form, and how its list names it. One generic list and form (../) show them.
 */
import type { z } from 'zod/mini'
import type { SelectOption } from '@/components/ui/select-field'
import type { DeskCollection, DeskDocument, DeskRecords } from '@/lib/catalog/desk-catalog'
import type { Locale } from '@/config/locales'

/** A form's values: text, as typed. */
export type Values = Record<string, string>

/** The collections a section has read: its own and those its form chooses from. */
export type DeskContext = { readonly [K in DeskCollection]?: readonly DeskDocument[] }

export interface FieldSpec {
  name: string
  label: string
  /** `lines`: a text box of one item per line. `image`: a path with a preview. */
  kind: 'text' | 'textarea' | 'lines' | 'select' | 'image' | 'date'
  hint?: string
  /** Characters a text box may hold: a counter shows how many it has. */
  limit?: number
  options?: readonly SelectOption[]
  inputMode?: 'decimal' | 'url'
  /**
   * The language of what is typed, when it is not the desk's English (`hi`): spell-checkers and
   * screen readers go by it.
   */
  lang?: Locale
  /** Values to offer as it is typed (those the collection already uses). */
  suggestions?: readonly string[]
  /** Takes the form's whole width on a wide screen. */
  wide?: boolean
}

export interface RowSummary {
  title: string
  /** The record's name in another language (a product's Hindi name), shown under the title. */
  otherName?: { text: string; lang: Locale }
  facts: string[]
  /** Short states shown beside the title ("Closed"). */
  badges?: string[]
}

export interface SectionSpec<K extends DeskCollection> {
  key: K
  /** The other collections its form chooses from (a featured product's product, say). */
  uses: readonly DeskCollection[]
  fields: (context: DeskContext) => FieldSpec[]
  /** The form's values for a stored document, or empty ones for a new record. */
  values: (data: Record<string, unknown> | null) => Values
  /** From the form's values to the record staff write (`existing` is the one being edited). */
  schema: (context: DeskContext, existing: DeskDocument | null) => z.ZodMiniType<DeskRecords[K]>
  summary: (data: Record<string, unknown>, context: DeskContext) => RowSummary
  /** The list's order. */
  compare: (a: DeskDocument, b: DeskDocument) => number
}

/** A stored field as text: strings as they are, numbers written out, anything else empty. */
export function textOf(data: Record<string, unknown> | null, key: string): string {
  const value = data?.[key]
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

/** A stored map (a product's prices, say), or null. */
export function mapOf(
  data: Record<string, unknown> | null,
  key: string,
): Record<string, unknown> | null {
  const value = data?.[key]
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

/** A stored list as a text box's lines. */
export function linesOf(data: Record<string, unknown> | null, key: string): string {
  const value = data?.[key]
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string').join('\n') : ''
}

/** The documents of `key` the section has read. */
export function documentsOf(context: DeskContext, key: DeskCollection): readonly DeskDocument[] {
  return context[key] ?? []
}

/** The values `docs` use for `key`, once each and in order: suggestions as a field is typed. */
export function usedValues(docs: readonly DeskDocument[], key: string): string[] {
  const values = docs.map((doc) => textOf(doc.data, key).trim()).filter(Boolean)
  return [...new Set(values)].sort()
}

/** Ordered by a text field, whatever its case, as a person reads a list. */
export const byText =
  (key: string) =>
  (a: DeskDocument, b: DeskDocument): number => {
    const [x, y] = [textOf(a.data, key).toLowerCase(), textOf(b.data, key).toLowerCase()]
    return x < y ? -1 : x > y ? 1 : 0
  }

/** Newest first by createdAt; those without one last. */
export function newestFirst(a: DeskDocument, b: DeskDocument): number {
  const time = (doc: DeskDocument) =>
    doc.data.createdAt instanceof Date ? doc.data.createdAt.getTime() : Number.NEGATIVE_INFINITY
  return time(b) - time(a)
}

/** Today's date on this device, yyyy-mm-dd: a new post's or job's date until staff change it. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
