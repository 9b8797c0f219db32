import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { StatusButton } from '@/components/ui/button'
import { messages } from '@/config/messages'
import { useSession } from '@/lib/session/session'

const copy = messages.profile

/**
 * The account's document could not be read: says so, with a button that reads it again. Until it
 * can be read, no screen may act as if it did not exist.
 */
export function RecordUnreadable() {
  const { refreshUserRecord } = useSession()
  const [busy, setBusy] = useState(false)
  const retry = async () => {
    setBusy(true)
    try {
      await refreshUserRecord()
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="space-y-3">
      <Alert tone="error">{copy.unreadable}</Alert>
      <StatusButton busy={busy} busyLabel={copy.retrying} onClick={() => void retry()}>
        {copy.retry}
      </StatusButton>
    </div>
  )
}
