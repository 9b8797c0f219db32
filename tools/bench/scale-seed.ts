/**
 * A seed folder for the catalogue-scale run: seed/*.json as they are, with products.json replaced
 * by `count` generated lots of its products ("Masoor Dal Lot 1234", the real images), made by the
 * generator the app's tests use, and each featured product naming the first lot of its product:
 * a featured entry naming no product is left out of the page, which would then be lighter than
 * the real one.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { productToRecord, type ProductRecord } from '../../src/lib/schema.ts'
import { generateProducts } from '../../src/test/synthetic-products.ts'

/** The generated products as seed/products.json holds them: the Firestore document and its id. */
export function scaleSeedProducts(count: number): (ProductRecord & { id: string })[] {
  return generateProducts(count).map((product) => ({
    id: product.id,
    ...productToRecord(product),
  }))
}

type SeedRecord = Record<string, unknown>

/** `featured` with each productId moved to the first generated lot of that product. */
function featuredOnLots(featured: SeedRecord[], products: readonly { id: string }[]): SeedRecord[] {
  return featured.map((entry) => {
    const lot = products.find(({ id }) => id.startsWith(`${String(entry.productId)}-lot-`))
    return lot ? { ...entry, productId: lot.id } : entry
  })
}

export function writeScaleSeed(seedDir: string, outDir: string, count: number): void {
  mkdirSync(outDir, { recursive: true })
  for (const file of readdirSync(seedDir).filter((f) => f.endsWith('.json')))
    copyFileSync(join(seedDir, file), join(outDir, file))
  const products = scaleSeedProducts(count)
  writeFileSync(join(outDir, 'products.json'), `${JSON.stringify(products, null, 1)}\n`)
  const featuredFile = join(seedDir, 'featuredProducts.json')
  const featured = JSON.parse(readFileSync(featuredFile, 'utf8')) as SeedRecord[]
  writeFileSync(
    join(outDir, 'featuredProducts.json'),
    `${JSON.stringify(featuredOnLots(featured, products), null, 1)}\n`,
  )
}
