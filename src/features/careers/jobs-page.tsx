import { useCallback, useEffect, useMemo, useState } from 'react'
import { PageMeta } from '@/components/seo/page-meta'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import type { Job } from '@/lib/catalog/catalog'
import { useCatalog } from '@/lib/catalog/catalog-store'
import { idle, whenIdle } from '@/lib/util/next-task'
import { DialogOnDemand } from '@/components/ui/dialog-on-demand'
import { partLoader } from '@/components/ui/lazy-part'
import { careersCopy as copy } from './careers-content'
import { JobFiltersBar } from './job-filters-bar'
import { JobList } from './job-list'
import { useApplicationIntent } from './use-application-intent'
import { DEFAULT_JOB_QUERY, isFiltered, openJobs, queryJobs, type JobQuery } from './job-query'

/** An opening's details and its application: modals whose code is not in the page's first load. */
const detailsDialog = partLoader(
  () => import('./job-details-dialog'),
  (module) => module.JobDetailsDialog,
)
const applicationDialog = partLoader(
  () => import('./application-dialog'),
  (module) => module.ApplicationDialog,
)

/** The modals, then the application form, one per idle period. */
async function preloadDialogs(): Promise<void> {
  await detailsDialog.preload()
  await idle()
  await applicationDialog.preload()
  await idle()
  const application = await import('./application-dialog')
  application.preloadApplicationForm()
}

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
  // The modals and the application form are not part of the page's first load; they are ready
  // before anyone opens them.
  useEffect(() => whenIdle(() => void preloadDialogs().catch(() => {})), [])

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
      <DialogOnDemand
        loader={detailsDialog}
        open={detailsJob !== null}
        props={{
          job: detailsJob,
          onClose: () => setDetailsJob(null),
          onApply: (job: Job) => {
            setDetailsJob(null)
            setApplyJob(job)
          },
        }}
      />
      <DialogOnDemand
        loader={applicationDialog}
        open={applyJob !== null}
        props={{ job: applyJob, onClose: () => setApplyJob(null) }}
      />
    </>
  )
}
