/** The words of the desk's leads: the inbox and one lead's page. */
import type { LeadType } from '@/lib/leads/desk/records'
import type { StatusProblem } from '@/lib/leads/desk/records'
import type { LeadCsvColumn } from '@/lib/leads/desk/lead-csv'
import { LEAD_NOTE_MAX } from '@/lib/desk-schema'
import { formatIndianNumber } from '@/lib/util/format'
import { formatKg, formatRupees } from '@/lib/util/pricing'

/** What each type of lead is called, in the filter and on every lead. */
export const leadTypeLabels: Record<LeadType, string> = {
  'buy-now': 'Buy Now',
  enquiry: 'Enquiry list',
  contact: 'Contact message',
  application: 'Job application',
}

/** Marked on a lead whose sender wrote in another language than English: "Wrote in Hindi". */
export const languageMark = (language: string) => `Wrote in ${language}`

/** Marked on a lead whose mail to the sales desk never went out: the desk hears of it only here. */
export const notMailed = {
  label: 'Mail not sent',
  hint: 'The mail about this lead never reached the sales inbox: it is known only here.',
} as const

export const inboxCopy = {
  heading: 'Leads',
  filtersLabel: 'Filter leads',
  /** The control that opens and folds the filters; what is applied follows it. */
  filters: 'Filters',
  applied: (count: number) => `${formatIndianNumber(count)} applied`,
  clearFilters: 'Clear filters',
  type: 'Kind',
  allTypes: 'All kinds',
  quote: 'Quote answer',
  allAnswers: 'Any or none',
  quoteApplied: (answer: string) => `Quote: ${answer}`,
  quoteMark: (version: number) => (version > 1 ? `Quote sent (revision ${version})` : 'Quote sent'),
  from: 'From',
  to: 'To',
  /** The dates chosen, in the filters' summary: "1 Nov – 28 Nov 2026", "From 1 Nov 2026". */
  dateSpan: (from: string, to: string) => `${from} – ${to}`,
  fromDay: (day: string) => `From ${day}`,
  toDay: (day: string) => `To ${day}`,
  backwards: 'The “To” date is before the “From” date, so no lead can match.',
  search: 'Search',
  searchHint:
    'The start of a name or company, a reference, an e-mail, a phone number or a GSTIN. Searches every lead.',
  /** The status filter: one toggle per status, each with how many leads it holds. */
  countsLabel: 'Leads per status',
  allStatuses: 'All',
  counting: 'Counting…',
  countsFailed: 'The counts could not be loaded.',
  loading: 'Loading leads…',
  failed: 'The leads could not be loaded. Please check your connection and try again.',
  retry: 'Try again',
  empty: 'No leads match these filters.',
  showing: (shown: number, loaded: number) =>
    `Showing ${formatIndianNumber(shown)} of the ${formatIndianNumber(loaded)} leads loaded.`,
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  moreFailed: 'More leads could not be loaded. Please try again.',
  listLabel: 'Leads, newest first',
  total: 'Total',
} as const

/** The search over every lead (search-results.tsx) and making older leads searchable. */
export const searchCopy = {
  tooShort:
    'Type more: the start of a name, a reference, an e-mail, 7 or more digits of a phone number, or a GSTIN.',
  searching: 'Searching every lead…',
  failed: 'The search could not be done. Please check your connection and try again.',
  retry: 'Try again',
  noneFound: (query: string) => `No lead matches “${query}”.`,
  noneFiltered: (query: string, found: number) =>
    `${formatIndianNumber(found)} ${found === 1 ? 'lead matches' : 'leads match'} “${query}”, but none passes the filters chosen.`,
  found: (shown: number, query: string) =>
    `${formatIndianNumber(shown)} ${shown === 1 ? 'lead matches' : 'leads match'} “${query}”.`,
  capped: (most: number) =>
    `Only the first ${formatIndianNumber(most)} matches of each kind are shown: type more to narrow the search.`,
  listLabel: 'Leads found, newest first',
  unsearchable: (count: number) =>
    `${formatIndianNumber(count)} ${count === 1 ? 'lead' : 'leads'} recorded before the search existed ${count === 1 ? 'is' : 'are'} not found by it yet.`,
  makeSearchable: 'Make older leads searchable',
  makingSearchable: (read: number) => `Making leads searchable… ${formatIndianNumber(read)} read`,
  madeSearchable: (count: number) =>
    `${formatIndianNumber(count)} older ${count === 1 ? 'lead is' : 'leads are'} now searchable.`,
  makeFailed:
    'Not every older lead could be made searchable. Please try again; those done stay done.',
} as const

