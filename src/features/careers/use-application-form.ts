import { useSendForm } from '@/components/ui/use-send-form'
import type { Job } from '@/lib/catalog'
import { sendJobApplication } from '@/lib/email'
import { applicationSchema, EMPTY_APPLICATION, type ApplicationValues } from './application-schema'

/**
 * One job application (spec §4 "Application modal": form, submitting, status message; on
 * success the form clears). A failed send keeps what was typed.
 */
export function useApplicationForm(job: Job, initial: ApplicationValues) {
  return useSendForm({
    schema: applicationSchema,
    initial,
    afterSuccess: EMPTY_APPLICATION,
    send: (data) =>
      sendJobApplication({
        ...data,
        job_title: job.title,
        job_department: job.department,
        job_type: job.type,
      }),
  })
}
