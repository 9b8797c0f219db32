/**
 * The stand-in's copy of firestore.rules' decisions on hand-overs (leadHandovers/{guestUid}):
 * written by the guest, signed in anonymously; claimed once, less than
 * LEAD_HANDOVER_LIMITS.claimMinutes after, by an account that repeats the key;
 * read by the guest and by that account. Also whether a lead's author handed it over to the
 * caller, which lead reads ask. Checked against the emulator by tools/firestore-rules/.
 */
import { COLLECTIONS, LEAD_HANDOVER_LIMITS } from '../../../src/lib/schema'
import { LEAD_ID_LENGTH } from '../../../src/lib/leads/submit/lead-id'
import type { Fields } from '../firestore-values'
import type { AccessRequest, Caller } from './rules'
import { affectedKeys, stringOf } from './rules-values'

const HANDOVER_KEYS = ['key', 'createdAt', 'orderRequests']
const KEY = new RegExp(`^[A-Za-z0-9]{${LEAD_HANDOVER_LIMITS.key}}$`)
const ORDER_ID = new RegExp(`^[A-Za-z0-9]{${LEAD_ID_LENGTH}}$`)

export function isHandoverCollection(collection: string): boolean {
  return collection === COLLECTIONS.leadHandovers
}

export function isHandoverAllowed(request: AccessRequest): boolean {
  const { auth, data, existing, docId } = request
  if (auth === null) return false
  switch (request.operation) {
    case 'get':
      return isGuest(docId, auth) || (existing !== undefined && isHandedOverTo(existing, auth))
    case 'list':
      // The query must promise only the hand-overs claimed by the caller.
      return (request.where ?? []).some(
        (filter) =>
          filter.path.length === 1 &&
          filter.path[0] === 'to' &&
          stringOf(filter.value) === auth.uid,
      )
    case 'create':
      return isGuest(docId, auth) && data !== undefined && isNewHandover(data, request.requestTime)
    case 'update':
      return (
        data !== undefined &&
        existing !== undefined &&
        ((isClaim(data, existing, auth) && isClaimable(existing, request.requestTime)) ||
          isRenewal(docId, data, existing, auth, request.requestTime))
      )
    case 'delete':
      return false
  }
}

/**
 * Whether the guest `authorUid` handed their leads over to the caller: the rules' get() of their
 * hand-over, through the request's reader.
 */
export function isHandedOverFrom(authorUid: string | undefined, request: AccessRequest): boolean {
  if (authorUid === undefined || request.auth === null) return false
  const handover = request.read?.(COLLECTIONS.leadHandovers, authorUid)
  return handover !== undefined && isHandedOverTo(handover, request.auth)
}

function isGuest(uid: string | undefined, auth: Caller): boolean {
  return auth.uid === uid && auth.anonymous === true
}

function isHandedOverTo(handover: Fields, auth: Caller): boolean {
  return stringOf(handover.to) === auth.uid
}

function isNewHandover(data: Fields, requestTime: string | undefined): boolean {
  const keys = Object.keys(data)
  const createdAt = data.createdAt
  const ids = data.orderRequests
  return (
    HANDOVER_KEYS.every((key) => keys.includes(key)) &&
    keys.every((key) => HANDOVER_KEYS.includes(key)) &&
    KEY.test(stringOf(data.key) ?? '') &&
    createdAt !== undefined &&
    'timestampValue' in createdAt &&
    createdAt.timestampValue === requestTime &&
    ids !== undefined &&
    'arrayValue' in ids &&
    (ids.arrayValue.values ?? []).length <= LEAD_HANDOVER_LIMITS.orderRequests &&
    (ids.arrayValue.values ?? []).every((id) => ORDER_ID.test(stringOf(id) ?? ''))
  )
}

function isClaim(data: Fields, existing: Fields, auth: Caller): boolean {
  const changed = affectedKeys(data, existing)
  return (
    auth.anonymous !== true &&
    existing.to === undefined &&
    stringOf(data.to) === auth.uid &&
    stringOf(existing.key) !== undefined &&
    stringOf(data.proof) === stringOf(existing.key) &&
    changed.every((key) => key === 'to' || key === 'proof')
  )
}

/**
 * The guest writing their own hand-over again, whole and fresh, over one no account claimed and
 * none may claim now (claimMinutes are past).
 */
function isRenewal(
  docId: string | undefined,
  data: Fields,
  existing: Fields,
  auth: Caller,
  requestTime: string | undefined,
): boolean {
  return (
    isGuest(docId, auth) &&
    existing.to === undefined &&
    existing.createdAt !== undefined &&
    'timestampValue' in existing.createdAt &&
    !isClaimable(existing, requestTime) &&
    requestTime !== undefined &&
    isNewHandover(data, requestTime)
  )
}

/** Less than LEAD_HANDOVER_LIMITS.claimMinutes since the guest wrote it. */
function isClaimable(existing: Fields, requestTime: string | undefined): boolean {
  const createdAt = existing.createdAt
  if (createdAt === undefined || !('timestampValue' in createdAt) || requestTime === undefined) {
    return false
  }
  const minutes = (Date.parse(requestTime) - Date.parse(createdAt.timestampValue)) / 60_000
  return minutes < LEAD_HANDOVER_LIMITS.claimMinutes
}
