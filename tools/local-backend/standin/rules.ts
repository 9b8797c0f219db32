/**
 * The access decisions of firestore.rules, as a pure function the stand-in asks before every read
 * and write. Keep the two in step: rules.test.ts proves this module, firestore-standin.test.ts
 * proves the stand-in applies it.
 */
import { COLLECTIONS, PUBLIC_COLLECTIONS, USER_FIELD_LIMITS } from '../../src/lib/schema'
import type { Fields, Value } from './firestore-values'

export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete'

export interface AccessRequest {
  operation: Operation
  /** Collection path, e.g. "products" (a subcollection would be "products/p1/reviews"). */
  collection: string
  /** Document id; absent for `list`. */
  docId?: string
  /** `request.auth.uid`, or null when signed out. */
  authUid: string | null
  /** `request.resource.data`: the document as it would be after a create or update. */
  data?: Fields
}

const REQUIRED_USER_FIELDS = ['name', 'email', 'phone', 'userId', 'type', 'createdAt']
const ALLOWED_USER_FIELDS = new Set([...REQUIRED_USER_FIELDS, 'profilePicture'])

export function isAllowed(request: AccessRequest): boolean {
  const { operation, collection, docId, authUid, data } = request
  if ((PUBLIC_COLLECTIONS as readonly string[]).includes(collection)) {
    return operation === 'get' || operation === 'list'
  }
  if (collection === COLLECTIONS.users && docId !== undefined) {
    const owner = authUid !== null && authUid === docId
    if (operation === 'get') return owner
    if (operation === 'create' || operation === 'update') {
      return owner && data !== undefined && isValidUser(docId, data)
    }
  }
  return false
}

/** Rules' `string.size()` counts characters, not UTF-16 units. */
function stringOfSize(value: Value | undefined, min: number, max: number): boolean {
  if (value === undefined || !('stringValue' in value)) return false
  const size = [...value.stringValue].length
  return size >= min && size <= max
}

function isString(value: Value | undefined, expected: string): boolean {
  return value !== undefined && 'stringValue' in value && value.stringValue === expected
}

export function isValidUser(uid: string, data: Fields): boolean {
  const keys = Object.keys(data)
  return (
    REQUIRED_USER_FIELDS.every((key) => keys.includes(key)) &&
    keys.every((key) => ALLOWED_USER_FIELDS.has(key)) &&
    stringOfSize(data.name, 1, USER_FIELD_LIMITS.name) &&
    stringOfSize(data.email, 0, USER_FIELD_LIMITS.email) &&
    stringOfSize(data.phone, 1, USER_FIELD_LIMITS.phone) &&
    isString(data.userId, uid) &&
    isString(data.type, 'b2b') &&
    data.createdAt !== undefined &&
    'timestampValue' in data.createdAt &&
    (data.profilePicture === undefined ||
      stringOfSize(data.profilePicture, 0, USER_FIELD_LIMITS.profilePicture))
  )
}
