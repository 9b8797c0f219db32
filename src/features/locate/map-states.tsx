import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { locateContent } from './locate-content'

/** In the map's place, at the map's size, while the records or the map's code load. */
export function MapLoading() {
  return (
    <div
      role="status"
      className="flex h-[80vh] w-full items-center justify-center gap-3 border-y border-stone-300 bg-stone-200 text-stone-700"
    >
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-4 border-brand-700 border-r-transparent motion-reduce:animate-none"
      />
      {locateContent.loading}
    </div>
  )
}

/** The records could not be read: the reason, and a way to read them again without a reload. */
export function MapError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">{locateContent.loadError(message)}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {locateContent.retry}
      </Button>
    </div>
  )
}
