import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import type { Job } from '@/lib/catalog/catalog'
import { careersCopy as copy } from './careers-content'
import { JobFacts, PostedDate } from './job-facts'

interface JobDetailsDialogProps {
  job: Job | null
  onClose: () => void
  onApply: (job: Job) => void
}

function TextList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <section>
      <h3 className="font-semibold text-brand-900">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-700">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  )
}

export function JobDetailsDialog({ job, onClose, onApply }: JobDetailsDialogProps) {
  const extras = job
    ? [
        { term: copy.duration, detail: job.duration },
        { term: copy.reportingTo, detail: job.reportingTo },
      ].filter((extra) => extra.detail?.trim())
    : []
  return (
    <Dialog
      open={job !== null}
      onClose={onClose}
      title={job?.title}
      description={job ? `${job.department} · ${job.location}` : undefined}
      className="w-[min(100%-2rem,44rem)]"
    >
      {job ? (
        <div className="space-y-5">
          <PostedDate job={job} />
          <JobFacts job={job} className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3" />
          {extras.length > 0 ? (
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              {extras.map(({ term, detail }) => (
                <div key={term}>
                  <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">
                    {term}
                  </dt>
                  <dd className="font-medium text-stone-800">{detail}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <section>
            <h3 className="font-semibold text-brand-900">{copy.aboutRole}</h3>
            <p className="mt-2 whitespace-pre-line text-sm text-stone-700">{job.description}</p>
          </section>
          <TextList title={copy.responsibilities} items={job.responsibilities} />
          <TextList title={copy.requirements} items={job.requirements} />
          <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-4">
            <Button variant="secondary" onClick={onClose}>
              {copy.close}
            </Button>
            <Button onClick={() => onApply(job)}>{copy.applyNow}</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}
