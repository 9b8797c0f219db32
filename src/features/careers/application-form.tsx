import { Alert } from '@/components/ui/alert'
import { Button, StatusButton } from '@/components/ui/button'
import { InputField, TextAreaField } from '@/components/ui/field'
import { PersonFields } from '@/components/ui/person-fields'
import { messages } from '@/config/messages'
import type { Job } from '@/lib/catalog'
import { useSessionContact } from '@/lib/session'
import { APPLICATION_LIMITS } from './application-schema'
import { applicationCopy as copy, careersCopy } from './careers-content'
import { useApplicationForm } from './use-application-form'

interface ApplicationFormProps {
  job: Job
  onClose: () => void
}

export function ApplicationForm({ job, onClose }: ApplicationFormProps) {
  const contact = useSessionContact()
  const { field, status, submit } = useApplicationForm(job, {
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    cvLink: '',
    message: '',
  })
  const busy = status === 'sending'

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <input type="hidden" name="job_title" value={job.title} />
      <input type="hidden" name="job_department" value={job.department} />
      <input type="hidden" name="job_type" value={job.type} />
      <PersonFields labels={copy} maxLengths={APPLICATION_LIMITS} field={field} />
      <InputField
        label={copy.cvLink}
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={copy.cvLinkHint}
        required
        maxLength={APPLICATION_LIMITS.cvLink}
        {...field('cvLink')}
      />
      <TextAreaField
        label={copy.message}
        rows={4}
        maxLength={APPLICATION_LIMITS.message}
        {...field('message')}
      />
      {status === 'success' ? <Alert tone="success">{messages.application.success}</Alert> : null}
      {status === 'failure' ? <Alert tone="error">{messages.application.failure}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        {status === 'success' ? (
          <Button variant="secondary" onClick={onClose}>
            {careersCopy.close}
          </Button>
        ) : null}
        <StatusButton type="submit" busy={busy} busyLabel={careersCopy.submitting}>
          {careersCopy.submit}
        </StatusButton>
      </div>
    </form>
  )
}
