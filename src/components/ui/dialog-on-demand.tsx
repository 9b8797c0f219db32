import { useState } from 'react'
import { uiText } from '@/config/ui-content'
import { LazyPart, type PartLoader } from './lazy-part'

interface DialogOnDemandProps<P extends object> {
  /** The modal's module (the dialog and what opens inside it). */
  loader: PartLoader<P>
  open: boolean
  props: P
}

/**
 * A modal whose code loads apart from its page, which preloads it when idle: nothing of it is in
 * the page's first load. Rendered from its first opening on, and kept afterwards, so it closes
 * and opens again as any dialog does (focus back to its opener, Escape, Back). A failed download
 * says so where the modal would be, with a button to try again.
 */
export function DialogOnDemand<P extends object>({ loader, open, props }: DialogOnDemandProps<P>) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <LazyPart
      loader={loader}
      props={props}
      fallback={null}
      failedText={uiText.lazyForm.failed}
      retryLabel={uiText.lazyForm.retry}
      failedClassName="container-page py-4"
      // Preloaded, the modal opens in the tap's own frame, as one in the page would.
      atOnceWhenReady
    />
  )
}
