/**
 * A quote as staff put it together, every field as typed (so nothing typed is lost to a failed
 * send), and how it starts: every line of the request at today's catalogue price for its size,
 * with the product's HSN code and GST rate. Free of React.
 */
import type { GstRate } from '@/config/constants'
import type { DeskProduct } from '@/lib/catalog/desk-catalog'
import { productKey } from '@/lib/leads/desk/lead-check'
import type { DeskOrderRequest } from '@/lib/leads/desk/records'
import { PACK_SIZES, type PackSize } from '@/lib/schema'
import { toPaise } from '@/lib/util/paise'
import type { PaymentTermsKind } from './quote-content'
import { validityRange } from './quote-validity'
import { paiseText } from './rupee-input'

/** The rate a line carries when the catalogue sets none for its product: pre-packed pulses' rate. */
export const DEFAULT_GST_RATE: GstRate = 5

/**
 * Where a line's price came from: today's catalogue; the request itself, as the catalogue no
 * longer sells it; or nowhere yet, for a line the buyer wrote in (staff pick a product for it).
 */
type PriceSource = 'catalogue' | 'request' | 'free-text'

export interface DraftLine {
  /** Names the line while it is edited, whatever else changes. */
  key: number
  product: string
  /** '' for a line the buyer wrote in, until staff pick a catalogue product and size for it. */
  size: PackSize | ''
  /** The product's HSN code from the catalogue; '' when it has none. */
  hsn: string
  /** As the select holds it: one of GST_RATES, as text. */
  gstRate: string
  /** As typed. */
  packs: string
  /** Rupees per pack, as typed. */
  price: string
  source: PriceSource
  /**
   * Paise per pack the request named, for staff to compare: on a line priced from the catalogue,
   * only when today's price differs. Null for lines staff added and lines the buyer wrote in.
   */
  requested: number | null
  /** What the buyer wrote for a written-in line staff have since quoted as a catalogue product. */
  askedAs?: string
}

export interface QuoteDraft {
  lines: DraftLine[]
  /** Rupees, as typed; '' for none. */
  deliveryCharge: string
  /** The last day it may be accepted, yyyy-mm-dd (a day in India). */
  validUntil: string
  terms: PaymentTermsKind | ''
  /** With credit terms: how many days, as typed. */
  creditDays: string
  /** With other terms: their words. */
  otherTerms: string
  deliveryEstimate: string
  note: string
  /** The state of delivery staff picked (its GST code), for a buyer without a GSTIN; or ''. */
  pickedState: string
}

/** How a line is named: its product and pack size ("Masoor Dal 30kg"), or what the buyer wrote. */
export function lineName(line: Pick<DraftLine, 'product' | 'size'>): string {
  return line.size ? `${line.product} ${line.size}` : line.product
}

const sameName = (a: string, b: string) => productKey(a) === productKey(b)

/** The catalogue's product of that name (as the request named it), if it still has one. */
function productNamed(products: readonly DeskProduct[], name: string): DeskProduct | undefined {
  return products.find((product) => sameName(product.name, name))
}

/** The sizes `product` is sold in today, in the catalogue's order. */
export function sizesSold(product: DeskProduct): PackSize[] {
  return PACK_SIZES.filter((size) => product.prices[size] !== undefined)
}

/** A line of `product` in `size` (which it sells) at today's price. */
function catalogueLine(
  key: number,
  product: DeskProduct,
  size: PackSize,
  packs: string,
): DraftLine {
  return {
    key,
    product: product.name,
    size,
    hsn: product.hsn ?? '',
    gstRate: String(product.gstRate ?? DEFAULT_GST_RATE),
    packs,
    price: paiseText(toPaise(product.prices[size] ?? 0)),
    source: 'catalogue',
    requested: null,
  }
}

/** A line of the request, priced from today's catalogue where it can be. */
function requestLine(
  key: number,
  line: DeskOrderRequest['lines'][number],
  products: readonly DeskProduct[],
): DraftLine {
  const product = productNamed(products, line.product)
  const packs = String(line.packs)
  if (line.size === '') {
    return {
      key,
      product: line.product,
      size: '',
      hsn: '',
      gstRate: String(DEFAULT_GST_RATE),
      packs,
      price: '',
      source: 'free-text',
      requested: null,
    }
  }
  const requested = toPaise(line.packPrice)
  const today = product?.prices[line.size]
  if (product && today !== undefined) {
    const changed = requested !== toPaise(today)
    return {
      ...catalogueLine(key, product, line.size, packs),
      requested: changed ? requested : null,
    }
  }
  return {
    key,
    product: line.product,
    size: line.size,
    hsn: product?.hsn ?? '',
    gstRate: String(product?.gstRate ?? DEFAULT_GST_RATE),
    packs,
    price: paiseText(requested),
    source: 'request',
    requested,
  }
}

/** The quote as it starts for `lead`, from `products` (the catalogue now) on `today` (yyyy-mm-dd). */
export function startDraft(
  lead: Pick<DeskOrderRequest, 'lines'>,
  products: readonly DeskProduct[],
  today: string,
): QuoteDraft {
  return {
    lines: lead.lines.map((line, index) => requestLine(index + 1, line, products)),
    deliveryCharge: '',
    validUntil: validityRange(today).initial,
    terms: '',
    creditDays: '',
    otherTerms: '',
    deliveryEstimate: '',
    note: '',
    pickedState: '',
  }
}

const nextKey = (draft: QuoteDraft) => Math.max(0, ...draft.lines.map((line) => line.key)) + 1

/** What staff may change of a line in place. */
export type LineChange = Partial<Pick<DraftLine, 'packs' | 'price' | 'gstRate'>>

export function changeLine(draft: QuoteDraft, key: number, change: LineChange): QuoteDraft {
  return {
    ...draft,
    lines: draft.lines.map((line) => (line.key === key ? { ...line, ...change } : line)),
  }
}

export function removeLine(draft: QuoteDraft, key: number): QuoteDraft {
  return { ...draft, lines: draft.lines.filter((line) => line.key !== key) }
}

/** The draft with a line of `product` in `size` added, one pack at today's price. */
export function addLine(draft: QuoteDraft, product: DeskProduct, size: PackSize): QuoteDraft {
  return { ...draft, lines: [...draft.lines, catalogueLine(nextKey(draft), product, size, '1')] }
}

/** The written-in line `key` quoted as `product` in `size` at today's price, its packs kept. */
export function pickForLine(
  draft: QuoteDraft,
  key: number,
  product: DeskProduct,
  size: PackSize,
): QuoteDraft {
  return {
    ...draft,
    lines: draft.lines.map((line) =>
      line.key === key
        ? { ...catalogueLine(key, product, size, line.packs), askedAs: line.product }
        : line,
    ),
  }
}
