import { useEffect } from 'react'
import { useBlocker } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { pricesCopy as copy } from './prices-content'

interface LeaveGuardProps {
  /** Something typed is not saved. */
  unsaved: boolean
  /** How many prices change, for the question. */
  changes: number
}

/**
 * While something typed is not saved, leaving asks first: a link or Back within the site opens a
 * question (stay, or leave and lose it), and a reload or closing the tab gets the browser's own.
 */
export function LeaveGuard({ unsaved, changes }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!unsaved) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [unsaved])

  const stay = () => blocker.reset?.()
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={stay}
      title={copy.leave.title}
      description={copy.leave.description(changes)}
      closesOnBack={false}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={stay}>
          {copy.leave.stay}
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          {copy.leave.go}
        </Button>
      </div>
    </Dialog>
  )
}
