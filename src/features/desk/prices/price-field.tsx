import { InputField } from '@/components/ui/field'
import type { PackSize } from '@/lib/schema'
import type { FieldState } from './price-edits'
import { pricesCopy as copy } from './prices-content'

interface PriceFieldProps {
  productName: string
  size: PackSize
  /** The stored price, shown beside the field; undefined when the size is not sold. */
  current: number | undefined
  state: FieldState
  readOnly: boolean
  onChange: (text: string) => void
}

/**
 * One pack size's price. Its name holds the product and the size ("Arhar Dal 1kg"), though only
 * the size is shown: the card is headed by the product.
 */
export function PriceField({
  productName,
  size,
  current,
  state,
  readOnly,
  onChange,
}: PriceFieldProps) {
  return (
    <InputField
      label={
        <>
          {/* The space stays outside: inside, name computation may drop it ("Arhar Dal1kg"). */}
          <span className="sr-only">{productName}</span> {size}
        </>
      }
      hint={copy.current(current)}
      error={state.problem ? copy.problems[state.problem] : undefined}
      value={state.text}
      onChange={(event) => onChange(event.target.value)}
      // Text, not type="number": a number field empties itself on "12a", which would read as
      // "not sold"; this way every entry is seen, and refused when it is not a price.
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      readOnly={readOnly}
      className="min-w-0 [&_input]:tabular-nums"
    />
  )
}
