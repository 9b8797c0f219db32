import { useCallback, useEffect, useState } from 'react'
import { readDeskCollection, type DeskCollection } from '@/lib/catalog/desk-catalog'
import type { DeskContext } from './sections/section'

export type DeskCollections =
  | { status: 'loading'; context: DeskContext }
  | { status: 'error'; context: DeskContext }
  | { status: 'ready'; context: DeskContext }

/**
 * The collections a section shows and chooses from, read as stored now. `retry` starts again from
 * "loading"; `reload` (after a change) keeps the lists on screen while it reads.
 */
export function useDeskCollections(keys: readonly DeskCollection[]) {
  const [state, setState] = useState<DeskCollections>({ status: 'loading', context: {} })
  const [attempt, setAttempt] = useState(0)
  const names = keys.join(' ')
  useEffect(() => {
    let current = true
    const wanted = names.split(' ') as DeskCollection[]
    Promise.all(wanted.map((key) => readDeskCollection(key))).then(
      (lists) => {
        const context = Object.fromEntries(wanted.map((key, i) => [key, lists[i]]))
        if (current) setState({ status: 'ready', context })
      },
      () => current && setState((shown) => ({ status: 'error', context: shown.context })),
    )
    return () => {
      current = false
    }
  }, [names, attempt])
  const retry = useCallback(() => {
    setState({ status: 'loading', context: {} })
    setAttempt((n) => n + 1)
  }, [])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, retry, reload }
}
