/**
 * Sending a lead (an order request, a contact message, a job application): it is kept on record
 * in Firestore first, under the sender's user id (a guest is signed in anonymously at this moment,
 * never before), then mailed to the sales desk. The record is the source of truth; the mail is
 * the notification and decides what the sender is told, as it always has. Once the mail is out,
 * the record is marked notified, so the desk can see which leads were never mailed.
 *
 * The document id is made when the form opens and reused by every retry of it: a retry after a
 * timeout never creates a second record. Auth and Firestore load only when something is sent.
 */
import type { ContactMessage, JobApplication, OrderRequest } from './email'
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

async function notified(kind: LeadKind, id: string, recorded: boolean): Promise<void> {
  if (!recorded) return
  const { markLeadNotified } = await import('./leads')
  // The mail went out; a record left unmarked is shown to the desk as not notified, no more.
  await markLeadNotified(kind, id).catch(() => {})
}

/** Records and mails an order request; rejects (after recording) when the mail fails. */
export async function submitOrderRequest(
  id: string,
  input: OrderRequestInput,
  mail: OrderRequest,
): Promise<LeadOutcome> {
  const leads = await import('./leads')
  const recorded = await record((uid) => leads.recordOrderRequest(id, uid, input))
  const { sendOrderRequest } = await import('./email')
  await sendOrderRequest(mail)
  await notified('orderRequests', id, recorded)
  return { reference: leads.leadReference(id), recorded }
}

export async function submitContactMessage(
  id: string,
  message: ContactMessage & ContactMessageInput,
): Promise<LeadOutcome> {
  // The same four fields go on record and by mail (the mail adds the desk's address).
  const leads = await import('./leads')
  const recorded = await record((uid) => leads.recordContactMessage(id, uid, message))
  const { sendContactMessage } = await import('./email')
  await sendContactMessage(message)
  await notified('contactMessages', id, recorded)
  return { reference: leads.leadReference(id), recorded }
}

export async function submitJobApplication(
  id: string,
  application: JobApplicationInput,
): Promise<LeadOutcome> {
  const leads = await import('./leads')
  const recorded = await record((uid) => leads.recordJobApplication(id, uid, application))
  const { sendJobApplication } = await import('./email')
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
  await sendJobApplication(mail)
  await notified('jobApplications', id, recorded)
  return { reference: leads.leadReference(id), recorded }
}
