import type { OrderLine } from '@/lib/schema'
import { formatKg, formatRupees } from '@/lib/util/pricing'
import { orderRequestCopy as copy } from './leads-content'

interface OrderLinesProps {
  lines: readonly OrderLine[]
  /** Rupees. */
  total: number
  totalKg: number
}

/** An order's lines, each with its pack size, packs, price per pack and amount, then its totals. */
export function OrderLines({ lines, total, totalKg }: OrderLinesProps) {
  return (
    <>
      <ul className="space-y-1 text-sm text-stone-800">
        {lines.map((line, index) => (
          <li key={index}>
            {copy.line(
              line.product,
              line.size,
              line.packs,
              line.packPrice > 0
                ? {
                    each: formatRupees(line.packPrice),
                    amount: formatRupees(line.packPrice * line.packs),
                  }
                : undefined,
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 font-semibold tabular-nums text-brand-900">
        {copy.total}: {copy.totals(formatRupees(total), formatKg(totalKg))}
      </p>
    </>
  )
}
