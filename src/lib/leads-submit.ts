/**
 * Sending a lead (an order request, a contact message, a job application): it is kept on record
 * in Firestore under the sender's user id (a guest is signed in anonymously at this moment, never
 * before) and mailed to the sales desk, both at once: on a slow network the sender waits for the
 * slower of the two, not for both in turn, and a stalled write cannot hold the mail back. The
 * record is the source of truth; the mail is the notification and decides what the sender is
 * told, as it always has. Once the mail is out and the record written, the sender is told, and
 * the record is marked notified behind their back (the desk can see which leads were never
 * mailed): a slow mark never keeps "SENDING..." on screen.
 *
 * The form reuses the document id for every retry of the same content: a retry after a timeout
 * never creates a second record. Auth and Firestore load only when something is sent.
 */
import type { ContactMessage, JobApplication, OrderRequest } from './email'
import { leadReference } from './lead-id'
import type { ContactMessageInput, JobApplicationInput, LeadKind, OrderRequestInput } from './leads'

export interface LeadOutcome {
  /** The short reference the sender is given (and the mail carries). */
  reference: string
  /** Whether the record was written (a mail may still go out when it was not). */
  recorded: boolean
}

/** Writes the record as whoever is signed in (or a guest); false when that fails. */
async function record(write: (authorUid: string) => Promise<void>): Promise<boolean> {
  try {
    const { ensureSignedIn } = await import('./auth')
    await write(await ensureSignedIn())
    return true
  } catch {
    return false
  }
}

/** Notified marks this page has started and not yet seen answered. */
const marking = new Set<Promise<void>>()

/**
 * Marks the lead notified without anyone waiting for it. A mark that fails leaves the record
 * unnotified, which only tells the desk the mail may not have gone out.
 */
function markInBackground(kind: LeadKind, id: string): void {
  const mark = import('./leads')
    .then(({ markLeadNotified }) => markLeadNotified(kind, id))
    .catch(() => {})
    .finally(() => marking.delete(mark))
  marking.add(mark)
}

/**
 * Resolves once every notified mark this page started has been answered or given up (each is
 * time-limited), so a list of the sender's leads read afterwards shows them as sent.
 */
export async function notifiedMarksSettled(): Promise<void> {
  await Promise.all([...marking])
}

/**
 * Records and mails one lead at once. A failed mail rejects at once (the record carries on
 * and stays unnotified). A sent mail waits for the record (its reference is then one the
 * desk can find, and the sender's list holds it), then answers and marks the record meanwhile.
 */
async function recordAndMail(
  kind: LeadKind,
  id: string,
  write: (authorUid: string) => Promise<void>,
  mail: () => Promise<void>,
): Promise<LeadOutcome> {
  const recording = record(write)
  await mail()
  const recorded = await recording
  if (recorded) markInBackground(kind, id)
  return { reference: leadReference(id), recorded }
}

/** Records and mails an order request; rejects when the mail fails. */
export function submitOrderRequest(
  id: string,
  input: OrderRequestInput,
  mail: OrderRequest,
): Promise<LeadOutcome> {
  return recordAndMail(
    'orderRequests',
    id,
    (uid) => import('./leads').then((leads) => leads.recordOrderRequest(id, uid, input)),
    () => import('./email').then((email) => email.sendOrderRequest(mail)),
  )
}

export function submitContactMessage(
  id: string,
  message: ContactMessage & ContactMessageInput,
): Promise<LeadOutcome> {
  // The same four fields go on record and by mail (the mail adds the desk's address).
  return recordAndMail(
    'contactMessages',
    id,
    (uid) => import('./leads').then((leads) => leads.recordContactMessage(id, uid, message)),
    () => import('./email').then((email) => email.sendContactMessage(message)),
  )
}

export function submitJobApplication(
  id: string,
  application: JobApplicationInput,
): Promise<LeadOutcome> {
  // The mail carries the form's fields and the job's; the record also names the job's document.
  const mail: JobApplication = {
    name: application.name,
    email: application.email,
    phone: application.phone,
    cvLink: application.cvLink,
    message: application.message,
    job_title: application.job_title,
    job_department: application.job_department,
    job_type: application.job_type,
  }
  return recordAndMail(
    'jobApplications',
    id,
    (uid) => import('./leads').then((leads) => leads.recordJobApplication(id, uid, application)),
    () => import('./email').then((email) => email.sendJobApplication(mail)),
  )
}
