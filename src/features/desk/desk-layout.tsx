import type { ReactNode } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import { PageMeta } from '@/components/seo/page-meta'
import { cn } from '@/components/ui/cn'
import { paths } from '@/config/paths'
import { AlertsBar } from './alerts/alerts-bar'
import { alertsCopy } from './alerts/alerts-content'
import { useArrivalCount } from './alerts/use-arrival-count'
import { deskCopy as copy } from './desk-content'

/** The lead pages' common start: /desk/leads/ (their pattern up to the first parameter). */
const leadPagesStart = paths.deskLeadPattern.slice(0, paths.deskLeadPattern.indexOf(':'))

const sections = [
  { to: paths.desk, label: copy.nav.leads, also: leadPagesStart },
  { to: paths.deskPrices, label: copy.nav.prices },
  { to: paths.deskCatalogue, label: copy.nav.catalogue },
] as const

interface DeskLayoutProps {
  /** The section's own title, for the document's title. */
  section: string
  /** The desk's page address, for the page's meta tags. */
  path: string
  children: ReactNode
}

/**
 * The desk's frame: its heading (the page's h1), the navigation between its sections and the
 * alerts of new leads, whose count since the desk opened leads the tab's title. Every desk page
 * renders it, so its alerts run on every one (use-arrival-count.ts keeps the count between them).
 */
export function DeskLayout({ section, path, children }: DeskLayoutProps) {
  const { pathname } = useLocation()
  const arrivals = useArrivalCount()
  return (
    <div className="bg-stone-50">
      <PageMeta
        title={`${section} · ${copy.title}`}
        titlePrefix={alertsCopy.titlePrefix(arrivals)}
        description={copy.metaDescription}
        path={path}
        noindex
      />
      <div className="container-page pt-4 pb-6 sm:py-10">
        <h1 className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">{copy.title}</h1>
        <nav aria-label={copy.navLabel} className="mt-3 border-b border-stone-200 sm:mt-4">
          <ul className="-mb-px flex gap-1 overflow-x-auto">
            {sections.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive: here }) => {
                    // A lead's page belongs to Leads.
                    const isActive = here || ('also' in item && pathname.startsWith(item.also))
                    return cn(
                      'inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-4 text-sm font-semibold',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500',
                      isActive
                        ? 'border-brand-700 text-brand-900'
                        : 'border-transparent text-stone-700 hover:text-brand-800',
                    )
                  }}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AlertsBar />
        <div className="pt-4 sm:pt-6">{children}</div>
      </div>
    </div>
  )
}
