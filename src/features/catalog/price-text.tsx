import { catalogCopy as copy } from './catalog-content'
import { formatPerKg, formatRupees } from '@/lib/util/pricing'

interface PriceTextProps {
  amount: number
  verified: boolean
  className?: string
}

/**
 * A pack price. Until GST is verified only a fixed, blurred mask is drawn (hidden from assistive
 * tech) and screen readers hear why: the real number never reaches the page.
 */
export function PriceText({ amount, verified, className }: PriceTextProps) {
  if (verified) return <span className={className}>{formatRupees(amount)}</span>
  return (
    <span className={className}>
      <span aria-hidden="true" className="select-none blur-[5px]">
        {copy.priceMask}
      </span>
      <span className="sr-only">{copy.priceHidden}</span>
    </span>
  )
}

/** The per-kg price beside a pack size; masked (and silent) until GST is verified. */
export function PerKgText({ perKg, verified }: { perKg: number; verified: boolean }) {
  if (verified) return <span>{formatPerKg(perKg)}</span>
  return (
    <span aria-hidden="true" className="select-none blur-[4px]">
      {copy.perKgMask}
    </span>
  )
}
