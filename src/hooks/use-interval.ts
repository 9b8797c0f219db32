import { useEffect, useRef } from 'react'

/** Calls `callback` every `ms` while `active`; the latest callback is always used. */
export function useInterval(callback: () => void, ms: number, active = true): void {
  const saved = useRef(callback)
  useEffect(() => {
    saved.current = callback
  }, [callback])
  useEffect(() => {
    if (!active) return
    const id = window.setInterval(() => saved.current(), ms)
    return () => window.clearInterval(id)
  }, [ms, active])
}
