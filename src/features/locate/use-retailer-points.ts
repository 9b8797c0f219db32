import { useCallback, useEffect, useState } from 'react'
import { listMapRecords } from '@/lib/catalog/catalog'
import { toRetailerPoints, type RetailerPoint } from './map-records'

export type RetailerPointsState =
  | { status: 'loading' }
  | { status: 'ready'; points: RetailerPoint[] }
  | { status: 'error'; message: string }

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export interface RetailerPoints {
  state: RetailerPointsState
  /** Reads `maplist` again (after a failure), showing the loading state meanwhile. */
  retry: () => void
}

/** Reads `maplist` once per visit (no login needed) and keeps the drawable records. */
export function useRetailerPoints(): RetailerPoints {
  const [state, setState] = useState<RetailerPointsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    listMapRecords().then(
      (records) => {
        if (current) setState({ status: 'ready', points: toRetailerPoints(records) })
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: errorMessage(error) })
      },
    )
    return () => {
      current = false
    }
  }, [attempt])
  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((count) => count + 1)
  }, [])
  return { state, retry }
}
