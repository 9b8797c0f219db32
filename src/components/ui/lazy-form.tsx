import { uiText } from '@/config/ui-content'
import { LazyPart, type PartLoader } from './lazy-part'

interface LazyFormProps<P extends object> {
  loader: PartLoader<P>
  props: P
}

/**
 * A modal's form whose code loads apart from its page (the GST check, the order request, a job
 * application): it is needed only once a visitor opens the modal, and the page preloads it when
 * idle, so it is normally there at once.
 */
export function LazyForm<P extends object>({ loader, props }: LazyFormProps<P>) {
  return (
    <LazyPart
      loader={loader}
      props={props}
      fallback={
        <p role="status" className="py-8 text-center text-sm text-stone-600">
          {uiText.lazyForm.loading}
        </p>
      }
      failedText={uiText.lazyForm.failed}
      retryLabel={uiText.lazyForm.retry}
    />
  )
}
