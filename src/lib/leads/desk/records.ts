/**
 * A lead as the trade desk reads it: any of the three kinds, with the record's field names made
 * the app's (a contact message's `from_name` is its `name`, as an order's is), and where the desk
 * has got with it. Free of Firebase, so the desk's pages and their tests can use it without
 * loading an SDK.
 */
import { z } from 'zod/mini'
import { COLLECTIONS, LEAD_COLLECTIONS, type OrderLine } from '@/lib/schema'
import { isLeadStatus, type LeadStatus } from '@/lib/desk-schema'
import { leadReference } from '@/lib/leads/submit/lead-id'
import { leadLanguage, type LeadKind } from '@/lib/leads/lead-types'
import type { Locale } from '@/config/locales'
import { leadQuote, leadQuoteFields, orderFields } from '@/lib/leads/order-fields'
import type { LeadQuote } from '@/lib/quotes/quote-schema'

/** What a lead is, as the desk tells leads apart: an order's source, or its collection. */
export const LEAD_TYPES = ['buy-now', 'enquiry', 'contact', 'application'] as const
export type LeadType = (typeof LEAD_TYPES)[number]

/** The collection each type of lead is kept in. */
export const LEAD_TYPE_KIND: Record<LeadType, LeadKind> = {
  'buy-now': COLLECTIONS.orderRequests,
  enquiry: COLLECTIONS.orderRequests,
  contact: COLLECTIONS.contactMessages,
  application: COLLECTIONS.jobApplications,
}

/** Whether `value` names one of the lead collections (a desk address's `:kind`). */
export function isLeadKind(value: string): value is LeadKind {
  return (LEAD_COLLECTIONS as readonly string[]).includes(value)
}

interface DeskLeadBase {
  kind: LeadKind
  id: string
  /** leadReference(id): what the buyer was told to quote. */
  reference: string
  createdAt: Date
  /** Whether the mail to the sales desk went out. */
  notified: boolean
  /** The language the sender wrote in (leadLanguage). */
  language: Locale
  name: string
  email: string
  /** '' where the form asks for none (a contact message). */
  phone: string
  /** '' where none was given or the form asks for none. */
  company: string
  /** May be ''. */
  message: string
  /** 'new' until staff set another (a message or an application has none until then). */
  status: LeadStatus
  /** The desk's note, '' when none. */
  note: string
  /** When staff last set the status, and who (their uid); null and '' before that. */
  statusAt: Date | null
  statusBy: string
}

export interface DeskOrderRequest extends DeskLeadBase {
  type: 'buy-now' | 'enquiry'
  /** Who sent it: a quote names them as its buyer (buyerUid). */
  authorUid: string
  /** The request's current quote and the buyer's decision on it; null before one is sent. */
  quote: LeadQuote | null
  delivery: string
  gstin: string
  gstState: string
  lines: OrderLine[]
  totalKg: number
  /** Rupees. */
  total: number
}

export interface DeskContactMessage extends DeskLeadBase {
  type: 'contact'
  subject: string
}

export interface DeskJobApplication extends DeskLeadBase {
  type: 'application'
  /** As sent: check it is a web link before making it a link. */
  cvLink: string
  jobId: string
  jobTitle: string
  jobDepartment: string
  jobType: string
}

export type DeskLead = DeskOrderRequest | DeskContactMessage | DeskJobApplication

/** The fields every lead has, and those of the desk's, which are missing until staff set them. */
const common = {
  createdAt: z.date(),
  notified: z.boolean(),
  language: z.optional(z.string()),
  status: z.optional(z.string()),
  note: z.optional(z.string()),
  statusAt: z.optional(z.nullable(z.date())),
  statusBy: z.optional(z.string()),
}

const orderSchema = z.object({
  ...common,
  ...orderFields,
  authorUid: z.string(),
  ...leadQuoteFields,
})

const messageSchema = z.object({
  ...common,
  from_name: z.string(),
  from_email: z.string(),
  subject: z.string(),
  message: z.string(),
})

const applicationSchema = z.object({
  ...common,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  cvLink: z.string(),
  message: z.string(),
  jobId: z.string(),
  job_title: z.string(),
  job_department: z.string(),
  job_type: z.string(),
})

interface Common {
  createdAt: Date
  notified: boolean
  language?: string | undefined
  status?: string | undefined
  note?: string | undefined
  statusAt?: Date | null | undefined
  statusBy?: string | undefined
}

function base(kind: LeadKind, id: string, data: Common) {
  return {
    kind,
    id,
    reference: leadReference(id),
    createdAt: data.createdAt,
    notified: data.notified,
    language: leadLanguage(data.language),
    // Only the rules' statuses are ever written; anything else reads as not yet taken up.
    status: isLeadStatus(data.status) ? data.status : 'new',
    note: data.note ?? '',
    statusAt: data.statusAt ?? null,
    statusBy: data.statusBy ?? '',
  } satisfies Partial<DeskLeadBase>
}

/**
 * The lead stored as `kind`/`id` with `data`; null when the document is not in the form its
 * collection's rules write (a record made by hand, say).
 */
export function deskLeadFrom(
  kind: LeadKind,
  id: string,
  data: Record<string, unknown>,
): DeskLead | null {
  if (kind === COLLECTIONS.orderRequests) {
    const parsed = orderSchema.safeParse(data)
    if (!parsed.success) return null
    const { source, quoteId, quoteVersion, quoteDecision, ...order } = parsed.data
    return {
      ...order,
      ...base(kind, id, order),
      type: source,
      quote: leadQuote({ quoteId, quoteVersion, quoteDecision }),
    }
  }
  if (kind === COLLECTIONS.contactMessages) {
    const parsed = messageSchema.safeParse(data)
    if (!parsed.success) return null
    const message = parsed.data
    return {
      ...base(kind, id, message),
      type: 'contact',
      name: message.from_name,
      email: message.from_email,
      phone: '',
      company: '',
      subject: message.subject,
      message: message.message,
    }
  }
  const parsed = applicationSchema.safeParse(data)
  if (!parsed.success) return null
  const application = parsed.data
  return {
    ...base(kind, id, application),
    type: 'application',
    name: application.name,
    email: application.email,
    phone: application.phone,
    company: '',
    message: application.message,
    cvLink: application.cvLink,
    jobId: application.jobId,
    jobTitle: application.job_title,
    jobDepartment: application.job_department,
    jobType: application.job_type,
  }
}

/** Why a status was not saved: the rules refused it, the service did not answer, or else. */
export type StatusProblem = 'refused' | 'timed-out' | 'failed'

export class StatusNotSaved extends Error {
  constructor(readonly problem: StatusProblem) {
    super(`The lead's status was not saved (${problem}).`)
    this.name = 'StatusNotSaved'
  }
}
