/**
 * The enquiry list as one order request: the record kept in Firestore (and mailed from it,
 * lib/leads/submit/order-mail.ts), where only lines that can be sent go: flagged ones (a product
 * gone, a size no longer sold) never do; and the WhatsApp text, which is the whole list, its
 * lines written as the mail writes them.
 */
import type { GstDetails } from '@/lib/storage/gst-session'
import type { OrderLineInput, OrderRequestInput } from '@/lib/leads/lead-types'
import { writtenLine, writtenTotal } from '@/lib/leads/submit/order-mail'
import { orderMailCopy as mailCopy } from '@/lib/leads/submit/order-mail-content'
import { enquiryCopy as copy } from './enquiry-content'
import type { PricedEnquiry, PricedLine } from './priced-lines'
import type { SendEnquiryValues } from './send-enquiry-schema'

/** The lines that go out: priced products and free-text requests. */
export function sendableLines(priced: PricedEnquiry): PricedLine[] {
  return priced.lines.filter((p) => p.status === 'priced' || p.status === 'request')
}

/** A line as it goes on record: one asked for by name has no size and no price. */
function recordLine({ line, packPrice }: PricedLine): OrderLineInput {
  return { product: line.name, size: line.size ?? '', packs: line.packs, packPrice: packPrice ?? 0 }
}

/** The enquiry list as it is kept on record (and mailed: lib/leads/submit/order-mail.ts). */
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
    lines: sendableLines(priced).map(recordLine),
    totalKg: priced.totalKg,
    total: priced.total,
  }
}

/** "Masoor Dal, 1kg × 10 packs", or "Ask us for it: toor dal × 1 pack": a line without its price. */
function describeUnpriced({ line }: PricedLine): string {
  return line.size === null
    ? mailCopy.requestLine(line.name, line.packs)
    : mailCopy.unpricedLine(line.name, line.size, line.packs)
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
    (p, i) => `${i + 1}. ${withPrice(p) ? writtenLine(recordLine(p)) : describeUnpriced(p)}`,
  )
  return copy.whatsappText(lines, priced.lines.some(withPrice) ? writtenTotal(priced) : null)
}
