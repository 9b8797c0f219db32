import type { PackSize } from '@/lib/schema'

/** What a buyer picked on a card: the order request is about exactly this. */
export interface Purchase {
  /** The product's catalogue id, where the page knows it (a sign-in can come back to it). */
  productId?: string
  productName: string
  size: PackSize
  /** Rupees for one pack of `size`. */
  price: number
  /** The least weight, in kg, the seller takes an order of the product for (none: any). */
  minOrderKg?: number
}
