import type { PackSize } from '@/lib/schema'

/** What a buyer picked on a card: the order request is about exactly this. */
export interface Purchase {
  productName: string
  size: PackSize
  /** Rupees for one pack of `size`. */
  price: number
}
