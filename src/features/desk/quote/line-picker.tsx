import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'
import type { DeskProduct } from '@/lib/catalog/desk-catalog'
import type { PackSize } from '@/lib/schema'
import { toPaise } from '@/lib/util/paise'
import { quoteCopy } from './quote-content'
import { sizesSold } from './quote-draft'

const copy = quoteCopy.add

interface LinePickerProps {
  products: readonly DeskProduct[]
  /** The button's words. */
  action: string
  disabled?: boolean
  /** A problem the product's choice would answer, shown on its select. */
  error?: string
  onPick: (product: DeskProduct, size: PackSize) => void
}

/** A catalogue product, then one of the sizes it is sold in (with today's price), and a button. */
export function LinePicker({ products, action, disabled = false, error, onPick }: LinePickerProps) {
  const [productId, setProductId] = useState('')
  const [size, setSize] = useState('')
  const sold = products.filter((product) => sizesSold(product).length > 0)
  const product = sold.find((candidate) => candidate.id === productId)
  const sizes = product ? sizesSold(product) : []
  const chosenSize = sizes.find((candidate) => candidate === size)
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
      <SelectField
        label={copy.product}
        options={[
          { value: '', label: copy.chooseProduct },
          ...sold.map(({ id, name }) => ({ value: id, label: name })),
        ]}
        value={productId}
        error={error}
        disabled={disabled}
        onChange={(event) => {
          setProductId(event.target.value)
          setSize('')
        }}
      />
      <SelectField
        label={copy.size}
        options={[
          { value: '', label: copy.chooseSize },
          ...sizes.map((option) => ({
            value: option,
            label: copy.sizeOption(option, toPaise(product?.prices[option] ?? 0)),
          })),
        ]}
        value={chosenSize ?? ''}
        disabled={disabled || !product}
        onChange={(event) => setSize(event.target.value)}
      />
      <Button
        variant="secondary"
        disabled={disabled || !product || !chosenSize}
        onClick={() => {
          if (!product || !chosenSize) return
          onPick(product, chosenSize)
          setProductId('')
          setSize('')
        }}
      >
        {action}
      </Button>
    </div>
  )
}
