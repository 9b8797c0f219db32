import { useId } from 'react'
import { formatPaise } from '@/components/quotes/quote-money'
import { cn } from '@/components/ui/cn'
import type { QuoteLine } from '@/lib/quotes/quote-schema'
import { quoteCopy } from './quote-content'
import { LineCard, lineTax } from './line-card'

const copy = quoteCopy.lines

/** The table's columns: the words of the head, and whether its figures align right. */
const columns = () =>
  [
    [copy.number, false],
    [copy.product, false],
    [copy.size, false],
    [copy.hsn, false],
    [copy.packs, true],
    [copy.packPrice, true],
    [copy.taxable, true],
    [copy.gstRate, true],
    [copy.tax, true],
  ] as const

const cell = (numeric: boolean) =>
  cn('quote-cell px-2 py-2 align-top', numeric && 'whitespace-nowrap text-right')

/**
 * Every line of the quote: cards on a phone, a table from a tablet's width up and on paper (an
 * A4 page holds its nine columns at print size). The other of the two is not displayed, so
 * assistive technology meets one.
 */
export function QuoteLines({ lines }: { lines: readonly QuoteLine[] }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="quote-subheading font-display text-xl font-bold text-brand-900">
        {copy.heading}
      </h2>
      <ol className="mt-3 space-y-3 md:hidden print:hidden">
        {lines.map((line, index) => (
          <LineCard key={index} line={line} />
        ))}
      </ol>
      <div className="quote-table mt-3 hidden overflow-x-auto md:block">
        <table
          aria-labelledby={headingId}
          className="quote-figures w-full border-collapse text-sm tabular-nums"
        >
          <thead>
            <tr className="border-b-2 border-stone-800 text-left">
              {columns().map(([label, numeric]) => (
                <th key={label} scope="col" className={cn(cell(numeric), 'font-semibold')}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={index} className="break-inside-avoid border-b border-stone-200">
                <td className={cell(false)}>{index + 1}</td>
                <td className={cn(cell(false), 'font-medium')}>{line.product}</td>
                <td className={cell(false)}>{line.size}</td>
                <td className={cell(false)}>{line.hsn || copy.noHsn}</td>
                <td className={cell(true)}>{line.packs}</td>
                <td className={cell(true)}>{formatPaise(line.packPrice)}</td>
                <td className={cell(true)}>{formatPaise(line.taxable)}</td>
                <td className={cell(true)}>{copy.rate(line.gstRate)}</td>
                <td className={cell(true)}>{formatPaise(lineTax(line))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
