import { shownProductName } from '@/components/catalog/product-names'
import type { PackSize } from '@/lib/schema'

/** What a buyer picked on a card: the order request is about exactly this. */
export interface Purchase {
  /** The product's catalogue id, where the page knows it (a sign-in can come back to it). */
  productId?: string
  /** The product's catalogue name: the one its order request is recorded and mailed under. */
  productName: string
  /** The product's Hindi name, where it has one: what a Hindi page calls it. */
  productHindiName?: string
  size: PackSize
  /** Rupees for one pack of `size`. */
  price: number
  /** The least weight, in kg, the seller takes an order of the product for (none: any). */
  minOrderKg?: number
}

/** The product's name as the page shows it. */
export function shownPurchaseName(purchase: Purchase): string {
  return shownProductName({ name: purchase.productName, hindiName: purchase.productHindiName })
}
