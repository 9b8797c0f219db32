/**
 * The mail of an order request, made from the request as it is kept on record and nothing else:
 * the first mail of a Buy Now or an enquiry list and one sent again from My enquiries carry the
 * same words, lines, totals and facts, so the sales desk reads them alike.
 */
import type { OrderRequest } from '@/lib/mail/email'
import { formatKg, formatRupees } from '@/lib/util/pricing'
import type { OrderLineInput, OrderRequestInput } from '@/lib/leads/lead-types'
import type { Locale } from '@/config/locales'
import { orderMailCopy as copy } from './order-mail-content'

/** "Masoor Dal, 1kg × 10 packs at ₹95.00 = ₹950.00", or "Ask us for it: toor dal × 1 pack". */
export function writtenLine(line: OrderLineInput): string {
  return line.size === '' || line.packPrice <= 0
    ? copy.requestLine(line.product, line.packs)
    : copy.pricedLine(
        line.product,
        line.size,
        line.packs,
        formatRupees(line.packPrice),
        formatRupees(line.packPrice * line.packs),
      )
}

/** "Total: 42.5 kg, ₹4,120.00" */
export function writtenTotal({ totalKg, total }: Pick<OrderRequestInput, 'totalKg' | 'total'>) {
  return copy.total(formatKg(totalKg), formatRupees(total))
}

/** An order request as its mail is made from it: with the language the buyer wrote in, when known. */
export type MailedOrder = OrderRequestInput & { language?: Locale | undefined }

/** The facts every order mail carries beside the buyer's words, one line each; the language last, when known. */
export function orderFacts(
  order: Pick<MailedOrder, 'company' | 'delivery' | 'gstin' | 'gstState' | 'language'>,
  reference: string,
): string[] {
  return [
    ...(order.company ? [copy.company(order.company)] : []),
    ...(order.delivery ? [copy.delivery(order.delivery)] : []),
    copy.gstin(order.gstin, order.gstState),
    copy.reference(reference),
    ...(order.language ? [copy.language(order.language)] : []),
  ]
}

/**
 * The EmailJS parameters of a Buy Now, one product in one size: the size and the price of one
 * pack, as the order template has them, with its packs and their sum among the facts.
 */
function buyNowMail(order: MailedOrder, line: OrderLineInput, reference: string) {
  const sum = {
    packs: line.packs,
    size: line.size,
    price: formatRupees(line.packPrice),
    total: formatRupees(order.total),
    kg: formatKg(order.totalKg),
  }
  return {
    product_name: line.product,
    product_weight: line.size,
    product_price: line.packPrice,
    message: order.message,
    facts: [copy.packsFact(sum), ...orderFacts(order, reference)],
  }
}

/**
 * The EmailJS parameters of a list of lines: product_name names the lines, product_weight the
 * total weight, product_price the total, and the message one line per item under the buyer's.
 */
function listMail(order: MailedOrder, reference: string) {
  const items = order.lines.map((line, i) => `${i + 1}. ${writtenLine(line)}`)
  return {
    product_name: order.lines
      .map((line) => (line.size ? `${line.product} (${line.size} × ${line.packs})` : line.product))
      .join(', '),
    product_weight: `${formatKg(order.totalKg)} kg`,
    product_price: order.total,
    message: [order.message.trim(), [...items, writtenTotal(order)].join('\n')]
      .filter(Boolean)
      .join('\n\n'),
    facts: orderFacts(order, reference),
  }
}

/** The mail of `order`, sent under `reference`, with the signed-in buyer's id when there is one. */
export function orderMail(order: MailedOrder, reference: string, userId?: string): OrderRequest {
  const [first] = order.lines
  return {
    from_name: order.name,
    from_email: order.email,
    from_contact: order.phone,
    ...(order.source === 'buy-now' && first && order.lines.length === 1
      ? buyNowMail(order, first, reference)
      : listMail(order, reference)),
    ...(userId ? { userId } : {}),
  }
}
