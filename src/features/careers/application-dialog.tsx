import { SignInPrompt } from '@/components/account/sign-in-prompt'
import { Dialog } from '@/components/ui/dialog'
import { paths } from '@/config/paths'
import { LazyForm } from '@/components/ui/lazy-form'
import { partLoader } from '@/components/ui/lazy-part'
import type { Job } from '@/lib/catalog/catalog'
import { careersCopy } from './careers-content'

const applicationForm = partLoader(
  () => import('./application-form'),
  (module) => module.ApplicationForm,
)

/** Loads the application form's code (its checks and the mail SDK) ahead of its first opening. */
export const preloadApplicationForm = applicationForm.preload

interface ApplicationDialogProps {
  job: Job | null
  onClose: () => void
}

export function ApplicationDialog({ job, onClose }: ApplicationDialogProps) {
  return (
    <Dialog
      holdsForm
      open={job !== null}
      onClose={onClose}
      title={job ? careersCopy.applyTitle(job.title) : undefined}
      description={careersCopy.applyDescription}
    >
      {/* Keyed by job: a new job starts a fresh form. */}
      {job ? (
        <>
          <SignInPrompt offer="details" next={paths.jobApplication(job.docId)} />
          <LazyForm key={job.docId} loader={applicationForm} props={{ job, onClose }} />
        </>
      ) : null}
    </Dialog>
  )
}
