/**
 * The checks of the catalogue forms' fields, as zod schemas from the typed text to the stored
 * value, bounded by CATALOGUE_LIMITS and the other constants firestore.rules state too. Each
 * section's schema (./sections/) is built from these, so one field means one rule everywhere.
 */
import { z } from 'zod/mini'
import { isWebUrl } from '@/config/field-rules'
import { optionalText, requiredText } from '@/lib/util/field-schemas'
import { toEmbedUrl } from '@/lib/util/video-embed'
import {
  DEVANAGARI_PATTERN,
  IMAGE_PATH_PATTERN,
  INDIA_BOUNDS,
  ISO_DATE_PATTERN,
  SITE_PATH_PATTERN,
} from '@/lib/desk-schema'
import { catalogueCopy } from './catalogue-content'

const e = catalogueCopy.errors

/** Trimmed, not blank, at most `max` characters. */
export const text = (max: number) =>
  requiredText(max, { required: e.required, tooLong: e.tooLong(max) })

/** Trimmed, at most `max` characters; may be empty, and is stored so (''). */
export const textOrEmpty = (max: number) => optionalText(max, e.tooLong(max))

/** Trimmed, at most `max` characters; left out of the record when empty. */
export const optional = (max: number) =>
  z.pipe(
    textOrEmpty(max),
    z.transform((value) => (value === '' ? undefined : value)),
  )

/**
 * A name in Hindi: trimmed, `fewest` to `most` characters with Devanagari among them; left out
 * of the record when empty.
 */
export const hindiName = ([fewest, most]: readonly [number, number]) =>
  z.pipe(
    textOrEmpty(most).check(
      z.refine(
        (value) => value === '' || (value.length >= fewest && DEVANAGARI_PATTERN.test(value)),
        e.hindiName,
      ),
    ),
    z.transform((value) => (value === '' ? undefined : value)),
  )

/** The non-blank lines of a text box, trimmed. */
export function splitLines(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** One item per line: at most `items` lines of at most `chars` characters each. */
export const lines = ([items, chars]: readonly [number, number]) =>
  z.pipe(z.string(), z.transform(splitLines)).check(
    z.superRefine((list, context) => {
      const long = list.findIndex((line) => [...line].length > chars)
      const message =
        list.length > items
          ? e.tooManyLines(items)
          : long >= 0
            ? e.lineTooLong(long + 1, chars)
            : null
      if (message) context.issues.push({ code: 'custom', message, input: list })
    }),
  )

/** A picture of the site's own (IMAGE_PATH_PATTERN). */
export const imagePath = z.string().check(z.trim(), z.regex(IMAGE_PATH_PATTERN, e.image))

/** Whether yyyy-mm-dd names a day of the calendar (not the 31st of June). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
}

/** A calendar date, yyyy-mm-dd (what a date input gives). */
export const isoDate = z.string().check(z.trim(), z.refine(isCalendarDate, e.date))

interface NumberRule {
  min: number
  max: number
  /** At most this many decimals (paise: 2). */
  decimals?: number
}

/** A number typed as text (digits, a point, commas as grouping), or undefined when empty. */
function typedNumber({ min, max, decimals }: NumberRule, message: string) {
  return z.pipe(
    z.string().check(z.trim()),
    z.transform((typed, context) => {
      if (typed === '') return undefined
      const plain = typed.replace(/,/g, '')
      const value = /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN
      const places = plain.split('.')[1]?.length ?? 0
      const fits = value >= min && value <= max && (decimals === undefined || places <= decimals)
      if (fits) return value
      context.issues.push({ code: 'custom', message, input: typed })
      return z.NEVER
    }),
  )
}

/** A price per pack in rupees; empty means the size is not sold. */
export const price = (max: number) => typedNumber({ min: 0, max, decimals: 2 }, e.price)

/** A required number within `rule`. */
const requiredNumber = (rule: NumberRule, message: string) =>
  z.pipe(
    typedNumber(rule, message),
    z.custom<number>((value) => value !== undefined, message),
  )

export const latitude = requiredNumber(
  { min: INDIA_BOUNDS.latitude[0], max: INDIA_BOUNDS.latitude[1] },
  e.latitude,
)
export const longitude = requiredNumber(
  { min: INDIA_BOUNDS.longitude[0], max: INDIA_BOUNDS.longitude[1] },
  e.longitude,
)

/** An optional least order in kg, above 0 and at most `max`, to three decimals (grams). */
export const leastOrderKg = (max: number) =>
  z.pipe(
    typedNumber({ min: 0, max, decimals: 3 }, e.minOrderKg),
    z.custom<number | undefined>((value) => value !== 0, e.minOrderKg),
  )

/** An optional amount in rupees. */
export const amount = (max: number) => typedNumber({ min: 0, max, decimals: 2 }, e.totalAmount)

/** Empty, or a YouTube or Vimeo link the blog embeds (the blog's own rule, toEmbedUrl). */
export const videoUrl = (max: number) =>
  textOrEmpty(max).check(
    z.refine((value) => value === '' || toEmbedUrl(value) !== null, e.videoUrl),
  )

/** Empty, or an http(s) link. */
export const webLink = (max: number) =>
  textOrEmpty(max).check(
    z.refine((value) => value === '' || isWebUrl(value) || SITE_PATH_PATTERN.test(value), e.link),
  )

/** One of `ids` (a product of the catalogue, say). */
export const oneOf = (ids: readonly string[], message: string) =>
  z.string().check(z.refine((value) => ids.includes(value), message))
