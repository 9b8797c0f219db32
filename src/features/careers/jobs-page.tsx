import { useCallback, useEffect, useMemo, useState } from 'react'
import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import type { Job } from '@/lib/catalog/catalog'
import { useCatalog } from '@/lib/catalog/catalog-store'
import { whenIdle } from '@/lib/util/next-task'
import { ApplicationDialog, preloadApplicationForm } from './application-dialog'
import { careersCopy as copy } from './careers-content'
import { JobDetailsDialog } from './job-details-dialog'
import { JobFiltersBar } from './job-filters-bar'
import { JobList } from './job-list'
import { useApplicationIntent } from './use-application-intent'
import { DEFAULT_JOB_QUERY, isFiltered, openJobs, queryJobs, type JobQuery } from './job-query'

export function JobsPage() {
  const listings = useCatalog('jobListings')
  // A closed opening is not on the page at all, nor can a link apply for it.
  // From the items, not the state: a read that brings the listings already shown leaves the list
  // as it is.
  const open = useMemo(() => openJobs(listings.items), [listings.items])
  const catalog = useMemo(() => ({ ...listings, items: open }), [listings, open])
  const [query, setQuery] = useState<JobQuery>(DEFAULT_JOB_QUERY)
  const [detailsJob, setDetailsJob] = useState<Job | null>(null)
  const [applyJob, setApplyJob] = useState<Job | null>(null)
  const shown = useMemo(() => queryJobs(catalog.items, query), [catalog.items, query])
  const reset = useCallback(() => setQuery(DEFAULT_JOB_QUERY), [])
  useApplicationIntent(catalog, setApplyJob)
  // The application form is not part of the page's first load; it is ready before anyone applies.
  useEffect(() => whenIdle(preloadApplicationForm), [])

  return (
    <>
      <PageMeta title={copy.metaTitle} description={copy.metaDescription} path={paths.jobs} />
      <PageHeader title={copy.title} eyebrow={copy.eyebrow}>
        <p>{copy.intro}</p>
      </PageHeader>
      <section aria-labelledby="open-positions" className="container-page py-12 md:py-16">
        <h2 id="open-positions" className="mb-6 font-display text-3xl font-bold text-brand-900">
          {copy.listHeading}
        </h2>
        <JobFiltersBar
          query={query}
          onChange={(change) => setQuery((current) => ({ ...current, ...change }))}
          onReset={reset}
          canReset={isFiltered(query) || query.sort !== DEFAULT_JOB_QUERY.sort}
        />
        <div className="mt-8">
          <JobList
            status={catalog.status}
            jobs={shown}
            total={catalog.items.length}
            onRetry={catalog.retry}
            onReset={reset}
            onDetails={setDetailsJob}
            onApply={setApplyJob}
          />
        </div>
      </section>
      {/* Details first: when "Apply now" swaps dialogs, it closes before the form opens. */}
      <JobDetailsDialog
        job={detailsJob}
        onClose={() => setDetailsJob(null)}
        onApply={(job) => {
          setDetailsJob(null)
          setApplyJob(job)
        }}
      />
      <ApplicationDialog job={applyJob} onClose={() => setApplyJob(null)} />
    </>
  )
}
