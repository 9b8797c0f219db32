/**
 * The stand-in's copy of firestore.rules' decisions on leads (orderRequests, contactMessages,
 * jobApplications): written once by their signed-in author, in a commit that names the lead in
 * the author's throttle (throttle-rules.ts), read back only by them and by an account they handed
 * their leads over to (handover-rules.ts), marked mailed and nothing more; staff read every lead
 * and set its status, and an order request names its quote and the buyer's decision on it
 * (quote-rules.ts). Checked against the emulator by tools/firestore-rules/.
 */
import { FIELD_LIMITS, isPhoneNumber } from '../../../src/config/field-rules'
import {
  COLLECTIONS,
  CONTACT_MESSAGE_LIMITS,
  JOB_APPLICATION_LIMITS,
  LEAD_COLLECTIONS,
  ORDER_REQUEST_LIMITS,
  PACK_SIZES,
} from '../../../src/lib/schema'
import { LEAD_STATUSES } from '../../../src/lib/desk-schema'
import { storedLeadSearch } from '../../../src/lib/leads/lead-search'
import { fromFirestoreFields, toFirestoreValue, type Fields, type Value } from '../firestore-values'
import { isHandedOverFrom } from './handover-rules'
import type { AccessRequest, Caller } from './rules'
import { RE2_SPACE, ruleSize, WEB_URL } from './rules-strings'
import { isThrottled } from './throttle-rules'
import { isQuoteDecided, isQuoteSent } from './quote-rules'
import {
  affectedKeys,
  hasExactly,
  isLeadLanguage,
  isName,
  isRequestTime,
  isSameValue,
  isText,
  numberOf,
  stringOf,
} from './rules-values'

export type LeadCollection = (typeof LEAD_COLLECTIONS)[number]

export function isLeadCollection(collection: string): collection is LeadCollection {
  return (LEAD_COLLECTIONS as readonly string[]).includes(collection)
}

export function isLeadAllowed(collection: LeadCollection, request: AccessRequest): boolean {
  const { auth, data, existing } = request
  if (auth === null) return false
  switch (request.operation) {
    case 'get':
      return (
        auth.staff === true ||
        (existing !== undefined &&
          (isAuthor(existing, auth) || isHandedOverFrom(stringOf(existing.authorUid), request)))
      )
    case 'list':
      // Staff read every lead. Anyone else's query must promise only documents they may read:
      // their own, or those of an author who handed theirs over to them.
      if (auth.staff === true) return true
      return (request.where ?? []).some(
        (filter) =>
          filter.path.length === 1 &&
          filter.path[0] === 'authorUid' &&
          (stringOf(filter.value) === auth.uid ||
            isHandedOverFrom(stringOf(filter.value), request)),
      )
    case 'create':
      return (
        data !== undefined &&
        request.docId !== undefined &&
        isNewLead(data, auth, request.requestTime) &&
        IS_VALID[collection](data, request) &&
        isSameValue(data.search, searchOf(collection, request.docId, data)) &&
        isThrottled(collection, request.docId, request)
      )
    case 'update':
      return (
        data !== undefined &&
        existing !== undefined &&
        (isMarkedNotified(data, existing, auth) ||
          isStatusChange(data, existing, auth, request.requestTime) ||
          (request.docId !== undefined &&
            isSearchAdded(data, existing, auth, searchOf(collection, request.docId, existing))) ||
          // An order request also names staff's quote of it and the buyer's decision on it.
          (collection === COLLECTIONS.orderRequests &&
            (isQuoteSent(data, existing, request) || isQuoteDecided(data, existing, request))))
      )
    case 'delete':
      return false
  }
}

function isAuthor(data: Fields, auth: Caller): boolean {
  return stringOf(data.authorUid) === auth.uid
}

function isNewLead(data: Fields, auth: Caller, requestTime: string | undefined): boolean {
  return (
    isAuthor(data, auth) && isRequestTime(data.createdAt, requestTime) && isFalse(data.notified)
  )
}

function isMarkedNotified(data: Fields, existing: Fields, auth: Caller): boolean {
  return (
    isAuthor(existing, auth) &&
    isFalse(existing.notified) &&
    isTrue(data.notified) &&
    affectedKeys(data, existing).every((key) => key === 'notified')
  )
}

