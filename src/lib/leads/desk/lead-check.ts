/**
 * An order request's figures as the trade desk can trust them. Every figure on the record (each
 * line's price per pack, the total, the weight, the GSTIN and the state it is registered in) is
 * what the buyer's browser wrote, and a browser can be made to write anything: so the desk works
 * the lines out again from today's catalogue, checks the GSTIN itself, and lists where the
 * buyer's page said otherwise. Pure, so a lead's page and the inbox flag alike.
 */
import type { OrderLine, OrderRequestDocument, Product } from '@/lib/schema'
import { stateName } from '@/lib/util/gst-states'
import { validateGstin } from '@/lib/util/gstin'
import { toPaise } from '@/lib/util/paise'
import { PACK_KG, packsAmount, priceOf } from '@/lib/util/pricing'

/** What the check needs of a catalogue product: the name a stored line names it by, its prices. */
export type CatalogueProduct = Pick<Product, 'name' | 'prices'>

/** Today's catalogue by productKey of each product's name. */
export type Catalogue = ReadonlyMap<string, CatalogueProduct>

/**
 * A product name as a stored line is matched to the catalogue: case and the spaces around it do
 * not count (the quote editor's startDraft matches the lines of a request the same way).
 */
export function productKey(name: string): string {
  return name.trim().toLowerCase()
}

/** `products` by name; of two with one name, the first, as a search of the list would find. */
export function catalogueOf(products: readonly CatalogueProduct[]): Catalogue {
  const byName = new Map<string, CatalogueProduct>()
  for (const product of products) {
    const key = productKey(product.name)
    if (!byName.has(key)) byName.set(key, product)
  }
  return byName
}

/** Kilograms in whole grams: pack sizes make halves at most, so this only ignores float noise. */
const toGrams = (kg: number) => Math.round(kg * 1000)

export type CheckedLineStatus =
  /** Priced from today's catalogue. */
  | 'priced'
  /** Its product is not in today's catalogue. */
  | 'missing'
  /** Its product is, but no longer sold in its size. */
  | 'unavailable'
  /** Asked for by name (no size): it has no price until the desk quotes it. */
  | 'request'

export interface CheckedLine {
  /** The line as stored. */
  line: OrderLine
  status: CheckedLineStatus
  /** Today's price per pack; null unless priced. */
  packPrice: number | null
  /** Its packs at today's price, to the paisa; null unless priced. */
  amount: number | null
  /** What its packs weigh, which the size alone fixes; 0 for a line asked for by name. */
  kg: number
  /** Its packs at the price the buyer's page gave, to the paisa; 0 for a line asked for by name. */
  saidAmount: number
}

/** Where the buyer's page said other than the lines, worked out, come to. Rupees and kg. */
export type FigureDifference =
  /** Line `line` (its index) at a price per pack other than today's, so an amount other too. */
  | {
      kind: 'pack-price'
      line: number
      said: number
      today: number
      saidAmount: number
      amount: number
    }
  /** A line asked for by name carries a price per pack, which the site never gives one. */
  | { kind: 'asked-price'; line: number; said: number }
  /**
   * The total is not what the lines come to: `today` for those priced today, and `unpriced` for
   * those the catalogue cannot price (at the buyer's page's own prices, the only ones there are).
   */
  | { kind: 'total'; said: number; today: number; unpriced: number }
  /** The weight is not what the lines weigh (every line with a size, priced today or not). */
  | { kind: 'weight'; said: number; weight: number }

export interface FiguresCheck {
  lines: CheckedLine[]
  /** The lines priced today: what they come to and what they weigh. */
  total: number
  totalKg: number
  /** How many lines have a size but no price today (missing or unavailable). */
  unpricedLines: number
  differences: FigureDifference[]
}

const isUnpriced = ({ status }: CheckedLine) => status === 'missing' || status === 'unavailable'

function checkLine(line: OrderLine, catalogue: Catalogue): CheckedLine {
  const none = { packPrice: null, amount: null }
  if (line.size === '') return { line, status: 'request', ...none, kg: 0, saidAmount: 0 }
  const said = packsAmount(line.size, line.packPrice, line.packs)
  const sized = { line, kg: PACK_KG[line.size] * line.packs, saidAmount: said.total }
  const product = catalogue.get(productKey(line.product))
  if (!product) return { ...sized, status: 'missing', ...none }
  const packPrice = priceOf(product.prices, line.size)
  if (packPrice === null) return { ...sized, status: 'unavailable', ...none }
  const amount = packsAmount(line.size, packPrice, line.packs).total
  return { ...sized, status: 'priced', packPrice, amount }
}

