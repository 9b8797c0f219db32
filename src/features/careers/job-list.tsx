import { memo } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import type { Job } from '@/lib/catalog/catalog'
import { careersCopy as copy } from './careers-content'
import { JobCard } from './job-card'

interface JobListProps {
  status: 'loading' | 'ready' | 'error'
  jobs: readonly Job[]
  total: number
  onRetry: () => void
  onReset: () => void
  onDetails: (job: Job) => void
  onApply: (job: Job) => void
}

export const JobList = memo(function JobList({
  status,
  jobs,
  total,
  onRetry,
  onReset,
  onDetails,
  onApply,
}: JobListProps) {
  if (status === 'loading') {
    return (
      <p role="status" className="py-12 text-center text-stone-600">
        {copy.loading}
      </p>
    )
  }
  if (status === 'error') {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span className="mr-4">{copy.loadError}</span>
        <Button variant="secondary" onClick={onRetry} className="mt-2">
          {copy.retry}
        </Button>
      </Alert>
    )
  }
  if (total === 0) {
    return <p className="py-12 text-center text-stone-700">{copy.noJobs}</p>
  }
  return (
    <>
      <p role="status" className="mb-4 text-sm font-medium text-stone-700">
        {copy.count(jobs.length, total)}
      </p>
      {jobs.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <p className="font-semibold text-brand-900">{copy.noMatches}</p>
          <p className="mt-1 text-sm text-stone-600">{copy.noMatchesHint}</p>
          <Button variant="secondary" onClick={onReset} className="mt-4">
            {copy.resetFilters}
          </Button>
        </div>
      ) : (
        <ul aria-label={copy.listHeading} className="grid gap-6 md:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.docId}>
              <JobCard job={job} onDetails={onDetails} onApply={onApply} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
})
