import { useCallback, useEffect, useState } from 'react'
import type { OrderRequestRecord } from '@/lib/leads/lead-types'
import { mayHaveAnyStoredUser } from '@/lib/session/any-stored-user'

export type MyRequests =
  | { status: 'loading' }
  | { status: 'nobody' }
  | { status: 'error' }
  | { status: 'ready'; items: OrderRequestRecord[] }

/**
 * The order requests sent from this browser's account, a guest's included, and for an account
 * those a guest handed over to it when signing in: Auth starts here (a returning guest's id is
 * known only to it), then the requests are read, newest first. A browser that holds no user at
 * all, not even a guest, has sent nothing: it is told so without Auth's code being fetched.
 */
export function useMyRequests(): MyRequests & { retry: () => void } {
  const [state, setState] = useState<MyRequests>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    const load = async () => {
      if (!mayHaveAnyStoredUser()) return { status: 'nobody' } as const
      const { currentUid, currentUser } = await import('@/lib/session/auth')
      // currentUid waits for Auth to settle; currentUser then tells an account from a guest.
      const uid = await currentUid()
      const user = uid === null ? null : currentUser()
      if (!user) return { status: 'nobody' } as const
      // A request sent from this page moments ago may still be being marked as mailed.
      const { notifiedMarksSettled } = await import('@/lib/leads/submit/send')
      await notifiedMarksSettled()
      const { listMyOrderRequests } = await import('@/lib/leads/my-requests')
      return { status: 'ready', items: await listMyOrderRequests(user) } as const
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
