import { useEffect, useRef } from 'react'

/** The key under which an open dialog marks the history entry it added. */
const MARKER = 'openDialog'

function currentMarker(): unknown {
  const state: unknown = window.history.state
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[MARKER]
    : undefined
}

const markedWith = (marker: string) => currentMarker() === marker

/**
 * While `open`, the page has one more history entry (same address), so the browser's Back button
 * (or a phone's back gesture) calls `onClose` instead of leaving the page. Closed any other way,
 * the entry is taken back out. `marker` must be unique to the dialog and stable across renders.
 */
export function useCloseOnBack(open: boolean, onClose: () => void, marker: string): void {
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  }, [onClose])
  // Taking the entry out waits a task: an effect run again at once (React's development checks,
  // a quick reopen) keeps the entry instead of adding a second one.
  const pendingBack = useRef<number | undefined>(undefined)

  useEffect(() => {
    if (!open) return
    window.clearTimeout(pendingBack.current)
    pendingBack.current = undefined
    if (!markedWith(marker)) {
      const state: unknown = window.history.state
      const base = typeof state === 'object' && state !== null ? state : {}
      // The router's own fields (its key and index) are kept, so it sees the same location. A
      // dialog that takes over from another (job details → application) takes over its entry.
      const entry = { ...base, [MARKER]: marker }
      if (currentMarker() === undefined) window.history.pushState(entry, '')
      else window.history.replaceState(entry, '')
    }
    const onPopState = () => {
      if (!markedWith(marker)) close.current()
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('popstate', onPopState)
      pendingBack.current = window.setTimeout(() => {
        pendingBack.current = undefined
        if (markedWith(marker)) window.history.back()
      })
    }
  }, [open, marker])
}
