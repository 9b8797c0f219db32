/**
 * Checks for data the app reads but did not write: catalogue documents and the copies of them
 * kept in the page and in localStorage (src/lib/catalog/catalog.ts,
 * src/lib/storage/catalog-cache.ts, src/lib/catalog/catalog-store.ts).
 *
 * Forms use zod (src/features/…/…-schema.ts); these reads do not. They run on every page that
 * shows the catalogue while it starts, where building zod's schemas and parsing through them was
 * start-up's longest task on a phone. A check here is a plain function: nothing to build, one
 * call per value.
 *
 * A check returns the value as the app holds it, or `INVALID`.
 */
export const INVALID: unique symbol = Symbol('invalid')
export type Invalid = typeof INVALID

export type Check<T> = (value: unknown) => T | Invalid

/** The type a check gives. */
export type Checked<C> = C extends Check<infer T> ? T : never

export const string: Check<string> = (value) => (typeof value === 'string' ? value : INVALID)

/** A finite number (not NaN, not ±Infinity). */
export const number: Check<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : INVALID

export const boolean: Check<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID)

/** A finite number from -limit to limit. */
export function within(limit: number): Check<number> {
  return (value) => {
    const checked = number(value)
    return checked !== INVALID && Math.abs(checked) <= limit ? checked : INVALID
  }
}

/** One of `values` (a fixed list of words or numbers, say). */
export function oneOf<const T extends string | number>(values: readonly T[]): Check<T> {
  return (value) => (values.includes(value as T) ? (value as T) : INVALID)
}

/** A Date that holds a time (not an Invalid Date). */
export const date: Check<Date> = (value) =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value : INVALID

export function literal<const T extends string | number | boolean>(expected: T): Check<T> {
  return (value) => (value === expected ? expected : INVALID)
}

/** A plain object (not null, not an array), its values unchecked. */
export const record: Check<Record<string, unknown>> = (value) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : INVALID

/** An array whose every item passes `item`; one bad item fails it all. */
export function arrayOf<T>(item: Check<T>): Check<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return INVALID
    const out: T[] = []
    for (const entry of value) {
      const checked = item(entry)
      if (checked === INVALID) return INVALID
      out.push(checked)
    }
    return out
  }
}

/** `check`, or undefined when the value is missing. */
export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value) => (value === undefined ? undefined : check(value))
}

/** `check`, or `fallback` when the value is missing. */
export function withDefault<T>(check: Check<T>, fallback: T): Check<T> {
  return (value) => (value === undefined ? fallback : check(value))
}

type Shape = Record<string, Check<unknown>>
type Required<S extends Shape> = {
  [K in keyof S as undefined extends Checked<S[K]> ? never : K]: Checked<S[K]>
}
type Optional<S extends Shape> = {
  [K in keyof S as undefined extends Checked<S[K]> ? K : never]?: Checked<S[K]>
}
/** The object a shape gives: keys whose check may give undefined are optional. */
export type ObjectOf<S extends Shape> = {
  [K in keyof (Required<S> & Optional<S>)]: (Required<S> & Optional<S>)[K]
}

/**
 * An object with every key of `shape`, each passing its check. The result holds only those keys
 * (anything else in the value is left behind), and none whose check gave undefined.
 */
export function object<S extends Shape>(shape: S): Check<ObjectOf<S>> {
  const entries = Object.entries(shape)
  return (value) => {
    const raw = record(value)
    if (raw === INVALID) return INVALID
    const out: Record<string, unknown> = {}
    for (const [key, check] of entries) {
      const checked = check(raw[key])
      if (checked === INVALID) return INVALID
      if (checked !== undefined) out[key] = checked
    }
    return out as ObjectOf<S>
  }
}
