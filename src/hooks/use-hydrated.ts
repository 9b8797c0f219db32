import { useClientSnapshot } from '@/lib/util/client-snapshot'

const noSubscription = () => () => {}
const inBrowser = () => true

/**
 * False while a page is prerendered or hydrated, true from the render after: for what only the
 * browser can know (storage, the document's head), which the prerendered markup must not hold.
 */
export function useHydrated(): boolean {
  return useClientSnapshot(noSubscription, inBrowser, false)
}
