/**
 * The facts every order mail carries beside the buyer's words, one line each, so the sales desk
 * reads them alike from a Buy Now, an enquiry list, or a request sent again from My enquiries.
 */
import type { OrderRequestInput } from '../lead-types'

export function orderFacts(
  order: Pick<OrderRequestInput, 'company' | 'delivery' | 'gstin' | 'gstState'>,
  reference: string,
): string[] {
  return [
    ...(order.company ? [`Company: ${order.company}`] : []),
    ...(order.delivery ? [`Delivery: ${order.delivery}`] : []),
    `GSTIN: ${order.gstin} (${order.gstState})`,
    `Reference: ${reference}`,
  ]
}
