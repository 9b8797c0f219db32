import { PacksInput } from '@/components/ui/packs-input'
import { Icon } from '@/components/ui/icons'
import { formatKg, formatPerKg, formatRupees } from '@/lib/util/pricing'
import { PACK_SIZES, type PackSize } from '@/lib/schema'
import { enquiryCopy as copy } from './enquiry-content'
import { shownLineName, type PricedLine } from './priced-lines'

interface EnquiryLineRowProps {
  priced: PricedLine
  /** False while prices are hidden (GST not verified) or not checked yet. */
  showPrices: boolean
  /** Nothing can be changed (the list is being sent). */
  disabled: boolean
  onPacks: (packs: number) => void
  onSize: (size: PackSize) => void
  onRemove: () => void
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="font-medium tabular-nums text-stone-900">{value}</dd>
    </div>
  )
}

/** One line: what, which size, how many packs, and (prices shown) what it costs. */
export function EnquiryLineRow({
  priced,
  showPrices,
  disabled,
  onPacks,
  onSize,
  onRemove,
}: EnquiryLineRowProps) {
  const { line, status } = priced
  const flag =
    status === 'missing' ? copy.missing : status === 'unavailable' ? copy.unavailable : null
  const isRequest = status === 'request'
  const name = shownLineName(priced)
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words font-display text-lg font-bold text-brand-900">{name}</h3>
          {isRequest ? (
            <p className="text-sm text-stone-600">
              {copy.request}: {copy.requestNote}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          data-remove
          aria-label={copy.remove(name)}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-60 disabled:hover:bg-transparent"
        >
          <Icon name="trash" className="size-5 stroke-2" />
        </button>
      </div>
      {flag ? (
        <p role="note" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {flag}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-4">
        {line.size !== null && status !== 'missing' ? (
          <label className="flex flex-col gap-1 text-xs text-stone-600">
            {copy.size}
            <select
              value={line.size}
              disabled={disabled}
              aria-label={copy.sizeOf(name)}
              onChange={(event) => onSize(event.target.value as PackSize)}
              className="h-11 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 disabled:bg-stone-100"
            >
              {PACK_SIZES.map((size) => (
                <option
                  key={size}
                  value={size}
                  disabled={!priced.sizes.includes(size) && size !== line.size}
                >
                  {size}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className="flex flex-col gap-1 text-xs text-stone-600">
          <span aria-hidden="true">{copy.packs}</span>
          <PacksInput name={name} packs={line.packs} disabled={disabled} onChange={onPacks} />
        </div>
      </div>
      {showPrices && status === 'priced' ? (
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Fact label={copy.packPrice} value={formatRupees(priced.packPrice ?? 0)} />
          <Fact label={copy.perKg} value={formatPerKg(priced.perKg ?? 0)} />
          <Fact label={copy.totalKg} value={copy.kg(formatKg(priced.kg ?? 0))} />
          <Fact label={copy.lineTotal} value={formatRupees(priced.total ?? 0)} />
        </dl>
      ) : null}
    </li>
  )
}
