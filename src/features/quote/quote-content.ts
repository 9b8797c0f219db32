/** The quote page's words: a quote as its link's holder reads it, prints it and answers it. */
import type { QuoteDecisionKind } from '@/lib/quotes/quote-schema'

export const quoteCopy = {
  /** The browser tab's title: "Quote 7QK2-XM9A". */
  metaTitle: (reference: string) => `Quote ${reference}`,
  metaDescription: 'A quote from our trade desk, to accept or to ask for changes.',
  loadingTitle: 'Quote',
  loading: 'Loading the quote…',
  failed: 'We could not load this quote. Please check your connection and try again.',
  retry: 'Try again',
  missingTitle: 'Quote not found',
  missing:
    'There is no quote at this address. Check the link in the email we sent you, or ask our sales team for it.',
  heading: (reference: string) => `Quote ${reference}`,
  version: (version: number) => `Version ${version}`,
  /** On screen and on paper: what the printed page is, and what it is not. */
  proforma: 'Proforma invoice — not a tax invoice',
  sentOn: 'Quote date',
  validUntil: 'Valid until',
  expiredOn: (date: string) => `${date} (expired)`,
  print: 'Print / Save as PDF',
  parties: {
    seller: 'Seller',
    buyer: 'Buyer',
    gstin: 'GSTIN',
    noGstin: 'No GSTIN',
    state: 'State',
    stateWithCode: (name: string, code: string) => `${name} (${code})`,
    deliverTo: 'Deliver to',
  },
  lines: {
    heading: 'Items',
    number: 'No.',
    product: 'Product',
    size: 'Pack size',
    hsn: 'HSN',
    noHsn: '—',
    packs: 'Packs',
    packPrice: 'Price per pack',
    taxable: 'Taxable value',
    gstRate: 'GST',
    rate: (rate: number) => `${rate}%`,
    tax: 'Tax',
  },
  totalsHeading: 'Totals',
  terms: {
    heading: 'Terms',
    paymentTerms: 'Payment terms',
    deliveryEstimate: 'Delivery',
    note: 'Note',
  },
} as const

/** Where a quote stands, when it is no longer open to an answer. */
export const statusCopy = {
  superseded: {
    title: 'This quote has been replaced',
    text: 'Our sales team has sent a newer version of it. Only the latest version can be accepted.',
    link: 'See the latest version',
  },
  expired: {
    title: (date: string) => `This quote expired on ${date}`,
    text: 'Prices of pulses, grains and sugar move every day, so a quote stays open for a few days only. Ask us for a fresh one.',
    whatsapp: 'Ask for a fresh quote on WhatsApp',
    whatsappText: (reference: string, version: number) =>
      `Hello, my quote ${reference} (version ${version}) has expired. Please send me a fresh one.`,
    call: (phone: string) => `Call ${phone}`,
  },
  accepted: {
    title: 'Quote accepted',
    by: (name: string, when: string) => `Accepted by ${name} on ${when}.`,
    next: 'Our sales team will confirm dispatch and payment with you.',
  },
  changes: {
    title: 'Changes asked',
    by: (name: string, when: string) => `Changes asked by ${name} on ${when}.`,
    next: 'Our sales team will send you a revised quote.',
  },
  message: 'Message',
} as const

/** Accepting a quote or asking for changes to it. */
export const decisionCopy = {
  heading: 'Your answer',
  intro: (date: string) =>
    `This quote is open until the end of ${date}. Accept it, or tell us what you would like changed.`,
  name: 'Your name',
  nameHint: 'Recorded with your answer.',
  message: 'Message',
  messageHint: 'Needed to ask for changes: say what you would like changed.',
  accept: 'Accept quote',
  accepting: 'Accepting…',
  askChanges: 'Ask for changes',
  asking: 'Sending…',
  tryAgain: 'Try again',
  trying: 'Trying again…',
  errors: {
    name: 'Please enter your name.',
    nameTooLong: 'This name is too long.',
    message: 'Please say what you would like changed.',
    messageTooLong: 'This message is too long.',
  },
  /** Why an answer was not recorded, when no fresh read of the quote explains it. */
  problems: {
    'timed-out':
      'We did not hear back in time, so your answer may not have been recorded. Please try again.',
    failed: 'Your answer could not be recorded. Please check your connection and try again.',
    refused:
      'Your answer could not be recorded on this quote. Please reload the page, or call or WhatsApp our sales team.',
  },
  /** Said where the form was, once an answer is recorded. */
  recorded: {
    accepted: 'Thank you: your acceptance is recorded and our sales team has it.',
    changes: 'Thank you: your request for changes is recorded and our sales team has it.',
  },
  /** Why an answer was refused, as a fresh read of the quote shows it. */
  refused: {
    expired: 'Your answer was not recorded: this quote has expired.',
    decided: 'Your answer was not recorded: this quote had already been answered.',
    superseded: 'Your answer was not recorded: a newer version of this quote has been sent.',
  },
} as const

/** The decision as the sales desk's mail names it. */
export const decisionMailWords: Record<QuoteDecisionKind, string> = {
  accepted: 'Accepted',
  changes: 'Changes asked',
}
