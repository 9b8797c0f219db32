import { useCallback, useEffect, useState } from 'react'
import type { OrderRequestRecord } from '@/lib/leads'
import { mayHaveAnyStoredUser } from '@/lib/any-stored-user'

export type MyRequests =
  | { status: 'loading' }
  | { status: 'nobody' }
  | { status: 'error' }
  | { status: 'ready'; items: OrderRequestRecord[] }

/**
 * The order requests sent from this browser's account, a guest's included: Auth starts here (a
 * returning guest's id is known only to it), then their requests are read, newest first. A
 * browser that holds no user at all, not even a guest, has sent nothing: it is told so without
 * Auth's code being fetched.
 */
export function useMyRequests(): MyRequests & { retry: () => void } {
  const [state, setState] = useState<MyRequests>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    const load = async () => {
      if (!mayHaveAnyStoredUser()) return { status: 'nobody' } as const
      const { currentUid } = await import('@/lib/auth')
      const uid = await currentUid()
      if (!uid) return { status: 'nobody' } as const
      // A request sent from this page moments ago may still be being marked as mailed.
      const { notifiedMarksSettled } = await import('@/lib/leads-submit')
      await notifiedMarksSettled()
      const { listOrderRequests } = await import('@/lib/leads')
      return { status: 'ready', items: await listOrderRequests(uid) } as const
    }
    load().then(
      (next) => current && setState(next),
      () => current && setState({ status: 'error' }),
    )
    return () => {
      current = false
    }
  }, [attempt])
  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  return { ...state, retry }
}
