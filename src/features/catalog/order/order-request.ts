/** Pure helpers for the order modal: the prefilled message, the mail payload and WhatsApp text. */
import type { OrderRequest } from '@/lib/email'
import { orderCopy } from '../catalog-content'
import { formatRupees } from '@/lib/pricing'
import type { Purchase } from '../purchase'
import type { OrderValues } from './order-schema'

export function prefilledMessage(purchase: Purchase): string {
  return orderCopy.prefilledMessage(
    purchase.productName,
    purchase.size,
    formatRupees(purchase.price),
  )
}

/** The EmailJS parameters; the user id rides along when signed in. */
export function toOrderRequest(
  purchase: Purchase,
  values: OrderValues,
  userId: string | undefined,
): OrderRequest {
  return {
    from_name: values.name,
    from_email: values.email,
    from_contact: values.phone,
    product_name: purchase.productName,
    product_weight: purchase.size,
    product_price: purchase.price,
    message: values.message,
    ...(userId ? { userId } : {}),
  }
}

export function whatsappText(purchase: Purchase, message: string): string {
  return orderCopy.whatsappText(
    purchase.productName,
    purchase.size,
    formatRupees(purchase.price),
    message,
  )
}
