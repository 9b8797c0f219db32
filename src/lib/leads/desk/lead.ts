/**
 * One lead at the trade desk: read in full, and where the desk has got with it saved (its status
 * and a note, signed with the staff member's uid and the server's time, the one change
 * firestore.rules let staff make). Through the Lite SDK, as the buyers' side: one read and one
 * write need no listener.
 */
import { isRefusal, readDocument, updateDocument } from '@/lib/firebase/firestore'
import type { LeadStatus } from '@/lib/desk-schema'
import { staffUid } from '@/lib/session/staff'
import { TimedOut, TIME_LIMITS, withTimeLimit } from '@/lib/util/time-limit'
import { deskLeadFrom, StatusNotSaved, type DeskLead } from './records'
import type { LeadKind } from '@/lib/leads/lead-types'

/** What a timed-out call names. */
const SERVICE = 'The lead service'

/** The lead `kind`/`id`; null when there is none, or none in its collection's form. Throws on failure. */
export async function readLead(kind: LeadKind, id: string): Promise<DeskLead | null> {
  const data = await withTimeLimit(readDocument(kind, id), TIME_LIMITS.readMs, SERVICE)
  return data === null ? null : deskLeadFrom(kind, id, data)
}

/** Where the desk has got with a lead: its status, and a note of at most LEAD_NOTE_MAX characters. */
export interface StatusChange {
  status: LeadStatus
  note: string
}

/**
 * Saves `change` on the lead, signed with the signed-in staff member's uid and the server's time
 * (statusBy, statusAt). Throws StatusNotSaved saying why it was not: refused (signed out, or
 * not staff), timed out, or failed otherwise.
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
      updateDocument(
        kind,
        id,
        { status: change.status, note: change.note, statusBy: uid },
        { stamped: ['statusAt'] },
      ),
      TIME_LIMITS.sendMs,
      SERVICE,
    )
  } catch (error) {
    throw new StatusNotSaved(
      isRefusal(error) ? 'refused' : error instanceof TimedOut ? 'timed-out' : 'failed',
    )
  }
}