export const leadCopy = {
  loading: 'Loading the lead…',
  failed: 'The lead could not be loaded. Please check your connection and try again.',
  retry: 'Try again',
  notFound: 'There is no such lead. It may have been sent under another address.',
  back: 'All leads',
  received: 'Received',
  contactHeading: 'Sender',
  name: 'Name',
  company: 'Company',
  email: 'E-mail',
  phone: 'Phone',
  reply: {
    email: 'E-mail',
    call: 'Call',
    whatsapp: 'WhatsApp',
    subject: (reference: string) => `Your enquiry ${reference}`,
    greeting: (name: string) => `Namaste ${name}, `,
  },
  orderHeading: 'Order',
  delivery: 'Deliver to',
  gstin: 'GSTIN',
  gstState: (state: string) => `registered in ${state}`,
  messageHeading: 'Message',
  subject: 'Subject',
  noMessage: 'No message.',
  applicationHeading: 'Application',
  job: 'Job',
  jobId: (id: string) => `Job no. ${id}`,
  cv: 'CV',
  openCv: 'Open the CV',
  cvNotLink: 'Not a web link, so not opened from here:',
} as const

/**
 * An order request's figures as the desk works them out (lines at today's catalogue prices, the
 * GSTIN checked), and where the buyer's page said otherwise: said in words, beside the marks.
 */
export const figuresCopy = {
  /** The mark on a request whose figures of money, weight or GST differ, in the inbox and on its page. */
  differ: 'Figures differ',
  differHint:
    'The buyer’s page sent figures that today’s catalogue or the GSTIN do not bear out. The figures here are the desk’s own.',
  /** What starts each difference, so it reads as one in words, not only in red. */
  flag: 'Differs:',
  atToday: 'Worked out at today’s catalogue prices.',
  linesLabel: 'Lines at today’s prices',
  checking: 'Checking the figures against today’s catalogue…',
  unchecked:
    'Today’s catalogue could not be read, so these are the figures as the buyer’s page sent them, not checked.',
  checkAgain: 'Check again',
  weight: (kg: number) => `${formatKg(kg)} kg`,
  missing: 'Not in today’s catalogue.',
  unavailable: 'Today’s catalogue does not sell this size.',
  uncheckable: (said: number) =>
    `The buyer’s page said ${formatRupees(said)} a pack, which cannot be checked.`,
  asked: 'Asked for by name: no price until it is quoted.',
  notCounted: (lines: number) =>
    `Not counted: ${formatIndianNumber(lines)} ${lines === 1 ? 'line' : 'lines'} without a price today.`,
  packPrice: (said: number, saidAmount: number, today: number, amount: number) =>
    `Buyer’s page said ${formatRupees(said)} a pack (${formatRupees(saidAmount)} for the line); today ${formatRupees(today)} (${formatRupees(amount)}).`,
  askedPrice: (said: number) =>
    `Buyer’s page put ${formatRupees(said)} a pack on a line asked for by name; the catalogue prices none.`,
  total: (said: number, today: number) =>
    `Buyer’s page said a total of ${formatRupees(said)}; the lines come to ${formatRupees(today)}.`,
  totalWithUnpriced: (said: number, today: number, unpriced: number) =>
    `Buyer’s page said a total of ${formatRupees(said)}; the lines come to ${formatRupees(today)} at today’s prices, and ${formatRupees(unpriced)} more at its own prices for those without a price today.`,
  totalKg: (said: number, weight: number) =>
    `Buyer’s page said ${formatKg(said)} kg in all; the lines weigh ${formatKg(weight)} kg.`,
  noGstin: 'None given',
  codeNames: (code: string, state: string) => `its first two digits, ${code}, name ${state}`,
  codeNamesNone: (code: string) => `its first two digits, ${code}, name no state`,
  checkCharacter:
    'Its last character is not the check character of the first 14: the site never verified this GSTIN.',
  malformed: 'It is not in the form of a GSTIN: the site never verified it.',
  stateSaid: (said: string) =>
    said ? `Buyer’s page said registered in ${said}.` : 'Buyer’s page named no state.',
} as const