function lineDifference(checked: CheckedLine, index: number): FigureDifference[] {
  const { line, packPrice, amount, saidAmount } = checked
  if (checked.status === 'request') {
    return line.packPrice === 0 ? [] : [{ kind: 'asked-price', line: index, said: line.packPrice }]
  }
  if (packPrice === null || amount === null || toPaise(line.packPrice) === toPaise(packPrice)) {
    return []
  }
  return [
    { kind: 'pack-price', line: index, said: line.packPrice, today: packPrice, saidAmount, amount },
  ]
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

/**
 * `order`'s lines worked out from `catalogue` (today's), and every figure of the buyer's page
 * that differs. A line the catalogue cannot price is said to be so, not taken for a difference
 * of money: the total counts it at the buyer's page's price, as nothing else prices it.
 */
export function checkFigures(
  order: Pick<OrderRequestDocument, 'lines' | 'total' | 'totalKg'>,
  catalogue: Catalogue,
): FiguresCheck {
  const lines = order.lines.map((line) => checkLine(line, catalogue))
  const priced = lines.filter((line) => line.status === 'priced')
  const todayPaise = sum(priced.map((line) => toPaise(line.amount ?? 0)))
  const unpricedPaise = sum(lines.filter(isUnpriced).map((line) => toPaise(line.saidAmount)))
  const weight = sum(lines.map((line) => line.kg))
  const differences = lines.flatMap(lineDifference)
  if (toPaise(order.total) !== todayPaise + unpricedPaise) {
    differences.push({
      kind: 'total',
      said: order.total,
      today: todayPaise / 100,
      unpriced: unpricedPaise / 100,
    })
  }
  if (toGrams(order.totalKg) !== toGrams(weight)) {
    differences.push({ kind: 'weight', said: order.totalKg, weight })
  }
  return {
    lines,
    total: todayPaise / 100,
    totalKg: sum(priced.map((line) => line.kg)),
    unpricedLines: lines.filter(isUnpriced).length,
    differences,
  }
}

/**
 * What a GSTIN is: one whose check character is right ('checked'), one whose is not
 * ('check-character'), not a GSTIN's form at all ('malformed'), or none given ('none').
 */
export type GstinForm = 'checked' | 'check-character' | 'malformed' | 'none'

export interface GstCheck {
  form: GstinForm
  /** Its first two characters, the state code; '' with no GSTIN. */
  code: string
  /** The state the code names; null when it names none. */
  codeState: string | null
  /** Whether the buyer's page named that state (or, with no GSTIN, none). */
  stateAgrees: boolean
}

/** The GST facts of `order`, as its GSTIN itself has them, beside what its page said. */
export function checkGst({
  gstin,
  gstState,
}: Pick<OrderRequestDocument, 'gstin' | 'gstState'>): GstCheck {
  if (gstin === '') return { form: 'none', code: '', codeState: null, stateAgrees: gstState === '' }
  const valid = validateGstin(gstin)
  // A GSTIN whose code names no state has its check character right: its state is checked apart.
  const form: GstinForm =
    valid.valid || valid.reason === 'state'
      ? 'checked'
      : valid.reason === 'checksum'
        ? 'check-character'
        : 'malformed'
  const code = gstin.slice(0, 2)
  const codeState = stateName(code)
  return { form, code, codeState, stateAgrees: codeState !== null && gstState === codeState }
}

/** Whether the GST facts are wrong: a GSTIN the site never verified, or a state it does not name. */
export function gstDiffers(check: GstCheck): boolean {
  return check.form === 'check-character' || check.form === 'malformed' || !check.stateAgrees
}

/** Whether any of `order`'s figures of money, weight or GST differ from what `catalogue` and its GSTIN say. */
export function figuresDiffer(
  order: Pick<OrderRequestDocument, 'lines' | 'total' | 'totalKg' | 'gstin' | 'gstState'>,
  catalogue: Catalogue,
): boolean {
  return gstDiffers(checkGst(order)) || checkFigures(order, catalogue).differences.length > 0
}
