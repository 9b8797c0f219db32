/**
 * The stand-in's copy of firestore.rules' decisions, asked before every read and write. The real
 * rules engine is the source of truth: tools/firestore-rules/ runs one table of scenarios against
 * the Cloud Firestore emulator and against this function, so any drift fails there.
 */
import { GSTIN_PATTERN, isPhoneNumber, PIN_CODE_PATTERN } from '../../../src/config/field-rules'
import { COLLECTIONS, USER_BUSINESS_FIELDS, USER_FIELD_LIMITS } from '../../../src/lib/schema'
import type { Fields, Value } from '../firestore-values'
import { isCatalogueAllowed, isCatalogueCollection } from './catalogue-rules'
import { isHandoverAllowed, isHandoverCollection } from './handover-rules'
import { isLeadAllowed, isLeadCollection } from './lead-rules'
import { isNoteAllowed, isNoteCollection } from './note-rules'
import { isQuoteAllowed, isQuoteCollection } from './quote-rules'
import { RE2_SPACE, ruleSize } from './rules-strings'
import { isThrottleAllowed, isThrottleCollection } from './throttle-rules'
import { isName, stringOf } from './rules-values'

export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete'

/** `request.auth`: who is asking (the claims of their token the rules read). */
export interface Caller {
  uid: string
  email?: string
  /** Signed in anonymously (the token's sign-in provider). */
  anonymous?: boolean
  /** A member of staff: the token's STAFF_CLAIM is the boolean true. */
  staff?: boolean
}

/** An equality filter of a list query: the field (as path segments) and the value asked for. */
export interface QueryFilter {
  path: string[]
  value: Value
}

export interface AccessRequest {
  operation: Operation
  /** Collection id, e.g. "products" (the stand-in serves no subcollections). */
  collection: string
  /** Document id; absent for `list`. */
  docId?: string
  /** `request.auth`, or null when signed out. */
  auth: Caller | null
  /** `request.resource.data`: the document as it would be after a create or update. */
  data?: Fields
  /** `resource.data`: the document as it is, for a get, update or delete (absent when there is none). */
  existing?: Fields
  /** For `list`: the query's equality filters, which rules read as `resource.data` of a list. */
  where?: QueryFilter[]
  /** `request.time`, as an RFC 3339 timestamp (what a server timestamp in `data` is set to). */
  requestTime?: string
  /** The rules' get() of another document: its fields, or undefined when there is none. */
  read?: (collection: string, id: string) => Fields | undefined
  /**
   * The rules' getAfter(), for a write: a document as it will be once the whole commit is done.
   */
  readAfter?: (collection: string, id: string) => Fields | undefined
}

const REQUIRED_USER_FIELDS = ['name', 'email', 'phone', 'userId', 'type', 'createdAt']
const ALLOWED_USER_FIELDS = new Set([
  ...REQUIRED_USER_FIELDS,
  'profilePicture',
  ...USER_BUSINESS_FIELDS,
])

export function isAllowed(request: AccessRequest): boolean {
  const { operation, collection, docId, auth, data } = request
  if (isCatalogueCollection(collection)) return isCatalogueAllowed(collection, request)
  if (isLeadCollection(collection)) return isLeadAllowed(collection, request)
  if (isHandoverCollection(collection)) return isHandoverAllowed(request)
  if (isThrottleCollection(collection)) return isThrottleAllowed(request)
  if (isQuoteCollection(collection)) return isQuoteAllowed(request)
  if (isNoteCollection(collection)) return isNoteAllowed(request)
  if (collection !== COLLECTIONS.users || docId === undefined) return false
  // A guest signed in anonymously has no profile, not even their own.
  if (auth === null || auth.uid !== docId || auth.anonymous) return false
  if (operation === 'get') return true
  if ((operation !== 'create' && operation !== 'update') || !data) return false
  if (!isValidUser(docId, data, auth)) return false
  const createdAt = data.createdAt
  if (operation === 'create') {
    return isTimestamp(createdAt) && createdAt.timestampValue === request.requestTime
  }
  const before = request.existing?.createdAt
  return (
    isTimestamp(createdAt) &&
    isTimestamp(before) &&
    sameTime(createdAt, before) &&
    stringOf(data.email) === stringOf(request.existing?.email)
  )
}

function isTimestamp(value: Value | undefined): value is { timestampValue: string } {
  return value !== undefined && 'timestampValue' in value
}

function sameTime(a: { timestampValue: string }, b: { timestampValue: string }): boolean {
  return Date.parse(a.timestampValue) === Date.parse(b.timestampValue)
}

function isValidUser(uid: string, data: Fields, auth: Caller): boolean {
  const keys = Object.keys(data)
  const email = stringOf(data.email)
  const phone = stringOf(data.phone)
  const picture = data.profilePicture
  return (
    REQUIRED_USER_FIELDS.every((key) => keys.includes(key)) &&
    keys.every((key) => ALLOWED_USER_FIELDS.has(key)) &&
    isName(data.name) &&
    email !== undefined &&
    ruleSize(email) <= USER_FIELD_LIMITS.email &&
    (auth.email === undefined || email === auth.email) &&
    phone !== undefined &&
    isPhoneNumber(phone) &&
    stringOf(data.userId) === uid &&
    stringOf(data.type) === 'b2b' &&
    (picture === undefined || isPictureUrl(stringOf(picture))) &&
    hasValidBusinessDetails(data)
  )
}

/** Each optional business detail, when present: text within its bound, or empty. */
function hasValidBusinessDetails(data: Fields): boolean {
  const optional = (key: string, valid: (text: string) => boolean) => {
    if (data[key] === undefined) return true
    const text = stringOf(data[key])
    return text !== undefined && (text === '' || valid(text))
  }
  return (
    optional('businessName', (text) => ruleSize(text) <= USER_FIELD_LIMITS.businessName) &&
    optional('address', (text) => ruleSize(text) <= USER_FIELD_LIMITS.address) &&
    optional('pinCode', (text) => PIN_CODE_PATTERN.test(text)) &&
    optional('gstin', (text) => GSTIN_PATTERN.test(text))
  )
}

/** The rules' `https://[^\s/?#][^\s]*`, with RE2's `\s`. */
const PICTURE_URL = new RegExp(`^https://[^${RE2_SPACE}/?#][^${RE2_SPACE}]*$`)

function isPictureUrl(url: string | undefined): boolean {
  if (url === undefined) return false
  return url === '' || (PICTURE_URL.test(url) && ruleSize(url) <= USER_FIELD_LIMITS.profilePicture)
}
