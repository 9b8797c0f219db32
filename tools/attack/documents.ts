/**
 * The documents the attacks send, built as the site builds them (src/lib/leads/submit/record.ts:
 * the app's own types, collection names, ids and keys), so that a refusal is the rules answering
 * the one thing an attack changed and not a shape the site never writes.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  COLLECTIONS,
  LEAD_HANDOVER_LIMITS,
  throttledLead,
  type JobApplicationDocument,
  type JobRecord,
  type LEAD_COLLECTIONS,
  type OrderRequestDocument,
} from '../../src/lib/schema.ts'
import { newLeadId, randomToken } from '../../src/lib/leads/submit/lead-id.ts'
import { storedLeadSearch } from '../../src/lib/leads/lead-search.ts'
import { ORDER_INPUT } from '../../src/test/order-requests.ts'
import type { PlainJson } from '../local-backend/firestore-values'
import { seedRecordToDocument } from '../local-backend/seed-documents'
import { createWrite, fieldsWrite, setWrite, type Write } from './rest'

type LeadCollection = (typeof LEAD_COLLECTIONS)[number]
/** A lead's fields but createdAt and its search map, which leadCommit adds once the id is made. */
export type OrderFields = Omit<OrderRequestDocument, 'createdAt' | 'search'>
export type ApplicationFields = Omit<JobApplicationDocument, 'createdAt' | 'search'>

/** A document of plain JSON values (no Date: createdAt is the server's, set by the write). */
function plain(document: object): Record<string, PlainJson> {
  return document as Record<string, PlainJson>
}

/** An order request as the site sends one: two lines, ₹5,700, a GSTIN of Maharashtra. */
export function validOrder(authorUid: string): OrderFields {
  return {
    authorUid,
    ...ORDER_INPUT,
    lines: ORDER_INPUT.lines.map((line) => ({ ...line })),
    notified: false,
    status: 'new',
  }
}

/**
 * The commit every lead goes in (recordLead in record.ts): the lead with its search map, created
 * at the server's time, and the author's leadThrottle naming it at the same time.
 */
export function leadCommit(
  project: string,
  collection: LeadCollection,
  lead: { authorUid: string },
): Write[] {
  const id = newLeadId()
  const search = storedLeadSearch(collection, id, lead as Record<string, unknown>)
  return [
    createWrite(project, `${collection}/${id}`, plain({ ...lead, search }), ['createdAt']),
    setWrite(
      project,
      `${COLLECTIONS.leadThrottle}/${lead.authorUid}`,
      { lead: throttledLead(collection, id) },
      ['at'],
    ),
  ]
}

/** An opening as the desk stores one; `open` as given, or left out as the seed file leaves it. */
export interface Opening {
  id: string
  title: string
  department: string
  type: string
}

function openingRecord(
  opening: Opening,
  open: boolean,
): Omit<JobRecord, 'createdAt'> & { createdAt: string } {
  return {
    id: 900,
    title: opening.title,
    department: opening.department,
    location: 'Jaipur',
    type: opening.type,
    experience: '1-2 years',
    postedDate: '2026-11-01',
    salary: '₹4-6 LPA',
    description: 'An opening seeded for the attack run.',
    requirements: ['Two years of sales'],
    responsibilities: ['Visit the mandis'],
    open,
    createdAt: new Date().toISOString(),
  }
}

export const OPEN_OPENING: Opening = {
  id: 'open-1',
  title: 'Sales Executive',
  department: 'Sales',
  type: 'Full-time',
}
export const CLOSED_OPENING: Opening = { ...OPEN_OPENING, id: 'closed-1' }

/** Writes, past the rules, of an open and a closed opening. */
export function openingWrites(project: string): Write[] {
  return [
    setWrite(
      project,
      `${COLLECTIONS.jobListings}/${OPEN_OPENING.id}`,
      plain(openingRecord(OPEN_OPENING, true)),
    ),
    setWrite(
      project,
      `${COLLECTIONS.jobListings}/${CLOSED_OPENING.id}`,
      plain(openingRecord(CLOSED_OPENING, false)),
    ),
  ]
}

/** The first opening of seed/jobListings.json, as the local stack seeds it (no `open` field). */
export function seededOpening(root: string): { opening: Opening; write: (p: string) => Write } {
  const records = JSON.parse(
    readFileSync(join(root, 'seed', `${COLLECTIONS.jobListings}.json`), 'utf8'),
  ) as unknown[]
  const document = seedRecordToDocument(records[0], 'seed/jobListings.json record 0')
  const record = records[0] as Record<string, unknown>
  const opening: Opening = {
    id: document.id,
    title: String(record.title),
    department: String(record.department),
    type: String(record.type),
  }
  return {
    opening,
    write: (project) =>
      fieldsWrite(project, `${COLLECTIONS.jobListings}/${document.id}`, document.fields),
  }
}

/** An application as the careers form sends one, to `opening` as it names it. */
export function application(authorUid: string, opening: Opening): ApplicationFields {
  return {
    authorUid,
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    cvLink: 'https://drive.example.com/asha-cv.pdf',
    message: '',
    jobId: opening.id,
    job_title: opening.title,
    job_department: opening.department,
    job_type: opening.type,
    notified: false,
  }
}

/** A hand-over's secret key, as the site makes one. */
export function handoverKey(): string {
  return randomToken(LEAD_HANDOVER_LIMITS.key)
}

export function handoverPath(guestUid: string): string {
  return `${COLLECTIONS.leadHandovers}/${guestUid}`
}

/** A hand-over written `minutesAgo` minutes ago and never claimed, stored past the rules. */
export function staleHandoverWrite(
  project: string,
  guestUid: string,
  key: string,
  minutesAgo: number,
): Write {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000).toISOString()
  return setWrite(project, handoverPath(guestUid), { key, createdAt, orderRequests: [] })
}

/** The guest's whole hand-over written anew: a new key, at the server's time, no precondition. */
export function renewedHandoverWrite(project: string, guestUid: string, key: string): Write {
  return setWrite(project, handoverPath(guestUid), { key, orderRequests: [] }, ['createdAt'])
}
