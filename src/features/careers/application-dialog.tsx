import { Dialog } from '@/components/ui/dialog'
import type { Job } from '@/lib/catalog'
import { ApplicationForm } from './application-form'
import { careersCopy } from './careers-content'

interface ApplicationDialogProps {
  job: Job | null
  onClose: () => void
}

export function ApplicationDialog({ job, onClose }: ApplicationDialogProps) {
  return (
    <Dialog
      open={job !== null}
      onClose={onClose}
      title={job ? careersCopy.applyTitle(job.title) : undefined}
      description={careersCopy.applyDescription}
    >
      {/* Keyed by job: a new job starts a fresh form. */}
      {job ? <ApplicationForm key={job.docId} job={job} onClose={onClose} /> : null}
    </Dialog>
  )
}
