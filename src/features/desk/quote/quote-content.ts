/** The words of the desk's quote editor: the lines, the terms, the totals, and sending. */
import { formatPaise } from '@/components/quotes/quote-money'
import type { QuoteProblem } from '@/lib/quotes/quotes'
import { QUOTE_LIMITS } from '@/lib/quotes/quote-schema'
import { formatIndianNumber } from '@/lib/util/format'
import type { AmountProblem } from './rupee-input'

const count = (n: number, one: string, many: string) =>
  `${formatIndianNumber(n)} ${n === 1 ? one : many}`

/** The most days of credit a quote may give. */
export const MAX_CREDIT_DAYS = 180

/** The payment terms staff choose from; each is stored as its words. */
export const PAYMENT_TERMS = ['advance', 'on-delivery', 'credit', 'other'] as const
export type PaymentTermsKind = (typeof PAYMENT_TERMS)[number]

export const quoteCopy = {
  /** The section's name in the document's title. */
  section: 'Quote',
  heading: (reference: string) => `Quote for ${reference}`,
  backToLead: 'Back to the lead',
  loading: 'Loading the request and today’s prices…',
  loadFailed: 'The request or the catalogue could not be read. Check the connection and try again.',
  retry: 'Try again',
  notFound: 'There is no such order request. It may have been sent under another address.',
  revising: (version: number) =>
    `This revises quote version ${version}: once sent, the buyer can no longer accept that one.`,
  buyer: {
    heading: 'Buyer',
    noGstin: 'None given',
    state: 'State',
    fromGstin: (name: string, code: string) => `${name} (${code}), from the GSTIN`,
    pickState: 'State of delivery',
    pickStateHint:
      'The request has no GSTIN, so the state of delivery decides between CGST + SGST and IGST.',
    chooseState: 'Choose a state',
    supply: {
      'intra-state': 'Same state as ours: CGST + SGST',
      'inter-state': 'Another state: IGST',
    },
  },
  lines: {
    heading: 'Lines',
    listLabel: 'Lines of the quote',
    count: (n: number) => `${count(n, 'line', 'lines')} of ${QUOTE_LIMITS.lines} at most`,
    packs: 'Packs',
    price: 'Price per pack (₹)',
    gstRate: 'GST rate',
    rateOption: (rate: number) => `${rate}%`,
    hsn: (hsn: string) => `HSN ${hsn}`,
    noHsn: 'No HSN code in the catalogue',
    taxable: 'Taxable value',
    cgstSgst: (rate: number) => `CGST + SGST at ${rate}%`,
    igst: (rate: number) => `IGST at ${rate}%`,
    taxUnknown: 'Tax: choose the state of delivery first',
    notWorkedOut: 'Worked out once the price and packs are right',
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name}`,
    requested: (paise: number) => `The request said ${formatPaise(paise)} a pack.`,
    notSold: (paise: number) =>
      `The catalogue no longer sells this: priced as requested, at ${formatPaise(paise)} a pack.`,
    freeText:
      'Written in by the buyer, so it has no price. Pick the catalogue product and size to quote for it, or remove the line.',
    askedAs: (text: string) => `Asked for as “${text}”.`,
    use: 'Quote this instead',
  },
  add: {
    heading: 'Add a product',
    product: 'Product',
    chooseProduct: 'Choose a product',
    size: 'Pack size',
    chooseSize: 'Choose a size',
    sizeOption: (size: string, paise: number) => `${size} at ${formatPaise(paise)}`,
    add: 'Add line',
    full: `A quote holds at most ${QUOTE_LIMITS.lines} lines.`,
  },
  terms: {
    heading: 'Terms',
    deliveryCharge: 'Delivery charge (₹, optional)',
    deliveryChargeHint: 'Taxed at the rate of the main line. Leave it empty for none.',
    validUntil: 'Valid until',
    validUntilHint: `The buyer may accept it until the end of this day in India, at most ${QUOTE_LIMITS.maxValidDays} days ahead.`,
    paymentTerms: 'Payment terms',
    chooseTerms: 'Choose the terms',
    kinds: {
      advance: 'Advance payment',
      'on-delivery': 'Payment on delivery',
      credit: 'Days of credit',
      other: 'Other',
    } satisfies Record<PaymentTermsKind, string>,
    /** What a quote with days of credit says. */
    credit: (days: number) => `${count(days, 'day’s', 'days’')} credit`,
    creditDays: 'Days of credit',
    otherTerms: 'Payment terms, in your words',
    deliveryEstimate: 'Delivery estimate (optional)',
    deliveryEstimateHint: 'Such as “3 to 5 working days after payment”.',
    note: 'Note to the buyer (optional)',
  },
  totals: {
    heading: 'Totals',
    grandTotal: 'Grand total',
    show: 'Show the breakdown',
    hide: 'Hide the breakdown',
    noState: 'Choose the state of delivery to work out the tax.',
    noLines: 'No line is priced yet.',
  },
  errors: {
    price: {
      empty: 'Enter the price per pack.',
      notNumber: 'Enter a price in rupees, such as 4185 or 4185.50.',
      decimals: 'Paise to two decimals at most.',
      zero: 'The price must be more than ₹0.',
      tooHigh: `At most ${formatPaise(QUOTE_LIMITS.packPrice)} (a crore) per pack.`,
    } satisfies Record<AmountProblem | 'zero' | 'tooHigh', string>,
    packs: `Whole packs, from 1 to ${formatIndianNumber(QUOTE_LIMITS.packs)}.`,
    pick: 'Pick the catalogue product and size for this line, or remove it.',
    noLines: 'Quote at least one product at a price.',
    tooManyLines: `A quote holds at most ${QUOTE_LIMITS.lines} lines: remove some.`,
    deliveryCharge: `Enter the charge in rupees, up to ${formatPaise(QUOTE_LIMITS.deliveryCharge)}, or leave it empty.`,
    validUntil: 'Choose the last day the buyer may accept the quote.',
    validUntilPast: 'The quote cannot end before today.',
    validUntilFar: `At most ${QUOTE_LIMITS.maxValidDays} days ahead.`,
    terms: 'Choose the payment terms.',
    creditDays: `Enter the days of credit: a whole number from 1 to ${MAX_CREDIT_DAYS}.`,
    otherTerms: 'Write the payment terms.',
    termsTooLong: `Keep the payment terms within ${QUOTE_LIMITS.paymentTerms} characters.`,
    deliveryEstimate: `Keep the delivery estimate within ${QUOTE_LIMITS.deliveryEstimate} characters.`,
    note: `Keep the note within ${formatIndianNumber(QUOTE_LIMITS.note)} characters.`,
    state: 'Choose the state of delivery.',
  },
  send: 'Send quote',
  sending: 'Sending the quote…',
  /** Above the problems of a quote that could not be sent as it stands. */
  invalid: (n: number) =>
    `The quote was not sent: ${count(n, 'thing needs', 'things need')} correcting.`,
  failed: {
    refused:
      'The quote was not sent: it was refused. A newer quote may have been sent for this request from another desk (reload the lead to see it), or you are signed out or no longer staff.',
    'timed-out':
      'The quote service did not answer in time, so the quote may not have been sent. Try again: it is never sent twice.',
    failed: 'The quote could not be sent. Try again: it is never sent twice.',
  } satisfies Record<QuoteProblem, string>,
  reloadLead: 'Reload the lead',
  sent: {
    title: (version: number) => `Quote sent: version ${version}`,
    openQuote: 'Open the quote page',
    mailing: 'Mailing the buyer the link…',
    mailed: (email: string) => `The buyer was mailed the link at ${email}.`,
    mailFailed: 'The quote is sent, but the mail to the buyer was not.',
    mailAgain: 'Send the mail again',
    whatsapp: 'WhatsApp the buyer',
    whatsappText: (
      name: string,
      reference: string,
      total: string,
      validUntil: string,
      link: string,
    ) =>
      `Namaste ${name}, our quote for your request ${reference} comes to ${total}, valid until ${validUntil}: ${link}`,
  },
} as const
