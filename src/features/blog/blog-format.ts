/** Pure helpers for showing stored blog text. */
import type { Locale } from '@/config/locales'
import { formatIndianDate } from '@/lib/util/format'

/** Paragraphs of a stored description: split on blank lines, trimmed, empty ones dropped. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** "2025-03-04" → "4 March 2025" (en-IN). Text that is not an ISO date is shown as it is. */
export function formatBlogDate(text: string): string {
  const iso = isoDate(text)
  return iso ? formatIndianDate(iso, 'long') : text
}

/** The date as a Date (UTC midnight) when the text is a real ISO calendar date. */
export function isoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text.trim())
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null
}

/** A copy, newest first by creation time. */
export function newestFirst<T extends { createdAt: Date }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
}

/**
 * The language a post is written in. Posts say nothing of it yet, so they are English; a post
 * stored with `language: 'hi'` is Hindi.
 */
export function postLanguage(post: object): Locale {
  return 'language' in post && post.language === 'hi' ? 'hi' : 'en'
}
