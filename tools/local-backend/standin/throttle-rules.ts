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
  throttledLead,
} from '../../../src/lib/schema'
import type { Fields, Value } from '../firestore-values'
import type { AccessRequest } from './rules'
import { stringOf } from './rules-values'

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
  return (
    request.read?.(collection, id) === undefined &&
    request.readAfter?.(collection, id) !== undefined
  )
}

/** Seconds from the timestamp `value` to the request's time; -Infinity when it is none. */
function secondsFrom(value: Value | undefined, requestTime: string | undefined): number {
  if (value === undefined || !('timestampValue' in value) || requestTime === undefined) {
    return -Infinity
  }
  return (Date.parse(requestTime) - Date.parse(value.timestampValue)) / 1000
}
