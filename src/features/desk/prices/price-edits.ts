/**
 * The day's price edits as plain data: what each field holds, whether it is a price the
 * catalogue can store, which prices change, and the maps a save writes. Fields are keyed by
 * product and pack size; only the fields staff typed in have a draft, the rest show what is stored.
 */
import type { DeskProduct, PriceUpdate } from '@/lib/catalog/desk-catalog'
import { PACK_SIZES, type PackSize, type PriceMap } from '@/lib/schema'
import { PRICE_MAX } from '@/lib/desk-schema'

/** Why a typed price cannot be stored. */
export type PriceProblem = 'notNumber' | 'negative' | 'tooHigh' | 'decimals'

/** A typed price: rupees, or undefined for a size not sold (empty or 0, as buyers' pages read it). */
export type ParsedPrice =
  { ok: true; price: number | undefined } | { ok: false; problem: PriceProblem }

/** Whole rupees with at most two decimals of paise. */
const AMOUNT = /^(\d+(\.\d*)?|\.\d+)$/

/**
 * Reads what was typed in a price field. A rupee sign, grouping commas and spaces around it are
 * allowed ("₹1,20,000.50"); trailing zeros of paise do not count as decimals ("49.500").
 */
export function parsePrice(text: string): ParsedPrice {
  const plain = text.trim().replace(/^₹\s*/, '').replaceAll(',', '')
  if (plain === '') return { ok: true, price: undefined }
  if (plain.startsWith('-') && AMOUNT.test(plain.slice(1).trim())) {
    return Number(plain.slice(1)) === 0
      ? { ok: true, price: undefined }
      : { ok: false, problem: 'negative' }
  }
  if (!AMOUNT.test(plain)) return { ok: false, problem: 'notNumber' }
  const paise = plain.split('.')[1] ?? ''
  if (paise.replace(/0+$/, '').length > 2) return { ok: false, problem: 'decimals' }
  const price = Number(plain)
  if (price > PRICE_MAX) return { ok: false, problem: 'tooHigh' }
  return { ok: true, price: price === 0 ? undefined : price }
}

/** What a field shows before it is typed in: the stored price, or nothing when not sold. */
export function priceText(price: number | undefined): string {
  return price === undefined ? '' : String(price)
}

/** A field's key. Document ids hold no "/", so the key names one product and size. */
export function fieldKey(id: string, size: PackSize): string {
  return `${id}/${size}`
}

/** What staff typed, by field key; a field without an entry shows the stored price. */
export type Drafts = Readonly<Record<string, string>>

/** One price that changes. `from` and `to` are undefined for a size not sold. */
export interface PriceChange {
  id: string
  name: string
  size: PackSize
  from: number | undefined
  to: number | undefined
}

export interface FieldState {
  text: string
  problem?: PriceProblem
}

export interface EditReview {
  /** Every product's every size, by field key. */
  fields: ReadonlyMap<string, FieldState>
  /** The prices that change, in the table's order. */
  changes: PriceChange[]
  /** Keys of the fields that hold no storable price, in the table's order. */
  invalid: string[]
  /** Something typed is not saved: a price that changes, or an entry that is not a price. */
  unsaved: boolean
}

/**
 * Every field of `products` with `drafts` applied. Each field is checked, typed in or not: a
 * stored price the catalogue could not store again (a save writes a product's whole map) is
 * shown with its problem too.
 */
export function reviewEdits(products: readonly DeskProduct[], drafts: Drafts): EditReview {
  const fields = new Map<string, FieldState>()
  const changes: PriceChange[] = []
  const invalid: string[] = []
  let typedInvalid = false
  for (const { id, name, prices } of products) {
    for (const size of PACK_SIZES) {
      const key = fieldKey(id, size)
      const from = prices[size]
      const text = drafts[key] ?? priceText(from)
      const parsed = parsePrice(text)
      if (!parsed.ok) {
        fields.set(key, { text, problem: parsed.problem })
        invalid.push(key)
        typedInvalid ||= key in drafts
        continue
      }
      fields.set(key, { text })
      if (parsed.price !== from) changes.push({ id, name, size, from, to: parsed.price })
    }
  }
  return { fields, changes, invalid, unsaved: changes.length > 0 || typedInvalid }
}

/** Each changed product's whole new price map (its other sizes as stored), in `products`' order. */
export function priceUpdates(
  products: readonly DeskProduct[],
  changes: readonly PriceChange[],
): PriceUpdate[] {
  return products.flatMap(({ id, prices }) => {
    const own = changes.filter((change) => change.id === id)
    if (own.length === 0) return []
    const next: PriceMap = { ...prices }
    for (const { size, to } of own) {
      if (to === undefined) delete next[size]
      else next[size] = to
    }
    return [{ id, prices: next }]
  })
}

/** `products` with the saved maps in place of their old ones. */
export function withSavedPrices(
  products: readonly DeskProduct[],
  updates: readonly PriceUpdate[],
): DeskProduct[] {
  const saved = new Map(updates.map(({ id, prices }) => [id, prices]))
  return products.map((product) => ({
    ...product,
    prices: saved.get(product.id) ?? product.prices,
  }))
}
