import { useRef } from 'react'
import { newLeadId } from '@/lib/lead-id'

/** The id a lead was last sent under, and what that attempt carried. */
interface Attempt {
  id: string
  payload: string
}

/**
 * The id a form sends its lead under. A retry of the same lead reuses the last attempt's id, so
 * an attempt that timed out but landed is found rather than written twice. A lead changed since
 * its last attempt (edited after a failure) gets a new id: the record of the old one holds the
 * old content and can never be rewritten, so reusing its id would keep that content on record
 * while the mail carried the new. A lead that went out leaves no id behind: the next gets a new one.
 */
export function useLeadId() {
  const last = useRef<Attempt | null>(null)
  return {
    /** The id to send `payload` under (a plain object, as it is recorded and mailed). */
    idFor(payload: unknown): string {
      const text = JSON.stringify(payload)
      const id = last.current?.payload === text ? last.current.id : newLeadId()
      last.current = { id, payload: text }
      return id
    },
    /** The lead went out under its id. */
    sent(): void {
      last.current = null
    },
  }
}
