/**
 * A sample order request's lines and sums, as the site makes them: a Buy Now is one product in
 * one size (src/features/catalog/order/order-request.ts), an enquiry list one to six lines, now
 * and then one asked for by name, without size or price (src/features/enquiry/enquiry-request.ts).
 * Prices are the catalogue's; each line's amount is rounded to the paisa, and the total is theirs.
 */
import { formatRupeeAmount } from '../../src/lib/util/format.ts'
import { PACK_SIZES, type OrderLine, type PackSize, type PriceMap } from '../../src/lib/schema.ts'
import type { Buyer } from './people.ts'
import type { Random } from './random.ts'
import { samplePin } from './people.ts'
import { BUY_NOW_NOTES, ENQUIRY_MESSAGES } from './sample-people.ts'

/** A catalogue product as an order names it: by its name, at its prices. */
export interface SampleProduct {
  name: string
  prices: PriceMap
}

export interface SampleOrder {
  source: 'buy-now' | 'enquiry'
  lines: OrderLine[]
  totalKg: number
  total: number
  company: string
  delivery: string
  message: string
}

/** Products buyers ask for that the catalogue does not list. */
const ASKED_BY_NAME = ['Toor Dal (Akola)', 'Besan', 'Poha', 'Chana Sattu', 'Basmati Rice 1121']

/** Packs people order of each size: fewer of the heavier ones. */
const PACKS: Record<PackSize, [number, number]> = {
  '500gm': [10, 200],
  '1kg': [5, 200],
  '5kg': [2, 100],
  '30kg': [1, 40],
}

/** Kilograms in a pack, from its size's own name ("500gm", "5kg"). */
export function packKg(size: PackSize): number {
  const match = /^(\d+)(gm|kg)$/.exec(size)
  if (!match) throw new Error(`unknown pack size ${size}`)
  return Number(match[1]) / (match[2] === 'gm' ? 1000 : 1)
}

const toPaisa = (rupees: number) => Math.round(rupees * 100) / 100

const sizesOf = (product: SampleProduct) =>
  PACK_SIZES.filter((size) => {
    const price = product.prices[size]
    return typeof price === 'number' && price > 0
  })

function packsOf(random: Random, size: PackSize): number {
  const [least, most] = PACKS[size]
  const packs = random.int(least, most)
  // Round numbers, as traders order: 50 packs more often than 47.
  return packs >= 10 && random.chance(0.6) ? Math.max(least, Math.round(packs / 5) * 5) : packs
}

function pricedLine(random: Random, product: SampleProduct, size: PackSize): OrderLine {
  return {
    product: product.name,
    size,
    packs: packsOf(random, size),
    packPrice: product.prices[size] ?? 0,
  }
}

function enquiryLines(random: Random, products: readonly SampleProduct[]): OrderLine[] {
  const wanted = Number(random.weighted({ 1: 25, 2: 25, 3: 20, 4: 15, 5: 10, 6: 5 }))
  const lines: OrderLine[] = []
  for (let tries = 0; lines.length < wanted && tries < wanted * 10; tries++) {
    if (random.chance(0.04)) {
      lines.push({
        product: random.pick(ASKED_BY_NAME),
        size: '',
        packs: random.int(1, 20),
        packPrice: 0,
      })
      continue
    }
    const product = random.pick(products)
    const sizes = sizesOf(product)
    if (sizes.length === 0) continue
    const size = random.pick(sizes)
    if (!lines.some((line) => line.product === product.name && line.size === size))
      lines.push(pricedLine(random, product, size))
  }
  return lines
}

/** The lines' weight and amount: each line's amount to the paisa, and their sum to the paisa. */
export function orderSums(lines: readonly OrderLine[]): { totalKg: number; total: number } {
  return {
    totalKg: lines.reduce(
      (kg, line) => kg + (line.size === '' ? 0 : packKg(line.size) * line.packs),
      0,
    ),
    total: toPaisa(lines.reduce((sum, line) => sum + toPaisa(line.packs * line.packPrice), 0)),
  }
}

export function sampleOrder(
  random: Random,
  buyer: Buyer,
  products: readonly SampleProduct[],
): SampleOrder {
  const sellable = products.filter((product) => sizesOf(product).length > 0)
  if (random.chance(0.55)) {
    const product = random.pick(sellable)
    const line = pricedLine(random, product, random.pick(sizesOf(product)))
    const prefilled = `I would like to order ${line.product} (${line.size}) at ${formatRupeeAmount(line.packPrice, 2)}.`
    // A Buy Now carries the account's saved business name and address, if any.
    const business = buyer.address !== ''
    return {
      source: 'buy-now',
      lines: [line],
      ...orderSums([line]),
      company: business ? buyer.company : '',
      delivery: business ? buyer.address : '',
      message: random.chance(0.25) ? `${prefilled} ${random.pick(BUY_NOW_NOTES)}` : prefilled,
    }
  }
  const lines = enquiryLines(random, sellable)
  const delivery = random.weighted({ town: 40, pin: 25, address: 15, none: 20 })
  return {
    source: 'enquiry',
    lines,
    ...orderSums(lines),
    company: buyer.company,
    delivery:
      delivery === 'town'
        ? buyer.town.name
        : delivery === 'pin'
          ? samplePin(random, buyer.town)
          : delivery === 'address'
            ? buyer.address || buyer.town.name
            : '',
    message: random.chance(0.4) ? random.pick(ENQUIRY_MESSAGES) : '',
  }
}
