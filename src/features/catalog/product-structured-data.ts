import { shownProductName } from '@/components/catalog/product-names'
import type { ProductSummary } from '@/components/seo/structured-data'
import type { FeaturedProduct, Product } from '@/lib/catalog/catalog'
import { PACK_SIZES } from '@/lib/schema'
import { catalogCopy } from './catalog-content'
import { CATEGORIES, productCategory } from './categories'
import { isSizeAvailable } from '@/lib/util/pricing'

/**
 * The catalogue as search engines see it: a product's featured description when it has one,
 * else one naming the pack sizes it comes in, and its category, under the name the page shows
 * it by. Never its prices.
 */
export function productSummaries(
  products: readonly Product[],
  featured: readonly FeaturedProduct[],
): ProductSummary[] {
  const featuredText = new Map(featured.map((item) => [item.productId, item.description]))
  return products.map((product) => {
    const category = productCategory(product)
    const sizes = PACK_SIZES.filter((size) => isSizeAvailable(product.prices, size))
    const name = shownProductName(product)
    return {
      name,
      description: featuredText.get(product.id) ?? catalogCopy.searchDescription(name, sizes),
      image: product.image,
      category: CATEGORIES.find((entry) => entry.id === category)?.label,
    }
  })
}
