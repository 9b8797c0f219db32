/**
 * Sending a lead (an order request, a contact message, a job application): it is kept on record
 * in Firestore under the sender's user id (a guest is signed in anonymously at this moment, never
 * before), then mailed to the sales desk with its reference. The record comes first because it is
 * the gate: firestore.rules take one lead per sender in LEAD_THROTTLE.seconds, and a lead they
 * refuse for that is not mailed either (the sender is told how long to wait, LeadThrottled). A
 * record that has not answered within RECORD_GRACE_MS does not hold the mail back (the record
 * carries on and is marked when it lands); a record that failed for any other reason does not
 * stop the mail, which decides what the sender is told, as it always has. Once the mail is out
 * the record is marked notified behind the sender's back: the desk can see which leads were
 * never mailed.
 *
 * The form reuses the document id for every retry of the same content, across reloads: a retry
 * after a timeout never creates a second record, and a retry of a lead whose earlier attempt was
 * recorded and mailed sends no second mail. The whole send, from loading its code to the mail,
 * ends within TIME_LIMITS.sendMs (withSendDeadline in src/lib/util/time-limit.ts). Auth and
 * Firestore load only when something is sent.
 */
import type { ContactMessage, JobApplication } from '@/lib/mail/email'
import type {
  ContactMessageInput,
  JobApplicationInput,
  LeadKind,
  OrderRequestInput,
  OrderRequestRecord,
} from '@/lib/leads/lead-types'
import { activeLocale } from '@/lib/i18n/runtime'
import { leadReference } from './lead-id'
import { LeadThrottled } from './lead-throttle'
import { orderMail } from './order-mail'
import { orderMailCopy } from './order-mail-content'
import type { RecordedLead } from './record'

export interface LeadOutcome {
  /** The short reference the sender is given (and the mail carries). */
  reference: string
  /** Whether the record was written (a mail may still go out when it was not). */
  recorded: boolean
}

/** How long the mail waits for the record's answer before it goes without it. */
export const RECORD_GRACE_MS = 10_000

/** Writes the record as whoever is signed in (or a guest); null when that fails. */
async function record(
  write: (authorUid: string) => Promise<RecordedLead>,
): Promise<RecordedLead | null> {
  try {
    const { ensureSignedIn } = await import('@/lib/session/auth')
    return await write(await ensureSignedIn())
  } catch (error) {
    if (error instanceof LeadThrottled) throw error
    return null
  }
}

/** The record's answer, or 'pending' when it has none within RECORD_GRACE_MS. */
function answerWithinGrace<T>(recording: Promise<T>): Promise<T | 'pending'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const grace = new Promise<'pending'>((resolve) => {
    timer = setTimeout(() => resolve('pending'), RECORD_GRACE_MS)
  })
  return Promise.race([recording, grace]).finally(() => clearTimeout(timer))
}

/** Notified marks this page has started and not yet seen answered. */
const marking = new Set<Promise<void>>()

/**
 * Marks the lead notified once it is on record, without anyone waiting for it. A mark that fails
 * leaves the record unnotified, which only tells the desk the mail may not have gone out.
 */
function markWhenRecorded(kind: LeadKind, id: string, recording: Promise<unknown>): void {
  const mark = recording
    .then(async (recorded) => {
      if (recorded === null) return
      const { markLeadNotified } = await import('./record')
      await markLeadNotified(kind, id)
    })
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
 * Records one lead, then mails it. A lead the rules refuse for its sender's last one rejects with
 * LeadThrottled and is not mailed; a lead an earlier attempt recorded and mailed is not mailed
 * again; a failed mail rejects (the record stays unnotified).
 */
async function recordAndMail(
  kind: LeadKind,
  id: string,
  write: (authorUid: string) => Promise<RecordedLead>,
  mail: () => Promise<void>,
): Promise<LeadOutcome> {
  const reference = leadReference(id)
  // The mail's code downloads while the record is written.
  void import('@/lib/mail/email').catch(() => {})
  const recording = record(write)
  const recorded = await answerWithinGrace(recording)
  if (recorded !== 'pending' && recorded?.notified) return { reference, recorded: true }
  await mail()
  markWhenRecorded(kind, id, recording)
  return { reference, recorded: recorded !== 'pending' && recorded !== null }
}

/**
 * The sender's words for the desk's mail of a message or an application, and after them the
 * language of the page they wrote on, which the record keeps too (record.ts).
 */
function withLanguage(words: string): string {
  const line = orderMailCopy.language(activeLocale())
  return words === '' ? line : `${words}\n\n${line}`
}

/**
 * Records and mails an order request, its mail made from the record (order-mail.ts), in the
 * language of the page it is sent from, with the signed-in buyer's `userId` when there is one;
 * rejects when the mail fails.
 */
export function submitOrderRequest(
  id: string,
  input: OrderRequestInput,
  userId?: string,
): Promise<LeadOutcome> {
  const mail = orderMail({ ...input, language: activeLocale() }, leadReference(id), userId)
  return recordAndMail(
    'orderRequests',
    id,
    (uid) => import('./record').then((leads) => leads.recordOrderRequest(id, uid, input)),
    () => import('@/lib/mail/email').then((email) => email.sendOrderRequest(mail)),
  )
}

export function submitContactMessage(
  id: string,
  message: ContactMessage & ContactMessageInput,
): Promise<LeadOutcome> {
  // The same four fields go on record and by mail (the mail adds the desk's address, the
  // reference, and the language under the message).
  return recordAndMail(
    'contactMessages',
    id,
    (uid) => import('./record').then((leads) => leads.recordContactMessage(id, uid, message)),
    () =>
      import('@/lib/mail/email').then((email) =>
        email.sendContactMessage({
          ...message,
          message: withLanguage(message.message),
          reference: leadReference(id),
        }),
      ),
  )
}

export function submitJobApplication(
  id: string,
  application: JobApplicationInput,
): Promise<LeadOutcome> {
  // The mail carries the form's fields, the job's, the reference and the language under the
  // message; the record also names the job's document.
  const mail: JobApplication = {
    name: application.name,
    email: application.email,
    phone: application.phone,
    cvLink: application.cvLink,
    message: withLanguage(application.message),
    job_title: application.job_title,
    job_department: application.job_department,
    job_type: application.job_type,
  }
  return recordAndMail(
    'jobApplications',
    id,
    (uid) => import('./record').then((leads) => leads.recordJobApplication(id, uid, application)),
    () =>
      import('@/lib/mail/email').then((email) =>
        email.sendJobApplication({ ...mail, reference: leadReference(id) }),
      ),
  )
}

/**
 * Mails again an order request that is on record but whose mail never went out (My enquiries'
 * Send again): the same record and reference, nothing written but its notified mark, which is
 * set once the mail has gone. Rejects when the mail fails; a mark that fails only leaves the
 * record unnotified, as after a first send.
 */
export async function mailOrderRequestAgain(
  request: OrderRequestRecord,
  userId?: string,
): Promise<void> {
  const { sendOrderRequest } = await import('@/lib/mail/email')
  await sendOrderRequest(orderMail(request, request.reference, userId))
  markWhenRecorded('orderRequests', request.id, Promise.resolve(true))
  await notifiedMarksSettled()
}
