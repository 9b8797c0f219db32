/** `value` as JSON with every object's keys in order, so equal data gives equal text. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : 1)))
      : part,
  )

/**
 * Whether two values of plain data (what a catalogue read or a stored copy holds: primitives,
 * arrays, plain objects, dates) are equal in every part, whatever the order of their keys.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b)
}
