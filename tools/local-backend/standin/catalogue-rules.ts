/**
 * The stand-in's copy of firestore.rules' decisions on the catalogue (PUBLIC_COLLECTIONS): read by
 * anyone; created, changed and deleted by staff only, at the trade desk. A write is signed with
 * the writer's uid and the request's time and leaves the whole document valid
 * (catalogue-fields.ts); a job's or a post's createdAt is the time of the write that creates it,
 * and never changes. Checked against the emulator by tools/firestore-rules/.
 */
import { COLLECTIONS, PUBLIC_COLLECTIONS, type CollectionName } from '../../../src/lib/schema'
import type { Fields } from '../firestore-values'
import { IS_VALID_CATALOGUE_DOCUMENT } from './catalogue-fields'
import type { AccessRequest, Caller } from './rules'
import { isRequestTime, isSameValue, stringOf } from './rules-values'

/** The collections whose documents keep the time of the write that created them. */
const CREATED_AT_KEPT: readonly string[] = [
  COLLECTIONS.blogPosts,
  COLLECTIONS.blogShortPosts,
  COLLECTIONS.jobListings,
]

export function isCatalogueCollection(collection: string): collection is CollectionName {
  return (PUBLIC_COLLECTIONS as readonly string[]).includes(collection)
}

export function isCatalogueAllowed(collection: CollectionName, request: AccessRequest): boolean {
  const { operation, auth, data, existing, requestTime } = request
  if (operation === 'get' || operation === 'list') return true
  if (auth?.staff !== true) return false
  if (operation === 'delete') return true
  const isValid = IS_VALID_CATALOGUE_DOCUMENT[collection]
  if (data === undefined || isValid === undefined) return false
  if (!isDeskWrite(data, auth, requestTime) || !isValid(data, request)) return false
  if (!CREATED_AT_KEPT.includes(collection)) return true
  return operation === 'create'
    ? isRequestTime(data.createdAt, requestTime)
    : isSameValue(data.createdAt, existing?.createdAt)
}

/** Signed by the member of staff writing it, at the request's time. */
function isDeskWrite(data: Fields, auth: Caller, requestTime: string | undefined): boolean {
  return stringOf(data.updatedBy) === auth.uid && isRequestTime(data.updatedAt, requestTime)
}
