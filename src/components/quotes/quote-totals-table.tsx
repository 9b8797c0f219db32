import type { QuoteDeliveryCharge, QuoteFigures } from '@/lib/quotes/quote-schema'
import type { Supply } from '@/lib/quotes/quote-totals'
import { rupeesInWords } from '@/lib/util/amount-in-words'
import { formatPaise, formatSignedPaise } from './quote-money'
import { quoteTotalsCopy as copy } from './quotes-content'

interface QuoteTotalsTableProps {
  /** Whole paise, as quote-totals.ts works them out. */
  totals: QuoteFigures
  supply: Supply
  /** Null, or a charge of 0, for none. */
  delivery: QuoteDeliveryCharge | null
}

/**
 * A quote's totals as an Indian invoice lists them: the taxable value (the goods and the delivery
 * charge apart when there is one), CGST and SGST within the seller's state or IGST across
 * states, the round-off, then the grand total and the amount in words. Two columns, so it fits a
 * phone and an A4 page alike.
 */
export function QuoteTotalsTable({ totals, supply, delivery }: QuoteTotalsTableProps) {
  const charged = delivery !== null && delivery.charge > 0 ? delivery : null
  const rows: (readonly [string, string])[] = [
    ...(charged
      ? ([
          [copy.goods, formatPaise(totals.taxable - charged.charge)],
          [copy.delivery(charged.gstRate), formatPaise(charged.charge)],
        ] as const)
      : []),
    [copy.taxable, formatPaise(totals.taxable)],
    ...(supply === 'intra-state'
      ? ([
          [copy.cgst, formatPaise(totals.cgst)],
          [copy.sgst, formatPaise(totals.sgst)],
        ] as const)
      : ([[copy.igst, formatPaise(totals.igst)]] as const)),
    [copy.roundOff, formatSignedPaise(totals.roundOff)],
  ]
  return (
    <div className="break-inside-avoid">
      <table className="quote-figures w-full text-sm tabular-nums">
        <caption className="sr-only">{copy.caption}</caption>
        <tbody>
          {rows.map(([label, amount]) => (
            <tr key={label} className="border-b border-stone-200">
              <th scope="row" className="py-2 pr-4 text-left font-normal text-stone-700">
                {label}
              </th>
              <td className="whitespace-nowrap py-2 text-right text-stone-900">{amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-b-2 border-stone-800">
            <th scope="row" className="py-3 pr-4 text-left text-base font-bold text-brand-900">
              {copy.grandTotal}
            </th>
            <td className="whitespace-nowrap py-3 text-right text-lg font-bold text-brand-900">
              {formatPaise(totals.grandTotal)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="quote-figures mt-2 text-sm text-stone-800">
        <span className="font-semibold">{copy.inWords}</span> {rupeesInWords(totals.grandTotal)}
      </p>
    </div>
  )
}
