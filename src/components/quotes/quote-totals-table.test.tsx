import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { QuoteDeliveryCharge, QuoteFigures } from '@/lib/quotes/quote-schema'
import { quoteTotals, type Supply } from '@/lib/quotes/quote-totals'
import { rupeesInWords } from '@/lib/util/amount-in-words'
import { formatSignedPaise } from './quote-money'
import { QuoteTotalsTable } from './quote-totals-table'
import { quoteTotalsCopy as copy } from './quotes-content'

// 2 sacks of Masoor Dal 30 kg at ₹2,640.00 (nil-rated), 10 packs of sugar 5 kg at ₹238.50 (5%).
const LINES = [
  { packs: 2, packPrice: 2_640_00, gstRate: 0 },
  { packs: 10, packPrice: 238_50, gstRate: 5 },
] as const

/** The table of the quote of LINES, as the quote page and the desk's editor both show it. */
function show(supply: Supply, deliveryCharge = 0) {
  const { delivery, taxable, cgst, sgst, igst, roundOff, grandTotal } = quoteTotals(
    LINES,
    deliveryCharge,
    supply,
  )
  const totals: QuoteFigures = { taxable, cgst, sgst, igst, roundOff, grandTotal }
  const charge: QuoteDeliveryCharge | null = delivery && {
    charge: delivery.taxable,
    gstRate: delivery.gstRate,
    cgst: delivery.cgst,
    sgst: delivery.sgst,
    igst: delivery.igst,
  }
  render(<QuoteTotalsTable totals={totals} supply={supply} delivery={charge} />)
  return totals
}

/** The amount on the row labelled `label`, or null without one. */
function amountOf(label: string): string | null {
  const header = screen.queryByRole('rowheader', { name: label })
  return header?.closest('tr')?.querySelector('td')?.textContent ?? null
}

describe('QuoteTotalsTable', () => {
  it('charges CGST and SGST within the seller’s state, and no IGST', () => {
    show('intra-state')
    expect(amountOf(copy.taxable)).toBe('₹7,665.00')
    expect(amountOf(copy.cgst)).toBe('₹59.63')
    expect(amountOf(copy.sgst)).toBe('₹59.63')
    expect(amountOf(copy.igst)).toBeNull()
    expect(amountOf(copy.grandTotal)).toBe('₹7,784.00')
  })

  it('charges IGST alone across states', () => {
    show('inter-state')
    expect(amountOf(copy.igst)).toBe('₹119.25')
    expect(amountOf(copy.cgst)).toBeNull()
    expect(amountOf(copy.sgst)).toBeNull()
  })

  it('shows the round-off with its sign, down or up', () => {
    show('intra-state')
    // 7,784.26 → 7,784.00
    expect(amountOf(copy.roundOff)).toBe('\u2212₹0.26')
    expect(formatSignedPaise(30)).toBe('+₹0.30')
    expect(formatSignedPaise(-40)).toBe('\u2212₹0.40')
    expect(formatSignedPaise(0)).toBe('₹0.00')
  })

  it('writes the grand total in words under it', () => {
    const totals = show('intra-state')
    expect(screen.getByText(rupeesInWords(totals.grandTotal))).toBeInTheDocument()
  })

  it('lists no delivery line without a charge', () => {
    show('intra-state', 0)
    expect(screen.queryByRole('rowheader', { name: /delivery/i })).not.toBeInTheDocument()
    expect(amountOf(copy.goods)).toBeNull()
  })

  it('lists a delivery charge with its rate, apart from the goods, within the taxable value', () => {
    show('inter-state', 500_00)
    // The nil-rated sacks are the principal supply: the delivery is nil-rated too.
    expect(amountOf(copy.goods)).toBe('₹7,665.00')
    expect(amountOf(copy.delivery(0))).toBe('₹500.00')
    expect(amountOf(copy.taxable)).toBe('₹8,165.00')
    expect(amountOf(copy.grandTotal)).toBe('₹8,284.00')
  })

  it('takes a charge of 0 for no delivery', () => {
    render(
      <QuoteTotalsTable
        totals={{ taxable: 100_00, cgst: 0, sgst: 0, igst: 5_00, roundOff: 0, grandTotal: 105_00 }}
        supply="inter-state"
        delivery={{ charge: 0, gstRate: 0, cgst: 0, sgst: 0, igst: 0 }}
      />,
    )
    expect(screen.queryByRole('rowheader', { name: /delivery/i })).not.toBeInTheDocument()
    expect(amountOf(copy.roundOff)).toBe('₹0.00')
  })
})
