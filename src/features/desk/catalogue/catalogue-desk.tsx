import { Link } from 'react-router-dom'
import { cn } from '@/components/ui/cn'
import { catalogueCopy as copy } from './catalogue-content'
import { CatalogueSection } from './catalogue-section'
import { CATALOGUE_SECTIONS, SECTION_PARAM, sectionNamed } from './catalogue-sections'
import { useQuery } from '@/features/desk/use-query'

/**
 * /desk/catalogue: products, featured products, jobs, blog posts, short posts and map retailers,
 * one section at a time. The section is in the address (?section=jobs), so it can be linked to,
 * and Back returns to the last one.
 */
export function CatalogueDesk() {
  const [params] = useQuery()
  const current = sectionNamed(params.get(SECTION_PARAM))
  return (
    <div className="space-y-6">
      <nav aria-label={copy.navLabel}>
        <ul className="flex flex-wrap gap-2">
          {CATALOGUE_SECTIONS.map(({ id, spec }) => {
            const here = id === current.id
            return (
              <li key={id}>
                <Link
                  to={{ search: `?${new URLSearchParams({ [SECTION_PARAM]: id })}` }}
                  aria-current={here ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500',
                    here
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600',
                  )}
                >
                  {copy.sections[spec.key].title}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      {/* Keyed by section, so each starts from its own read, form and messages. */}
      <CatalogueSection key={current.id} section={current.spec} />
    </div>
  )
}
