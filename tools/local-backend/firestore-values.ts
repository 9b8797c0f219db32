/**
 * Firestore's typed REST values (https://firebase.google.com/docs/firestore/reference/rest/v1/Value),
 * their conversion from and to the plain JSON the seed files hold, and Firestore's ordering of them.
 */

export type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | string }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: Value[] } }
  | { mapValue: { fields?: Fields } }

export type Fields = Record<string, Value>

export type PlainJson =
  null | boolean | number | string | PlainJson[] | { [key: string]: PlainJson }

/** Seed files store dates as ISO strings; fields with these names become timestamps. */
const TIMESTAMP_FIELD_NAMES = new Set(['createdAt'])

export function toFirestoreFields(record: Record<string, PlainJson>): Fields {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, toFirestoreValue(value, key)]),
  )
}

export function toFirestoreValue(value: PlainJson, fieldName?: string): Value {
  if (value === null) return { nullValue: null }
  if (typeof value === 'boolean') return { booleanValue: value }
  if (typeof value === 'number') {
    // Beyond 2^53 a JS number no longer holds an exact integer, so it cannot become an int64.
    return Number.isSafeInteger(value) ? { integerValue: String(value) } : { doubleValue: value }
  }
  if (typeof value === 'string') {
    if (fieldName === undefined || !TIMESTAMP_FIELD_NAMES.has(fieldName))
      return { stringValue: value }
    const time = Date.parse(value)
    if (Number.isNaN(time)) throw new TypeError(`${fieldName} must be an ISO date, got "${value}"`)
    return { timestampValue: new Date(time).toISOString() }
  }
  if (Array.isArray(value)) {
    if (value.some(Array.isArray)) throw new TypeError('Firestore arrays cannot contain arrays')
    return { arrayValue: { values: value.map((item) => toFirestoreValue(item)) } }
  }
  return { mapValue: { fields: toFirestoreFields(value) } }
}

export function fromFirestoreFields(fields: Fields): Record<string, PlainJson> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, fromFirestoreValue(value)]),
  )
}

/** Inverse of toFirestoreValue: timestamps come back as ISO strings, integers as numbers. */
export function fromFirestoreValue(value: Value): PlainJson {
  if ('nullValue' in value) return null
  if ('booleanValue' in value) return value.booleanValue
  if ('integerValue' in value) return Number(value.integerValue)
  if ('doubleValue' in value) return Number(value.doubleValue)
  if ('timestampValue' in value) return new Date(value.timestampValue).toISOString()
  if ('stringValue' in value) return value.stringValue
  if ('bytesValue' in value) return value.bytesValue
  if ('referenceValue' in value) return value.referenceValue
  if ('geoPointValue' in value) {
    return {
      latitude: value.geoPointValue.latitude ?? 0,
      longitude: value.geoPointValue.longitude ?? 0,
    }
  }
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(fromFirestoreValue)
  return fromFirestoreFields(value.mapValue.fields ?? {})
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

/**
 * Whether untrusted request JSON is a well-formed value (exactly one kind, right payload type).
 * Only the canonical forms the SDK sends are accepted, so stored values keep one shape.
 */
export function isValue(x: unknown): x is Value {
  if (!isRecord(x)) return false
  const keys = Object.keys(x)
  if (keys.length !== 1) return false
  const kind = keys[0] as string
  const payload = x[kind]
  switch (kind) {
    case 'nullValue':
      return payload === null
    case 'booleanValue':
      return typeof payload === 'boolean'
    case 'integerValue':
      return typeof payload === 'string' && /^-?\d{1,19}$/.test(payload)
    case 'doubleValue':
      return (
        typeof payload === 'number' || ['NaN', 'Infinity', '-Infinity'].includes(String(payload))
      )
    case 'timestampValue':
      return typeof payload === 'string' && parseTimestamp(payload) !== undefined
    case 'stringValue':
    case 'bytesValue':
    case 'referenceValue':
      return typeof payload === 'string'
    case 'geoPointValue':
      return isRecord(payload)
    case 'arrayValue':
      return (
        isRecord(payload) &&
        (payload.values === undefined ||
          (Array.isArray(payload.values) && payload.values.every(isValue)))
      )
    case 'mapValue':
      return isRecord(payload) && (payload.fields === undefined || isFields(payload.fields))
    default:
      return false
  }
}

export function isFields(x: unknown): x is Fields {
  return isRecord(x) && Object.values(x).every(isValue)
}

/** Seconds and nanoseconds of an RFC 3339 time; the SDK sends nanosecond precision Date cannot hold. */
function parseTimestamp(text: string): { seconds: number; nanos: number } | undefined {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/i.exec(text)
  if (!match) return undefined
  const millis = Date.parse(`${match[1]}${match[3]}`)
  if (Number.isNaN(millis)) return undefined
  return { seconds: millis / 1000, nanos: Number((match[2] ?? '').padEnd(9, '0')) }
}

/** Firestore sorts values of different types in this order (numbers of both kinds together). */
function typeRank(value: Value): number {
  if ('nullValue' in value) return 0
  if ('booleanValue' in value) return 1
  if ('integerValue' in value || 'doubleValue' in value) return 2
  if ('timestampValue' in value) return 3
  if ('stringValue' in value) return 4
  if ('bytesValue' in value) return 5
  if ('referenceValue' in value) return 6
  if ('geoPointValue' in value) return 7
  if ('arrayValue' in value) return 8
  return 9
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0
}

function compareNumbers(a: number, b: number): number {
  // Firestore puts NaN before every other number.
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1
  if (Number.isNaN(b)) return 1
  return sign(a - b)
}

/** Strings order by their UTF-8 bytes in Firestore, which differs from JS's UTF-16 comparison. */
function compareUtf8(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))
}

