/**
 * Business leads kept on record: order requests, contact messages and job applications, one
 * Firestore collection each, written by their sender (a guest signed in anonymously included)
 * and readable by no one else.
 */
import { z } from 'zod/mini'
import { createDocument, queryByAuthor, readDocument, updateDocument } from './firestore'
import { leadReference } from './lead-id'
import { COLLECTIONS, type PackSize } from './schema'
import { TIME_LIMITS, withTimeLimit } from './time-limit'

export { leadReference, newLeadId } from './lead-id'

export type LeadKind = 'orderRequests' | 'contactMessages' | 'jobApplications'

export interface OrderLineInput {
  product: string
  size: PackSize | ''
  packs: number
  packPrice: number
}

export interface OrderRequestInput {
  source: 'buy-now' | 'enquiry'
  name: string
  email: string
  phone: string
  company: string
  delivery: string
  message: string
  gstin: string
  gstState: string
  lines: OrderLineInput[]
  totalKg: number
  total: number
}

export interface ContactMessageInput {
  from_name: string
  from_email: string
  subject: string
  message: string
}

export interface JobApplicationInput {
  name: string
  email: string
  phone: string
  cvLink: string
  message: string
  jobId: string
  job_title: string
  job_department: string
  job_type: string
}

export interface OrderRequestRecord extends OrderRequestInput {
  id: string
  reference: string
  createdAt: Date
  status: string
  notified: boolean
}

const WHAT = 'The order desk'
const read = <T>(work: Promise<T>) => withTimeLimit(work, TIME_LIMITS.readMs, WHAT)
const write = <T>(work: Promise<T>) => withTimeLimit(work, TIME_LIMITS.sendMs, WHAT)

/**
 * Writes a new lead, createdAt the server's time and not yet notified. A write refused because an
 * earlier attempt of the same id landed (its answer lost to a timeout) counts as written.
 */
async function recordLead(kind: LeadKind, id: string, fields: Record<string, unknown>) {
  try {
    await write(createDocument(kind, id, { ...fields, notified: false }))
  } catch (error) {
    const existing = await read(readDocument(kind, id)).catch(() => null)
    if (existing === null) throw error
  }
}

export function recordOrderRequest(id: string, authorUid: string, input: OrderRequestInput) {
  return recordLead(COLLECTIONS.orderRequests, id, {
    authorUid,
    ...input,
    lines: input.lines.map((line) => ({ ...line })),
    status: 'new',
  })
}

export function recordContactMessage(id: string, authorUid: string, input: ContactMessageInput) {
  return recordLead(COLLECTIONS.contactMessages, id, { authorUid, ...input })
}

export function recordJobApplication(id: string, authorUid: string, input: JobApplicationInput) {
  return recordLead(COLLECTIONS.jobApplications, id, { authorUid, ...input })
}

/** The one change the author may make, once the mail has gone out. */
export async function markLeadNotified(kind: LeadKind, id: string): Promise<void> {
  await write(updateDocument(kind, id, { notified: true }))
}

const orderRequestSchema = z.object({
  source: z.enum(['buy-now', 'enquiry']),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  delivery: z.string(),
  message: z.string(),
  gstin: z.string(),
  gstState: z.string(),
  lines: z.array(
    z.object({
      product: z.string(),
      size: z.enum(['500gm', '1kg', '5kg', '30kg', '']),
      packs: z.number(),
      packPrice: z.number(),
    }),
  ),
  totalKg: z.number(),
  total: z.number(),
  createdAt: z.date(),
  status: z.string(),
  notified: z.boolean(),
})

/** The author's order requests, newest first; malformed documents are left out. */
export async function listOrderRequests(authorUid: string): Promise<OrderRequestRecord[]> {
  const docs = await read(queryByAuthor(COLLECTIONS.orderRequests, authorUid))
  return docs.flatMap(({ id, data }) => {
    const parsed = orderRequestSchema.safeParse(data)
    return parsed.success ? [{ ...parsed.data, id, reference: leadReference(id) }] : []
  })
}
