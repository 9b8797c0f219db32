/**
 * A deterministic, generated catalogue of any size, for load tests and the benchmark: it reuses
 * the real product names and images with a running number so search and categories still apply.
 */
import type { Product } from '@/lib/catalog'
import { PACK_SIZES, type PriceMap } from '@/lib/schema'
import { PACK_KG } from './pricing'

const BASES = [
  ['Masoor Dal', 'masoor-dal'],
  ['Arhar Dal', 'arhar-dal'],
  ['Moong Dal', 'moong-dal'],
  ['Chitra Rajma', 'chitra-rajma'],
  ['Urad Sabut', 'urad-sabut'],
  ['Kabuli Channa', 'kabuli-channa'],
  ['Lobiya', 'lobiya'],
  ['Matar Green', 'matar-green'],
  ['Sabu Dana', 'sabudana'],
  ['Soyabean Dana', 'soyabean-dana'],
  ['Mishri Cutting', 'mishri-cutting'],
  ['Bura', 'bura'],
] as const

/** `count` products; every seventh lacks one pack size so unavailable sizes are exercised. */
export function generateProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, i) => {
    const [name, slug] = BASES[i % BASES.length] ?? BASES[0]
    const perKg = 40 + ((i * 37) % 120) + (i % 4) * 0.25
    const prices: PriceMap = {}
    PACK_SIZES.forEach((size, s) => {
      if (i % 7 === 0 && s === i % PACK_SIZES.length) return
      // Bigger packs are a little cheaper per kg, as in the real price list.
      prices[size] = Math.round(perKg * PACK_KG[size] * (1 - s * 0.03) * 100) / 100
    })
    return {
      id: `synthetic-${i + 1}`,
      name: `${name} Lot ${i + 1}`,
      image: `/images/products/${slug}.svg`,
      prices,
    }
  })
}
