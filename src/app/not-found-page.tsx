import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { PageMeta } from '@/components/seo/page-meta'
import { paths } from '@/config/paths'
import { notFoundCopy as copy } from './app-content'

export function NotFoundPage() {
  return (
    <div className="container-page py-24 text-center">
      <PageMeta title={copy.title} description={copy.text} noindex />
      <p className="text-sm font-semibold uppercase tracking-wider text-saffron-700">{copy.code}</p>
      <h1 className="mt-2 font-display text-4xl font-bold text-brand-900">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-md text-stone-700">{copy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses('primary')}>
          {copy.home}
        </Link>
        <Link to={paths.products} className={buttonClasses('secondary')}>
          {copy.products}
        </Link>
      </div>
    </div>
  )
}
