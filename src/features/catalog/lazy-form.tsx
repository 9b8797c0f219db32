import { LazyPart, type PartLoader } from '@/components/ui/lazy-part'
import { catalogCopy as copy } from './catalog-content'

interface LazyFormProps<P extends object> {
  loader: PartLoader<P>
  props: P
}

/**
 * A purchase modal's form (GST check, order request), whose code loads apart from the page: it
 * is needed only once a buyer opens a modal, and the page preloads it when idle (./products-page).
 */
export function LazyForm<P extends object>({ loader, props }: LazyFormProps<P>) {
  return (
    <LazyPart
      loader={loader}
      props={props}
      fallback={
        <p role="status" className="py-8 text-center text-sm text-stone-600">
          {copy.formLoading}
        </p>
      }
      failedText={copy.formLoadFailed}
      retryLabel={copy.retry}
    />
  )
}
