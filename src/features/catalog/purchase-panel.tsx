import { useState } from 'react'
import { Link } from 'react-router-dom'
import { shownProductName } from '@/components/catalog/product-names'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { updateEnquiryList } from '@/lib/storage/enquiry-list'
import { addLine, addResult, type AddResult } from '@/lib/storage/enquiry-edits'
import type { PackSize, PriceMap } from '@/lib/schema'
import { catalogCopy as copy } from './catalog-content'
import { PriceText } from './price-text'
import { defaultPackSize, priceOf } from '@/lib/util/pricing'
import type { Purchase } from './purchase'
import { SizeSelector } from './size-selector'

interface PurchasePanelProps {
  /** The catalogue name, which an order request and an enquiry line are kept under. */
  productName: string
  /** The product's Hindi name, if it has one: a Hindi page shows it. */
  hindiName?: string | null
  /** The product's id in the catalogue, for the enquiry list; without one it cannot be added. */
  productId?: string
  prices: PriceMap
  /** The product's least order in kg, which Buy Now holds the packs to. */
  minOrderKg?: number
  verified: boolean
  /**
   * The prices are not in yet (the page shows the build's copy of the catalogue, which carries
   * none): prices stay masked and the button waits.
   */
  pricesPending?: boolean
  onBuy: (purchase: Purchase) => void
}

/** What "Add to enquiry" says it did. */
const ADDED_TEXT: Record<AddResult, (product: string, size: string) => string> = {
  added: copy.addedToEnquiry,
  full: copy.enquiryFull,
  maxPacks: copy.enquiryAtMostPacks,
}

/** Size selector, the selected pack's price and the buy button of one product. */
export function PurchasePanel({
  productName,
  hindiName,
  productId,
  prices,
  minOrderKg,
  verified,
  pricesPending = false,
  onBuy,
}: PurchasePanelProps) {
  const shown = verified && !pricesPending
  const [size, setSize] = useState<PackSize | null>(() => defaultPackSize(prices))
  const price = size ? priceOf(prices, size) : null
  const [added, setAdded] = useState<string | null>(null)
  const canAdd = shown && productId !== undefined && size !== null && price !== null
  const name = shownProductName({ name: productName, hindiName })

  return (
    <div className="space-y-3">
      <SizeSelector prices={prices} value={size} onChange={setSize} verified={shown} />
      <p className="flex min-h-8 items-baseline gap-2">
        {size && price !== null ? (
          <>
            <PriceText
              amount={price}
              verified={shown}
              className="font-display text-2xl font-bold text-brand-900"
            />
            <span className="text-xs text-stone-600">{copy.packPrice(size)}</span>
          </>
        ) : (
          <span className="text-sm font-medium text-stone-700">{copy.outOfStock}</span>
        )}
      </p>
      <div className={canAdd ? 'grid grid-cols-2 gap-2' : undefined}>
        <Button
          className="w-full"
          variant={verified ? 'primary' : 'secondary'}
          disabled={pricesPending || !size || price === null}
          aria-label={verified ? copy.buyNowFor(name) : copy.verifyToBuyFor(name)}
          onClick={() => {
            if (size && price !== null) {
              onBuy({
                productId,
                productName,
                ...(hindiName ? { productHindiName: hindiName } : {}),
                size,
                price,
                ...(minOrderKg ? { minOrderKg } : {}),
              })
            }
          }}
        >
          {verified ? copy.buyNow : copy.verifyToBuy}
        </Button>
        {canAdd ? (
          <Button
            className="w-full px-3"
            variant="secondary"
            aria-label={copy.addToEnquiryFor(name, size)}
            onClick={() => {
              const line = { productId, name: productName, size, packs: 1 }
              let result: AddResult = 'added'
              updateEnquiryList((lines) => {
                const next = addLine(lines, line)
                result = addResult(lines, next, line)
                return next
              })
              setAdded(ADDED_TEXT[result](name, size))
            }}
          >
            {copy.addToEnquiry}
          </Button>
        ) : null}
      </div>
      {shown && productId !== undefined ? (
        <p role="status" className="min-h-5 text-sm text-brand-800">
          {added ? (
            <>
              {added}{' '}
              <Link to={paths.enquiry} className="font-semibold underline">
                {copy.viewEnquiry}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
