import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom'
import { PageMeta } from '@/components/seo/page-meta'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { TimedOut } from '@/lib/util/time-limit'
import { routeErrorCopy as copy } from './app-content'
import { NotFoundPage } from './not-found-page'

/** Whether `error` says the page's code did not arrive (failed, or stalled past its time limit). */
function isDownloadFailure(error: unknown): boolean {
  return (
    error instanceof TimedOut ||
    (error instanceof TypeError && /dynamically imported module|fetch/i.test(error.message))
  )
}

/**
 * Shown in place of a route that failed to load or render; header and footer stay usable.
 * Try again loads the page afresh: the router keeps a page module that failed as failed for as
 * long as it runs, and a new page load asks the network for every module again.
 */
export function RouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  const explanation = isDownloadFailure(error) ? copy.downloadFailed : copy.failed
  return (
    <div className="container-page py-20 text-center">
      <PageMeta title={copy.title} description={explanation} noindex />
      <h1 className="font-display text-3xl font-bold text-brand-900">{copy.title}</h1>
      <p role="alert" className="mx-auto mt-4 max-w-lg text-stone-700">
        {explanation}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={() => window.location.reload()}
        >
          {copy.retry}
        </button>
        <Link to={paths.home} className={buttonClasses('secondary')}>
          {copy.home}
        </Link>
      </div>
    </div>
  )
}
