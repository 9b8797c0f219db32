import { plural, t } from '@/lib/i18n/macro'
import type { LeadStatus } from '@/lib/desk-schema'
import type { QuoteDecisionKind } from '@/lib/quotes/quote-schema'

/** What a lead's status reads as at the trade desk: its own working labels. */
export const leadStatusLabels: Record<LeadStatus, string> = {
  get new() {
    return t`New`
  },
  get quoted() {
    return t`Quoted`
  },
  get won() {
    return t`Won`
  },
  get lost() {
    return t`Lost`
  },
  get closed() {
    return t`Closed`
  },
}

/**
 * Where a request has got to, in the buyer's words (My enquiries): the desk's outcome labels
 * (Won, Lost) are its own, and a request the desk lost or closed is simply closed to the buyer.
 */
export const buyerStageLabels: Record<LeadStatus, string> = {
  get new() {
    return t`Received`
  },
  get quoted() {
    return t`Quote sent`
  },
  get won() {
    return t`Accepted`
  },
  get lost() {
    return t`Closed`
  },
  get closed() {
    return t`Closed`
  },
}

/** A buyer's answer to a quote, in their words and the desk's alike. */
export const quoteDecisionLabels: Record<QuoteDecisionKind, string> = {
  get accepted() {
    return t`Accepted`
  },
  get changes() {
    return t`Changes asked`
  },
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
  get notSent() {
    return t`Not sent`
  },
  get notSentHint() {
    return t`This request did not reach our sales team. Please send it again.`
  },
  get sendAgain() {
    return t`Send again`
  },
  get sendingAgain() {
    return t`Sending…`
  },
  get sendAgainFailed() {
    return t`It could not be sent this time either. Please check your connection and try again, or call us.`
  },
  get dismiss() {
    return t`Dismiss`
  },
  /** Said once a request the buyer dismissed is gone from this device's list. */
  dismissed: (reference: string) => t`${reference} dismissed on this device.`,
  /** "Sent 4 March 2025": when the request was sent, the date already written out. */
  sentOn: (date: string) => t`Sent ${date}`,
  get total() {
    return t`Total`
  },
  lines: (count: number) => plural(count, { one: '# item', other: '# items' }),
  /** "Masoor Dal, 30kg × 2 at ₹2,850.00 = ₹5,700.00"; a line to ask for has no size or price. */
  line: (
    product: string,
    size: string,
    packs: number,
    price?: { each: string; amount: string },
  ) => {
    if (!price) return size ? t`${product}, ${size} × ${packs}` : t`${product} × ${packs}`
    const { each, amount } = price
    return size
      ? t`${product}, ${size} × ${packs} at ${each} = ${amount}`
      : t`${product} × ${packs} at ${each} = ${amount}`
  },
  totals: (rupees: string, kg: string) => t`${rupees} · ${kg} kg`,
  get buyNow() {
    return t`Order request`
  },
  get enquiry() {
    return t`Enquiry`
  },
} as const
