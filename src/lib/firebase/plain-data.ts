/** A Firestore SDK's Timestamp class: the Lite SDK and the full SDK each have their own. */
type TimestampClass = abstract new (...args: never[]) => { toDate(): Date }

/** Firestore data with the SDK's Timestamps (of `timestamp`'s class) made Dates, recursively. */
export function plainData(value: unknown, timestamp: TimestampClass): unknown {
  if (value instanceof timestamp) return value.toDate()
  if (Array.isArray(value)) return value.map((item) => plainData(item, timestamp))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, plainData(item, timestamp)]),
    )
  }
  return value
}