/** An order request's quote, on its page: where it stands, and the way to prepare or revise it. */
export const leadQuoteCopy = {
  heading: 'Quote',
  none: 'No quote sent yet.',
  prepare: 'Prepare quote',
  revise: 'Revise quote',
  version: 'Version',
  answer: 'Buyer’s answer',
  awaiting: 'Awaiting the buyer',
  open: 'Open the quote page',
  changesHeading: 'What the buyer asked to change',
  changesLoading: 'Reading the buyer’s message…',
  changesFailed: 'The buyer’s message could not be read just now. The quote page shows it.',
  noMessage: 'They wrote no message.',
  from: (name: string) => `From ${name}`,
} as const

export const statusCopy = {
  heading: 'Where the desk has got with it',
  status: 'Status',
  note: 'Note',
  noteHint:
    'Only staff read this note. What the buyer should read of a quote goes in the quote’s note.',
  noteTooLong: `Please keep the note within ${formatIndianNumber(LEAD_NOTE_MAX)} characters.`,
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved',
  lastSet: (when: string) => `Last set ${when}`,
  savedNote: 'Saved note',
  noNote: 'No note yet.',
  failed: {
    refused:
      'You may not change this lead: you are signed out, or your account is no longer staff. Sign in again and retry.',
    'timed-out': 'The lead service did not answer in time. Check your connection and try again.',
    failed: 'The status could not be saved. Please try again.',
  } satisfies Record<StatusProblem, string>,
} as const

const leadsCount = (count: number) =>
  `${formatIndianNumber(count)} ${count === 1 ? 'lead' : 'leads'}`

/** The download of the leads on show as a CSV file, for a spreadsheet. */
export const exportCopy = {
  download: 'Download CSV',
  preparing: 'Preparing…',
  /** Said as pages are read: of how many, when that is known and not yet passed. */
  progress: (read: number, expected?: number) =>
    expected === undefined || read > expected
      ? `Preparing CSV… ${leadsCount(read)}`
      : `Preparing CSV… ${formatIndianNumber(read)} of ${leadsCount(expected)}`,
  saved: (fileName: string, count: number) => `Saved ${fileName}: ${leadsCount(count)}.`,
  none: 'There are no leads to download.',
  failed: 'The CSV could not be prepared. Try again.',
  /** Named by the day in India: "leads-2026-11-29.csv". */
  fileName: (isoDate: string) => `leads-${isoDate}.csv`,
  columns: {
    reference: 'Reference',
    date: 'Date',
    kind: 'Kind',
    status: 'Status',
    buyer: 'Buyer',
    company: 'Company',
    gstin: 'GSTIN',
    state: 'State',
    phone: 'Phone',
    email: 'E-mail',
    language: 'Language',
    product: 'Product',
    size: 'Size',
    packs: 'Packs',
    price: 'Price',
    amount: 'Amount',
    total: 'Total',
  } satisfies Record<LeadCsvColumn, string>,
} as const
