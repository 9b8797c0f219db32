/**
 * Pure helpers for the order modal: the prefilled message, the mail payload, the record kept of
 * the request, and the WhatsApp text. A Buy Now is one product in one size, in 1 to 999 packs.
 */
import type { OrderRequest } from '@/lib/mail/email'
import type { GstDetails } from '@/lib/storage/gst-session'
import type { OrderRequestInput } from '@/lib/leads/lead-types'
import { orderFacts } from '@/lib/leads/submit/order-facts'
import { orderCopy } from '@/features/catalog/catalog-content'
import { formatKg, formatRupees, packsAmount } from '@/lib/util/pricing'
import type { Purchase } from '@/features/catalog/purchase'
import { orderPacksCopy } from './order-content'
import type { OrderValues } from './order-schema'

/** The signed-in buyer's business name and delivery address, from the account ('' if none). */
export interface BuyerBusiness {
  company: string
  delivery: string
}

const NO_BUSINESS: BuyerBusiness = { company: '', delivery: '' }

/** What the buyer picked on the card, and how many packs of it. */
export interface OrderedPurchase extends Purchase {
  packs: number
}

/** The packs' weight and price in all. */
export function orderSum({ size, price, packs }: OrderedPurchase) {
  const { kg, total } = packsAmount(size, price, packs)
  return { totalKg: kg, total }
}

/** The sum as the form, the mail and WhatsApp write it. */
export function writtenSum(order: OrderedPurchase) {
  const { totalKg, total } = orderSum(order)
  return {
    packs: order.packs,
    size: order.size,
    price: formatRupees(order.price),
    total: formatRupees(total),
    kg: formatKg(totalKg),
  }
}

export function prefilledMessage(purchase: Purchase): string {
  return orderCopy.prefilledMessage(
    purchase.productName,
    purchase.size,
    formatRupees(purchase.price),
  )
}

/**
 * The EmailJS parameters (the size and the price of one pack, as the template has them): the
 * packs and their sum, the verified GSTIN and the request's reference ride along in the message,
 * and the user id after them when the buyer is signed in.
 */
export function toOrderRequest(
  purchase: OrderedPurchase,
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
    facts: [
      orderPacksCopy.packsFact(writtenSum(purchase)),
      ...orderFacts({ ...business, gstin: gst.gstin, gstState: gst.stateName }, reference),
    ],
    ...(userId ? { userId } : {}),
  }
}

/**
 * The request as it is kept on record: its packs of the chosen size, and the account's business
 * name and delivery address (the form itself asks for neither).
 */
export function toOrderRecord(
  purchase: OrderedPurchase,
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
      {
        product: purchase.productName,
        size: purchase.size,
        packs: purchase.packs,
        packPrice: purchase.price,
      },
    ],
    ...orderSum(purchase),
  }
}

export function whatsappText(purchase: OrderedPurchase, message: string): string {
  return orderPacksCopy.whatsappText(writtenSum(purchase), purchase.productName, message)
}