/**
 * The rules' orderSearch, messageSearch and applicationSearch: the lead's search map, as the app
 * works it out from the same fields; undefined when a field it needs is missing or not text.
 */
function searchOf(collection: LeadCollection, id: string, data: Fields): Value | undefined {
  const search = storedLeadSearch(collection, id, fromFirestoreFields(data))
  return search === null ? undefined : toFirestoreValue({ ...search })
}

/** Staff give a lead written before search maps existed the one its own fields give. */
function isSearchAdded(
  data: Fields,
  existing: Fields,
  auth: Caller,
  search: Value | undefined,
): boolean {
  return (
    auth.staff === true &&
    !('search' in existing) &&
    affectedKeys(data, existing).every((key) => key === 'search') &&
    isSameValue(data.search, search)
  )
}

const STATUS_KEYS = ['status', 'note', 'statusBy', 'statusAt']

/**
 * Staff set a lead's status, signed with their uid and the server's time; nothing else, but that
 * a note once written on the lead (notes are kept apart now, note-rules.ts) is taken off it.
 */
function isStatusChange(
  data: Fields,
  existing: Fields,
  auth: Caller,
  requestTime: string | undefined,
): boolean {
  return (
    auth.staff === true &&
    affectedKeys(data, existing).every((key) => STATUS_KEYS.includes(key)) &&
    !('note' in data) &&
    (LEAD_STATUSES as readonly (string | undefined)[]).includes(stringOf(data.status)) &&
    stringOf(data.statusBy) === auth.uid &&
    isRequestTime(data.statusAt, requestTime)
  )
}

const IS_VALID: Record<LeadCollection, (data: Fields, request: AccessRequest) => boolean> = {
  [COLLECTIONS.orderRequests]: isValidOrderRequest,
  [COLLECTIONS.contactMessages]: isValidContactMessage,
  [COLLECTIONS.jobApplications]: isValidJobApplication,
}

const ORDER_KEYS = [
  'authorUid',
  'createdAt',
  'source',
  'name',
  'email',
  'phone',
  'company',
  'delivery',
  'message',
  'gstin',
  'gstState',
  'lines',
  'totalKg',
  'total',
  'notified',
  'status',
  'search',
]
const CONTACT_KEYS = [
  'authorUid',
  'createdAt',
  'from_name',
  'from_email',
  'subject',
  'message',
  'notified',
  'search',
]
const APPLICATION_KEYS = [
  'authorUid',
  'createdAt',
  'name',
  'email',
  'phone',
  'cvLink',
  'message',
  'jobId',
  'job_title',
  'job_department',
  'job_type',
  'notified',
  'search',
]
/** Keys a lead may leave out: its language (isLeadLanguage). */
const LEAD_OPTIONAL_KEYS = ['language']
const LINE_KEYS = ['product', 'size', 'packs', 'packPrice']
const LINE_SIZES: readonly string[] = [...PACK_SIZES, '']

/** The same pattern as GSTIN_PATTERN in src/config/field-rules.ts, as the rules file writes it. */
const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9]Z[0-9A-Z]$/
/** The rules' `.{1,120}`: RE2's `.` is any character but a line feed. */
const PRODUCT = new RegExp(`^[^\\n]{1,${ORDER_REQUEST_LIMITS.product}}$`, 'u')
/** The rules' `[^\s@]+@[^\s@]+[.][^\s@]+`, with RE2's `\s`. */
const EMAIL = new RegExp(`^[^${RE2_SPACE}@]+@[^${RE2_SPACE}@]+\\.[^${RE2_SPACE}@]+$`)

function isValidOrderRequest(data: Fields): boolean {
  const L = ORDER_REQUEST_LIMITS
  return (
    // Its language is checked with its figures, by its throttle's rule (throttle-rules.ts).
    hasExactly(data, ORDER_KEYS, LEAD_OPTIONAL_KEYS) &&
    ['buy-now', 'enquiry'].includes(stringOf(data.source) ?? '') &&
    isName(data.name) &&
    isEmailAddress(data.email) &&
    isPhone(data.phone) &&
    isText(data.company, 0, L.company) &&
    isText(data.delivery, 0, L.delivery) &&
    isText(data.message, 0, L.message) &&
    GSTIN.test(stringOf(data.gstin) ?? '') &&
    isText(data.gstState, 1, L.gstState) &&
    hasValidLines(data.lines) &&
    (numberOf(data.totalKg) ?? -1) >= 0 &&
    (numberOf(data.totalKg) ?? -1) <= L.totalKg &&
    (numberOf(data.total) ?? -1) >= 0 &&
    (numberOf(data.total) ?? -1) <= L.total &&
    stringOf(data.status) === 'new'
  )
}

