import { useCallback, useEffect, useState } from 'react'
import type { OrderRequestRecord } from '@/lib/leads'

export type MyRequests =
  | { status: 'loading' }
  | { status: 'nobody' }
  | { status: 'error' }
  | { status: 'ready'; items: OrderRequestRecord[] }

/**
 * The order requests sent from this browser's account, a guest's included, and for an account
 * those a guest handed over to it when signing in: Auth starts here (a returning guest's id is
 * known only to it), then the requests are read, newest first.
 */
export function useMyRequests(): MyRequests & { retry: () => void } {
  const [state, setState] = useState<MyRequests>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    const load = async () => {
      const { currentUid, currentUser } = await import('@/lib/auth')
      // currentUid waits for Auth to settle; currentUser then tells an account from a guest.
      const uid = await currentUid()
      const user = uid === null ? null : currentUser()
      if (!user) return { status: 'nobody' } as const
      const { listMyOrderRequests } = await import('@/lib/leads')
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
