/**
 * The catalogue as the trade desk works on it. Staff price against what is stored now, so the
 * products are read fresh from Firestore, never from the repeat-visit copy a buyer's page starts
 * from; and the day's prices are written back in one commit, all of them or none.
 */
import { readCollection, updateDocuments, type DocumentUpdate } from '@/lib/firebase/firestore'
import { COLLECTIONS, PACK_SIZES, PRICE_MAX, type PriceMap } from '@/lib/schema'
import { staffUid } from '@/lib/session/staff'
import { INVALID, object, string, type Check } from '@/lib/util/check'
import { TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'
import { priceMap } from './catalog'

/** A product as the desk prices it. */
export interface DeskProduct {
  id: string
  /** The record's `product`. */
  name: string
  /** The sizes sold, as buyers' pages read them (0 or missing: not sold). */
  prices: PriceMap
}

/** A product's whole new price map: the sizes it is sold in, each at its price. */
export interface PriceUpdate {
  id: string
  prices: PriceMap
}

const WHAT = 'The catalogue'

/** Prices that are not a map at all are none: nothing sold until staff price it. */
const pricesOrNone: Check<PriceMap> = (value) => {
  const prices = priceMap(value)
  return prices === INVALID ? {} : prices
}
// Without a name a product cannot be told apart at the desk: it is left out, as on buyers' pages.
const deskRecord = object({ product: string, prices: pricesOrNone })

/** Every named product, by name. Throws when the catalogue cannot be read. */
export async function readProductsForDesk(): Promise<DeskProduct[]> {
  const docs = await withTimeLimit(readCollection(COLLECTIONS.products), TIME_LIMITS.readMs, WHAT)
  const products = docs.flatMap(({ id, data }) => {
    const checked = deskRecord(data)
    return checked === INVALID ? [] : [{ id, name: checked.product, prices: checked.prices }]
  })
  return products.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/**
 * `prices` as stored: the pack sizes sold and nothing else, each in (0, PRICE_MAX] (the bounds
 * firestore.rules hold a price map to). A size not sold is left out rather than stored as 0.
 */
function storedPrices(prices: PriceMap): PriceMap {
  const stored: PriceMap = {}
  for (const size of PACK_SIZES) {
    const price = prices[size]
    if (price === undefined || price === 0) continue
    if (!Number.isFinite(price) || price < 0 || price > PRICE_MAX) {
      throw new RangeError(`A ${size} price of ${price} is outside 0 to ${PRICE_MAX}.`)
    }
    stored[size] = price
  }
  return stored
}

/**
 * Writes each product's new price map, replacing the stored one whole, signed with the staff
 * member's uid and the server's time, in one commit. Throws when nobody is signed in, a map is out
 * of bounds, or the write fails or does not answer in time (it may then still land: the same
 * maps written again change nothing).
 */
export async function saveProductPrices(updates: readonly PriceUpdate[]): Promise<void> {
  if (updates.length === 0) return
  const uid = staffUid()
  if (!uid) throw new Error('Sign in to save prices.')
  const writes: DocumentUpdate[] = updates.map(({ id, prices }) => ({
    name: COLLECTIONS.products,
    id,
    changes: { prices: storedPrices(prices), updatedBy: uid },
    stamped: ['updatedAt'],
  }))
  await withTimeLimit(updateDocuments(writes), TIME_LIMITS.sendMs, WHAT)
}
