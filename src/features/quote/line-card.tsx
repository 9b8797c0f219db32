import { formatPaise } from '@/components/quotes/quote-money'
import type { QuoteLine } from '@/lib/quotes/quote-schema'
import { quoteCopy } from './quote-content'

const copy = quoteCopy.lines

/** A line's tax, whichever taxes it carries. */
export const lineTax = (line: QuoteLine) => line.cgst + line.sgst + line.igst

/** One line of a quote as a card: how a phone shows it, where the table would not fit. */
export function LineCard({ line }: { line: QuoteLine }) {
  const facts = [
    [copy.hsn, line.hsn || copy.noHsn],
    [copy.packs, String(line.packs)],
    [copy.packPrice, formatPaise(line.packPrice)],
    [copy.taxable, formatPaise(line.taxable)],
    [copy.gstRate, copy.rate(line.gstRate)],
    [copy.tax, formatPaise(lineTax(line))],
  ] as const
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <p className="font-semibold text-brand-900">
        {line.product} <span className="font-normal text-stone-700">· {line.size}</span>
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="text-right tabular-nums text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  )
}
