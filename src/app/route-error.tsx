import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom'
import { PageMeta } from '@/components/seo/page-meta'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { NotFoundPage } from './not-found-page'

const HEADING = 'This page could not be shown'

/** Shown in place of a route that failed to load or render; header and footer stay usable. */
export function RouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|fetch/i.test(error.message)
  const explanation = chunkFailed
    ? 'Part of the site could not be downloaded. Please check your connection and try again.'
    : 'Something went wrong while showing this page. Please try again.'
  return (
    <div className="container-page py-20 text-center">
      <PageMeta title={HEADING} description={explanation} noindex />
      <h1 className="font-display text-3xl font-bold text-brand-900">{HEADING}</h1>
      <p role="alert" className="mx-auto mt-4 max-w-lg text-stone-700">
        {explanation}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={() => window.location.reload()}
        >
          Try again
        </button>
        <Link to={paths.home} className={buttonClasses('secondary')}>
          Go to the home page
        </Link>
      </div>
    </div>
  )
}
