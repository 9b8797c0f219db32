import { orderCopy as copy } from '@/features/catalog/catalog-content'
import { formatPerKg, formatRupees, perKgPrice } from '@/lib/util/pricing'
import { shownPurchaseName, type Purchase } from '@/features/catalog/purchase'

/** What is being ordered, above the form. */
export function OrderSummary({ purchase }: { purchase: Purchase }) {
  const perKg = perKgPrice({ [purchase.size]: purchase.price }, purchase.size)
  return (
    <dl className="mb-5 grid grid-cols-3 gap-3 rounded-xl bg-brand-50 p-4 text-sm">
      <div className="col-span-3 sm:col-span-1">
        <dt className="text-stone-600">{copy.product}</dt>
        <dd className="font-semibold text-brand-900">{shownPurchaseName(purchase)}</dd>
      </div>
      <div className="col-span-1">
        <dt className="text-stone-600">{copy.size}</dt>
        <dd className="font-semibold text-brand-900">{purchase.size}</dd>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <dt className="text-stone-600">{copy.price}</dt>
        <dd className="font-semibold text-brand-900">
          {formatRupees(purchase.price)}
          {perKg !== null ? (
            <span className="block text-xs font-normal text-stone-600">{formatPerKg(perKg)}</span>
          ) : null}
        </dd>
      </div>
    </dl>
  )
}
