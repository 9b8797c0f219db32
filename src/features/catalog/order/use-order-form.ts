import { useSendForm } from '@/components/ui/use-send-form'
import { sendOrderRequest } from '@/lib/email'
import type { Purchase } from '../purchase'
import { toOrderRequest } from './order-request'
import { orderSchema, type OrderValues } from './order-schema'

/**
 * One order request (spec §4): validate, send once, then success or failure. A failure keeps
 * everything typed so the buyer can try again.
 */
export function useOrderForm(purchase: Purchase, initial: OrderValues, userId?: string) {
  return useSendForm({
    schema: orderSchema,
    initial,
    send: (data) => sendOrderRequest(toOrderRequest(purchase, data, userId)),
  })
}
