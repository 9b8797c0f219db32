/**
 * A deterministic, generated catalogue of any size, for tests and the benchmark's 2,000-product
 * run: lots of the seeded products (seed/products.json), so search, categories, images and
 * unsold sizes behave as with the real catalogue. Imported by relative paths only, so the
 * benchmark's Node process can load it as it is.
 */
import { isGstRate } from '../config/constants.ts'
import { productFromRecord, type PriceMap, type Product } from '../lib/schema.ts'
import seed from '../../seed/products.json' with { type: 'json' }

/** The seeded products as the app holds them (JSON types a GST rate as any number). */
export const seedProducts: readonly Product[] = seed.map(({ id, gstRate, ...record }) =>
  productFromRecord(id, { ...record, ...(isGstRate(gstRate) ? { gstRate } : {}) }),
)

/**
 * `count` products cycling through `bases`: unique ids and names ("Masoor Dal Lot 1234"), the
 * base's image, and its prices varied a little per lot. A size the base does not sell stays
 * unsold.
 */
export function generateProducts(
  count: number,
  bases: readonly Product[] = seedProducts,
): Product[] {
  if (bases.length === 0) throw new Error('No products to base the generated catalogue on.')
  return Array.from({ length: count }, (_, i) => {
    const base = bases[i % bases.length]!
    const lot = i + 1
    const factor = 0.9 + ((lot * 37) % 21) / 100
    const prices: PriceMap = Object.fromEntries(
      Object.entries(base.prices).map(([size, price]) => [
        size,
        price > 0 ? Math.round(price * factor * 2) / 2 : price,
      ]),
    )
    return {
      id: `${base.id}-lot-${lot}`,
      name: `${base.name} Lot ${lot}`,
      image: base.image,
      prices,
    }
  })
}
