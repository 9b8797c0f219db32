import { memo, useCallback, useId, type ChangeEvent } from 'react'
import { Icon } from '@/components/ui/icons'
import { cn } from '@/components/ui/cn'
import { PACK_SIZES, type PackSize, type PriceMap } from '@/lib/schema'
import { catalogCopy as copy } from './catalog-content'
import { PerKgText } from './price-text'
import { perKgPrice } from '@/lib/util/pricing'

interface SizeSelectorProps {
  prices: PriceMap
  value: PackSize | null
  onChange: (size: PackSize) => void
  verified: boolean
}

/**
 * The pack sizes as a radio group (arrow keys move between sold sizes). Each shows its per-kg
 * price so the bulk saving is visible; a size that is not sold is disabled and says so.
 */
export function SizeSelector({ prices, value, onChange, verified }: SizeSelectorProps) {
  const name = useId()
  const select = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value as PackSize),
    [onChange],
  )
  return (
    <fieldset>
      <legend className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-stone-600">
        {copy.sizeLegend}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {PACK_SIZES.map((size) => {
          const perKg = perKgPrice(prices, size)
          return (
            <SizeOption
              key={size}
              name={name}
              size={size}
              available={perKg !== null}
              // Masked, the number is not needed: an option whose props are unchanged is not
              // touched again (React re-sets a radio's name and type on every update, which
              // restyles every card with a checked size).
              perKg={verified ? perKg : null}
              checked={value === size}
              onSelect={select}
            />
          )
        })}
      </div>
    </fieldset>
  )
}

interface SizeOptionProps {
  name: string
  size: PackSize
  available: boolean
  /** Shown when given; a mask otherwise. */
  perKg: number | null
  checked: boolean
  onSelect: (event: ChangeEvent<HTMLInputElement>) => void
}

const SizeOption = memo(function SizeOption({
  name,
  size,
  available,
  perKg,
  checked,
  onSelect,
}: SizeOptionProps) {
  return (
    <label
      className={cn(
        'relative flex h-12 flex-col justify-center rounded-lg border px-2.5 py-1 text-sm',
        // Styled from `checked` (the radio is controlled) rather than with :has(:checked): a
        // :has() rule makes the browser re-check every tile whenever anything in a card changes.
        !available
          ? 'cursor-not-allowed border-dashed border-stone-300 bg-stone-100 text-stone-600'
          : checked
            ? 'cursor-pointer border-brand-700 bg-brand-50 ring-1 ring-brand-700'
            : 'cursor-pointer border-stone-300 bg-white hover:border-brand-600',
      )}
    >
      <input
        type="radio"
        name={name}
        value={size}
        checked={checked}
        disabled={!available}
        onChange={onSelect}
        className="peer sr-only"
      />
      {/* The focus ring of the (visually hidden) radio, drawn around the whole tile. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-lg peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron-500"
      />
      {checked ? (
        <Icon
          name="check"
          className="absolute top-1.5 right-1.5 size-4 stroke-[2.5] text-brand-700"
        />
      ) : null}
      <span className={cn('font-semibold', available ? 'text-stone-900' : 'line-through')}>
        {size}
      </span>
      {/* A real space, so the accessible name reads "30kg Not available". */}{' '}
      <span className="text-xs text-stone-600">
        {available ? <PerKgText perKg={perKg ?? 0} verified={perKg !== null} /> : copy.notAvailable}
      </span>
    </label>
  )
})
