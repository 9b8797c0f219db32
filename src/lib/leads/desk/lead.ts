/**
 * One lead at the trade desk: read in full, with the desk's note on it, and where the desk has got
 * with it saved (its status, signed with the staff member's uid and the server's time, and the
 * note, kept apart in leadNotes where only staff read it: the lead's author can read the lead).
 * Through the Lite SDK, as the buyers' side: one read and one write need no listener.
 */
import { commitWrites, isRefusal, readDocument } from '@/lib/firebase/firestore'
import type { LeadStatus } from '@/lib/desk-schema'
import { COLLECTIONS } from '@/lib/schema'
import { staffUid } from '@/lib/session/staff'
import { TimedOut, TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'
import { deskLeadFrom, StatusNotSaved, type DeskLead } from './records'
import type { LeadKind } from '@/lib/leads/lead-types'

/** What a timed-out call names. */
const SERVICE = 'The lead service'

/** What leadNotes/{id} says of the lead `kind`/`id`; null when it holds no note of that lead. */
function noteFrom(kind: LeadKind, id: string, data: Record<string, unknown> | null): string | null {
  if (data === null || data.lead !== `${kind}/${id}`) return null
  return typeof data.note === 'string' ? data.note : null
}

/**
 * The lead `kind`/`id` with the desk's note on it; null when there is none, or none in its
 * collection's form. A note the lead itself carries (written before notes were kept apart) shows
 * until one is saved. Throws on failure.
 */
export async function readLead(kind: LeadKind, id: string): Promise<DeskLead | null> {
  const [data, noted] = await withTimeLimit(
    Promise.all([readDocument(kind, id), readDocument(COLLECTIONS.leadNotes, id)]),
    TIME_LIMITS.readMs,
    SERVICE,
  )
  const lead = data === null ? null : deskLeadFrom(kind, id, data)
  if (lead === null) return null
  return { ...lead, note: noteFrom(kind, id, noted) ?? lead.note }
}

/** Where the desk has got with a lead: its status, and a note of at most LEAD_NOTE_MAX characters. */
export interface StatusChange {
  status: LeadStatus
  note: string
}

/**
 * Saves `change` in one commit: the status on the lead, signed with the signed-in staff member's
 * uid and the server's time (statusBy, statusAt), taking off any note the lead carried, and the
 * note in leadNotes/{id}, signed the same way. Throws StatusNotSaved saying why it was not:
 * refused (signed out, or not staff), timed out, or failed otherwise.
 */
export async function saveLeadStatus(
  kind: LeadKind,
  id: string,
  change: StatusChange,
): Promise<void> {
  const uid = staffUid()
  if (uid === null) throw new StatusNotSaved('refused')
  try {
    await withTimeLimit(
      commitWrites([
        {
          op: 'update',
          name: kind,
          id,
          changes: { status: change.status, statusBy: uid },
          stamped: ['statusAt'],
          removed: ['note'],
        },
        {
          op: 'create',
          name: COLLECTIONS.leadNotes,
          id,
          data: { lead: `${kind}/${id}`, note: change.note, updatedBy: uid },
          stamped: ['updatedAt'],
        },
      ]),
      TIME_LIMITS.sendMs,
      SERVICE,
    )
  } catch (error) {
    throw new StatusNotSaved(
      isRefusal(error) ? 'refused' : error instanceof TimedOut ? 'timed-out' : 'failed',
    )
  }
}
