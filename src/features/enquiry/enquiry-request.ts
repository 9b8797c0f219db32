/**
 * The enquiry list as one order request: the mail through the order template (product_name names
 * the lines, product_weight the total weight, product_price the total, the message one line per
 * item) and the record kept in Firestore, where only lines that can be sent go: flagged ones (a
 * product gone, a size no longer sold) never do; and the WhatsApp text, which is the whole list.
 */
import type { OrderRequest } from '@/lib/mail/email'
import type { GstDetails } from '@/lib/storage/gst-session'
import type { OrderRequestInput } from '@/lib/leads/lead-types'
import { orderFacts } from '@/lib/leads/submit/order-facts'
import { formatKg, formatRupees } from '@/lib/util/pricing'
import { enquiryCopy as copy } from './enquiry-content'
import type { PricedEnquiry, PricedLine } from './priced-lines'
import type { SendEnquiryValues } from './send-enquiry-schema'

/** The lines that go out: priced products and free-text requests. */
export function sendableLines(priced: PricedEnquiry): PricedLine[] {
  return priced.lines.filter((p) => p.status === 'priced' || p.status === 'request')
}

const packs = (count: number) => `${count} ${count === 1 ? 'pack' : 'packs'}`

/** "Masoor Dal, 1kg × 10 packs at ₹95.00 = ₹950.00", or "Ask us for it: toor dal × 1 pack". */
export function describeLine(p: PricedLine): string {
  const { line } = p
  if (p.status === 'request' || line.size === null) {
    return `${copy.request}: ${line.name} × ${packs(line.packs)}`
  }
  return `${line.name}, ${line.size} × ${packs(line.packs)} at ${formatRupees(p.packPrice ?? 0)} = ${formatRupees(p.total ?? 0)}`
}

/** "Total: 42.5 kg, ₹4,120.00" */
export function describeTotal({ totalKg, total }: { totalKg: number; total: number }): string {
  return `Total: ${formatKg(totalKg)} kg, ${formatRupees(total)}`
}

export function enquiryMail(
  priced: PricedEnquiry,
  sender: SendEnquiryValues,
  gst: GstDetails,
  reference: string,
  userId?: string,
): OrderRequest {
  const lines = sendableLines(priced)
  const items = lines.map((p, i) => `${i + 1}. ${describeLine(p)}`)
  return {
    from_name: sender.name,
    from_email: sender.email,
    from_contact: sender.phone,
    product_name: lines
      .map(({ line }) => (line.size ? `${line.name} (${line.size} × ${line.packs})` : line.name))
      .join(', '),
    product_weight: `${formatKg(priced.totalKg)} kg`,
    product_price: priced.total,
    message: [sender.message.trim(), [...items, describeTotal(priced)].join('\n')]
      .filter(Boolean)
      .join('\n\n'),
    facts: orderFacts(
      {
        company: sender.company,
        delivery: sender.delivery,
        gstin: gst.gstin,
        gstState: gst.stateName,
      },
      reference,
    ),
    ...(userId ? { userId } : {}),
  }
}

/** The same request as it is kept on record. */
export function enquiryRecord(
  priced: PricedEnquiry,
  sender: SendEnquiryValues,
  gst: GstDetails,
): OrderRequestInput {
  return {
    source: 'enquiry',
    ...sender,
    gstin: gst.gstin,
    gstState: gst.stateName,
    lines: sendableLines(priced).map(({ line, packPrice }) => ({
      product: line.name,
      size: line.size ?? '',
      packs: line.packs,
      packPrice: packPrice ?? 0,
    })),
    totalKg: priced.totalKg,
    total: priced.total,
  }
}

/** "Masoor Dal, 1kg × 10 packs", or "Ask us for it: toor dal × 1 pack": a line without its price. */
function describeUnpriced({ line }: PricedLine): string {
  return line.size === null
    ? `${copy.request}: ${line.name} × ${packs(line.packs)}`
    : `${line.name}, ${line.size} × ${packs(line.packs)}`
}

/**
 * The whole list as one readable WhatsApp message: every line as the buyer sees it (one still
 * being priced, or flagged, included), with its price once it is priced, and the total of the
 * priced ones. Without `showPrices` (the tab is not GST-verified) no amount is written: the
 * link is part of the page, and prices never reach an unverified one.
 */
export function enquiryWhatsappText(priced: PricedEnquiry, showPrices: boolean): string {
  const withPrice = (p: PricedLine) => showPrices && p.status === 'priced'
  const lines = priced.lines.map(
    (p, i) => `${i + 1}. ${withPrice(p) ? describeLine(p) : describeUnpriced(p)}`,
  )
  return copy.whatsappText(lines, priced.lines.some(withPrice) ? describeTotal(priced) : null)
}
