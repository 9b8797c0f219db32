/**
 * Pure helpers for the order modal: the prefilled message, the mail payload, the record kept of
 * the request, and the WhatsApp text.
 */
import type { OrderRequest } from '@/lib/mail/email'
import type { GstDetails } from '@/lib/storage/gst-session'
import type { OrderRequestInput } from '@/lib/leads/leads'
import { orderFacts } from '@/lib/leads/order-facts'
import { orderCopy } from '@/features/catalog/catalog-content'
import { formatRupees, PACK_KG } from '@/lib/util/pricing'
import type { Purchase } from '@/features/catalog/purchase'
import type { OrderValues } from './order-schema'

/** The signed-in buyer's business name and delivery address, from the account ('' if none). */
export interface BuyerBusiness {
  company: string
  delivery: string
}

const NO_BUSINESS: BuyerBusiness = { company: '', delivery: '' }

export function prefilledMessage(purchase: Purchase): string {
  return orderCopy.prefilledMessage(
    purchase.productName,
    purchase.size,
    formatRupees(purchase.price),
  )
}

/**
 * The EmailJS parameters: the verified GSTIN and the request's reference ride along in the
 * message, and the user id after them when the buyer is signed in.
 */
export function toOrderRequest(
  purchase: Purchase,
  values: OrderValues,
  gst: GstDetails,
  reference: string,
  userId: string | undefined,
  business: BuyerBusiness = NO_BUSINESS,
): OrderRequest {
  return {
    from_name: values.name,
    from_email: values.email,
    from_contact: values.phone,
    product_name: purchase.productName,
    product_weight: purchase.size,
    product_price: purchase.price,
    message: values.message,
    facts: orderFacts({ ...business, gstin: gst.gstin, gstState: gst.stateName }, reference),
    ...(userId ? { userId } : {}),
  }
}

/**
 * The request as it is kept on record: one pack of the chosen size, and the account's business
 * name and delivery address (the form itself asks for neither).
 */
export function toOrderRecord(
  purchase: Purchase,
  values: OrderValues,
  gst: GstDetails,
  business: BuyerBusiness = NO_BUSINESS,
): OrderRequestInput {
  return {
    source: 'buy-now',
    name: values.name,
    email: values.email,
    phone: values.phone,
    company: business.company,
    delivery: business.delivery,
    message: values.message,
    gstin: gst.gstin,
    gstState: gst.stateName,
    lines: [
      { product: purchase.productName, size: purchase.size, packs: 1, packPrice: purchase.price },
    ],
    totalKg: PACK_KG[purchase.size],
    total: purchase.price,
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
