/**
 * The stand-in's copy of firestore.rules' decisions on the bound per sender
 * (leadThrottle/{authorUid}): each lead's commit writes its author's throttle to name that lead, at
 * the commit's time, and no sooner than LEAD_THROTTLE.seconds after the last; only its owner reads
 * it back. Also whether a lead is the one its author's throttle names, which lead creates ask.
 * Checked against the emulator by tools/firestore-rules/.
 */
import { LEAD_ID_LENGTH } from '../../../src/lib/leads/submit/lead-id'
import {
  COLLECTIONS,
  LEAD_COLLECTIONS,
  LEAD_THROTTLE,
  ORDER_REQUEST_LIMITS,
  throttledLead,
} from '../../../src/lib/schema'
import type { Fields, Value } from '../firestore-values'
import type { AccessRequest } from './rules'
import { isLeadLanguage, numberOf, stringOf } from './rules-values'
import { GST_LENGTH } from '../../../src/config/constants'
import { gstinCheckCharacter } from '../../../src/lib/util/gstin'
import { stateName } from '../../../src/lib/util/gst-states'

type LeadCollection = (typeof LEAD_COLLECTIONS)[number]

/** The rules' `(orderRequests|contactMessages|jobApplications)/[A-Za-z0-9]{20}`. */
const LEAD_PATH = new RegExp(`^(${LEAD_COLLECTIONS.join('|')})/[A-Za-z0-9]{${LEAD_ID_LENGTH}}$`)

export function isThrottleCollection(collection: string): boolean {
  return collection === COLLECTIONS.leadThrottle
}

export function isThrottleAllowed(request: AccessRequest): boolean {
  const { auth, data, existing, docId } = request
  // Its owner only, signed in with an account or anonymously.
  if (auth === null || auth.uid !== docId) return false
  switch (request.operation) {
    case 'get':
      return true
    case 'create':
      return data !== undefined && isNewThrottle(data, request)
    case 'update':
      return (
        data !== undefined &&
        existing !== undefined &&
        isNewThrottle(data, request) &&
        secondsFrom(existing.at, request.requestTime) >= LEAD_THROTTLE.seconds
      )
    case 'list':
    case 'delete':
      return false
  }
}

/**
 * Whether, once the commit is done, the author's throttle is exactly its two fields, at the
 * commit's time, naming the lead `collection/id`: the rules' getAfter() of the throttle, through
 * the request's reader.
 */
export function isThrottled(collection: LeadCollection, id: string, request: AccessRequest) {
  if (request.auth === null) return false
  const throttle = request.readAfter?.(COLLECTIONS.leadThrottle, request.auth.uid)
  const at = throttle?.at
  return (
    throttle !== undefined &&
    Object.keys(throttle).length === 2 &&
    at !== undefined &&
    'timestampValue' in at &&
    at.timestampValue === request.requestTime &&
    stringOf(throttle.lead) === throttledLead(collection, id)
  )
}

/**
 * Naming a lead that the same commit creates: absent before it (the rules' exists()), present
 * after it (existsAfter()). The lead's rule checks the rest (isThrottled).
 */
function isNewThrottle(data: Fields, request: AccessRequest): boolean {
  const lead = stringOf(data.lead)
  if (lead === undefined || !LEAD_PATH.test(lead)) return false
  const [collection = '', id = ''] = lead.split('/')
  const after = request.readAfter?.(collection, id)
  return (
    request.read?.(collection, id) === undefined &&
    after !== undefined &&
    (collection !== COLLECTIONS.orderRequests || isFaithfulOrder(after))
  )
}

/** The rules' `math.abs(order.total - linesAmount(order.lines)) < 0.06`: rounding to the paisa. */
const TOTAL_TOLERANCE = 0.06

/**
 * The rules' isFaithfulOrder: the total is the lines' packs × price per pack (to the paisa of
 * rounding), the GSTIN's check character is right, the state is the one its code names, and
 * the language, where it has one, is one of the site's.
 * Like the rules, only the first ORDER_REQUEST_LIMITS.lines lines count (the order's own rule
 * refuses more), and a field of the wrong type refuses.
 */
function isFaithfulOrder(order: Fields): boolean {
  const total = numberOf(order.total)
  const amount = linesAmount(order.lines)
  const gstin = stringOf(order.gstin)
  return (
    total !== undefined &&
    amount !== undefined &&
    Math.abs(total - amount) < TOTAL_TOLERANCE &&
    gstin !== undefined &&
    gstin.length === GST_LENGTH &&
    gstinCheckCharacter(gstin.slice(0, -1)) === gstin.slice(-1) &&
    stringOf(order.gstState) !== undefined &&
    stringOf(order.gstState) === stateName(gstin.slice(0, 2)) &&
    isLeadLanguage(order)
  )
}

/** The sum of packs × price per pack, unrounded as the rules add it; undefined when not lines. */
function linesAmount(value: Value | undefined): number | undefined {
  if (value === undefined || !('arrayValue' in value)) return undefined
  const lines = (value.arrayValue.values ?? []).slice(0, ORDER_REQUEST_LIMITS.lines)
  if (lines.length === 0) return undefined
  let sum = 0
  for (const line of lines) {
    if (!('mapValue' in line)) return undefined
    const packs = numberOf(line.mapValue.fields?.packs)
    const packPrice = numberOf(line.mapValue.fields?.packPrice)
    if (packs === undefined || packPrice === undefined) return undefined
    sum += packs * packPrice
  }
  return sum
}

/** Seconds from the timestamp `value` to the request's time; -Infinity when it is none. */
function secondsFrom(value: Value | undefined, requestTime: string | undefined): number {
  if (value === undefined || !('timestampValue' in value) || requestTime === undefined) {
    return -Infinity
  }
  return (Date.parse(requestTime) - Date.parse(value.timestampValue)) / 1000
}
