/**
 * Leads kept on record: order requests, contact messages and job applications, each written once
 * by its author (a signed-in account, or an anonymous sign-in) and read back only by them and by
 * an account a guest author handed theirs over to (../my-requests.ts). A form
 * reuses its lead's id for every retry of the same content, so an attempt that timed out but landed
 * is found, not written twice.
 */
import { createDocuments, isRefusal, readDocument, updateDocument } from '@/lib/firebase/firestore'
import {
  COLLECTIONS,
  throttledLead,
  type ContactMessageDocument,
  type JobApplicationDocument,
  type LeadDocument,
  type OrderRequestDocument,
} from '@/lib/schema'
import { TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'
import { activeLocale } from '@/lib/i18n/runtime'
import {
  LEAD_SERVICE as SERVICE,
  type ContactMessageInput,
  type JobApplicationInput,
  type LeadKind,
  type OrderRequestInput,
} from '@/lib/leads/lead-types'
import { leadSearch } from '@/lib/leads/lead-search'
import { LeadThrottled, secondsToWait } from './lead-throttle'

/**
 * The stored fields of order request `id` but createdAt, which the write sets to the server's
 * time; its search map is worked out from them. Every lead records the language of the page it is
 * sent from (activeLocale), which its author wrote in.
 */
export function orderRequestDocument(
  id: string,
  authorUid: string,
  input: OrderRequestInput,
): Omit<OrderRequestDocument, 'createdAt'> {
  // Field by field: anything else a caller's object carries would make the rules refuse the write.
  return {
    authorUid,
    source: input.source,
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    delivery: input.delivery,
    message: input.message,
    gstin: input.gstin,
    gstState: input.gstState,
    lines: input.lines.map((line) => ({
      product: line.product,
      size: line.size,
      packs: line.packs,
      packPrice: line.packPrice,
    })),
    totalKg: input.totalKg,
    total: input.total,
    notified: false,
    status: 'new',
    search: leadSearch(id, { kind: COLLECTIONS.orderRequests, ...input }),
    language: activeLocale(),
  }
}

/** The stored fields of contact message `id` but createdAt. */
export function contactMessageDocument(
  id: string,
  authorUid: string,
  input: ContactMessageInput,
): Omit<ContactMessageDocument, 'createdAt'> {
  return {
    authorUid,
    from_name: input.from_name,
    from_email: input.from_email,
    subject: input.subject,
    message: input.message,
    notified: false,
    search: leadSearch(id, { kind: COLLECTIONS.contactMessages, ...input }),
    language: activeLocale(),
  }
}

/** The stored fields of job application `id` but createdAt. */
export function jobApplicationDocument(
  id: string,
  authorUid: string,
  input: JobApplicationInput,
): Omit<JobApplicationDocument, 'createdAt'> {
  return {
    authorUid,
    name: input.name,
    email: input.email,
    phone: input.phone,
    cvLink: input.cvLink,
    message: input.message,
    jobId: input.jobId,
    job_title: input.job_title,
    job_department: input.job_department,
    job_type: input.job_type,
    notified: false,
    search: leadSearch(id, { kind: COLLECTIONS.jobApplications, ...input }),
    language: activeLocale(),
  }
}

/** The author's own lead, or null when it cannot be read (it does not exist, or the read failed). */
async function readOwnLead(kind: LeadKind, id: string): Promise<Record<string, unknown> | null> {
  try {
    return await withTimeLimit(readDocument(kind, id), TIME_LIMITS.readMs, SERVICE[kind])
  } catch {
    return null
  }
}

/** A lead on record: written now, or found written by an earlier attempt at it. */
export interface RecordedLead {
  /** Whether its mail is known to have gone out (an earlier attempt marked it). */
  notified: boolean
}

/** Seconds the author must wait before the rules take their next lead; 0 when unknown. */
async function throttleLeft(kind: LeadKind, authorUid: string): Promise<number> {
  try {
    const throttle = await withTimeLimit(
      readDocument(COLLECTIONS.leadThrottle, authorUid),
      TIME_LIMITS.readMs,
      SERVICE[kind],
    )
    return throttle?.at instanceof Date ? secondsToWait(throttle.at, Date.now()) : 0
  } catch {
    return 0
  }
}

/**
 * Writes document `id` once, in one commit with the author's leadThrottle document naming it
 * (firestore.rules take one lead per author in LEAD_THROTTLE.seconds). The rules refuse a second
 * write of it, so a refusal may mean an earlier attempt landed (perhaps one that timed out here):
 * then the author can read it back, and that is success. A refusal because the author recorded
 * another lead moments ago throws LeadThrottled; anything else, the write's own error.
 */
async function recordLead(
  kind: LeadKind,
  id: string,
  document: Omit<LeadDocument, 'createdAt'>,
): Promise<RecordedLead> {
  try {
    await withTimeLimit(
      createDocuments([
        { name: kind, id, data: { ...document }, stamped: ['createdAt'] },
        {
          name: COLLECTIONS.leadThrottle,
          id: document.authorUid,
          data: { lead: throttledLead(kind, id) },
          stamped: ['at'],
        },
      ]),
      TIME_LIMITS.sendMs,
      SERVICE[kind],
    )
    return { notified: false }
  } catch (error) {
    const [earlier, wait] = await Promise.all([
      readOwnLead(kind, id),
      isRefusal(error) ? throttleLeft(kind, document.authorUid) : 0,
    ])
    if (earlier !== null) return { notified: earlier.notified === true }
    if (wait > 0) throw new LeadThrottled(wait)
    throw error
  }
}

/**
 * Writes the lead as document `id` for the signed-in (possibly anonymous) user `authorUid`,
 * createdAt = server time, notified false, status 'new' (orders). Idempotent: if the document already
 * exists (an earlier attempt that timed out but landed), it resolves without writing again and
 * says whether that attempt's mail went out. Throws on failure (LeadThrottled when the author's
 * last lead was moments ago).
 */
export function recordOrderRequest(
  id: string,
  authorUid: string,
  input: OrderRequestInput,
): Promise<RecordedLead> {
  return recordLead(COLLECTIONS.orderRequests, id, orderRequestDocument(id, authorUid, input))
}

/** As recordOrderRequest, for a contact message. */
export function recordContactMessage(
  id: string,
  authorUid: string,
  input: ContactMessageInput,
): Promise<RecordedLead> {
  return recordLead(COLLECTIONS.contactMessages, id, contactMessageDocument(id, authorUid, input))
}

/** As recordOrderRequest, for a job application. */
export function recordJobApplication(
  id: string,
  authorUid: string,
  input: JobApplicationInput,
): Promise<RecordedLead> {
  return recordLead(COLLECTIONS.jobApplications, id, jobApplicationDocument(id, authorUid, input))
}

/**
 * The one update the author may make, after the mail went out. Throws on failure. Marking a lead
 * already marked (an earlier attempt landed) counts as done.
 */
export async function markLeadNotified(kind: LeadKind, id: string): Promise<void> {
  try {
    await withTimeLimit(
      updateDocument(kind, id, { notified: true }),
      TIME_LIMITS.sendMs,
      SERVICE[kind],
    )
  } catch (error) {
    if ((await readOwnLead(kind, id))?.notified === true) return
    throw error
  }
}
