/** The words of the desk's Prices today section. */
import { formatIndianNumber, formatRupeeAmount } from '@/lib/util/format'
import { type PackSize } from '@/lib/schema'
import { PRICE_MAX } from '@/lib/desk-schema'
import type { PriceProblem } from './price-edits'

/** "₹125", or "₹49.50" when there are paise. */
function rupees(amount: number): string {
  return formatRupeeAmount(amount, Number.isInteger(amount) ? 0 : 2)
}

const NOT_SOLD = 'not sold'
const priceOrNone = (price: number | undefined) => (price === undefined ? NOT_SOLD : rupees(price))
const count = (n: number, one: string, many: string) =>
  `${formatIndianNumber(n)} ${n === 1 ? one : many}`

export const pricesCopy = {
  intro:
    'Every product in every pack size, in rupees per pack. Leave a price empty, or type 0, when the size is not sold. Changes are listed before you save them, and saved together.',
  loading: 'Loading the catalogue…',
  loadFailed: 'The catalogue could not be read. Check the connection and try again.',
  retry: 'Try again',
  empty: 'There are no products in the catalogue yet.',
  /** The list of products' name, for assistive tech. */
  tableLabel: 'Prices by product and pack size',
  /** Beside a field: what the site shows now. */
  current: (price: number | undefined) => `Now ${priceOrNone(price)}`,
  problems: {
    notNumber: 'Enter a price in rupees, such as 125 or 49.50.',
    negative: 'A price cannot be below 0.',
    tooHigh: `At most ${rupees(PRICE_MAX)} (a crore) per pack.`,
    decimals: 'Paise to two decimals at most.',
  } satisfies Record<PriceProblem, string>,
  changesHeading: (n: number) =>
    n === 0 ? 'No prices changed yet' : count(n, 'price changes', 'prices change'),
  changeLine: (name: string, size: PackSize, from: number | undefined, to: number | undefined) =>
    `${name} ${size}: ${priceOrNone(from)} → ${priceOrNone(to)}`,
  save: 'Save prices',
  saving: 'Saving prices…',
  saved: 'Saved. The site shows the new prices now.',
  saveFailed: 'The prices were not saved. Your changes are still here: try again.',
  fixFirst: (n: number) =>
    `${count(n, 'price needs', 'prices need')} correcting before you save: they are marked in red.`,
  leave: {
    title: 'Leave without saving?',
    description: (n: number) =>
      n === 0
        ? 'What you typed is not saved, and will be lost.'
        : `${count(n, 'price change is', 'price changes are')} not saved, and will be lost.`,
    stay: 'Stay on this page',
    go: 'Leave without saving',
  },
} as const
