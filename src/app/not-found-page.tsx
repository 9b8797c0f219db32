import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { PageMeta } from '@/components/seo/page-meta'
import { paths } from '@/config/paths'

export function NotFoundPage() {
  return (
    <div className="container-page py-24 text-center">
      <PageMeta title="Page not found" />
      <p className="text-sm font-semibold uppercase tracking-wider text-saffron-600">404</p>
      <h1 className="mt-2 font-display text-4xl font-bold text-brand-900">Page not found</h1>
      <p className="mx-auto mt-4 max-w-md text-stone-700">
        We could not find that page. It may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses('primary')}>
          Go to the home page
        </Link>
        <Link to={paths.products} className={buttonClasses('secondary')}>
          Browse products
        </Link>
      </div>
    </div>
  )
}
