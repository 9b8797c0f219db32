/**
 * A seed folder for the catalogue-scale run: seed/*.json as they are, with products.json replaced
 * by `count` generated products in the same shape ("Masoor Dal Lot 1234", the real images).
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

interface SeedProduct {
  id: string
  product: string
  image: string
  prices: Record<string, number>
}

function isSeedProduct(x: unknown): x is SeedProduct {
  const p = x as Partial<SeedProduct> | null
  return (
    typeof p?.id === 'string' &&
    typeof p.product === 'string' &&
    typeof p.image === 'string' &&
    typeof p.prices === 'object' &&
    p.prices !== null
  )
}

/**
 * `count` products cycling through `bases`: unique ids and names, the base's image, and prices
 * varied a little per lot (an unavailable size, 0, stays unavailable).
 */
export function generateSeedProducts(bases: readonly SeedProduct[], count: number): SeedProduct[] {
  if (bases.length === 0) throw new Error('No products to base the generated catalogue on.')
  return Array.from({ length: count }, (_, i) => {
    const base = bases[i % bases.length] as SeedProduct
    const lot = i + 1
    const factor = 0.9 + ((lot * 37) % 21) / 100
    const prices = Object.fromEntries(
      Object.entries(base.prices).map(([size, price]) => [
        size,
        price === 0 ? 0 : Math.round(price * factor * 2) / 2,
      ]),
    )
    return {
      id: `${base.id}-lot-${lot}`,
      product: `${base.product} Lot ${lot}`,
      image: base.image,
      prices,
    }
  })
}

export function writeScaleSeed(seedDir: string, outDir: string, count: number): void {
  mkdirSync(outDir, { recursive: true })
  for (const file of readdirSync(seedDir).filter((f) => f.endsWith('.json')))
    copyFileSync(join(seedDir, file), join(outDir, file))
  const bases: unknown = JSON.parse(readFileSync(join(seedDir, 'products.json'), 'utf8'))
  if (!Array.isArray(bases) || !bases.every(isSeedProduct)) {
    throw new Error(
      `${join(seedDir, 'products.json')} does not hold {id, product, image, prices} records.`,
    )
  }
  const products = generateSeedProducts(bases, count)
  writeFileSync(join(outDir, 'products.json'), `${JSON.stringify(products, null, 1)}\n`)
}
