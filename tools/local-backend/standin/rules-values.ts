/**
 * What the stand-in's rule files read of a document the way the rules language does: a field as
 * text or as a number, a text within bounds, a name, a time the request set, exactly which keys a
 * map holds, and the keys an update touches (`diff(...).affectedKeys()`).
 */
import { FIELD_LIMITS } from '../../../src/config/field-rules'
import { hasBidiControl } from '../../../src/config/name-rules'
import { isLocale } from '../../../src/config/locales'
import { compareValues, type Fields, type Value } from '../firestore-values'
import { ruleSize, ruleTrim } from './rules-strings'

/** The field's text, or undefined when it is missing or not a string. */
export function stringOf(value: Value | undefined): string | undefined {
  return value !== undefined && 'stringValue' in value ? value.stringValue : undefined
}

/** The field's number, whole or not, or undefined when it is missing or not a number. */
export function numberOf(value: Value | undefined): number | undefined {
  if (value === undefined) return undefined
  if ('integerValue' in value) return Number(value.integerValue)
  if ('doubleValue' in value) return Number(value.doubleValue)
  return undefined
}

/** The rules' `text is string && text.size() >= min && text.size() <= max`. */
export function isText(value: Value | undefined, min: number, max: number): boolean {
  const text = stringOf(value)
  return text !== undefined && ruleSize(text) >= min && ruleSize(text) <= max
}

/**
 * The rules' isName: not blank, within the name limit, no bidirectional control (the same for
 * accounts, leads and quotes).
 */
export function isName(value: Value | undefined): boolean {
  const text = stringOf(value)
  return (
    text !== undefined &&
    ruleTrim(text) !== '' &&
    ruleSize(text) <= FIELD_LIMITS.name &&
    !hasBidiControl(text)
  )
}

/** Every key of `keys` present, and no other but those of `optional`. */
export function hasExactly(
  fields: Fields,
  keys: readonly string[],
  optional: readonly string[] = [],
): boolean {
  const present = Object.keys(fields)
  return (
    keys.every((key) => present.includes(key)) &&
    present.every((key) => keys.includes(key) || optional.includes(key))
  )
}

/** The rules' isLeadLanguage: a lead's language, where it has one, is one of the site's. */
export function isLeadLanguage(fields: Fields): boolean {
  return fields.language === undefined || isLocale(stringOf(fields.language))
}

/** The rules' `value == request.time`: a timestamp the request set (a server timestamp). */
export function isRequestTime(value: Value | undefined, requestTime: string | undefined): boolean {
  return value !== undefined && 'timestampValue' in value && value.timestampValue === requestTime
}

/** The rules' `a == b` of two fields, which fails when either is missing. */
export function isSameValue(a: Value | undefined, b: Value | undefined): boolean {
  return a !== undefined && b !== undefined && compareValues(a, b) === 0
}

/** The rules' `after.diff(before).affectedKeys()`: the keys added, removed or changed. */
export function affectedKeys(after: Fields, before: Fields): string[] {
  return [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((key) => {
    const was = before[key]
    const is = after[key]
    return was === undefined || is === undefined || compareValues(was, is) !== 0
  })
}
