import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { Icon } from '@/components/ui/icons'
import { SelectField } from '@/components/ui/select-field'
import { GST_RATES } from '@/config/constants'
import type { DeskProduct } from '@/lib/catalog/desk-catalog'
import type { Supply } from '@/lib/quotes/quote-totals'
import type { PackSize } from '@/lib/schema'
import { LineFigures } from './line-figures'
import { LinePicker } from './line-picker'
import { quoteCopy } from './quote-content'
import { lineName, type DraftLine, type LineChange } from './quote-draft'
import type { LineReview } from './review-draft'

const copy = quoteCopy.lines
const rateOptions = GST_RATES.map((rate) => ({ value: String(rate), label: copy.rateOption(rate) }))

interface QuoteLineCardProps {
  line: DraftLine
  review: LineReview
  /** Problems are shown once staff have tried to send. */
  tried: boolean
  supply: Supply | null
  products: readonly DeskProduct[]
  onChange: (change: LineChange) => void
  onPick: (product: DeskProduct, size: PackSize) => void
  onRemove: () => void
}

/** Where the line's price came from, when staff should know. */
function PriceNote({ line }: { line: DraftLine }) {
  const notes = [
    line.askedAs ? copy.askedAs(line.askedAs) : null,
    line.source === 'request' && line.requested !== null ? copy.notSold(line.requested) : null,
    line.source === 'catalogue' && line.requested !== null ? copy.requested(line.requested) : null,
  ].filter(Boolean)
  return notes.length ? <p className="text-sm text-saffron-900">{notes.join(' ')}</p> : null
}

/** One line of the quote as a card: packs, price and rate, its figures, and its removal. */
export function QuoteLineCard(props: QuoteLineCardProps) {
  const { line, review, tried, supply, products, onChange, onPick, onRemove } = props
  const name = lineName(line)
  const errors = tried ? review.errors : {}
  const packs = (
    <InputField
      label={copy.packs}
      value={line.packs}
      error={errors.packs}
      inputMode="numeric"
      autoComplete="off"
      onChange={(event) => onChange({ packs: event.target.value })}
    />
  )
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <fieldset className="min-w-0">
        <legend className="float-left w-full font-semibold text-brand-900">{name}</legend>
        {/* Cleared below the floated legend: a grid beside a float would be squeezed next to it. */}
        <div className="clear-left space-y-3 pt-3">
          <PriceNote line={line} />
          {line.size === '' ? (
            <>
              <p className="text-sm text-saffron-900">{copy.freeText}</p>
              <div className="max-w-40">{packs}</div>
              <LinePicker
                products={products}
                action={copy.use}
                error={errors.pick}
                onPick={onPick}
              />
            </>
          ) : (
            <>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {packs}
                <InputField
                  label={copy.price}
                  value={line.price}
                  error={errors.price}
                  inputMode="decimal"
                  autoComplete="off"
                  spellCheck={false}
                  className="[&_input]:tabular-nums"
                  onChange={(event) => onChange({ price: event.target.value })}
                />
                <SelectField
                  label={copy.gstRate}
                  options={rateOptions}
                  value={line.gstRate}
                  className="col-span-2 sm:col-span-1"
                  onChange={(event) => onChange({ gstRate: event.target.value })}
                />
              </div>
              <p className="text-xs text-stone-600">{line.hsn ? copy.hsn(line.hsn) : copy.noHsn}</p>
              <LineFigures review={review} supply={supply} />
            </>
          )}
          <Button variant="ghost" aria-label={copy.removeLabel(name)} onClick={onRemove}>
            <Icon name="trash" className="size-4" />
            {copy.remove}
          </Button>
        </div>
      </fieldset>
    </li>
  )
}
