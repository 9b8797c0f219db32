import { TaggedText } from '@/components/ui/tagged-text'
import type { Job } from '@/lib/catalog/catalog'
import { careersCopy } from './careers-content'
import { formatPostedDate } from './format-date'

/** The short facts of a job as a description list: department, location, type, experience, pay. */
export function JobFacts({ job, className }: { job: Job; className?: string }) {
  const facts = [
    { term: careersCopy.departmentLabel, detail: job.department },
    { term: careersCopy.locationLabel, detail: job.location },
    { term: careersCopy.typeLabel, detail: job.type },
    { term: careersCopy.experienceLabel, detail: job.experience },
    { term: careersCopy.salary, detail: job.salary },
  ]
  return (
    <dl className={className ?? 'grid grid-cols-2 gap-x-4 gap-y-2 text-sm'}>
      {facts.map(({ term, detail }) => (
        <div key={term}>
          <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{term}</dt>
          <dd className="font-medium text-stone-800">{detail}</dd>
        </div>
      ))}
    </dl>
  )
}

export function PostedDate({ job }: { job: Job }) {
  return (
    <p className="text-xs text-stone-600">
      <TaggedText
        message={careersCopy.postedOn(formatPostedDate(job.postedDate))}
        parts={{
          time: (date) => (
            <time
              dateTime={/^\d{4}-\d{2}-\d{2}$/.test(job.postedDate) ? job.postedDate : undefined}
            >
              {date}
            </time>
          ),
        }}
      />
    </p>
  )
}
