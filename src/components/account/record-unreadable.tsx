import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { StatusButton } from '@/components/ui/button'
import { useSession } from '@/lib/session'
import { authCopy } from './auth-content'

const copy = authCopy.recordUnreadable

/** The account's document could not be read: says so, with a button that reads it again. */
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
      <Alert tone="error">{copy.text}</Alert>
      <StatusButton busy={busy} busyLabel={copy.retrying} onClick={() => void retry()}>
        {copy.retry}
      </StatusButton>
    </div>
  )
}
