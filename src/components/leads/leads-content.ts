import type { LeadStatus } from '@/lib/desk-schema'
import type { QuoteDecisionKind } from '@/lib/quotes/quote-schema'

/** What a lead's status reads as at the trade desk: its own working labels. */
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  closed: 'Closed',
}

/**
 * Where a request has got to, in the buyer's words (My enquiries): the desk's outcome labels
 * (Won, Lost) are its own, and a request the desk lost or closed is simply closed to the buyer.
 */
export const buyerStageLabels: Record<LeadStatus, string> = {
  new: 'Received',
  quoted: 'Quote sent',
  won: 'Accepted',
  lost: 'Closed',
  closed: 'Closed',
}

/** A buyer's answer to a quote, in their words and the desk's alike. */
export const quoteDecisionLabels: Record<QuoteDecisionKind, string> = {
  accepted: 'Accepted',
  changes: 'Changes asked',
}

/**
 * Where a request has got to for its buyer: a request whose quote they asked to change is back
 * with the desk ('new'), and reads as such rather than as just received.
 */
export function buyerStage(status: LeadStatus, decision: QuoteDecisionKind | null): string {
  return status === 'new' && decision === 'changes'
    ? quoteDecisionLabels.changes
    : buyerStageLabels[status]
}

/** The words of an order request on record, as its card shows it. */
export const orderRequestCopy = {
  /** A request kept on record whose mail never went out: the buyer was told it failed. */
  notSent: 'Not sent',
  notSentHint: 'This request did not reach our sales team. Please send it again.',
  sendAgain: 'Send again',
  sendingAgain: 'Sending…',
  sendAgainFailed:
    'It could not be sent this time either. Please check your connection and try again, or call us.',
  dismiss: 'Dismiss',
  /** Said once a request the buyer dismissed is gone from this device's list. */
  dismissed: (reference: string) => `${reference} dismissed on this device.`,
  sent: 'Sent',
  total: 'Total',
  lines: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  /** "Masoor Dal, 30kg × 2 at ₹2,850.00 = ₹5,700.00"; a line to ask for has no size or price. */
  line: (product: string, size: string, packs: number, price?: { each: string; amount: string }) =>
    `${product}${size ? `, ${size}` : ''} × ${packs}${price ? ` at ${price.each} = ${price.amount}` : ''}`,
  totals: (rupees: string, kg: string) => `${rupees} · ${kg} kg`,
  buyNow: 'Order request',
  enquiry: 'Enquiry',
} as const
