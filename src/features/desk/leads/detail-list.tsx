import type { ReactNode } from 'react'

/** Labelled facts of a lead, as a description list: label above value on a phone, beside it wider. */
export function DetailList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-stone-700">{label}</dt>
          <dd className="mb-2 break-words text-stone-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
