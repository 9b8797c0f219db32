import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { validate, type FieldErrors } from '@/components/ui/validate'
import type { Job } from '@/lib/catalog'
import { sendJobApplication } from '@/lib/email'
import { applicationSchema, EMPTY_APPLICATION, type ApplicationValues } from './application-schema'

export type ApplicationStatus = 'idle' | 'submitting' | 'success' | 'error'

/**
 * State of one job application (spec §4 "Application modal": form, submitting, status message;
 * on success the form clears). A failed send keeps what was typed.
 */
export function useApplicationForm(job: Job, initial: ApplicationValues) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<ApplicationValues>>({})
  const [status, setStatus] = useState<ApplicationStatus>('idle')
  const sending = useRef(false)

  const field = (name: keyof ApplicationValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target
      setValues((current) => ({ ...current, [name]: value }))
    },
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    const form = event.currentTarget
    const result = validate(applicationSchema, values)
    if (!result.ok) {
      flushSync(() => setErrors(result.errors))
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    setErrors({})
    sending.current = true
    setStatus('submitting')
    try {
      await sendJobApplication({
        ...result.data,
        job_title: job.title,
        job_department: job.department,
        job_type: job.type,
      })
      setValues(EMPTY_APPLICATION)
      setStatus('success')
    } catch {
      setStatus('error')
    } finally {
      sending.current = false
    }
  }

  return { field, status, submit }
}
