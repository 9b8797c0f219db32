/** The words of a request's current quote on its card (My enquiries), fetched with the card's quote. */
export const quoteSummaryCopy = {
  heading: (version: number) => (version > 1 ? `Quote (revision ${version})` : 'Quote'),
  loading: 'Reading the quote…',
  failed: 'The quote could not be read just now.',
  grandTotal: 'Grand total',
  validUntil: 'Valid until',
  answer: 'Your answer',
  expired: 'Expired',
  awaiting: 'Not given yet',
  view: 'View quote',
} as const
