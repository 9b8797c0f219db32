import { useId } from 'react'
import type { DeskProduct } from '@/lib/catalog/desk-catalog'
import { PACK_SIZES } from '@/lib/schema'
import { fieldKey, type EditReview } from './price-edits'
import { PriceField } from './price-field'

interface ProductPricesProps {
  product: DeskProduct
  fields: EditReview['fields']
  readOnly: boolean
  onEdit: (key: string, text: string) => void
}

/**
 * One product's four prices: a card of two columns on a phone, a row of the table on a wide
 * screen (its name, then the sizes in PACK_SIZES order).
 */
export function ProductPrices({ product, fields, readOnly, onEdit }: ProductPricesProps) {
  const nameId = useId()
  return (
    <li>
      <div
        role="group"
        aria-labelledby={nameId}
        className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:grid-cols-[10rem_minmax(0,1fr)] lg:items-start"
      >
        <h3 id={nameId} className="font-semibold text-brand-900 lg:pt-7">
          {product.name}
        </h3>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {PACK_SIZES.map((size) => {
            const key = fieldKey(product.id, size)
            return (
              <PriceField
                key={size}
                productName={product.name}
                size={size}
                current={product.prices[size]}
                state={fields.get(key) ?? { text: '' }}
                readOnly={readOnly}
                onChange={(text) => onEdit(key, text)}
              />
            )
          })}
        </div>
      </div>
    </li>
  )
}
