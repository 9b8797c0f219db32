import type { OrderLine } from '@/lib/schema'
import { formatKg, formatRupees } from '@/lib/util/pricing'
import { orderRequestCopy as copy } from './leads-content'

interface OrderLinesProps {
  lines: readonly OrderLine[]
  /** Rupees. */
  total: number
  totalKg: number
}

/** "Masoor Dal, 30kg × 2 at ₹2,850.00 = ₹5,700.00": one line of an order on record. */
export function describeOrderLine(line: OrderLine): string {
  return copy.line(
    line.product,
    line.size,
    line.packs,
    line.packPrice > 0
      ? { each: formatRupees(line.packPrice), amount: formatRupees(line.packPrice * line.packs) }
      : undefined,
  )
}

/** An order's lines, each with its pack size, packs, price per pack and amount, then its totals. */
export function OrderLines({ lines, total, totalKg }: OrderLinesProps) {
  return (
    <>
      <ul className="space-y-1 text-sm text-stone-800">
        {lines.map((line, index) => (
          <li key={index}>{describeOrderLine(line)}</li>
        ))}
      </ul>
      <p className="mt-3 font-semibold tabular-nums text-brand-900">
        {copy.total}: {copy.totals(formatRupees(total), formatKg(totalKg))}
      </p>
    </>
  )
}
