import { Button } from '@/components/ui/button'
import type { Job } from '@/lib/catalog/catalog'
import { careersCopy } from './careers-content'
import { JobFacts, PostedDate } from './job-facts'

interface JobCardProps {
  job: Job
  onDetails: (job: Job) => void
  onApply: (job: Job) => void
}

export function JobCard({ job, onDetails, onApply }: JobCardProps) {
  return (
    <article
      aria-labelledby={`job-${job.docId}`}
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`job-${job.docId}`} className="font-display text-xl font-bold text-brand-900">
          {job.title}
        </h3>
        <span className="rounded-full bg-saffron-100 px-3 py-1 text-xs font-semibold text-saffron-900">
          {job.type}
        </span>
      </div>
      <PostedDate job={job} />
      <p className="mt-3 line-clamp-3 text-sm text-stone-700">{job.description}</p>
      <JobFacts job={job} className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm" />
      <div className="mt-auto flex flex-wrap gap-3 pt-6">
        <Button variant="secondary" onClick={() => onDetails(job)}>
          {careersCopy.viewDetails}
          <span className="sr-only">: {job.title}</span>
        </Button>
        <Button onClick={() => onApply(job)}>
          {careersCopy.applyNow}
          <span className="sr-only">: {job.title}</span>
        </Button>
      </div>
    </article>
  )
}
