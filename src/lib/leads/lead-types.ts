/**
 * The kinds of lead and their shapes, as a form fills them in and as a buyer reads an order
 * request back: the words both the buyer's side (submit/, my-requests.ts) and the desk (desk/)
 * share. The stored fields themselves are lib/schema.ts's.
 */
import type {
  ContactMessageDocument,
  JobApplicationDocument,
  LEAD_COLLECTIONS,
  LeadDocument,
  OrderLine,
  OrderRequestDocument,
} from '@/lib/schema'
import type { LeadQuote } from '@/lib/quotes/quote-schema'
import { isLocale, SOURCE_LOCALE, type Locale } from '@/config/locales'

export type LeadKind = (typeof LEAD_COLLECTIONS)[number]

/** A line of an order request, as the form collects it. */
export type OrderLineInput = OrderLine
/** What the author fills in; authorUid, createdAt, notified and status are the record's own. */
export type OrderRequestInput = Omit<OrderRequestDocument, keyof LeadDocument | 'status'>
export type ContactMessageInput = Omit<ContactMessageDocument, keyof LeadDocument>
export type JobApplicationInput = Omit<JobApplicationDocument, keyof LeadDocument>

export interface OrderRequestRecord extends OrderRequestInput {
  id: string
  /** leadReference(id) */
  reference: string
  createdAt: Date
  status: string
  notified: boolean
  /** The language the buyer wrote in (leadLanguage). */
  language?: Locale
  /** The request's current quote; null before the desk sent one. */
  quote: LeadQuote | null
}

/**
 * The language a lead was written in, from its stored `language`: the page's it was sent from. A
 * lead without one came from a page that did not record it, made before the site had pages in
 * another language: English.
 */
export function leadLanguage(stored: unknown): Locale {
  return isLocale(stored) ? stored : SOURCE_LOCALE
}

/** Each language by its English name, as the desk and its mail name it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'Hindi' }

/** What a timed-out call names, per kind of lead. */
export const LEAD_SERVICE: Record<LeadKind, string> = {
  orderRequests: 'The order service',
  contactMessages: 'The message service',
  jobApplications: 'The application service',
}
