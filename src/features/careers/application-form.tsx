import { Alert } from '@/components/ui/alert'
import { Button, StatusButton } from '@/components/ui/button'
import { InputField, TextAreaField } from '@/components/ui/field'
import { sendFailureMessage } from '@/components/ui/send-failure-message'
import { PersonFields } from '@/components/ui/person-fields'
import { useForm } from '@/components/ui/use-form'
import type { Job } from '@/lib/catalog/catalog'
import { submitJobApplication } from '@/lib/leads/submit/send'
import { withSendDeadline } from '@/lib/util/time-limit'
import { useLeadId } from '@/lib/leads/submit/use-lead-id'
import { useSessionContact } from '@/hooks/use-session-contact'
import { APPLICATION_LIMITS, applicationSchema } from './application-schema'
import { applicationCopy as copy, careersCopy } from './careers-content'

interface ApplicationFormProps {
  job: Job
  onClose: () => void
}

export function ApplicationForm({ job, onClose }: ApplicationFormProps) {
  const contact = useSessionContact()
  // Closed by mistake, the form comes back with what was typed for this job (and a retry of it
  // is the same application).
  const draftKey = `application:${job.id}`
  const lead = useLeadId(draftKey)
  const { field, state, busyAction, submit } = useForm({
    initial: {
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      cvLink: '',
      message: '',
    },
    draftKey,
  })
  const status = state.status
  const send = submit(
    applicationSchema(),
    async (data) => {
      const application = {
        ...data,
        jobId: job.docId,
        job_title: job.title,
        job_department: job.department,
        job_type: job.type,
      }
      const id = lead.idFor(application)
      await withSendDeadline(() => submitJobApplication(id, application))
      lead.sent()
    },
    // On success the form clears, and a Close button appears beside it.
    { clearOnSuccess: true },
  )

  return (
    <form noValidate onSubmit={send} className="space-y-4">
      <input type="hidden" name="job_title" value={job.title} />
      <input type="hidden" name="job_department" value={job.department} />
      <input type="hidden" name="job_type" value={job.type} />
      <PersonFields labels={copy} field={field} />
      <InputField
        label={copy.cvLink}
        type="url"
        inputMode="url"
        placeholder={copy.cvLinkPlaceholder}
        hint={copy.cvLinkHint}
        required
        {...field('cvLink')}
      />
      <TextAreaField
        label={copy.message}
        rows={4}
        limit={APPLICATION_LIMITS.message}
        {...field('message')}
      />
      {status === 'done' ? <Alert tone="success">{copy.success}</Alert> : null}
      {state.status === 'failed' ? (
        <Alert tone="error">{sendFailureMessage(state.error, copy.failure)}</Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        {status === 'done' ? (
          <Button variant="secondary" onClick={onClose}>
            {careersCopy.close}
          </Button>
        ) : null}
        <StatusButton type="submit" busy={busyAction !== null} busyLabel={careersCopy.submitting}>
          {careersCopy.submit}
        </StatusButton>
      </div>
    </form>
  )
}
