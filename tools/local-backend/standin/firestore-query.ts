/**
 * The part of `structuredQuery` the Lite SDK produces for this app (readCollection in
 * src/lib/firebase/firestore.ts): one collection, at most one equality filter, orderBy (the SDK
 * adds `__name__` after the app's createdAt), a limit (a guest's hand-over lists its newest
 * requests only). Anything else is refused with a clear message instead of being answered wrongly.
 */
import { getField, isReservedName, parseFieldPath } from './field-path'
import { invalidArgument, unsupported } from './firestore-errors'
import { compareValues, isValue, type Value } from '../firestore-values'
import type { StoredDocument } from './firestore-data'

interface EqualityFilter {
  path: string[]
  value: Value
}

interface Order {
  path: string[]
  descending: boolean
}

export interface ParsedQuery {
  collectionId: string
  /** None, or the one equality filter. */
  filters: EqualityFilter[]
  orders: Order[]
  /** At most this many documents, when set. */
  limit?: number
}

const NAME_FIELD = '__name__'
const SUPPORTED_KEYS = new Set(['from', 'where', 'orderBy', 'limit'])

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

function fieldPathOf(ref: unknown, where: string): string[] {
  if (!isRecord(ref) || typeof ref.fieldPath !== 'string')
    throw invalidArgument(`${where} needs field.fieldPath`)
  let path: string[]
  try {
    path = parseFieldPath(ref.fieldPath)
  } catch (error) {
    throw invalidArgument((error as Error).message)
  }
  const isName = path.length === 1 && path[0] === NAME_FIELD
  if (!isName && path.some(isReservedName)) {
    throw invalidArgument(`Invalid reserved name in field path ${ref.fieldPath}`)
  }
  return path
}

/** The SDK sends one `where` as a fieldFilter, several as a compositeFilter (refused here). */
function parseFilter(filter: unknown): EqualityFilter {
  if (!isRecord(filter)) throw invalidArgument('where must be an object')
  if (isRecord(filter.fieldFilter)) {
    const { field, op, value } = filter.fieldFilter
    if (op !== 'EQUAL') throw unsupported(`fieldFilter op ${String(op)}`)
    if (!isValue(value)) throw invalidArgument('fieldFilter.value is not a Firestore value')
    return { path: fieldPathOf(field, 'fieldFilter'), value }
  }
  throw unsupported(`A where of kind ${Object.keys(filter).join(', ') || '{}'}`)
}

function parseOrder(order: unknown): Order {
  if (!isRecord(order)) throw invalidArgument('orderBy entries must be objects')
  const direction = order.direction ?? 'ASCENDING'
  if (direction !== 'ASCENDING' && direction !== 'DESCENDING') {
    throw invalidArgument(`Unknown orderBy direction ${String(direction)}`)
  }
  return { path: fieldPathOf(order.field, 'orderBy'), descending: direction === 'DESCENDING' }
}

export function parseStructuredQuery(query: unknown): ParsedQuery {
  if (!isRecord(query)) throw invalidArgument('structuredQuery is required')
  for (const key of Object.keys(query)) {
    if (!SUPPORTED_KEYS.has(key)) throw unsupported(`structuredQuery.${key}`)
  }
  const { from } = query
  if (!Array.isArray(from) || from.length !== 1 || !isRecord(from[0])) {
    throw invalidArgument('structuredQuery.from must name exactly one collection')
  }
  const [selector] = from as [Record<string, unknown>]
  if (selector.allDescendants === true) throw unsupported('A collection group query')
  if (typeof selector.collectionId !== 'string' || selector.collectionId === '') {
    throw invalidArgument('from[0].collectionId must be a non-empty string')
  }
  if (isReservedName(selector.collectionId)) {
    throw invalidArgument(
      `Collection id "${selector.collectionId}" is invalid because it is reserved.`,
    )
  }
  if (query.orderBy !== undefined && !Array.isArray(query.orderBy)) {
    throw invalidArgument('orderBy must be an array')
  }
  const orders = ((query.orderBy as unknown[] | undefined) ?? []).map(parseOrder)
  // Results are always ordered by name last, as Firestore does.
  if (!orders.some((o) => o.path.length === 1 && o.path[0] === NAME_FIELD)) {
    orders.push({ path: [NAME_FIELD], descending: orders.at(-1)?.descending ?? false })
  }
  return {
    collectionId: selector.collectionId,
    filters: query.where === undefined ? [] : [parseFilter(query.where)],
    orders,
    ...(query.limit === undefined ? {} : { limit: parseLimit(query.limit) }),
  }
}

/** `limit` is an Int32Value: a plain number in JSON, or `{ value }` from some clients. */
function parseLimit(limit: unknown): number {
  const value = isRecord(limit) ? limit.value : limit
  const n = typeof value === 'string' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
    throw invalidArgument('limit must be a non-negative whole number')
  }
  return n
}

export interface NamedDocument {
  /** Full resource name, "projects/…/documents/collection/id". */
  name: string
  document: StoredDocument
}

function valueAt(doc: NamedDocument, path: string[]): Value | undefined {
  if (path.length === 1 && path[0] === NAME_FIELD) return { referenceValue: doc.name }
  return getField(doc.document.fields, path)
}

/** Firestore semantics: a document lacking a filtered or ordered-by field is not in the result. */
export function runParsedQuery(docs: NamedDocument[], query: ParsedQuery): NamedDocument[] {
  const matching = docs.filter(
    (doc) =>
      query.filters.every((f) => {
        const value = valueAt(doc, f.path)
        return value !== undefined && compareValues(value, f.value) === 0
      }) && query.orders.every((o) => valueAt(doc, o.path) !== undefined),
  )
  matching.sort((a, b) => {
    for (const order of query.orders) {
      const c = compareValues(valueAt(a, order.path) as Value, valueAt(b, order.path) as Value)
      if (c !== 0) return order.descending ? -c : c
    }
    return 0
  })
  return query.limit === undefined ? matching : matching.slice(0, query.limit)
}
