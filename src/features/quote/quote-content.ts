/** The quote page's words: a quote as its link's holder reads it, prints it and answers it. */
import { t } from '@/lib/i18n/macro'
import type { QuoteDecisionKind } from '@/lib/quotes/quote-schema'

export const quoteCopy = {
  /** The browser tab's title: "Quote 7QK2-XM9A". */
  metaTitle: (reference: string) => t`Quote ${reference}`,
  get metaDescription() {
    return t`A quote from our trade desk, to accept or to ask for changes.`
  },
  get loadingTitle() {
    return t`Quote`
  },
  get loading() {
    return t`Loading the quote…`
  },
  get failed() {
    return t`We could not load this quote. Please check your connection and try again.`
  },
  get retry() {
    return t`Try again`
  },
  get missingTitle() {
    return t`Quote not found`
  },
  get missing() {
    return t`There is no quote at this address. Check the link in the email we sent you, or ask our sales team for it.`
  },
  heading: (reference: string) => t`Quote ${reference}`,
  version: (version: number) => t`Version ${version}`,
  /** On screen and on paper: what the printed page is, and what it is not. */
  get proforma() {
    return t`Proforma invoice — not a tax invoice`
  },
  get sentOn() {
    return t`Quote date`
  },
  get validUntil() {
    return t`Valid until`
  },
  expiredOn: (date: string) => t`${date} (expired)`,
  get print() {
    return t`Print / Save as PDF`
  },
  parties: {
    get seller() {
      return t`Seller`
    },
    get buyer() {
      return t`Buyer`
    },
    get gstin() {
      return t`GSTIN`
    },
    get noGstin() {
      return t`No GSTIN`
    },
    get state() {
      return t`State`
    },
    stateWithCode: (name: string, code: string) => `${name} (${code})`,
    get deliverTo() {
      return t`Deliver to`
    },
  },
  lines: {
    get heading() {
      return t`Items`
    },
    get number() {
      return t`No.`
    },
    get product() {
      return t`Product`
    },
    get size() {
      return t`Pack size`
    },
    get hsn() {
      return t`HSN`
    },
    noHsn: '—',
    get packs() {
      return t`Packs`
    },
    get packPrice() {
      return t`Price per pack`
    },
    get taxable() {
      return t`Taxable value`
    },
    get gstRate() {
      return t`GST`
    },
    rate: (rate: number) => `${rate}%`,
    get tax() {
      return t`Tax`
    },
  },
  get totalsHeading() {
    return t`Totals`
  },
  terms: {
    get heading() {
      return t`Terms`
    },
    get paymentTerms() {
      return t`Payment terms`
    },
    get deliveryEstimate() {
      return t`Delivery`
    },
    get note() {
      return t`Note`
    },
  },
} as const

/** Where a quote stands, when it is no longer open to an answer. */
export const statusCopy = {
  superseded: {
    get title() {
      return t`This quote has been replaced`
    },
    get text() {
      return t`Our sales team has sent a newer version of it. Only the latest version can be accepted.`
    },
    get link() {
      return t`See the latest version`
    },
  },
  expired: {
    title: (date: string) => t`This quote expired on ${date}`,
    get text() {
      return t`Prices of pulses, grains and sugar move every day, so a quote stays open for a few days only. Ask us for a fresh one.`
    },
    get whatsapp() {
      return t`Ask for a fresh quote on WhatsApp`
    },
    whatsappText: (reference: string, version: number) =>
      t`Hello, my quote ${reference} (version ${version}) has expired. Please send me a fresh one.`,
    call: (phone: string) => t`Call ${phone}`,
  },
  accepted: {
    get title() {
      return t`Quote accepted`
    },
    by: (name: string, when: string) => t`Accepted by ${name} on ${when}.`,
    get next() {
      return t`Our sales team will confirm dispatch and payment with you.`
    },
  },
  changes: {
    get title() {
      return t`Changes asked`
    },
    by: (name: string, when: string) => t`Changes asked by ${name} on ${when}.`,
    get next() {
      return t`Our sales team will send you a revised quote.`
    },
  },
  get message() {
    return t`Message`
  },
} as const

/** Accepting a quote or asking for changes to it. */
export const decisionCopy = {
  get heading() {
    return t`Your answer`
  },
  intro: (date: string) =>
    t`This quote is open until the end of ${date}. Accept it, or tell us what you would like changed.`,
  get name() {
    return t`Your name`
  },
  get nameHint() {
    return t`Recorded with your answer.`
  },
  get message() {
    return t`Message`
  },
  get messageHint() {
    return t`Needed to ask for changes: say what you would like changed.`
  },
  get accept() {
    return t`Accept quote`
  },
  get accepting() {
    return t`Accepting…`
  },
  get askChanges() {
    return t`Ask for changes`
  },
  get asking() {
    return t`Sending…`
  },
  get tryAgain() {
    return t`Try again`
  },
  get trying() {
    return t`Trying again…`
  },
  errors: {
    get name() {
      return t`Please enter your name.`
    },
    get nameTooLong() {
      return t`This name is too long.`
    },
    get message() {
      return t`Please say what you would like changed.`
    },
    get messageTooLong() {
      return t`This message is too long.`
    },
  },
  /** Why an answer was not recorded, when no fresh read of the quote explains it. */
  problems: {
    get 'timed-out'() {
      return t`We did not hear back in time, so your answer may not have been recorded. Please try again.`
    },
    get failed() {
      return t`Your answer could not be recorded. Please check your connection and try again.`
    },
    get refused() {
      return t`Your answer could not be recorded on this quote. Please reload the page, or call or WhatsApp our sales team.`
    },
  },
  /** Said where the form was, once an answer is recorded. */
  recorded: {
    get accepted() {
      return t`Thank you: your acceptance is recorded and our sales team has it.`
    },
    get changes() {
      return t`Thank you: your request for changes is recorded and our sales team has it.`
    },
  },
  /** Why an answer was refused, as a fresh read of the quote shows it. */
  refused: {
    get expired() {
      return t`Your answer was not recorded: this quote has expired.`
    },
    get decided() {
      return t`Your answer was not recorded: this quote had already been answered.`
    },
    get superseded() {
      return t`Your answer was not recorded: a newer version of this quote has been sent.`
    },
  },
} as const

/** The decision as the sales desk's mail names it: the desk reads English, whatever the page's language. */
export const decisionMailWords: Record<QuoteDecisionKind, string> = {
  accepted: 'Accepted',
  changes: 'Changes asked',
}
