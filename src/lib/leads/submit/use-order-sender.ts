import { useState } from 'react'
import { leadReference } from '@/lib/leads/submit/lead-id'
import type { OrderRequestInput } from '@/lib/leads/lead-types'
import type { LeadOutcome } from '@/lib/leads/submit/send'
import { forgetContact, rememberContact } from '@/lib/storage/remembered-contact'
import { withSendDeadline } from '@/lib/util/time-limit'
import { useLeadId } from './use-lead-id'
import { useSessionContact } from '@/hooks/use-session-contact'

/**
 * Sending an order request, the same from the Buy Now form and the enquiry list: who is asking
 * (prefilled from the account, or a guest's remembered details), the request recorded and mailed
 * under one id (a retry of the same request reuses it, also after the form was closed: `draftKey`
 * is the form's, see useLeadId), then a guest's details kept on this device or forgotten, as they
 * chose.
 */
export function useOrderSender(draftKey: string) {
  const contact = useSessionContact()
  const lead = useLeadId(draftKey)
  const [remember, setRemember] = useState(contact.remembered)
  const [attempted, setAttempted] = useState<string | null>(null)

  async function send(record: OrderRequestInput): Promise<LeadOutcome> {
    const id = lead.idFor({ record, userId: contact.uid })
    setAttempted(leadReference(id))
    const outcome = await withSendDeadline(async () => {
      const { submitOrderRequest } = await import('@/lib/leads/submit/send')
      return submitOrderRequest(id, record, contact.uid)
    })
    lead.sent()
    // A signed-in buyer's details come from the account: nothing is kept on the device.
    if (!contact.uid) {
      if (remember) rememberContact({ name: record.name, email: record.email, phone: record.phone })
      else forgetContact()
    }
    return outcome
  }

  /** Unticking forgets at once what this device remembered. */
  function changeRemember(checked: boolean) {
    setRemember(checked)
    if (!checked) forgetContact()
  }

  return {
    contact,
    remember,
    changeRemember,
    send,
    /**
     * The reference of the last request tried, sent or not: a failure can name it, and sending
     * the same request again keeps it.
     */
    attemptedReference: attempted,
  }
}
