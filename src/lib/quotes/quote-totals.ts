/**
 * A quote's figures, worked out the way an Indian tax invoice carries them. All in paise (whole
 * numbers), so no sum drifts by a float's error:
 *  - each line's taxable value is its packs × the price per pack;
 *  - its tax is worked out per line and rounded to the paisa: inside the seller's state, CGST and
 *    SGST at half the rate each (equal, each rounded alike); across states, IGST at the whole rate;
 *  - a delivery charge is part of the same supply, taxed at the rate of the principal line (the
 *    one with the greatest taxable value, the higher rate on a tie);
 *  - the grand total is the taxable total plus the taxes, rounded to the rupee, with the round-off
 *    shown as a line of its own.
 */
import type { GstRate } from '@/config/constants'

/** Whether a supply stays within the seller's state (CGST + SGST) or crosses into another (IGST). */
export type Supply = 'intra-state' | 'inter-state'

/** The supply between a seller and a buyer, by their two-digit state codes. */
export function supplyBetween(sellerStateCode: string, buyerStateCode: string): Supply {
  return sellerStateCode === buyerStateCode ? 'intra-state' : 'inter-state'
}

export interface QuoteLineInput {
  packs: number
  /** Paise. */
  packPrice: number
  gstRate: GstRate
}

/** The taxes on one taxable value: CGST and SGST, or IGST, the other(s) 0. */
export interface Taxes {
  cgst: number
  sgst: number
  igst: number
}

export interface TaxedAmount extends Taxes {
  taxable: number
  gstRate: GstRate
}

export interface QuoteTotals {
  lines: TaxedAmount[]
  /** Null without a delivery charge. */
  delivery: TaxedAmount | null
  taxable: number
  cgst: number
  sgst: number
  igst: number
  /** To the nearest rupee, between −50 and +50 paise. */
  roundOff: number
  grandTotal: number
}

/** The taxes on `taxable` paise at `rate` percent, each rounded to the paisa (half up). */
export function taxesOn(taxable: number, rate: GstRate, supply: Supply): Taxes {
  if (supply === 'inter-state')
    return { cgst: 0, sgst: 0, igst: Math.round((taxable * rate) / 100) }
  const half = Math.round((taxable * rate) / 200)
  return { cgst: half, sgst: half, igst: 0 }
}

function taxed(taxable: number, gstRate: GstRate, supply: Supply): TaxedAmount {
  return { taxable, gstRate, ...taxesOn(taxable, gstRate, supply) }
}

/** The rate of the principal line: the greatest taxable value, the higher rate on a tie (0 if none). */
export function principalRate(lines: readonly TaxedAmount[]): GstRate {
  let principal: TaxedAmount | undefined
  for (const line of lines) {
    if (
      !principal ||
      line.taxable > principal.taxable ||
      (line.taxable === principal.taxable && line.gstRate > principal.gstRate)
    ) {
      principal = line
    }
  }
  return principal?.gstRate ?? 0
}

const sum = (amounts: readonly TaxedAmount[], key: keyof Omit<TaxedAmount, 'gstRate'>) =>
  amounts.reduce((total, amount) => total + amount[key], 0)

/** Every figure of a quote of `lines` and a `deliveryCharge` (paise; 0 for none). */
export function quoteTotals(
  lines: readonly QuoteLineInput[],
  deliveryCharge: number,
  supply: Supply,
): QuoteTotals {
  const taxedLines = lines.map((line) => taxed(line.packs * line.packPrice, line.gstRate, supply))
  const delivery =
    deliveryCharge > 0 ? taxed(deliveryCharge, principalRate(taxedLines), supply) : null
  const all = delivery ? [...taxedLines, delivery] : taxedLines
  const totals = {
    taxable: sum(all, 'taxable'),
    cgst: sum(all, 'cgst'),
    sgst: sum(all, 'sgst'),
    igst: sum(all, 'igst'),
  }
  const beforeRounding = totals.taxable + totals.cgst + totals.sgst + totals.igst
  const grandTotal = Math.round(beforeRounding / 100) * 100
  return {
    lines: taxedLines,
    delivery,
    ...totals,
    roundOff: grandTotal - beforeRounding,
    grandTotal,
  }
}
