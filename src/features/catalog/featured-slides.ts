import { hindiNameOf, shownProductName } from '@/components/catalog/product-names'
import type { FeaturedProduct, Product } from '@/lib/catalog/catalog'

/** A featured product with the catalogue product it names, whose prices and id it uses. */
export interface FeaturedSlideItem {
  featured: FeaturedProduct
  product: Product
}

/**
 * The featured products as slides, in their own order, each with its product. One naming no
 * product of `products` is left out: it would have no price to show and nothing to order.
 */
export function featuredSlides(
  featured: readonly FeaturedProduct[],
  products: readonly Product[],
): FeaturedSlideItem[] {
  const byId = new Map(products.map((product) => [product.id, product]))
  return featured.flatMap((item) => {
    const product = byId.get(item.productId)
    return product ? [{ featured: item, product }] : []
  })
}

/** The slide's heading: the featured entry's name, or on a Hindi page its product's Hindi name. */
export function slideName({ featured, product }: FeaturedSlideItem): string {
  return shownProductName({ name: featured.name, hindiName: hindiNameOf(product) })
}
