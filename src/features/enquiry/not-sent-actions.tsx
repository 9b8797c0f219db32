import { useState } from 'react'
import { orderRequestCopy as copy } from '@/components/leads/leads-content'
import { Alert } from '@/components/ui/alert'
import { Button, StatusButton } from '@/components/ui/button'
import { useSessionContact } from '@/hooks/use-session-contact'
import type { OrderRequestRecord } from '@/lib/leads/lead-types'
import { withSendDeadline } from '@/lib/util/time-limit'

interface NotSentActionsProps {
  request: OrderRequestRecord
  /** The mail went out this time: the request is marked as sent. */
  onSent: () => void
  /** The buyer does not want it any more: it leaves their list on this device. */
  onDismiss: () => void
}

/**
 * A request on record whose mail never went out: send it again (the same record and reference,
 * so the desk never sees it twice), or dismiss it.
 */
export function NotSentActions({ request, onSent, onDismiss }: NotSentActionsProps) {
  const { uid } = useSessionContact()
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle')
  async function sendAgain() {
    setState('sending')
    try {
      await withSendDeadline(async () => {
        const { mailOrderRequestAgain } = await import('@/lib/leads/submit/send')
        await mailOrderRequestAgain(request, uid)
      })
      onSent()
    } catch {
      setState('failed')
    }
  }
  return (
    <div className="space-y-2">
      {state === 'failed' ? <Alert tone="error">{copy.sendAgainFailed}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <StatusButton
          busy={state === 'sending'}
          busyLabel={copy.sendingAgain}
          onClick={() => void sendAgain()}
        >
          {copy.sendAgain}
        </StatusButton>
        <Button variant="secondary" disabled={state === 'sending'} onClick={onDismiss}>
          {copy.dismiss}
        </Button>
      </div>
    </div>
  )
}
