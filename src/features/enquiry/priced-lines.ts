/**
 * The enquiry list priced against the live catalogue: each line's pack price, price per kg,
 * weight and total, and the list's totals. A line whose product has left the catalogue, or whose
 * size is no longer sold, is flagged and counts for nothing: it is never sent as if it were fine.
 */
import { hindiNameOf, shownProductName } from '@/components/catalog/product-names'
import type { Product } from '@/lib/catalog/catalog'
import type { EnquiryLine } from '@/lib/storage/enquiry-list'
import { PACK_KG, packsAmount, priceOf } from '@/lib/util/pricing'
import { PACK_SIZES, type PackSize } from '@/lib/schema'

export type LineStatus =
  /** Priced from the catalogue. */
  | 'priced'
  /** The product is not in the catalogue any more. */
  | 'missing'
  /** The product no longer sells this size. */
  | 'unavailable'
  /** A free-text request: no price until the sales team quotes it. */
  | 'request'
  /** The live catalogue is not in yet: nothing is known about the line. */
  | 'unchecked'

export interface PricedLine {
  line: EnquiryLine
  status: LineStatus
  packPrice: number | null
  perKg: number | null
  kg: number | null
  total: number | null
  /** The sizes the product sells now (for changing the line's size). */
  sizes: readonly PackSize[]
  /** The product's Hindi name, when the catalogue gives it one. */
  hindiName?: string
}

/** A product the list asks for less of than the seller's least order of it. */
export interface ShortOrder {
  product: string
  /** The product's Hindi name, when the catalogue gives it one. */
  hindiName?: string
  /** What the list's lines of it weigh together. */
  kg: number
  minOrderKg: number
}

export interface PricedEnquiry {
  lines: PricedLine[]
  totalKg: number
  total: number
  /** Lines that cannot be sent as they are (missing or unavailable). */
  flagged: number
  /** Products below their least order (Product.minOrderKg), in the list's order. */
  short: ShortOrder[]
}

const round2 = (value: number) => Math.round(value * 100) / 100

export function priceLine(line: EnquiryLine, product: Product | undefined): PricedLine {
  const none = { packPrice: null, perKg: null, kg: null, total: null }
  if (line.productId === null || line.size === null) {
    return { line, status: 'request', ...none, sizes: [] }
  }
  if (!product) return { line, status: 'missing', ...none, sizes: [] }
  const hindiName = hindiNameOf(product)
  const named = hindiName ? { hindiName } : {}
  const sizes = PACK_SIZES.filter((size) => priceOf(product.prices, size) !== null)
  const packPrice = priceOf(product.prices, line.size)
  if (packPrice === null) return { line, status: 'unavailable', ...none, sizes, ...named }
  return {
    line,
    status: 'priced',
    packPrice,
    perKg: packPrice / PACK_KG[line.size],
    ...packsAmount(line.size, packPrice, line.packs),
    sizes,
    ...named,
  }
}

/** A line's name as the page shows it: a product's Hindi name on a Hindi page, where it has one. */
export function shownLineName({ line, hindiName }: PricedLine): string {
  return shownProductName({ name: line.name, hindiName })
}

function unchecked(line: EnquiryLine): PricedLine {
  return {
    line,
    status: 'unchecked',
    packPrice: null,
    perKg: null,
    kg: null,
    total: null,
    sizes: PACK_SIZES,
  }
}

/** The products whose priced lines weigh less, together, than the product's least order. */
export function shortOrders(
  lines: readonly PricedLine[],
  byId: ReadonlyMap<string, Product>,
): ShortOrder[] {
  const kgById = new Map<string, number>()
  for (const { line, status, kg } of lines) {
    if (status === 'priced' && line.productId !== null) {
      kgById.set(line.productId, (kgById.get(line.productId) ?? 0) + (kg ?? 0))
    }
  }
  return [...kgById].flatMap(([id, kg]) => {
    const product = byId.get(id)
    const least = product?.minOrderKg
    if (!product || least === undefined || kg >= least) return []
    const hindiName = hindiNameOf(product)
    return [{ product: product.name, ...(hindiName ? { hindiName } : {}), kg, minOrderKg: least }]
  })
}

/** Prices every line against `products` (the live catalogue), or marks it unchecked without one. */
export function priceEnquiry(
  lines: readonly EnquiryLine[],
  products: readonly Product[] | null,
): PricedEnquiry {
  const byId = new Map((products ?? []).map((product) => [product.id, product]))
  const priced = lines.map((line) =>
    products === null && line.productId !== null
      ? unchecked(line)
      : priceLine(line, line.productId ? byId.get(line.productId) : undefined),
  )
  return {
    lines: priced,
    totalKg: priced.reduce((sum, p) => sum + (p.kg ?? 0), 0),
    total: round2(priced.reduce((sum, p) => sum + (p.total ?? 0), 0)),
    flagged: priced.filter((p) => p.status === 'missing' || p.status === 'unavailable').length,
    short: shortOrders(priced, byId),
  }
}
