/** A quote's money, kept in paise (whole numbers), as its pages write it in rupees. */
import { formatRupeeAmount } from '@/lib/util/format'

/** 12345 → "₹123.45". */
export function formatPaise(paise: number): string {
  return formatRupeeAmount(paise / 100, 2)
}

/** A grand total (whole rupees) without paise: 778400 → "₹7,784". */
export function formatWholeRupees(paise: number): string {
  return formatRupeeAmount(paise / 100, 0)
}

/**
 * A round-off with its sign, as invoices print it: −40 → "−₹0.40", 30 → "+₹0.30", 0 → "₹0.00".
 * The minus is the typographic one, the width of the plus.
 */
export function formatSignedPaise(paise: number): string {
  const amount = formatPaise(Math.abs(paise))
  return paise < 0 ? `\u2212${amount}` : paise > 0 ? `+${amount}` : amount
}
