import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while a page is prerendered or hydrated, true from the render after: for what only the
 * browser can know (storage, the document's head), which the prerendered markup must not hold.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
