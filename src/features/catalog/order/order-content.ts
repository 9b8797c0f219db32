/**
 * The order form's words for its packs and what they come to, apart from orderCopy (which the
 * products page loads with its first load) since only the order form uses them; its mail's
 * words are lib/leads/submit/order-mail-content.ts.
 */
import { t } from '@/lib/i18n/macro'
import type { OrderSum } from '@/lib/leads/submit/order-mail-content'

export const orderPacksCopy = {
  /** Over the number of packs; the input itself is named "Packs of <product> <size>". */
  get packs() {
    return t`Packs`
  },
  /** The request's sum under the packs: "4 × 1kg = ₹5,000.00 (4 kg)". */
  packsTotal: ({ packs, size, total, kg }: OrderSum) => t`${packs} × ${size} = ${total} (${kg} kg)`,
  /** Under the packs while they weigh less than the product's least order. */
  belowLeastOrder: (product: string, minKg: string, kg: string) =>
    t`Our least order of ${product} is ${minKg} kg: add packs to reach it (now ${kg} kg).`,
  whatsappText: ({ packs, size, price, total }: OrderSum, product: string, message: string) =>
    [t`Order request: ${product}, ${size} × ${packs} at ${price} = ${total}.`, message.trim()]
      .filter(Boolean)
      .join('\n\n'),
} as const
