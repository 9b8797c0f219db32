/**
 * What the stand-in's rule files read of a document the way the rules language does: a field as
 * text, and the keys an update touches (`diff(...).affectedKeys()`).
 */
import { compareValues, type Fields, type Value } from '../firestore-values'

/** The field's text, or undefined when it is missing or not a string. */
export function stringOf(value: Value | undefined): string | undefined {
  return value !== undefined && 'stringValue' in value ? value.stringValue : undefined
}

/** The rules' `after.diff(before).affectedKeys()`: the keys added, removed or changed. */
export function affectedKeys(after: Fields, before: Fields): string[] {
  return [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((key) => {
    const was = before[key]
    const is = after[key]
    return was === undefined || is === undefined || compareValues(was, is) !== 0
  })
}
