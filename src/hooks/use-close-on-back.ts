import { useEffect, useRef } from 'react'

/** The key under which an open dialog marks the history entry it added. */
export const DIALOG_HISTORY_MARKER = 'openDialog'
const MARKER = DIALOG_HISTORY_MARKER

function currentMarker(): unknown {
  const state: unknown = window.history.state
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[MARKER]
    : undefined
}

const markedWith = (marker: string) => currentMarker() === marker

/**
 * Resolves once the browser has answered the Back this hook last asked for (its popstate), while
 * one is under way. Back is asynchronous: a dialog opened in between (Escape, then Enter at once)
 * would otherwise see the entry still marked, keep it, and be closed by that popstate.
 */
let backUnderWay: Promise<void> | null = null

function goBack(): void {
  backUnderWay = new Promise((resolve) => {
    window.addEventListener(
      'popstate',
      () => {
        backUnderWay = null
        resolve()
      },
      { once: true },
    )
  })
  window.history.back()
}

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
    let active = true
    const onPopState = () => {
      if (!markedWith(marker)) close.current()
    }
    const takeEntry = () => {
      if (!active) return
      if (!markedWith(marker)) {
        const state: unknown = window.history.state
        const base = typeof state === 'object' && state !== null ? state : {}
        // The router's own fields (its key and index) are kept, so it sees the same location. A
        // dialog that takes over from another (job details → application) takes over its entry.
        const entry = { ...base, [MARKER]: marker }
        if (currentMarker() === undefined) window.history.pushState(entry, '')
        else window.history.replaceState(entry, '')
      }
      window.addEventListener('popstate', onPopState)
    }
    // Opened while a Back of an earlier dialog is on its way: its entry is taken once it lands.
    if (backUnderWay) void backUnderWay.then(takeEntry)
    else takeEntry()
    return () => {
      active = false
      window.removeEventListener('popstate', onPopState)
      pendingBack.current = window.setTimeout(() => {
        pendingBack.current = undefined
        if (markedWith(marker)) goBack()
      })
    }
  }, [open, marker])
}
