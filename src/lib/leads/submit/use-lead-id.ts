import { useRef } from 'react'
import { STORAGE_KEYS } from '@/config/constants'
import { isLeadId, newLeadId } from '@/lib/leads/submit/lead-id'
import { tabRecord } from '@/lib/storage/tab-store'

/** The id a lead was last sent under, and what that attempt carried. */
interface Attempt {
  id: string
  payload: string
}

const isAttempt = (value: unknown): value is Attempt =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as Attempt).id === 'string' &&
  isLeadId((value as Attempt).id) &&
  typeof (value as Attempt).payload === 'string'

/** The last unsent attempt of each form that keeps a draft, for this tab, as its draft is. */
const attempts = tabRecord(STORAGE_KEYS.leadAttempts, isAttempt)

/** Forgets every form's last attempt (tests start from a clean page). */
export function forgetLeadAttempts(): void {
  attempts.clear()
}

/**
 * The id a form sends its lead under. A retry of the same lead reuses the last attempt's id, so
 * an attempt that timed out but landed is found rather than written (and mailed) twice. A lead
 * changed since its last attempt (edited after a failure) gets a new id: the record of the old one
 * holds the old content and can never be rewritten, so reusing its id would keep that content on
 * record while the mail carried the new. A lead that went out leaves no id behind: the next gets
 * a new one.
 *
 * With the form's `draftKey` (useForm), the last attempt is kept beside the draft, for this tab:
 * a form closed after a failure and opened again, or a page reloaded, retries under the same id.
 */
export function useLeadId(draftKey?: string) {
  const own = useRef<Attempt | null>(null)
  const last = () => (draftKey === undefined ? own.current : (attempts.get(draftKey) ?? null))
  const keep = (attempt: Attempt | null) => {
    if (draftKey === undefined) own.current = attempt
    else attempts.set(draftKey, attempt ?? undefined)
  }
  return {
    /** The id to send `payload` under (a plain object, as it is recorded and mailed). */
    idFor(payload: unknown): string {
      const text = JSON.stringify(payload)
      const previous = last()
      const id = previous?.payload === text ? previous.id : newLeadId()
      keep({ id, payload: text })
      return id
    },
    /** The lead went out under its id. */
    sent(): void {
      keep(null)
    },
  }
}
