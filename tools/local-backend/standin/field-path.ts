/**
 * Field paths as the SDK writes them in updateMask, updateTransforms, orderBy and filters:
 * dot-separated segments, where a segment that is not a plain identifier is `back-quoted`.
 * Fields are plain objects, so every lookup asks for the object's own keys: `constructor` or
 * `__proto__` is a field only where a document has one.
 */
import type { Fields, Value } from '../firestore-values'

/**
 * Firestore reserves ids and field names that start and end with two underscores (`__name__`
 * included: queries name a document by it, and no document may hold it).
 */
export const isReservedName = (name: string): boolean => /^__.+__$/s.test(name)

export function parseFieldPath(path: string): string[] {
  const segments: string[] = []
  let current = ''
  let quoted = false
  for (let i = 0; i < path.length; i++) {
    const ch = path[i] as string
    if (quoted && ch === '\\') {
      current += path[++i] ?? ''
    } else if (ch === '`') {
      quoted = !quoted
    } else if (ch === '.' && !quoted) {
      segments.push(current)
      current = ''
    } else {
      current += ch
    }
  }
  segments.push(current)
  if (quoted || segments.some((s) => s === '')) throw new TypeError(`Invalid field path "${path}"`)
  return segments
}

export function getField(fields: Fields, path: readonly string[]): Value | undefined {
  const [head, ...rest] = path
  if (head === undefined || !Object.hasOwn(fields, head)) return undefined
  const value = fields[head] as Value
  if (rest.length === 0) return value
  return 'mapValue' in value ? getField(value.mapValue.fields ?? {}, rest) : undefined
}

/** A copy of `fields` with `path` set to `value`, creating intermediate maps as Firestore does. */
export function setField(fields: Fields, path: readonly string[], value: Value): Fields {
  const [head, ...rest] = path
  if (head === undefined) return fields
  if (rest.length === 0) return { ...fields, [head]: value }
  const inner = Object.hasOwn(fields, head) ? fields[head] : undefined
  const innerFields = inner && 'mapValue' in inner ? (inner.mapValue.fields ?? {}) : {}
  return { ...fields, [head]: { mapValue: { fields: setField(innerFields, rest, value) } } }
}

export function deleteField(fields: Fields, path: readonly string[]): Fields {
  const [head, ...rest] = path
  if (head === undefined || !Object.hasOwn(fields, head)) return fields
  if (rest.length === 0) {
    const copy = { ...fields }
    delete copy[head]
    return copy
  }
  const inner = fields[head] as Value
  if (!('mapValue' in inner)) return fields
  return {
    ...fields,
    [head]: { mapValue: { fields: deleteField(inner.mapValue.fields ?? {}, rest) } },
  }
}
