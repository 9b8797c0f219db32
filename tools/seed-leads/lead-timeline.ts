/**
 * When a sample lead came in, and where the desk has got with it since: dates over the last
 * SAMPLE_DAYS, in India's working hours mostly; statuses as staff set them (LEAD_STATUSES), the
 * last few days' leads mostly still new.
 */
import type { LeadStatus } from '../../src/lib/desk-schema.ts'
import { COLLECTIONS, type LEAD_COLLECTIONS } from '../../src/lib/schema.ts'
import type { Random } from './random.ts'

/** How far back the leads go. */
export const SAMPLE_DAYS = 120
const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000
const IST_OFFSET_MS = 5.5 * HOUR_MS
/** Leads younger than this are mostly not yet taken up. */
const FRESH_MS = 3 * DAY_MS

type LeadCollection = (typeof LEAD_COLLECTIONS)[number]

/** Where the desk has got with a lead: as staff set it (none on a message or application until then). */
export interface DeskStatus {
  status?: LeadStatus
  statusBy?: string
  statusAt?: Date
}

/** Status weights per collection: orders move on most, applications are mostly turned down. */
const STATUS_WEIGHTS: Record<LeadCollection, Record<LeadStatus, number>> = {
  orderRequests: { new: 30, quoted: 25, won: 20, lost: 15, closed: 10 },
  contactMessages: { new: 45, quoted: 5, won: 10, lost: 10, closed: 30 },
  jobApplications: { new: 50, quoted: 5, won: 10, lost: 25, closed: 10 },
}

/** A moment within the last SAMPLE_DAYS, in India's working hours mostly. */
export function sampleCreatedAt(random: Random, now: Date): Date {
  const today = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS
  const hour = random.weighted({ 7: 2, 9: 10, 11: 14, 13: 12, 15: 12, 17: 10, 19: 7, 21: 3 })
  const offset = (Number(hour) + random.next() * 2) * HOUR_MS
  let day = random.int(0, SAMPLE_DAYS - 1)
  if (today - day * DAY_MS + offset > now.getTime()) day += 1
  return new Date(today - day * DAY_MS + Math.floor(offset))
}

/** Where the desk has got with a lead of `kind` that came in at `createdAt`; `staffUid` set it. */
export function deskStatus(
  random: Random,
  kind: LeadCollection,
  createdAt: Date,
  now: Date,
  staffUid: string,
): DeskStatus {
  const fresh = now.getTime() - createdAt.getTime() < FRESH_MS
  const status = fresh && random.chance(0.8) ? 'new' : random.weighted(STATUS_WEIGHTS[kind])
  if (status === 'new') return kind === COLLECTIONS.orderRequests ? { status } : {}
  const later = createdAt.getTime() + random.int(1, 10 * 24) * HOUR_MS
  return { status, statusBy: staffUid, statusAt: new Date(Math.min(later, now.getTime())) }
}