/** Firestore's total order of values: -1, 0 or 1. Equality filters use `compareValues(a, b) === 0`. */
export function compareValues(a: Value, b: Value): number {
  const rank = typeRank(a) - typeRank(b)
  if (rank !== 0) return sign(rank)
  if ('booleanValue' in a && 'booleanValue' in b)
    return sign(Number(a.booleanValue) - Number(b.booleanValue))
  if (typeRank(a) === 2) return compareNumbers(numberOf(a), numberOf(b))
  if ('timestampValue' in a && 'timestampValue' in b) {
    const x = parseTimestamp(a.timestampValue)
    const y = parseTimestamp(b.timestampValue)
    if (!x || !y) return 0
    return sign(x.seconds - y.seconds) || sign(x.nanos - y.nanos)
  }
  if ('stringValue' in a && 'stringValue' in b) return compareUtf8(a.stringValue, b.stringValue)
  if ('bytesValue' in a && 'bytesValue' in b) {
    return Buffer.compare(Buffer.from(a.bytesValue, 'base64'), Buffer.from(b.bytesValue, 'base64'))
  }
  if ('referenceValue' in a && 'referenceValue' in b) {
    return compareSegments(a.referenceValue.split('/'), b.referenceValue.split('/'))
  }
  if ('geoPointValue' in a && 'geoPointValue' in b) {
    const x = a.geoPointValue
    const y = b.geoPointValue
    return (
      compareNumbers(x.latitude ?? 0, y.latitude ?? 0) ||
      compareNumbers(x.longitude ?? 0, y.longitude ?? 0)
    )
  }
  if ('arrayValue' in a && 'arrayValue' in b) {
    const x = a.arrayValue.values ?? []
    const y = b.arrayValue.values ?? []
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const c = compareValues(x[i] as Value, y[i] as Value)
      if (c !== 0) return c
    }
    return sign(x.length - y.length)
  }
  if ('mapValue' in a && 'mapValue' in b) {
    const x = Object.entries(a.mapValue.fields ?? {}).sort(([k1], [k2]) => compareUtf8(k1, k2))
    const y = Object.entries(b.mapValue.fields ?? {}).sort(([k1], [k2]) => compareUtf8(k1, k2))
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const [kx, vx] = x[i] as [string, Value]
      const [ky, vy] = y[i] as [string, Value]
      const c = compareUtf8(kx, ky) || compareValues(vx, vy)
      if (c !== 0) return c
    }
    return sign(x.length - y.length)
  }
  return 0
}

function numberOf(value: Value): number {
  if ('integerValue' in value) return Number(value.integerValue)
  if ('doubleValue' in value) return Number(value.doubleValue)
  return Number.NaN
}

/** Document paths order segment by segment (so "a/b" sorts before "a-c"). */
function compareSegments(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareUtf8(a[i] as string, b[i] as string)
    if (c !== 0) return c
  }
  return sign(a.length - b.length)
}
