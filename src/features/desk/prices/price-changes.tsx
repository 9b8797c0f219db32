import type { PriceChange } from './price-edits'
import { pricesCopy as copy } from './prices-content'

/** "N prices change", each with its old and new price, for review before saving. */
export function PriceChanges({ changes }: { changes: readonly PriceChange[] }) {
  return (
    <div>
      <h3 id="price-changes" className="font-display text-lg font-bold text-brand-900">
        {copy.changesHeading(changes.length)}
      </h3>
      {changes.length > 0 ? (
        // On a wide screen the list stays in view beside the table, so a long one scrolls in
        // place, and a keyboard scrolls it from its own tab stop.
        <ul
          aria-labelledby="price-changes"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
          tabIndex={0}
          className="mt-2 space-y-1 text-sm tabular-nums text-stone-800 focus-visible:outline-2 focus-visible:outline-saffron-500 lg:max-h-[40dvh] lg:overflow-y-auto"
        >
          {changes.map(({ id, name, size, from, to }) => (
            <li key={`${id}/${size}`}>{copy.changeLine(name, size, from, to)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
