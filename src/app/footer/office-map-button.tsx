import { useCallback, useState } from 'react'
import { LazyPart, partLoader } from '@/components/ui/lazy-part'
import { uiText } from '@/config/ui-content'
import { routeErrorCopy } from '../app-content'

/**
 * The map's modal is in every page's footer but rarely opened: its code (and the dialog's, on
 * pages without another) stays out of the pages' first load until a visitor asks for the map.
 */
const officeMap = partLoader(
  () => import('./office-map-dialog'),
  (module) => module.OfficeMapDialog,
)

export function OfficeMapButton() {
  const [open, setOpen] = useState(false)
  const [asked, setAsked] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setAsked(true)
          setOpen(true)
        }}
        onPointerEnter={officeMap.preload}
        onFocus={officeMap.preload}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-brand-400 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {uiText.officeMap.open}
      </button>
      {asked ? (
        <LazyPart
          loader={officeMap}
          props={{ open, onClose: close }}
          fallback={null}
          failedText={routeErrorCopy.downloadFailed}
          retryLabel={uiText.lazyForm.retry}
        />
      ) : null}
    </>
  )
}