function hasValidLines(value: Value | undefined): boolean {
  if (value === undefined || !('arrayValue' in value)) return false
  const lines = value.arrayValue.values ?? []
  return lines.length >= 1 && lines.length <= ORDER_REQUEST_LIMITS.lines && lines.every(isLine)
}

function isLine(value: Value): boolean {
  if (!('mapValue' in value)) return false
  const line = value.mapValue.fields ?? {}
  const size = stringOf(line.size)
  const packs = line.packs
  const packPrice = numberOf(line.packPrice)
  return (
    hasExactly(line, LINE_KEYS) &&
    PRODUCT.test(stringOf(line.product) ?? '') &&
    size !== undefined &&
    LINE_SIZES.includes(size) &&
    packs !== undefined &&
    'integerValue' in packs &&
    Number(packs.integerValue) >= 1 &&
    Number(packs.integerValue) <= ORDER_REQUEST_LIMITS.packs &&
    packPrice !== undefined &&
    packPrice <= ORDER_REQUEST_LIMITS.packPrice &&
    (size === '' ? packPrice === 0 : packPrice > 0)
  )
}

function isValidContactMessage(data: Fields): boolean {
  const L = CONTACT_MESSAGE_LIMITS
  return (
    hasExactly(data, CONTACT_KEYS, LEAD_OPTIONAL_KEYS) &&
    isName(data.from_name) &&
    isEmailAddress(data.from_email) &&
    isText(data.subject, 1, L.subject) &&
    isText(data.message, 1, L.message) &&
    isLeadLanguage(data)
  )
}

function isValidJobApplication(data: Fields, request: AccessRequest): boolean {
  const L = JOB_APPLICATION_LIMITS
  const cvLink = stringOf(data.cvLink)
  return (
    hasExactly(data, APPLICATION_KEYS, LEAD_OPTIONAL_KEYS) &&
    isName(data.name) &&
    isEmailAddress(data.email) &&
    isPhone(data.phone) &&
    cvLink !== undefined &&
    WEB_URL.test(cvLink) &&
    ruleSize(cvLink) <= L.cvLink &&
    isText(data.message, 0, L.message) &&
    isText(data.jobId, 1, L.jobId) &&
    isText(data.job_title, 1, L.job_title) &&
    isText(data.job_department, 1, L.job_department) &&
    isText(data.job_type, 1, L.job_type) &&
    isLeadLanguage(data) &&
    isOpenJob(request.read?.(COLLECTIONS.jobListings, stringOf(data.jobId) ?? ''), data)
  )
}

/** The rules' isOpenJob: the opening exists, is open, and has the application's title, department and type. */
function isOpenJob(job: Fields | undefined, data: Fields): boolean {
  return (
    job !== undefined &&
    (job.open === undefined || isTrue(job.open)) &&
    isSameValue(job.title, data.job_title) &&
    isSameValue(job.department, data.job_department) &&
    isSameValue(job.type, data.job_type)
  )
}

const isTrue = (value: Value | undefined) =>
  value !== undefined && 'booleanValue' in value && value.booleanValue
const isFalse = (value: Value | undefined) =>
  value !== undefined && 'booleanValue' in value && !value.booleanValue

/** The rules' isEmailAddress: EMAIL_PATTERN, with RE2's `\s`, within the e-mail limit. */
function isEmailAddress(value: Value | undefined): boolean {
  const text = stringOf(value)
  return text !== undefined && ruleSize(text) <= FIELD_LIMITS.email && EMAIL.test(text)
}

function isPhone(value: Value | undefined): boolean {
  const text = stringOf(value)
  return text !== undefined && isPhoneNumber(text)
}
