/** What the buyer is told of a quote once it is sent: the mail's fields and the WhatsApp text. */
import { formatWholeRupees } from '@/components/quotes/quote-money'
import { paths } from '@/config/paths'
import type { DeskOrderRequest } from '@/lib/leads/desk/records'
import type { QuoteMail } from '@/lib/mail/email'
import { formatIndianDay } from '@/lib/util/india-time'
import { quoteCopy } from './quote-content'

/** A quote as sent. */
export interface SentQuote {
  id: string
  version: number
  /** Paise, a whole number of rupees. */
  grandTotal: number
  validUntil: Date
}

type Buyer = Pick<DeskOrderRequest, 'name' | 'email' | 'reference'>

/** The quote's page as a full address, for a mail or a chat: the link is the key to it. */
export function quoteLink(id: string): string {
  return `${window.location.origin}${paths.quote(id)}`
}

export function quoteMail(buyer: Buyer, quote: SentQuote): QuoteMail {
  return {
    to_email: buyer.email,
    to_name: buyer.name,
    reference: buyer.reference,
    version: String(quote.version),
    grand_total: formatWholeRupees(quote.grandTotal),
    valid_until: formatIndianDay(quote.validUntil, 'short'),
    quote_id: quote.id,
  }
}

export function whatsappText(buyer: Buyer, quote: SentQuote): string {
  return quoteCopy.sent.whatsappText(
    buyer.name,
    buyer.reference,
    formatWholeRupees(quote.grandTotal),
    formatIndianDay(quote.validUntil, 'short'),
    quoteLink(quote.id),
  )
}
