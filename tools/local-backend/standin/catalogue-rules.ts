/**
 * The stand-in's copy of firestore.rules' decisions on the catalogue (PUBLIC_COLLECTIONS): read
 * by anyone; staff set a product's prices, signed with their uid and the request's time, and
 * nothing else is written. Checked against the emulator by tools/firestore-rules/.
 */
import { COLLECTIONS, PACK_SIZES, PRICE_MAX, PUBLIC_COLLECTIONS } from '../../../src/lib/schema'
import type { Value } from '../firestore-values'
import type { AccessRequest } from './rules'
import { affectedKeys, stringOf } from './rules-values'

const PRICE_CHANGE_KEYS = ['prices', 'updatedBy', 'updatedAt']

export function isCatalogueCollection(collection: string): boolean {
  return (PUBLIC_COLLECTIONS as readonly string[]).includes(collection)
}

export function isCatalogueAllowed(collection: string, request: AccessRequest): boolean {
  const { operation, auth, data, existing } = request
  if (operation === 'get' || operation === 'list') return true
  return (
    operation === 'update' &&
    collection === COLLECTIONS.products &&
    auth?.staff === true &&
    data !== undefined &&
    existing !== undefined &&
    affectedKeys(data, existing).every((key) => PRICE_CHANGE_KEYS.includes(key)) &&
    isPriceMap(data.prices) &&
    stringOf(data.updatedBy) === auth.uid &&
    data.updatedAt !== undefined &&
    'timestampValue' in data.updatedAt &&
    data.updatedAt.timestampValue === request.requestTime
  )
}

function isPriceMap(value: Value | undefined): boolean {
  if (value === undefined || !('mapValue' in value)) return false
  const prices = value.mapValue.fields ?? {}
  return Object.entries(prices).every(
    ([size, price]) => (PACK_SIZES as readonly string[]).includes(size) && isPrice(price),
  )
}

function isPrice(value: Value): boolean {
  const price =
    'integerValue' in value
      ? Number(value.integerValue)
      : 'doubleValue' in value
        ? Number(value.doubleValue)
        : undefined
  return price !== undefined && price >= 0 && price <= PRICE_MAX
}
