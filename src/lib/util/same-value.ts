type PlainObject = Record<string, unknown>

const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

/** An object's keys that hold a value: a key set to undefined is as good as absent. */
const keysWithValues = (value: PlainObject) =>
  Object.keys(value).filter((key) => value[key] !== undefined)

/**
 * Whether two values of plain data (what a catalogue read or a stored copy holds: primitives,
 * arrays, plain objects, dates) are equal in every part, whatever the order of their keys. It
 * stops at the first difference: a fresh read of a catalogue whose prices moved is told apart at
 * its first product.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && Object.is(a.getTime(), b.getTime())
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    )
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false
  const keys = keysWithValues(a)
  return (
    keys.length === keysWithValues(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]))
  )
}
