/** Prices, pack sizes and weights: rupees with two decimals, kg to a half, en-IN grouping. */
import { t } from '@/lib/i18n/macro'
import { formatIndianNumber, formatRupeeAmount } from '@/lib/util/format'
import { PACK_SIZES, type PackSize, type PriceMap } from '@/lib/schema'

/** Kilograms in each pack, for the per-kg price. */
export const PACK_KG: Record<PackSize, number> = { '500gm': 0.5, '1kg': 1, '5kg': 5, '30kg': 30 }

const DEFAULT_PACK_SIZE: PackSize = '500gm'

/** "₹1,234.50"; lakhs group the Indian way ("₹1,23,456.00"). */
export function formatRupees(amount: number): string {
  return formatRupeeAmount(amount, 2)
}

/** "₹92.00/kg", the unit in the page's language. */
export function formatPerKg(amount: number): string {
  const price = formatRupees(amount)
  return t`${price}/kg`
}

/** "1,212.5": a weight in kg with Indian grouping (pack sizes make halves at most). */
export function formatKg(kg: number): string {
  return formatIndianNumber(kg, Number.isInteger(kg) ? 0 : 1)
}

/**
 * A number of packs of one size at one pack price: their weight, and their amount to the paisa
 * (a price in paise times packs can land between two paise in floating point).
 */
export function packsAmount(
  size: PackSize,
  packPrice: number,
  packs: number,
): { kg: number; total: number } {
  return { kg: PACK_KG[size] * packs, total: Math.round(packPrice * packs * 100) / 100 }
}

/** The price of a pack, or null when the size is not sold (0, missing or not a number). */
export function priceOf(prices: PriceMap, size: PackSize): number | null {
  const price = prices[size]
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : null
}

export function perKgPrice(prices: PriceMap, size: PackSize): number | null {
  const price = priceOf(prices, size)
  return price === null ? null : price / PACK_KG[size]
}

export function isSizeAvailable(prices: PriceMap, size: PackSize): boolean {
  return priceOf(prices, size) !== null
}

/** 500gm when sold, else the first size that is; null when nothing is. */
export function defaultPackSize(prices: PriceMap): PackSize | null {
  if (isSizeAvailable(prices, DEFAULT_PACK_SIZE)) return DEFAULT_PACK_SIZE
  return PACK_SIZES.find((size) => isSizeAvailable(prices, size)) ?? null
}
