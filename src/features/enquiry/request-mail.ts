/**
 * The mail of an order request on record, for sending it again from My enquiries: the same
 * words, lines, totals and facts its first mail carried, taken from the record itself.
 */
import { describeOrderLine } from '@/components/leads/order-lines'
import type { OrderRequestRecord } from '@/lib/leads/lead-types'
import type { OrderRequest } from '@/lib/mail/email'
import { orderFacts } from '@/lib/leads/submit/order-facts'
import { formatKg } from '@/lib/util/pricing'
import { describeTotal } from './enquiry-request'

export function requestMail(record: OrderRequestRecord, userId?: string): OrderRequest {
  const lines = record.lines.map((line, i) => `${i + 1}. ${describeOrderLine(line)}`)
  const total = describeTotal(record)
  return {
    from_name: record.name,
    from_email: record.email,
    from_contact: record.phone,
    product_name: record.lines
      .map((line) => (line.size ? `${line.product} (${line.size} × ${line.packs})` : line.product))
      .join(', '),
    product_weight: `${formatKg(record.totalKg)} kg`,
    product_price: record.total,
    message: [record.message.trim(), [...lines, total].join('\n')].filter(Boolean).join('\n\n'),
    facts: orderFacts(record, record.reference),
    ...(userId ? { userId } : {}),
  }
}
