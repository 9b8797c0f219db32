/**
 * Pure helpers for the order modal: the prefilled message, the record kept of the request (its
 * mail is made from that, lib/leads/submit/order-mail.ts), and the WhatsApp text. A Buy Now is
 * one product in one size, in 1 to 999 packs.
 */
import type { GstDetails } from '@/lib/storage/gst-session'
import type { OrderRequestInput } from '@/lib/leads/lead-types'
import { orderCopy } from '@/features/catalog/catalog-content'
import { formatKg, formatRupees, packsAmount } from '@/lib/util/pricing'
import { shownPurchaseName, type Purchase } from '@/features/catalog/purchase'
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

/** Whether the packs weigh less than the product's least order, if it has one. */
export function belowLeastOrder(order: OrderedPurchase): boolean {
  return order.minOrderKg !== undefined && orderSum(order).totalKg < order.minOrderKg
}

/** The message the form starts with, in the page's words and under the name the page shows. */
export function prefilledMessage(purchase: Purchase): string {
  return orderCopy.prefilledMessage(
    shownPurchaseName(purchase),
    purchase.size,
    formatRupees(purchase.price),
  )
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

/** The request as a WhatsApp message, in the page's words and under the name the page shows. */
export function whatsappText(purchase: OrderedPurchase, message: string): string {
  return orderPacksCopy.whatsappText(writtenSum(purchase), shownPurchaseName(purchase), message)
}
